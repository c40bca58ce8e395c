/**
 * The kids and museum catalogues' home sections (decision 040): DESTAQUE (a grid of covers with
 * its own GET form for sort and page size, and page links), NOTICIAS (a list without JavaScript,
 * a carousel of three per slide with it) and the information tabs (native disclosures: open on
 * selection, the open one closes on a second click, with or without JavaScript).
 */
import { Link, useLocation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import type {
  CatalogNews,
  CatalogSection,
  HighlightsResponse,
  InfoTab,
} from "../../../api/catalogue/catalog/contract.ts";
import { HIGHLIGHT_SORTS } from "../../../api/catalogue/catalog/values.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Field } from "../../ui/field.tsx";
import { PageLinks } from "../../ui/pagination.tsx";
import {
  HIGHLIGHT_DEFAULT_SIZE,
  HIGHLIGHT_FIELDS,
  HIGHLIGHT_PAGE_SIZES,
  HIGHLIGHT_PARAMS,
  highlightHref,
  kidsRecordHref,
  newsHref,
  slides,
  type CataloguePrefix,
  type HighlightState,
} from "./catalogue-home.ts";

export function HomeSections(props: {
  prefix: CataloguePrefix;
  sections: CatalogSection[];
  highlights: HighlightsResponse | null;
  highlightState: HighlightState;
  news: CatalogNews[] | null;
  /** Where a highlight leads: the catalogue's record page unless told otherwise (the classic catalogue's). */
  recordHref?: (id: number) => string;
}) {
  const { prefix, sections, highlights, highlightState, news, recordHref } = props;
  return (
    <>
      {sections.map((section) =>
        section.tipo_secao === "DESTAQUE" && highlights ? (
          <Highlights
            key="destaque"
            name={section.nome_secao}
            data={highlights}
            state={highlightState}
            recordHref={recordHref ?? ((id) => kidsRecordHref(prefix, id))}
          />
        ) : section.tipo_secao === "NOTICIAS" && news && news.length > 0 ? (
          <News key="noticias" name={section.nome_secao} news={news} />
        ) : null,
      )}
    </>
  );
}

function Highlights(props: {
  name: string;
  data: HighlightsResponse;
  state: HighlightState;
  recordHref: (id: number) => string;
}) {
  const { name, data, state, recordHref } = props;
  const { t } = useTranslation();
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const { totalItems, lastPage } = data.pagination;
  // The server reads the form with its schema (parseHighlightState, catalogue-schemas.ts), whose
  // every value falls back to its default: it never refuses, so there is no summary to show and
  // nothing for the browser to check first. Not running it here keeps zod and Conform out of the
  // bundle of `/`, whose mobile views show this grid (decision 037).
  // The form keeps the rest of the address (the search, mobileView) as hidden fields.
  const kept = [...query.entries()].filter(([name]) => !(Object.values(HIGHLIGHT_PARAMS) as string[]).includes(name));
  return (
    <section id="destaques" className="catalogue-highlights" aria-labelledby="destaques-heading" tabIndex={-1}>
      <h2 id="destaques-heading">{name}</h2>
      <form
        method="get"
        action={`${location.pathname}#destaques`}
        id="destaques-filtro"
        noValidate
        className="catalogue-highlights__controls"
      >
        {kept.map(([key, value], index) => (
          <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
        ))}
        <Field id={HIGHLIGHT_FIELDS[HIGHLIGHT_PARAMS.orderBy]} label={t("kids.home.sortBy")}>
          {(control) => (
            <select {...control} name={HIGHLIGHT_PARAMS.orderBy} defaultValue={state.orderBy} className="select">
              {HIGHLIGHT_SORTS.map((key) => (
                <option key={key} value={key}>
                  {t(`kids.home.sorts.${key}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={HIGHLIGHT_FIELDS[HIGHLIGHT_PARAMS.direction]} label={t("kids.home.direction")}>
          {(control) => (
            <select {...control} name={HIGHLIGHT_PARAMS.direction} defaultValue={state.direction} className="select">
              <option value="C">{t("kids.home.ascending")}</option>
              <option value="D">{t("kids.home.descending")}</option>
            </select>
          )}
        </Field>
        {/* Document 1 §9: the page size only when there is more than one page's worth at the smallest size. */}
        {totalItems > HIGHLIGHT_DEFAULT_SIZE ? (
          <Field id={HIGHLIGHT_FIELDS[HIGHLIGHT_PARAMS.perPage]} label={t("kids.home.perPage")}>
            {(control) => (
              <select
                {...control}
                name={HIGHLIGHT_PARAMS.perPage}
                defaultValue={String(state.perPage)}
                className="select"
              >
                {HIGHLIGHT_PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <div className="field field--submit">
          <button type="submit" className="button">
            {t("kids.home.apply")}
          </button>
        </div>
      </form>
      <p id="destaques-count">{t("kids.home.count", { count: totalItems, page: state.page, pages: lastPage })}</p>
      {data.destaques.length ? (
        <ul className="catalogue-highlights__grid">
          {data.destaques.map((record) => (
            <li key={record.cod_acervo} className="catalogue-highlights__item">
              <img src={record.link_capa} alt="" width={150} height={225} loading="lazy" decoding="async" />
              <Link to={recordHref(record.cod_acervo)} className="catalogue-highlights__title">
                {record.obra}
              </Link>
              <span className="catalogue-highlights__meta">
                {[record.tipo_obra, record.ano_publicacao].filter(Boolean).join(" · ")}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("kids.home.noHighlights")}</p>
      )}
      <PageLinks
        current={state.page}
        pages={lastPage}
        href={(page) => highlightHref(location.pathname, query, { ...state, page })}
        label={t("kids.home.pagination", { name })}
      />
    </section>
  );
}

/** An image the institution named: its own path or an http(s) address, nothing else. */
function safeImage(src: string | null): string | null {
  return src && (/^https?:\/\//i.test(src) || /^\/(?!\/)/.test(src)) ? src : null;
}

function NewsItem({ item }: { item: CatalogNews }) {
  const { t } = useTranslation();
  const href = newsHref(item.url);
  const image = safeImage(item.nom_imagem);
  return (
    <article className="catalogue-news__item" aria-labelledby={`noticia-${item.id_noticia}`}>
      {image ? <img src={image} alt="" className="catalogue-news__image" /> : null}
      <h3 id={`noticia-${item.id_noticia}`}>{item.titulo}</h3>
      {item.conteudo ? <p>{item.conteudo}</p> : null}
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {t("kids.home.readMore")}
          <span className="visually-hidden">
            {" "}
            {t("kids.home.readMoreAbout", { title: item.titulo })} {t("kids.home.newTab")}
          </span>
        </a>
      ) : null}
    </article>
  );
}

function News({ name, news }: { name: string; news: CatalogNews[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  const groups = slides(news);
  return (
    <section className="catalogue-news" aria-labelledby="noticias-heading">
      <h2 id="noticias-heading">{name}</h2>
      {hydrated && groups.length > 1 ? (
        // The APG carousel: a group (the section around it is already the region of this name) of
        // slides that are groups too; aria-roledescription is only allowed on an element with a role.
        <div
          className="catalogue-news__carousel"
          role="group"
          aria-roledescription={t("kids.home.carousel")}
          aria-label={name}
        >
          <div className="catalogue-news__controls">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setCurrent((current - 1 + groups.length) % groups.length)}
            >
              {t("kids.home.previous")}
            </button>
            <p aria-live="polite" className="catalogue-news__position">
              {t("kids.home.slide", { n: current + 1, total: groups.length })}
            </p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setCurrent((current + 1) % groups.length)}
            >
              {t("kids.home.next")}
            </button>
          </div>
          <div
            className="catalogue-news__slide"
            role="group"
            aria-roledescription={t("kids.home.slideRole")}
            aria-label={t("kids.home.slide", { n: current + 1, total: groups.length })}
          >
            {groups[current].map((item) => (
              <NewsItem key={item.id_noticia} item={item} />
            ))}
          </div>
        </div>
      ) : (
        <ul className="catalogue-news__list">
          {news.map((item) => (
            <li key={item.id_noticia}>
              <NewsItem item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function InfoTabs({ tabs }: { tabs: InfoTab[] }) {
  const { t } = useTranslation();
  if (!tabs.length) return null;
  return (
    <section className="catalogue-info" aria-labelledby="informacoes-heading">
      <h2 id="informacoes-heading">{t("kids.home.information")}</h2>
      {tabs.map((tab, index) => (
        <details key={index} className="catalogue-info__tab">
          <summary>{tab.titulo}</summary>
          {tab.tipo === "TEXT" ? (
            <p className="catalogue-info__text">{tab.conteudo}</p>
          ) : (
            // Sanitised by the service (api/catalogue/catalog/catalog-html.ts).
            <div className="catalogue-info__html" dangerouslySetInnerHTML={{ __html: tab.conteudo }} />
          )}
        </details>
      ))}
    </section>
  );
}
