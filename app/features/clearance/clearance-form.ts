/**
 * The form that issues the clearance declaration (/meupergamum/nada-consta): the reason and the
 * awareness confirmation, both required, since issuing it removes the patron from the
 * information unit (decision 032). The same schema runs in the action and, with JS, in the browser.
 */
import * as z from "zod";

import { CLEARANCE_REASONS } from "../../../api/lending/clearance/contract.ts";
import { tk } from "../../lib/i18n.ts";

/** Field name → element id, in page order. */
export const CLEARANCE_FIELDS = { motivo: "nada-consta-motivo", confirmacao: "nada-consta-confirmacao" } as const;

const reason = tk("clearance.errors.reason");
const confirm = tk("clearance.errors.confirm");

export const clearanceSchema = z.object({
  motivo: z
    .number({ error: reason })
    .int({ error: reason })
    .refine((n) => (CLEARANCE_REASONS as readonly number[]).includes(n), { error: reason }),
  confirmacao: z.boolean({ error: confirm }).refine((v) => v, { error: confirm }),
});

/** What the page posts, by `intent`: issuing the declaration, or sending the issued one by e-mail. */
export const clearanceActionSchema = z.discriminatedUnion("intent", [
  clearanceSchema.extend({ intent: z.literal("issue").optional() }),
  z.object({ intent: z.literal("send-mail") }),
]);
