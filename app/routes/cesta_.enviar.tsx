/**
 * /cesta/enviar — send the basket by e-mail: recipients (several separated by ';') and the
 * format (ABNT references in the message, or a file attached). The library service sends it
 * (POST /api/acervo/exportar-cesta, tipo "email") through the institution's SMTP server; when
 * the service has no SMTP settings (GET /api/cesta/get-email-sending-message) the page says
 * e-mail is unavailable instead of showing the form. Errors: GOV.UK summary + inline messages,
 * "Erro: " in the title, what was typed kept. Success: back to /cesta with a notice.
 */
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";

import { readBasket } from "../features/basket/basket-cookie.server.ts";
import basketStyles from "../features/basket/basket.css";
import { MAIL_FORMATS } from "../features/basket/mail-formats.ts";
import { invalidEmail, splitEmails } from "../features/circulation/schemas.ts";
import { ApiError, apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import { assertSameOrigin } from "../lib/auth.server.ts";
import { getT } from "../lib/i18n.server.ts";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { commitSession, getSession } from "../lib/session.server.ts";
import { ACTION_DATA } from "../ui/document-meta.tsx";
import { describedBy, ErrorSummary, FieldError, type ErrorSummaryItem } from "../ui/error-summary.tsx";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: basketStyles }];

/** The same limit as the service's (api/mail/recipients.ts). */
const MAX_RECIPIENTS = 5;

const MailSchema = z.object({
  destinatarios: z.string().default(""),
  formato: z.enum(MAIL_FORMATS).optional(),
});

interface MailErrors {
  destinatarios?: string;
  formato?: string;
  form?: string;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [ids, t] = await Promise.all([readBasket(request), getT(request)]);
  const api = await libraryClient({ request, context });
  const sending = await api.basket.emailSendingMessage().catch(apiErrorResponse);
  return data({ title: t("basket.mail.title"), count: ids.length, sending }, { headers: await api.headers() });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const [form, ids, t] = await Promise.all([request.formData(), readBasket(request), getT(request)]);
  const parsed = MailSchema.safeParse(Object.fromEntries(form));
  const values = {
    destinatarios: String(form.get("destinatarios") ?? ""),
    formato: String(form.get("formato") ?? ""),
  };
  const errors: MailErrors = {};
  const recipients = splitEmails(values.destinatarios);
  if (recipients.length === 0) errors.destinatarios = t("basket.errors.recipientsRequired");
  else if (invalidEmail(values.destinatarios))
    errors.destinatarios = t("basket.errors.recipientInvalid", { email: invalidEmail(values.destinatarios) });
  else if (new Set(recipients).size > MAX_RECIPIENTS)
    errors.destinatarios = t("basket.errors.tooManyRecipients", { max: MAX_RECIPIENTS });
  if (!parsed.success || !parsed.data.formato) errors.formato = t("basket.errors.format");
  if (ids.length === 0) errors.form = t("basket.errors.empty");
  if (Object.keys(errors).length > 0 || !parsed.success || !parsed.data.formato) {
    return data({ errors, values }, { status: 400 });
  }

  const api = await libraryClient({ request, context });
  try {
    await api.basket.mail({ format: parsed.data.formato, ids, recipients });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The service's message is already in the visitor's language.
    const recipientProblem = ["invalid_email", "email_required", "too_many_recipients"].includes(error.code);
    const failed: MailErrors = recipientProblem
      ? { destinatarios: error.message }
      : { form: error.status === 404 ? t("basket.errors.empty") : error.message };
    return data({ errors: failed, values }, { status: error.status >= 500 ? 503 : 400, headers: await api.headers() });
  }
  const session = await getSession(request);
  session.flash("notice", "basket.notice.sent");
  const headers = await api.headers();
  headers.append("Set-Cookie", await commitSession(session, request));
  throw redirect("/cesta", { status: 303, headers });
}

export default function BasketMailPage() {
  const { count, sending } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const errors: MailErrors = actionData?.errors ?? {};
  const values = actionData?.values;
  const summary: ErrorSummaryItem[] = [
    ...(errors.form ? [{ message: errors.form }] : []),
    ...(errors.destinatarios ? [{ fieldId: "destinatarios", message: errors.destinatarios }] : []),
    ...(errors.formato ? [{ fieldId: `formato-${MAIL_FORMATS[0]}`, message: errors.formato }] : []),
  ];
  const chosen = values?.formato ?? "abnt";

  return (
    <div className="page page--narrow basket-mail">
      <h1>{t("basket.mail.title")}</h1>
      <p>
        <Link to="/cesta">{t("basket.back")}</Link>
      </p>
      {!sending.habilitado ? (
        <p className="notice" id="mail-unavailable">
          {sending.mensagem}
        </p>
      ) : count === 0 ? (
        <p>{t("basket.empty")}</p>
      ) : (
        <>
          <ErrorSummary errors={summary} focusKey={actionData} />
          <p>{t("basket.mail.intro", { count })}</p>
          <Form method="post" className="form" noValidate>
            <div className={errors.destinatarios ? "field field--error" : "field"}>
              <label htmlFor="destinatarios">{t("basket.mail.recipients")}</label>
              <p className="field-hint" id="destinatarios-hint">
                {sending.mensagem}
              </p>
              <FieldError id="destinatarios-error" message={errors.destinatarios} />
              <input
                id="destinatarios"
                name="destinatarios"
                type="text"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                defaultValue={values?.destinatarios}
                aria-invalid={errors.destinatarios ? true : undefined}
                aria-describedby={describedBy("destinatarios-hint", errors.destinatarios && "destinatarios-error")}
                className="input"
              />
            </div>
            <fieldset
              className={errors.formato ? "field field--error basket-mail__formats" : "field basket-mail__formats"}
              aria-describedby={describedBy(errors.formato && "formato-error")}
            >
              <legend>{t("basket.mail.format")}</legend>
              <FieldError id="formato-error" message={errors.formato} />
              {MAIL_FORMATS.map((format) => (
                <div key={format} className="field--checkbox">
                  <input
                    id={`formato-${format}`}
                    type="radio"
                    name="formato"
                    value={format}
                    defaultChecked={chosen === format}
                    className="checkbox"
                  />
                  <label htmlFor={`formato-${format}`}>{t(`basket.mail.formats.${format}`)}</label>
                </div>
              ))}
            </fieldset>
            <button type="submit" className="button">
              {t("basket.mail.submit")}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const result = (data as Record<string, unknown> | undefined)?.[ACTION_DATA] as { errors?: MailErrors } | undefined;
  return pageTitle(matches, data?.title, { error: Object.keys(result?.errors ?? {}).length > 0 });
};

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
