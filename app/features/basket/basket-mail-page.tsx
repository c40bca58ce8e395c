/** The basket's e-mail page: the form, or why e-mail cannot be sent (no SMTP, an empty basket). */
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { FormResult } from "../../lib/forms.ts";
import { ErrorSummary } from "../../ui/error-summary.tsx";
import { Field, Fieldset } from "../../ui/field.tsx";
import { useSchemaForm } from "../../ui/use-schema-form.ts";
import type { basketMailAction, basketMailLoader } from "./basket-mail.server.ts";
import { MAIL_FIELDS, MailSchema } from "./mail-form.ts";
import { MAIL_FORMATS } from "./mail-formats.ts";

export function BasketMailPage() {
  const { count, sending } = useLoaderData<typeof basketMailLoader>();
  const actionData = useActionData<typeof basketMailAction>();
  const { t } = useTranslation();
  const { fields, formProps, summary, errorOf, attempt } = useSchemaForm({
    id: "cesta-email",
    schema: MailSchema,
    lastResult: actionData?.result as FormResult | undefined,
    fields: MAIL_FIELDS,
    defaultValue: { formato: "abnt" },
  });
  const recipientsError = errorOf(MAIL_FIELDS.destinatarios);
  const formatError = errorOf(MAIL_FIELDS.formato);

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
              id={MAIL_FIELDS.destinatarios}
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
