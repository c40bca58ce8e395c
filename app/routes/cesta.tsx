/**
 * /cesta — the visitor's basket: the records kept (title, author, year, type, link), a remove
 * button for each, "empty the basket", and the exports: the printable ABNT list, the files (RIS,
 * BibTeX, MARC, MARCXML, ABNT text) and e-mail. The basket itself is a cookie
 * (app/features/basket/basket-cookie.server.ts); the records come from GET /api/acervo/cesta.
 * Its action is also where the results list and the record page post (basket-action.server.ts).
 */
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { KeepInPermanentBasketForm } from "../features/permanent-basket/keep-form.tsx";
import { basketAction } from "../features/basket/basket-action.server.ts";
import { readBasket } from "../features/basket/basket-cookie.server.ts";
import { basketRecords } from "../features/basket/basket-records.server.ts";
import basketStyles from "../features/basket/basket.css";
import { BASKET_MAX } from "../features/basket/basket.ts";
import { EXPORT_LINKS } from "../features/basket/exports.ts";
import { libraryClient } from "../lib/library/index.server.ts";
import { getT } from "../lib/i18n.server.ts";
import { titleLang } from "../lib/record-language.ts";

export { ErrorBoundary, handle, meta } from "../ui/static-route.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: basketStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [ids, t] = await Promise.all([readBasket(request), getT(request)]);
  const api = await libraryClient({ request, context });
  const records = await basketRecords(api, ids);
  return data({ title: t("basket.title"), records, count: ids.length }, { headers: await api.headers() });
}

export async function action({ request }: ActionFunctionArgs) {
  return basketAction(request);
}

export default function BasketPage() {
  const { records, count } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const numberFormat = new Intl.NumberFormat(i18n.language);
  return (
    <div className="page basket">
      <h1>{t("basket.title")}</h1>
      <p id="basket-count">{t("basket.count", { count, max: numberFormat.format(BASKET_MAX) })}</p>
      {records.length === 0 ? (
        <p>
          {t("basket.empty")} <Link to="/">{t("basket.emptyLink")}</Link>
        </p>
      ) : (
        <>
          <section aria-labelledby="basket-exports" className="basket__exports">
            <h2 id="basket-exports">{t("basket.exports.title")}</h2>
            <ul className="basket__export-list">
              <li>
                <Link to="/cesta/imprimir">{t("basket.exports.print")}</Link>
              </li>
              {EXPORT_LINKS.map((format) => (
                <li key={format}>
                  <a href={`/cesta/exportar?formato=${format}`} download>
                    {t(`basket.exports.${format}`)}
                  </a>
                </li>
              ))}
              <li>
                <Link to="/cesta/enviar">{t("basket.exports.email")}</Link>
              </li>
            </ul>
            <KeepInPermanentBasketForm ids={records.map((r) => r.cod_acervo)} redirectTo="/cesta" all />
          </section>
          <section aria-labelledby="basket-records">
            <h2 id="basket-records">{t("basket.records")}</h2>
            <Form method="post" className="basket__list-form">
              <input type="hidden" name="redirectTo" value="/cesta" />
              <ol className="basket__list">
                {records.map((record) => (
                  <li key={record.cod_acervo} className="basket__item">
                    <h3 className="basket__item-title" id={`basket-title-${record.cod_acervo}`}>
                      <Link to={`/acervo/${record.cod_acervo}`} lang={titleLang(record.idioma, i18n.language)}>
                        {record.titulo}
                      </Link>
                    </h3>
                    <p className="basket__item-meta">
                      {[
                        record.autor,
                        record.ano_publicacao,
                        t(`workType.${record.cod_tipo_obra}`, { defaultValue: record.desc_tipo_obra }),
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                    <button
                      type="submit"
                      name="remove"
                      value={record.cod_acervo}
                      aria-label={t("basket.removeNamed", { title: record.titulo })}
                      className="button button--secondary"
                    >
                      {t("basket.remove")}
                    </button>
                  </li>
                ))}
              </ol>
            </Form>
            <Form method="post" className="basket__clear">
              <input type="hidden" name="redirectTo" value="/cesta" />
              <button type="submit" name="intent" value="clear" className="button button--secondary">
                {t("basket.clear")}
              </button>
            </Form>
          </section>
        </>
      )}
    </div>
  );
}

// Plain forms and links: nothing to enhance.
