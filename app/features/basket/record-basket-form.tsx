/**
 * The record page's "add to basket" / "remove from basket" button: a POST to /cesta that comes
 * back to the record (the record page ships no script, so this is a plain form).
 */
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { useBasket } from "./use-basket.ts";

export function RecordBasketForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const inBasket = useBasket().includes(id);
  return (
    <Form method="post" action="/cesta" className="record__basket no-print">
      <input type="hidden" name="redirectTo" value={`/acervo/${id}`} />
      <p>
        {inBasket ? <span className="record__basket-state">{t("basket.inBasket")} </span> : null}
        <button type="submit" name={inBasket ? "remove" : "add"} value={id} className="button button--secondary">
          {inBasket ? t("basket.remove") : t("basket.add")}
        </button>{" "}
        <a href="/cesta">{t("basket.open")}</a>
      </p>
    </Form>
  );
}
