/**
 * More like this (decision 051): up to six titles sharing names, uniform titles or subjects with
 * the record, on its data tab, each a link to its page with its author and year.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { RelatedRecord } from "../../../api/contract.ts";

export function RelatedTitles({ related }: { related: RelatedRecord[] }) {
  const { t } = useTranslation();
  if (related.length === 0) return null;
  return (
    <section className="record-related" aria-labelledby="related-heading">
      <h3 id="related-heading">{t("recordPages.related.heading")}</h3>
      <ul className="record-related__list">
        {related.map((r) => (
          <li key={r.cod_acervo}>
            <Link to={`/acervo/${r.cod_acervo}`}>{r.titulo}</Link>
            {r.autor || r.ano_publicacao ? (
              <span className="record-related__byline">
                {" "}
                ({[r.autor, r.ano_publicacao].filter(Boolean).join(", ")})
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
