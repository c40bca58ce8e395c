/** "Did you mean" under the results heading (decision 051): see did-you-mean.ts. */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { DidYouMeanView } from "./did-you-mean.ts";

export function DidYouMean({ view }: { view: DidYouMeanView }) {
  const { t, i18n } = useTranslation();
  const numberFormat = new Intl.NumberFormat(i18n.language);
  const hits = (total: number) => t("search.didYouMean.hits", { count: total, total: numberFormat.format(total) });
  const [first] = view.corrections;
  return (
    <div className="did-you-mean">
      {view.clear ? (
        <p>
          {t("search.didYouMean.before")} <Link to={first.href}>{first.term}</Link>
          {t("search.didYouMean.after")} <span className="did-you-mean__hits">({hits(first.total)})</span>
        </p>
      ) : view.corrections.length > 0 ? (
        <>
          <p id="did-you-mean-list">{t("search.didYouMean.several")}</p>
          <ul aria-labelledby="did-you-mean-list">
            {view.corrections.map((c) => (
              <li key={c.term}>
                <Link to={c.href}>{c.term}</Link> <span className="did-you-mean__hits">({hits(c.total)})</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {view.similarHref ? (
        <p>
          <Link to={view.similarHref}>{t("search.didYouMean.similar")}</Link>
        </p>
      ) : null}
    </div>
  );
}
