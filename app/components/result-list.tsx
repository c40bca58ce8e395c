import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

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
}

export function ResultList({ results, start }: { results: ResultView[]; start: number }) {
  const { t } = useTranslation();
  return (
    <ol className="result-list" start={start}>
      {results.map((result) => (
        <li key={result.id} className="result">
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
        </li>
      ))}
    </ol>
  );
}
