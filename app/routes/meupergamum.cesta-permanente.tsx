/**
 * /meupergamum/cesta-permanente — the permanent basket (GET /acervo/cesta-permanente/colecao):
 * the titles kept with the account, in the collection or removed, filtered by type and by the
 * days they were kept (both dates or neither); remove or restore each (PUT), and export the
 * collection as the session basket does (/meupergamum/cesta-permanente/exportar). Its action also
 * takes the "keep" posts of the record page, the result list and the session basket (POST),
 * going back to where they came from with a notice. No JS needed.
 */
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { accountContext } from "../features/account/account.server.ts";
import { formatDay } from "../features/account/account.ts";
import { rangeOf } from "../features/account-stats/date-range.ts";
import { RangeFilterForm, type RangeValues } from "../features/account-stats/range-filter-form.tsx";
import { readRangeQuery } from "../features/account-stats/range-query.server.ts";
import servicesStyles from "../features/account-stats/services.css";
import { EXPORT_LINKS } from "../features/basket/exports.ts";
import { PermanentBasketFilterSchema, postedRecordIds } from "../features/permanent-basket/permanent-basket.ts";
import { ApiError, apiErrorResponse } from "../lib/library/index.server.ts";
import { hasFormErrors, type FormResult } from "../lib/forms.ts";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { commitSession, safeRedirect } from "../lib/session.server.ts";
import { Field } from "../ui/field.tsx";
import { ScrollTable } from "../ui/scroll-table.tsx";

const PATH = "/meupergamum/cesta-permanente";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: servicesStyles }];

export async function loader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const query = readRangeQuery(new URL(args.request.url), PermanentBasketFilterSchema, {
    tipo: "colecao",
    dataIni: "",
    dataFim: "",
  });
  const items =
    query.ok && query.value
      ? await api.permanentBasket.list(query.value.tipo, rangeOf(query.value)).catch(apiErrorResponse)
      : null;
  const kept =
    query.ok && query.value?.tipo === "colecao" && !rangeOf(query.value)
      ? (items?.length ?? 0)
      : (await api.permanentBasket.list("colecao").catch(apiErrorResponse)).length;
  return data(
    {
      title: t("services.permanentBasket.title"),
      values: query.values as RangeValues,
      result: query.result,
      items,
      kept,
      locale: api.locale,
    },
    { status: query.ok ? 200 : 400, headers: await api.headers() },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { api, t } = await accountContext(args);
  const form = await args.request.formData();
  const intent = form.get("intent");
  const back = new URL(args.request.url).search;
  let to = `${PATH}${back}`;
  let notice: string;
  try {
    if (intent === "keep" || intent === "keep-selected") {
      to = safeRedirect(form.get("redirectTo"), PATH);
      // "keep-selected" comes from the result list's basket form: its boxes are named ids.
      const ids = postedRecordIds(form.getAll(intent === "keep" ? "acervo" : "ids"));
      if (ids.length === 0) notice = "services.permanentBasket.nothing";
      else {
        const out = await api.permanentBasket.keep(ids);
        notice = t("services.permanentBasket.added", { count: out.alterados.length });
      }
    } else {
      const ids = postedRecordIds(form.getAll("acervo"));
      const restore = intent === "restore";
      if (ids.length === 0 || (intent !== "remove" && !restore)) notice = "services.permanentBasket.nothing";
      else {
        await api.permanentBasket.change(ids, restore ? "colecao" : "removido");
        notice = restore ? "services.permanentBasket.restored" : "services.permanentBasket.removed";
      }
    }
  } catch (error) {
    // The service's refusal in words (the basket full, a title no longer kept).
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
    notice = t("services.permanentBasket.refused", { message: error.message });
  }
  api.session.flash("notice", notice);
  throw redirect(to, { status: 303, headers: { "Set-Cookie": await commitSession(api.session, args.request) } });
}

export default function PermanentBasketPage() {
  const { values, result, items, kept, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page account services">
      <h1>{t("services.permanentBasket.title")}</h1>
      <p>{t("services.permanentBasket.intro")}</p>
      <RangeFilterForm
        id="cesta-permanente"
        schema={PermanentBasketFilterSchema}
        values={values}
        result={result as FormResult | null}
        submitLabel={t("services.permanentBasket.filter")}
        hint={t("services.dates.hint")}
        extraFields={{ tipo: "cesta-permanente-tipo" }}
      >
        {(errorOf) => (
          <Field
            id="cesta-permanente-tipo"
            label={t("services.permanentBasket.type")}
            error={errorOf("cesta-permanente-tipo")}
          >
            {(control) => (
              <select {...control} name="tipo" defaultValue={values.tipo} className="select">
                {(["colecao", "removidos", "todos"] as const).map((type) => (
                  <option key={type} value={type}>
                    {t(`services.permanentBasket.types.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </RangeFilterForm>
      {items === null ? null : items.length === 0 ? (
        <p role="status">{t("services.permanentBasket.empty")}</p>
      ) : (
        <ScrollTable labelledBy="permanent-caption">
          <table className="table">
            <caption id="permanent-caption">{t("services.permanentBasket.caption", { count: items.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("services.permanentBasket.columns.title")}</th>
                <th scope="col">{t("services.permanentBasket.columns.author")}</th>
                <th scope="col">{t("services.permanentBasket.columns.type")}</th>
                <th scope="col">{t("services.permanentBasket.columns.added")}</th>
                <th scope="col">{t("services.permanentBasket.columns.state")}</th>
                <th scope="col">{t("services.permanentBasket.columns.action")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.cod_acervo}>
                  <th scope="row">
                    <Link to={`/acervo/${item.cod_acervo}`}>{item.titulo}</Link>
                  </th>
                  <td>{item.autor ?? "–"}</td>
                  <td>{item.desc_tipo_obra}</td>
                  <td>{formatDay(item.data_inclusao, locale)}</td>
                  <td>
                    {item.situacao === "colecao"
                      ? t("services.permanentBasket.states.colecao")
                      : t("services.permanentBasket.states.removido", { date: formatDay(item.data_remocao, locale) })}
                  </td>
                  <td>
                    <Form method="post" className="row-actions">
                      <input type="hidden" name="acervo" value={item.cod_acervo} />
                      <button
                        type="submit"
                        name="intent"
                        value={item.situacao === "colecao" ? "remove" : "restore"}
                        className="button button--secondary"
                      >
                        {t(
                          item.situacao === "colecao"
                            ? "services.permanentBasket.remove"
                            : "services.permanentBasket.restore",
                        )}
                        <span className="visually-hidden">
                          {t("services.permanentBasket.context", { title: item.titulo })}
                        </span>
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
      {kept > 0 ? (
        <section aria-labelledby="permanent-export">
          <h2 id="permanent-export">{t("services.permanentBasket.export")}</h2>
          <ul className="export-links">
            {EXPORT_LINKS.map((format) => (
              <li key={format}>
                <a href={`${PATH}/exportar?formato=${format}`} download>
                  {t(`basket.exports.${format}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  pageTitle(matches, loaderData?.title, { error: hasFormErrors(loaderData?.result as FormResult | null) });

export const handle: RouteHandle = { hydrate: false };
