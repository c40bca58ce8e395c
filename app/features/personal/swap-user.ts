/**
 * Swapping user (POST /pessoas/meu-pergamum/troca-usuario, decision 026): the form's schema, one
 * for the action and the browser.
 */
import * as z from "zod";

import { tk } from "../../lib/i18n.ts";

export const SwapUserSchema = z.object({
  usuario: z
    .string({ error: tk("personal.swap.required") })
    .trim()
    .min(1, { error: tk("personal.swap.required") })
    .max(100, { error: tk("personal.swap.required") }),
});

/** Where the patron goes once the session has ended: the login, told whom to expect and where to go. */
export function loginAfterSwap(usuario: string): string {
  return `/login?${new URLSearchParams({ redirect: "/meupergamum", usuario })}`;
}
