/**
 * The renewal prompt (document 2 §4 "Renewal prompt"): the institution's message, "Yes" to the
 * personal data and "No", a POST form that remembers the answer in this browser and brings the
 * patron back to the page they were on. An inline notice rather than a modal: it does not take the
 * focus from the page the patron came to (docs/decisions/065-record-blocks-and-messages.md).
 */
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export const RENEWAL_ACTION = "/meupergamum?index";

export function RenewalPrompt({ message, back }: { message: string; back: string }) {
  const { t } = useTranslation();
  return (
    <section className="notice renewal-prompt" aria-labelledby="renewal-title">
      <h2 id="renewal-title">{t("personal.renewal.title")}</h2>
      <p>{message}</p>
      <div className="renewal-prompt__actions">
        <Link to="/meupergamum/dados-pessoais" className="button">
          {t("personal.renewal.yes")}
        </Link>
        <Form method="post" action={RENEWAL_ACTION}>
          <input type="hidden" name="voltar" value={back} />
          <button type="submit" className="button button--secondary">
            {t("personal.renewal.no")}
          </button>
        </Form>
      </div>
    </section>
  );
}
