/**
 * "Keep in the permanent basket": a POST to /meupergamum/cesta-permanente that comes back to the
 * page it was on (decision 034). Used on the record page, in the result list and on the session
 * basket's page. A visitor is asked to log in first (the patron area's rule).
 */
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function KeepInPermanentBasketForm({
  ids,
  redirectTo,
  all = false,
  context,
}: {
  ids: readonly number[];
  redirectTo: string;
  /** The label for the whole session basket rather than one title. */
  all?: boolean;
  /** Words after the label for a screen reader (the title), where several forms share a page. */
  context?: string;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/meupergamum/cesta-permanente" className="keep-permanent no-print">
      <input type="hidden" name="intent" value="keep" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {ids.map((id) => (
        <input key={id} type="hidden" name="acervo" value={id} />
      ))}
      <button type="submit" className="button button--secondary">
        {t(all ? "services.permanentBasket.addAll" : "services.permanentBasket.add")}
        {context ? <span className="visually-hidden">: {context}</span> : null}
      </button>
    </Form>
  );
}
