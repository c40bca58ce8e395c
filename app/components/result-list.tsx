/**
 * The search results. Each has its cover, 150 px wide (document 1 §9), decorative (alt=""): the
 * title next to it names the work (see components/record/cover.tsx). `cover` is the result's
 * `link_capa`; without it the record's cover address of the service is used (docs/api.md
 * "Covers": `link_capa` is always /api/acervo/{id}/capa).
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { COVER_HEIGHT, COVER_WIDTH, coverHref } from "./record/cover.tsx";

export interface ResultView {
  id: number;
  title: string;
  author: string | null;
  publication: string | null;
  year: number | null;
  workType: number;
  workTypeDescription: string;
  libraries: string[];
  online: boolean;
  cover?: string | null;
}

// The results page does not load record.css, so the few layout rules of a result with a cover
// are inline here.
// On narrow screens (320 px) the text wraps below the cover instead of widening the page.
const ROW = { display: "flex", flexWrap: "wrap", gap: "1rem", alignItems: "flex-start" } as const;
const BODY = { flex: "1 1 12rem", minWidth: 0 } as const;
const COVER = { width: COVER_WIDTH, height: "auto", flex: "0 0 auto", border: "1px solid #c9d1d8" } as const;

export function ResultList({ results, start }: { results: ResultView[]; start: number }) {
  const { t } = useTranslation();
  return (
    <ol className="result-list" start={start}>
      {results.map((result) => (
        <li key={result.id} className="result">
          <div className="result__row" style={ROW}>
            <img
              className="result__cover"
              src={result.cover ?? coverHref(result.id)}
              alt=""
              width={COVER_WIDTH}
              height={COVER_HEIGHT}
              loading="lazy"
              decoding="async"
              style={COVER}
            />
            <div className="result__body" style={BODY}>
              <h3 className="result__title">
                <Link to={`/acervo/${result.id}`}>{result.title}</Link>
              </h3>
              <dl className="result__meta">
                {result.author ? (
                  <div>
                    <dt>{t("search.results.author")}</dt>
                    <dd>{result.author}</dd>
                  </div>
                ) : null}
                {result.publication ? (
                  <div>
                    <dt>{t("search.results.publication")}</dt>
                    <dd>{result.publication}</dd>
                  </div>
                ) : null}
                {result.year ? (
                  <div>
                    <dt>{t("search.results.year")}</dt>
                    <dd>{result.year}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t("search.results.workType")}</dt>
                  <dd>{t(`workType.${result.workType}`, { defaultValue: result.workTypeDescription })}</dd>
                </div>
                {result.libraries.length > 0 ? (
                  <div>
                    <dt>{t("search.results.libraries")}</dt>
                    <dd>{result.libraries.join("; ")}</dd>
                  </div>
                ) : null}
                {result.online ? (
                  <div>
                    <dt className="visually-hidden">{t("search.results.online")}</dt>
                    <dd className="result__badge">{t("search.results.online")}</dd>
                  </div>
                ) : null}
              </dl>
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
