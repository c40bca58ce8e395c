/**
 * /historico — the visitor's search history (document 1 §2 "Search history modal"), a page first:
 * each search with its position, terms and their types, base, records found, a redo link and a
 * remove button (POST, not on the newest). Reached from the search page.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { GeneralErrorBoundary } from "../components/general-error-boundary.tsx";
import { ScrollTable } from "../components/scroll-table.tsx";
import { loadSearchHistory, removeSearchHistoryEntry } from "../history/history.server.ts";
import { presentHistory } from "../history/history.ts";
import { getT } from "../i18n.server.ts";
import { ApiError, apiErrorResponse, createApiClient } from "../lib/api.server.ts";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { commitSession } from "../lib/session.server.ts";

export const handle: RouteHandle = { hydrate: false };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await createApiClient({ request, context });
  const t = await getT(request);
  const entries = await loadSearchHistory(request, api).catch(apiErrorResponse);
  const items = presentHistory(entries, (type) => t(`search.for.${type}`, { defaultValue: type }));
  return data({ title: t("searchHistory.title"), items }, { headers: await api.headers() });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const id = Number(form.get("id"));
  const api = await createApiClient({ request, context });
  if (Number.isInteger(id) && id > 0) {
    await removeSearchHistoryEntry(request, api, id).catch((error: unknown) => {
      // Already gone (removed in another tab): the list shown next is what counts.
      if (!(error instanceof ApiError && error.status === 404)) apiErrorResponse(error);
    });
    api.session.flash("notice", "searchHistory.removed");
  }
  const headers = await api.headers();
  headers.append("Set-Cookie", await commitSession(api.session, request));
  return redirect("/historico", { status: 303, headers });
}

export default function SearchHistoryPage() {
  const { items } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.language);
  return (
    <div className="page page--search-history">
      <h1>{t("searchHistory.title")}</h1>
      {items.length === 0 ? (
        <p className="search-history__empty">{t("searchHistory.empty")}</p>
      ) : (
        <>
          <p>{t("searchHistory.intro")}</p>
          <ScrollTable labelledBy="search-history-caption">
            <table className="table search-history">
              <caption id="search-history-caption">{t("searchHistory.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("searchHistory.position")}</th>
                  <th scope="col">{t("searchHistory.terms")}</th>
                  <th scope="col">{t("searchHistory.base")}</th>
                  <th scope="col">{t("searchHistory.records")}</th>
                  <th scope="col">{t("searchHistory.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id}>
                    <th scope="row">{item.position}</th>
                    <td>
                      {item.terms.length === 0 ? (
                        t("searchHistory.noTerm")
                      ) : (
                        <ul className="search-history__terms">
                          {item.terms.map((term, i) => (
                            <li key={i}>
                              <span className="search-history__term">{term.term || t("searchHistory.noTerm")}</span>{" "}
                              <span className="search-history__type">({term.type})</span>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                    <td>{t(item.base, { defaultValue: item.base })}</td>
                    <td className="search-history__records">{numbers.format(item.records)}</td>
                    <td>
                      <div className="search-history__actions">
                        <Link to={item.redoHref} aria-label={t("searchHistory.redoLabel", { position: item.position })}>
                          {t("searchHistory.redo")}
                        </Link>
                        {item.removable ? (
                          <form method="post" action="/historico">
                            <input type="hidden" name="id" value={item.id} />
                            <button
                              type="submit"
                              className="button button--small button--secondary"
                              aria-label={t("searchHistory.removeLabel", { position: item.position })}
                            >
                              {t("searchHistory.remove")}
                            </button>
                          </form>
                        ) : (
                          <span className="search-history__newest">{t("searchHistory.newest")}</span>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        </>
      )}
      <p>
        <Link to="/">{t("searchHistory.backToSearch")}</Link>
      </p>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
