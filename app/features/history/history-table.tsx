/**
 * The table of the search history, shown by the /historico page and, with JS, by the dialog the
 * search page opens (app/features/history/history-link.tsx). The remove button's form is the caller's:
 * a plain POST on the page, a fetcher's form in the dialog.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

import { ScrollTable } from "../../ui/scroll-table.tsx";
import type { HistoryItemView } from "./history.ts";

interface Props {
  items: HistoryItemView[];
  /** Wraps the remove button (with the entry's id) in the form that sends it. */
  removeForm: (item: HistoryItemView, fields: ReactNode) => ReactNode;
  /** Called when a redo link is followed (the dialog closes). */
  onRedo?: () => void;
}

export function SearchHistoryTable({ items, removeForm, onRedo }: Props) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.language);
  if (items.length === 0) return <p className="search-history__empty">{t("searchHistory.empty")}</p>;
  return (
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
                    <Link
                      to={item.redoHref}
                      onClick={onRedo}
                      aria-label={t("searchHistory.redoLabel", {
                        position: item.position,
                      })}
                    >
                      {t("searchHistory.redo")}
                    </Link>
                    {item.removable ? (
                      removeForm(
                        item,
                        <>
                          <input type="hidden" name="id" value={item.id} />
                          <button
                            type="submit"
                            className="button button--small button--secondary"
                            aria-label={t("searchHistory.removeLabel", {
                              position: item.position,
                            })}
                          >
                            {t("searchHistory.remove")}
                          </button>
                        </>,
                      )
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
  );
}
