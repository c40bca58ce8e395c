/** /cesta/enviar's server half: whether e-mail can be sent, and sending the basket. */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import { assertSameOrigin } from "../../lib/auth.server.ts";
import { parseForm, serverText } from "../../lib/forms.ts";
import { getT } from "../../lib/i18n.server.ts";
import { tk } from "../../lib/i18n.ts";
import { ServiceError, apiErrorResponse, libraryClient } from "../../lib/library/index.server.ts";
import { commitSession, getSession } from "../../lib/session.server.ts";
import { readBasket } from "./basket-cookie.server.ts";
import { MailSchema } from "./mail-form.ts";

/** The service's codes for a refusal about the recipients. */
const RECIPIENT_PROBLEMS = ["invalid_email", "email_required", "too_many_recipients"];

export async function basketMailLoader({ request, context }: LoaderFunctionArgs) {
  const [ids, t] = await Promise.all([readBasket(request), getT(request)]);
  const api = await libraryClient({ request, context });
  const sending = await api.basket.emailSendingMessage().catch(apiErrorResponse);
  return data({ title: t("basket.mail.title"), count: ids.length, sending }, { headers: await api.headers() });
}

export async function basketMailAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const [form, ids] = await Promise.all([request.formData(), readBasket(request)]);
  const parsed = parseForm(form, MailSchema);
  if (ids.length === 0) {
    return data({ result: parsed.reject({ formErrors: [tk("basket.errors.empty")] }) }, { status: 400 });
  }
  if (!parsed.ok) return data({ result: parsed.result }, { status: 400 });

  const api = await libraryClient({ request, context });
  try {
    await api.basket.mail({ format: parsed.value.formato, ids, recipients: parsed.value.destinatarios });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    // The service's message is already in the visitor's language.
    const message = serverText(error.message);
    const result = RECIPIENT_PROBLEMS.includes(error.code)
      ? parsed.reject({ fieldErrors: { destinatarios: [message] } })
      : parsed.reject({ formErrors: [error.status === 404 ? tk("basket.errors.empty") : message] });
    const headers = await api.headers();
    // Past the mail limits: 429 with the service's Retry-After (decision 053).
    if (error.status === 429) headers.set("Retry-After", error.retryAfter ?? "60");
    const status = error.status >= 500 ? 503 : error.status === 429 ? 429 : 400;
    return data({ result }, { status, headers });
  }
  const session = await getSession(request);
  session.flash("notice", "basket.notice.sent");
  const headers = await api.headers();
  headers.append("Set-Cookie", await commitSession(session, request));
  throw redirect("/cesta", { status: 303, headers });
}
