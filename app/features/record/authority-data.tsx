/**
 * The authority's data tab: the catalogue's records under this heading first (paginated), then
 * its identifiers as logo or text links, its fields grouped by label and its links.
 */
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { AuthorityDetails } from "../../../api/contract.ts";
import { Cover } from "../../ui/cover.tsx";
import type { authorityDataLoader } from "./authority-data.server.ts";
import { fieldInWords, foldValues, groupFields, presentAuthorityLinks, presentIdentifier } from "./authority.ts";

/** The authority page's route (its loader holds the details every tab shows). */
export const AUTHORITY_ROUTE = "routes/autoridade.$id";

function RecordsPagination({ id, page, pages }: { id: number; page: number; pages: number }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const href = (p: number) => (p === 1 ? `/autoridade/${id}` : `/autoridade/${id}?page=${p}`);
  return (
    <nav className="pagination" aria-label={t("recordPages.authority.pagination")}>
      <p>{t("search.pagination.status", { page, pages })}</p>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev" className="pagination__link">
              {t("search.pagination.previous")}
            </Link>
          </li>
        ) : null}
        {page < pages ? (
          <li>
            <Link to={href(page + 1)} rel="next" className="pagination__link">
              {t("search.pagination.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** The first values open, the rest in a disclosure (no JS needed) that says how many. */
function FieldValues({ values }: { values: string[] }) {
  const { t } = useTranslation();
  const { shown, folded } = foldValues(values);
  return (
    <>
      {shown.map((value, i) => (
        <dd key={i}>{value}</dd>
      ))}
      {folded.length > 0 ? (
        <dd>
          <details className="authority-fold">
            <summary>{t("ui.authorityValues.more", { count: folded.length })}</summary>
            <ul>
              {folded.map((value, i) => (
                <li key={i}>{value}</li>
              ))}
            </ul>
          </details>
        </dd>
      ) : null}
    </>
  );
}

export function AuthorityData() {
  const { id, records } = useLoaderData<typeof authorityDataLoader>();
  const parent = useRouteLoaderData(AUTHORITY_ROUTE) as { details: AuthorityDetails } | undefined;
  const { t, i18n } = useTranslation();
  if (!parent) return null;
  const { details } = parent;
  const identifiers = details.identificadores.map(presentIdentifier);
  const logos = identifiers.filter((i) => i.logo);
  const others = identifiers.filter((i) => !i.logo);
  const fields = groupFields(details, (field) => fieldInWords(field, i18n.language, t));
  const links = presentAuthorityLinks(details);
  const pages = Math.max(1, Math.ceil(records.totalRegistros / records.perPage));

  return (
    <section className="record-tab" aria-labelledby="tab-heading">
      <h2 id="tab-heading">{t("recordPages.authority.data")}</h2>

      {/* The records first: an authority's field lists can be long (decision 037). */}
      <section aria-labelledby="heading-records">
        <h3 id="heading-records">{t("recordPages.authority.records", { total: records.totalRegistros })}</h3>
        {records.registros.length === 0 ? (
          <p>{t("recordPages.authority.noRecords")}</p>
        ) : (
          <ol className="heading-records" start={(records.page - 1) * records.perPage + 1}>
            {records.registros.map((record) => (
              <li key={record.cod_acervo} className="heading-record">
                <Cover src={record.link_capa} lazy />
                <div>
                  <h4>
                    <Link to={`/acervo/${record.cod_acervo}`}>{record.titulo}</Link>
                  </h4>
                  <p>
                    {[
                      record.autor,
                      t(`workType.${record.cod_tipo_obra}`, { defaultValue: record.desc_tipo_obra }),
                      record.ano_publicacao,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
        <RecordsPagination id={id} page={records.page} pages={pages} />
      </section>

      {identifiers.length > 0 ? (
        <section aria-labelledby="identifiers-heading">
          <h3 id="identifiers-heading">{t("recordPages.authority.identifiers")}</h3>
          {logos.length > 0 ? (
            <ul className="identifier-logos">
              {logos.map((identifier) => (
                <li key={`${identifier.source}-${identifier.code}`}>
                  <a href={identifier.url!} rel="noopener noreferrer">
                    <img src={identifier.logo!} alt={`${identifier.name}: ${identifier.code}`} height={50} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {others.length > 0 ? (
            <ul className="identifier-list">
              {others.map((identifier) => (
                <li key={`${identifier.source}-${identifier.code}`}>
                  {identifier.url ? (
                    <a href={identifier.url} rel="noopener noreferrer">
                      {identifier.name}: {identifier.code}
                    </a>
                  ) : (
                    `${identifier.name}: ${identifier.code}`
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      {fields.length > 0 ? (
        <dl className="record-fields">
          {fields.map((group, index) => (
            <div key={index} className="record-fields__row">
              <dt>{group.label}</dt>
              <FieldValues values={group.values} />
            </div>
          ))}
        </dl>
      ) : null}

      {links.length > 0 ? (
        <section aria-labelledby="authority-links-heading">
          <h3 id="authority-links-heading">{t("recordPages.authority.links")}</h3>
          <ul>
            {links.map((link, index) => (
              <li key={index}>
                <a href={link.url} rel="noopener noreferrer nofollow">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
