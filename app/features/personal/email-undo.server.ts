/**
 * /login/desfazer-email's server half (decision 052): the link mailed to the old address after an
 * e-mail change. The GET only shows the page (a mail scanner that follows links must not undo
 * anything); the button POSTs the token to the service, which puts the old address back and ends
 * every session and app device of the account.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";

import { assertSameOrigin } from "../../lib/auth.server.ts";
import { parseForm, serverText } from "../../lib/forms.ts";
import { getT } from "../../lib/i18n.server.ts";
import { tk } from "../../lib/i18n.ts";
import { apiErrorResponse, libraryClient, ServiceError } from "../../lib/library/index.server.ts";

export const UndoSchema = z.object({
  token: z
    .string({ error: tk("personal.undo.missing") })
    .min(1)
    .max(200),
});

export async function emailUndoLoader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return data({ title: t("personal.undo.title"), token }, { headers: { "Cache-Control": "no-store" } });
}

export async function emailUndoAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const parsed = parseForm(await request.formData(), UndoSchema);
  if (!parsed.ok) return data({ result: parsed.result, done: false }, { status: 400 });
  const api = await libraryClient({ request, context });
  try {
    await api.personal.undoEmailChange(parsed.value.token);
  } catch (error) {
    if (!(error instanceof ServiceError) || error.status !== 422) return apiErrorResponse(error);
    return data({ result: parsed.reject({ formErrors: [serverText(error.message)] }), done: false }, { status: 422 });
  }
  // The browser's own session (if any) was one of those ended: it is refused from now on.
  return data({ result: undefined, done: true });
}
