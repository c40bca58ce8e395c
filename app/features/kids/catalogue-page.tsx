/**
 * The kids and museum catalogues' page (decision 040): the museum's home sections, or the kids
 * catalogue's search form, categories, home sections and pages of covers and titles. The data is
 * kids-catalogue.server.ts's.
 */
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as z from "zod";

import { translateMessage } from "../../lib/forms.ts";
import { ChoiceSelect } from "../../ui/choice-select.tsx";
import { COVER_HEIGHT, COVER_WIDTH } from "../../ui/cover.tsx";
import { ErrorSummary } from "../../ui/error-summary.tsx";
import { Field } from "../../ui/field.tsx";
import { PageLinks } from "../../ui/pagination.tsx";
import { useSchemaForm } from "../../ui/use-schema-form.ts";
import { KIDS_GUIDE, KIDS_PATH } from "../search/search-config.ts";
import { SearchTabs } from "../search/search-tabs.tsx";
import { kidsRecordHref } from "./catalogue-home.ts";
import { HomeSections, InfoTabs } from "./catalogue-sections.tsx";
import { ALL, KIDS_ERROR_FIELDS, KIDS_FIELD_IDS, KIDS_FIELDS, KIDS_PER_PAGE, kidsHref } from "./kids-config.ts";
import type { catalogueLoader } from "./kids-catalogue.server.ts";
import { KidsLayout } from "./kids-layout.tsx";

export function CataloguePage() {
  const page = useLoaderData<typeof catalogueLoader>();
  return page.kind === "museum" ? <MuseumCatalogue page={page} /> : <KidsCatalogue page={page} />;
}

/**
 * The kids search's rules need the service's answers (the libraries and categories that exist):
 * the loader checks them (rejectQuery), so the browser has nothing to check first.
 */
const KIDS_QUERY = z.looseObject({});

type PageData = ReturnType<typeof useLoaderData<typeof catalogueLoader>>;

function MuseumCatalogue({ page }: { page: Extract<PageData, { kind: "museum" }> }) {
  const { t } = useTranslation();
  const { home } = page;
  return (
    <KidsLayout prefix="museus" header={home.header} renewal={page.renewal}>
      <div className="page page--catalogue page--museum">
        <h1>{t("kids.museum.title")}</h1>
        {page.invalid ? (
          <p className="notice notice--error" role="alert">
            {translateMessage(t, page.invalid)}
          </p>
        ) : null}
        <p>{t("kids.museum.intro")}</p>
        <HomeSections
          prefix="museus"
          sections={home.sections}
          highlights={home.highlights}
          highlightState={home.highlightState}
          news={home.news}
        />
        <InfoTabs tabs={home.tabs} />
      </div>
    </KidsLayout>
  );
}

function KidsCatalogue({ page }: { page: Extract<PageData, { kind: "kids" }> }) {
  const { title, tabs, state, libraries, categories, result, results, home } = page;
  const { t, i18n } = useTranslation();
  const numberFormat = new Intl.NumberFormat(i18n.language);
  const { formProps, summary, errorOf } = useSchemaForm({
    id: "kids-search",
    schema: KIDS_QUERY,
    lastResult: result,
    fields: KIDS_ERROR_FIELDS,
    validateInBrowser: false,
  });
  const libraryError = errorOf(KIDS_FIELD_IDS.library);
  const categoryError = errorOf(KIDS_FIELD_IDS.category);
  // An unknown segment is not offered again: the select starts at "all".
  const library = libraryError ? ALL : state.library;
  const category = categoryError ? ALL : state.category;
  return (
    <KidsLayout
      prefix="kids"
      header={home?.header ?? { colour: null, texture: null, logo: null }}
      renewal={page.renewal}
    >
      <div className="page page--search page--kids">
        <SearchTabs tabs={tabs} current={KIDS_GUIDE} mobileView={state.mobileView} />
        <h1>{title}</h1>
        <ErrorSummary errors={summary} focusKey={JSON.stringify(state)} />
        <p>{t("kids.catalogue.intro")}</p>
        <Form
          key={JSON.stringify(state)}
          method="get"
          action={KIDS_PATH}
          {...formProps}
          role="search"
          aria-label={t("search.form.label")}
          className="search-form kids-form"
        >
          <Field id={KIDS_FIELD_IDS.term} label={t("search.form.term")}>
            {(control) => <input {...control} name="q" type="search" defaultValue={state.q} className="input" />}
          </Field>
          <Field id={KIDS_FIELD_IDS.field} label={t("search.form.for")}>
            {(control) => (
              <select {...control} name="for" defaultValue={state.field} className="select">
                {KIDS_FIELDS.map((f) => (
                  <option key={f} value={f}>
                    {t(`search.for.${f}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <ChoiceSelect
            id={KIDS_FIELD_IDS.library}
            name="biblioteca"
            label={t("kids.catalogue.library")}
            anyLabel={t("kids.catalogue.allLibraries")}
            anyValue={ALL}
            value={library}
            choices={libraries}
            error={libraryError}
          />
          <ChoiceSelect
            id={KIDS_FIELD_IDS.category}
            name="categoria"
            label={t("kids.catalogue.category")}
            anyLabel={t("kids.catalogue.allCategories")}
            anyValue={ALL}
            value={category}
            choices={categories}
            error={categoryError}
          />
          {state.mobileView ? <input type="hidden" name="mobileView" value={state.mobileView} /> : null}
          <div className="search-form__submit">
            <button type="submit" className="button">
              {t("search.form.submit")}
            </button>
          </div>
        </Form>

        <nav className="kids-categories" aria-label={t("kids.catalogue.categories")}>
          <ul>
            {[{ cod: ALL, description: t("kids.catalogue.allCategories") }, ...categories].map((c) => (
              <li key={c.cod}>
                <Link
                  to={kidsHref({ ...state, library, category: c.cod, page: 1 })}
                  aria-current={!categoryError && c.cod === state.category ? "page" : undefined}
                  className="kids-categories__link"
                >
                  {c.description}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {home ? (
          <>
            <HomeSections
              prefix="kids"
              sections={home.sections}
              highlights={home.highlights}
              highlightState={home.highlightState}
              news={home.news}
            />
            <InfoTabs tabs={home.tabs} />
          </>
        ) : null}
        {results ? (
          <section className="kids-results" aria-labelledby="results-heading">
            <h2 id="results-heading">{t("kids.catalogue.results")}</h2>
            <p id="results-count">{t("search.results.count", { total: numberFormat.format(results.total) })}</p>
            {results.items.length ? (
              <ol className="kids-results__list" start={(state.page - 1) * KIDS_PER_PAGE + 1}>
                {results.items.map((item) => (
                  <li key={item.id} className="kids-results__item">
                    {item.cover ? (
                      // Decorative: the title next to it names the work.
                      <img
                        src={item.cover}
                        alt=""
                        width={COVER_WIDTH}
                        height={COVER_HEIGHT}
                        loading="lazy"
                        decoding="async"
                      />
                    ) : null}
                    <Link to={kidsRecordHref("kids", item.id)} className="kids-results__title">
                      {item.title}
                    </Link>
                    {item.author || item.year ? (
                      <span className="kids-results__meta">{[item.author, item.year].filter(Boolean).join(", ")}</span>
                    ) : null}
                  </li>
                ))}
              </ol>
            ) : (
              <p>{t("kids.catalogue.none")}</p>
            )}
            <PageLinks
              current={state.page}
              pages={results.pages}
              href={(page) => kidsHref({ ...state, page })}
              label={t("kids.catalogue.pagination")}
            />
          </section>
        ) : null}
      </div>
    </KidsLayout>
  );
}
