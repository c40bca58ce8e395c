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
import * as z from "zod";

import { readBasket } from "../features/basket/basket-cookie.server.ts";
import basketStyles from "../features/basket/basket.css";
import { MAIL_FORMATS } from "../features/basket/mail-formats.ts";
import { invalidEmail, splitEmails } from "../features/circulation/schemas.ts";
import { ApiError, apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import { assertSameOrigin } from "../lib/auth.server.ts";
import { keyWith, parseForm, serverText, type FormResult } from "../lib/forms.ts";
import { getT } from "../lib/i18n.server.ts";
import { tk } from "../lib/i18n.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { commitSession, getSession } from "../lib/session.server.ts";
import { formPageMeta } from "../ui/document-meta.tsx";
import { ErrorSummary } from "../ui/error-summary.tsx";
import { Field, Fieldset } from "../ui/field.tsx";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";
import { useSchemaForm } from "../ui/use-schema-form.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: basketStyles }];

/** The same limit as the service's (api/mail/recipients.ts). */
const MAX_RECIPIENTS = 5;

const RECIPIENTS_REQUIRED = tk("basket.errors.recipientsRequired");

export const MailSchema = z.object({
  // Several addresses separated by ";": the service's rules, checked in its order.
  destinatarios: z
    .string({ error: RECIPIENTS_REQUIRED })
    .refine((value) => splitEmails(value).length > 0, { error: RECIPIENTS_REQUIRED, abort: true })
    .superRefine((value, ctx) => {
      const invalid = invalidEmail(value);
      if (invalid) {
        ctx.addIssue({ code: "custom", message: keyWith(tk("basket.errors.recipientInvalid"), { email: invalid }) });
      } else if (new Set(splitEmails(value)).size > MAX_RECIPIENTS) {
        ctx.addIssue({
          code: "custom",
          message: keyWith(tk("basket.errors.tooManyRecipients"), { max: MAX_RECIPIENTS }),
        });
      }
    })
    .transform(splitEmails),
  formato: z.enum(MAIL_FORMATS, { error: tk("basket.errors.format") }),
});

/** Field name → element id, in page order (a radio group is reached through its first option). */
const FIELDS = { destinatarios: "destinatarios", formato: `formato-${MAIL_FORMATS[0]}` };

/** The service's codes for a refusal about the recipients. */
const RECIPIENT_PROBLEMS = ["invalid_email", "email_required", "too_many_recipients"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [ids, t] = await Promise.all([readBasket(request), getT(request)]);
  const api = await libraryClient({ request, context });
  const sending = await api.basket.emailSendingMessage().catch(apiErrorResponse);
  return data({ title: t("basket.mail.title"), count: ids.length, sending }, { headers: await api.headers() });
}

export async function action({ request, context }: ActionFunctionArgs) {
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
    if (!(error instanceof ApiError)) throw error;
    // The service's message is already in the visitor's language.
    const message = serverText(error.message);
    const result = RECIPIENT_PROBLEMS.includes(error.code)
      ? parsed.reject({ fieldErrors: { destinatarios: [message] } })
      : parsed.reject({ formErrors: [error.status === 404 ? tk("basket.errors.empty") : message] });
    return data({ result }, { status: error.status >= 500 ? 503 : 400, headers: await api.headers() });
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
  const { fields, formProps, summary, errorOf, attempt } = useSchemaForm({
    id: "cesta-email",
    schema: MailSchema,
    lastResult: actionData?.result as FormResult | undefined,
    fields: FIELDS,
    defaultValue: { formato: "abnt" },
  });
  const recipientsError = errorOf(FIELDS.destinatarios);
  const formatError = errorOf(FIELDS.formato);

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
          <ErrorSummary errors={summary} focusKey={attempt} />
          <p>{t("basket.mail.intro", { count })}</p>
          <Form method="post" {...formProps} className="form">
            <Field
              id={FIELDS.destinatarios}
              label={t("basket.mail.recipients")}
              hint={sending.mensagem}
              error={recipientsError}
            >
              {(control) => (
                <input
                  {...control}
                  key={fields.destinatarios.key}
                  name={fields.destinatarios.name}
                  type="text"
                  inputMode="email"
                  autoComplete="email"
                  spellCheck={false}
                  defaultValue={fields.destinatarios.initialValue as string | undefined}
                  className="input"
                />
              )}
            </Field>
            <Fieldset
              id="formato"
              legend={t("basket.mail.format")}
              error={formatError}
              className="basket-mail__formats"
            >
              {MAIL_FORMATS.map((format) => (
                <div key={format} className="field--checkbox">
                  <input
                    id={`formato-${format}`}
                    type="radio"
                    name={fields.formato.name}
                    value={format}
                    defaultChecked={fields.formato.initialValue === format}
                    className="checkbox"
                  />
                  <label htmlFor={`formato-${format}`}>{t(`basket.mail.formats.${format}`)}</label>
                </div>
              ))}
            </Fieldset>
            <button type="submit" className="button">
              {t("basket.mail.submit")}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = formPageMeta;

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
