/**
 * /meupergamum/perfil-interesse — the patron's interest profile (DSI, decision 031): authors and
 * subjects found by a search of the catalogue's headings, periodicals at chosen libraries with
 * their journal types, work types (optionally within a knowledge area), the languages and
 * libraries the profile keeps to, the e-mail digest and the private feed, and the titles the
 * profile matches now. Each add, remove or change is a small POST form; the searches are GET
 * forms. No script needed, so the forms are not validated in the browser (decision 011): the
 * server's answer is the page, its error summary first, about the form that was sent.
 */
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type * as z from "zod";

import type { InterestEntry } from "../../../api/patron/interest/contract.ts";
import { formErrors, hasFormErrors, translateMessage, type FormResult } from "../../lib/forms.ts";
import { pageTitle } from "../../lib/meta.ts";
import { ACTION_DATA } from "../../ui/document-meta.tsx";
import { ErrorSummary } from "../../ui/error-summary.tsx";
import { Field, Fieldset } from "../../ui/field.tsx";
import { PageLinks } from "../../ui/pagination.tsx";
import { useSchemaForm, type SchemaForm } from "../../ui/use-schema-form.ts";
import { formatDay } from "../account/account.ts";
import type { action, loader } from "./interest-profile.server.ts";
import {
  ids,
  IntentSchema,
  partOfKind,
  profileForm,
  PROFILE_PATH,
  SEARCH_FORMS,
  SECTIONS,
  type IntentName,
  type ProfileForm,
} from "./profile-form.ts";

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;
type FormState = SchemaForm<Record<string, unknown>>;
type SectionKey = keyof typeof SECTIONS;

/** The page ships no script: every form is checked by the server only (decision 011). */
const NO_SCRIPT = { validateInBrowser: false, autoCoercion: false } as const;

/** The answered POST form's state, when `form` is the one that was sent. */
function useIntentForm(form: ProfileForm, defaultValue?: Record<string, string>): FormState {
  const answer = useActionData<typeof action>();
  return useSchemaForm({
    id: form.id,
    schema: IntentSchema,
    lastResult: answer?.form.id === form.id ? (answer.result as FormResult) : undefined,
    fields: form.fields,
    defaultValue,
    ...NO_SCRIPT,
  }) as FormState;
}

function useSearchForm(which: keyof typeof SEARCH_FORMS): FormState {
  const { searchResults } = useLoaderData<typeof loader>();
  const search = SEARCH_FORMS[which];
  return useSchemaForm({
    id: search.id,
    schema: search.schema as z.ZodType<unknown, Record<string, unknown>>,
    lastResult: searchResults[which] as FormResult | null,
    fields: search.fields,
    ...NO_SCRIPT,
  }) as FormState;
}

export function InterestProfilePage() {
  const { t } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const headingSearch = useSearchForm("headings");
  const periodicalSearch = useSearchForm("periodicals");
  // The sent form's problems come first (its own hook gives it the inline ones); the page is
  // re-rendered from the server's answer, whichever of its forms was sent.
  const posted = {
    summary: formErrors(answer?.result, answer?.form.fields ?? {}, (message) => translateMessage(t, message)),
    attempt: answer,
  };
  const shown = [posted, headingSearch, periodicalSearch].find((form) => form.summary.length > 0);
  return (
    <div className="page interest">
      <h1>{t("interest.title")}</h1>
      <ErrorSummary errors={shown?.summary ?? []} focusKey={shown?.attempt} />
      <p>{t("interest.intro")}</p>
      <nav aria-label={t("interest.sections")}>
        <ul className="interest-sections">
          {(
            [
              [SECTIONS.headings, "interest.headings.title"],
              [SECTIONS.periodicals, "interest.periodicals.title"],
              [SECTIONS.workTypes, "interest.workTypes.title"],
              [SECTIONS.preferences, "interest.preferences.title"],
              [SECTIONS.delivery, "interest.delivery.title"],
              [SECTIONS.titles, "interest.titles.title"],
            ] as const
          ).map(([id, key]) => (
            <li key={id}>
              <a href={`#${id}`}>{t(key)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <HeadingsSection loaded={loaded} search={headingSearch} />
      <PeriodicalsSection loaded={loaded} search={periodicalSearch} />
      <WorkTypesSection loaded={loaded} />
      <PreferencesSection loaded={loaded} />
      <DeliverySection loaded={loaded} />
      <TitlesSection loaded={loaded} />
    </div>
  );
}

/** The POST forms' address: the page with its searches, so the answer comes back to them. */
const postTo = (search: string) => `${PROFILE_PATH}${search}`;

/** A POST form of the page with its intent; `form` is its Conform state when it has fields. */
function IntentForm({
  intent,
  form,
  className,
  children,
}: {
  intent: IntentName;
  form?: FormState;
  className?: string;
  children: ReactNode;
}) {
  const { search } = useLoaderData<typeof loader>();
  return (
    <Form method="post" action={postTo(search)} className={className} {...form?.formProps}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/** The date an entry of the profile ends (empty: no end), as the answered form left it. */
function ValidityField({ id, label, form }: { id: string; label: string; form: FormState }) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={label} hint={t("interest.entry.validityHint")} error={form.errorOf(id)}>
      {(control) => (
        <input
          {...control}
          type="date"
          name="validade"
          className="input"
          defaultValue={form.fields.validade?.initialValue as string | undefined}
        />
      )}
    </Field>
  );
}

/** One of the page's sections, under its heading, reached from the page's list of sections. */
function ProfileSection({ section, title, children }: { section: SectionKey; title: string; children: ReactNode }) {
  const titleId = `interest-${section.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-title`;
  return (
    <section id={SECTIONS[section]} aria-labelledby={titleId} className="interest-section">
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * A search of the catalogue from one section (GET): the answer comes back to the section, its
 * results under the form.
 */
function SearchForm({
  section,
  search,
  title,
  submit,
  children,
}: {
  section: SectionKey;
  search: FormState;
  title: string;
  submit: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      action={`${PROFILE_PATH}#${SECTIONS[section]}`}
      className="form interest-search"
      {...search.formProps}
    >
      <h3>{title}</h3>
      {children}
      <button type="submit" className="button">
        {submit}
      </button>
    </Form>
  );
}

/** The term of a search, kept in the address: `name` is its parameter. */
function SearchTermField({
  id,
  label,
  hint,
  search,
  name,
  value,
}: {
  id: string;
  label: string;
  hint?: string;
  search: FormState;
  name: string;
  value: string | undefined;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={search.errorOf(id)}>
      {(control) => (
        <input {...control} type="search" name={name} className="input" defaultValue={value} maxLength={200} />
      )}
    </Field>
  );
}

/** A checkbox or radio button with its label after it, as one choice of a fieldset. */
function Choice({
  type = "checkbox",
  id,
  name,
  value,
  checked,
  children,
}: {
  type?: "checkbox" | "radio";
  id: string;
  name: string;
  value?: string | number;
  checked?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="field field--checkbox">
      <input
        type={type}
        id={id}
        name={name}
        value={value}
        defaultChecked={checked}
        className={type === "radio" ? "radio" : "checkbox"}
      />
      <label htmlFor={id}>{children}</label>
    </div>
  );
}

function EntryRow({ entry, name, loaded }: { entry: InterestEntry; name: string; loaded: Loaded }) {
  const { t } = useTranslation();
  const id = ids.validity(entry.codigo);
  const part = partOfKind(entry.tipoDSI);
  const form = useIntentForm(profileForm("validity", entry.codigo), { validade: entry.validade ?? "" });
  return (
    <li className="interest-entry">
      <p className="interest-entry__name">
        <strong>{name}</strong>{" "}
        <span className="interest-entry__state">
          {entry.validade
            ? t(entry.expirada ? "interest.entry.expired" : "interest.entry.until", {
                date: formatDay(entry.validade, loaded.locale),
              })
            : t("interest.entry.noEnd")}
        </span>
      </p>
      <IntentForm intent="validity" form={form} className="interest-inline-form">
        <input type="hidden" name="part" value={part} />
        <input type="hidden" name="codigo" value={entry.codigo} />
        <ValidityField id={id} label={t("interest.entry.validityLabel", { name })} form={form} />
        <button type="submit" className="button button--secondary button--small">
          {t("interest.entry.saveValidity")}
        </button>
      </IntentForm>
      <IntentForm intent="remove" className="interest-inline-form">
        <input type="hidden" name="part" value={part} />
        <input type="hidden" name="codigo" value={entry.codigo} />
        <button
          type="submit"
          className="button button--secondary button--small"
          aria-label={t("interest.entry.removeLabel", { name })}
        >
          {t("interest.entry.remove")}
        </button>
      </IntentForm>
    </li>
  );
}

/** The section's entries of the profile, or `none` when it has none. */
function EntryRows({
  entries,
  loaded,
  describe,
  none,
}: {
  entries: InterestEntry[];
  loaded: Loaded;
  describe: (e: InterestEntry) => string;
  none: string;
}) {
  if (entries.length === 0) return <p>{none}</p>;
  return (
    <ul className="interest-entries">
      {entries.map((entry) => (
        <EntryRow key={entry.codigo} entry={entry} name={describe(entry)} loaded={loaded} />
      ))}
    </ul>
  );
}

function HeadingsSection({ loaded, search }: { loaded: Loaded; search: FormState }) {
  const { t } = useTranslation();
  const entries = loaded.profile.entradas.filter((e) => e.tipoDSI === "A" || e.tipoDSI === "S");
  const kindLabel = (e: InterestEntry) =>
    t(e.tipoDSI === "A" ? "interest.headings.author" : "interest.headings.subject");
  return (
    <ProfileSection section="headings" title={t("interest.headings.title")}>
      <EntryRows
        entries={entries}
        loaded={loaded}
        describe={(e) => `${e.itens} (${kindLabel(e)})`}
        none={t("interest.headings.none")}
      />
      <SearchForm
        section="headings"
        search={search}
        title={t("interest.headings.searchTitle")}
        submit={t("interest.headings.search")}
      >
        <Fieldset id="interest-heading-type" legend={t("interest.headings.type")}>
          {(["assunto", "autor"] as const).map((tipo) => (
            <Choice
              key={tipo}
              type="radio"
              id={`interest-heading-type-${tipo}`}
              name="tipo"
              value={tipo}
              checked={loaded.query.tipo === tipo}
            >
              {t(tipo === "autor" ? "interest.headings.author" : "interest.headings.subject")}
            </Choice>
          ))}
        </Fieldset>
        <SearchTermField
          id={ids.headingTerm}
          label={t("interest.headings.term")}
          hint={t("interest.headings.termHint")}
          search={search}
          name="termo"
          value={loaded.query.termo}
        />
      </SearchForm>
      {loaded.headings ? (
        <div className="interest-results" aria-live="polite">
          <h3>{t("interest.headings.results", { count: loaded.headings.length, term: loaded.query.termo })}</h3>
          {loaded.headings.length > 0 ? (
            <ul className="interest-entries">
              {loaded.headings.map((hit) => (
                <li key={hit.termo} className="interest-entry">
                  <p className="interest-entry__name">
                    <strong>{hit.termo}</strong>{" "}
                    <span>{t("interest.headings.titlesCount", { count: hit.titulos })}</span>
                  </p>
                  {hit.noPerfil ? (
                    <p className="hint">{t("interest.headings.inProfile")}</p>
                  ) : (
                    <IntentForm intent="add-heading" className="interest-inline-form">
                      <input type="hidden" name="tipoPesquisa" value={hit.tipoPesquisa} />
                      <input type="hidden" name="termo" value={hit.termo} />
                      <button
                        type="submit"
                        className="button button--small"
                        aria-label={t("interest.headings.addLabel", { name: hit.termo })}
                      >
                        {t("interest.headings.add")}
                      </button>
                    </IntentForm>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t("interest.headings.noResults")}</p>
          )}
        </div>
      ) : null}
    </ProfileSection>
  );
}

function PeriodicalsSection({ loaded, search }: { loaded: Loaded; search: FormState }) {
  const { t } = useTranslation();
  const libraryName = (id: number) => loaded.aux.bibliotecas.find((b) => b.codigo === id)?.descricao ?? String(id);
  const entries = loaded.profile.entradas.filter((e) => e.tipoDSI === "P");
  const describe = (e: InterestEntry) => {
    const kinds = [
      e.fasciculo && t("interest.periodicals.issues"),
      e.artigo && t("interest.periodicals.articles"),
      e.sumario && t("interest.periodicals.contents"),
    ]
      .filter(Boolean)
      .join(", ");
    const where = e.bibliotecas.length ? e.bibliotecas.map(libraryName).join(", ") : t("interest.anyLibrary");
    return `${e.itens} (${kinds}; ${where})`;
  };
  return (
    <ProfileSection section="periodicals" title={t("interest.periodicals.title")}>
      <EntryRows entries={entries} loaded={loaded} describe={describe} none={t("interest.periodicals.none")} />
      <SearchForm
        section="periodicals"
        search={search}
        title={t("interest.periodicals.searchTitle")}
        submit={t("interest.periodicals.search")}
      >
        <SearchTermField
          id={ids.periodicalTerm}
          label={t("interest.periodicals.term")}
          search={search}
          name="periodico"
          value={loaded.query.periodico}
        />
        <Fieldset
          id="interest-periodical-libraries"
          legend={t("interest.periodicals.libraries")}
          hint={t("interest.periodicals.librariesHint")}
        >
          <LibraryBoxes
            idPrefix="interest-periodical-library"
            name="bib"
            libraries={loaded.aux.bibliotecas}
            checked={loaded.query.bibliotecas}
          />
        </Fieldset>
      </SearchForm>
      {loaded.periodicals ? (
        <div className="interest-results">
          <h3>
            {t("interest.periodicals.results", { count: loaded.periodicals.length, term: loaded.query.periodico })}
          </h3>
          {loaded.periodicals.length === 0 ? <p>{t("interest.periodicals.noResults")}</p> : null}
          <ul className="interest-entries">
            {loaded.periodicals.map((hit) => (
              <li key={hit.cod_acervo} className="interest-entry">
                <p className="interest-entry__name">
                  <Link to={`/acervo/${hit.cod_acervo}`}>{hit.titulo}</Link>
                  {hit.issn.length ? <span> · ISSN {hit.issn.join(", ")}</span> : null}
                  <span> · {hit.bibliotecas.map((b) => b.descricao).join(", ")}</span>
                </p>
                {hit.noPerfil ? (
                  <p className="hint">{t("interest.periodicals.inProfile")}</p>
                ) : (
                  <JournalForm record={hit.cod_acervo} title={hit.titulo} libraries={loaded.query.bibliotecas} />
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </ProfileSection>
  );
}

/** One checkbox per library, inside the fieldset that names the choice. */
function LibraryBoxes({
  idPrefix,
  name,
  libraries,
  checked,
}: {
  idPrefix: string;
  name: string;
  libraries: Loaded["aux"]["bibliotecas"];
  checked: number[];
}) {
  return libraries.map((b) => (
    <Choice
      key={b.codigo}
      id={`${idPrefix}-${b.codigo}`}
      name={name}
      value={b.codigo}
      checked={checked.includes(b.codigo)}
    >
      {b.descricao}
    </Choice>
  ));
}

/** A journal found by the search, added with the kinds of alert the patron ticks. */
function JournalForm({ record, title, libraries }: { record: number; title: string; libraries: number[] }) {
  const { t } = useTranslation();
  const form = useIntentForm(profileForm("add-periodical", record));
  const groupId = ids.journalTypes(record);
  return (
    <IntentForm intent="add-periodical" form={form} className="interest-periodical-form">
      <input type="hidden" name="cod_acervo" value={record} />
      {libraries.map((b) => (
        <input key={b} type="hidden" name="bibliotecas" value={b} />
      ))}
      <Fieldset
        id={`${groupId}-group`}
        legend={t("interest.periodicals.typesLegend", { title })}
        error={form.errorOf(groupId)}
      >
        {(["fasciculo", "artigo", "sumario"] as const).map((kind, index) => {
          const id = index === 0 ? groupId : `${groupId}-${kind}`;
          return (
            <Choice key={kind} id={id} name={kind}>
              {t(`interest.periodicals.kind.${kind}`)}
            </Choice>
          );
        })}
      </Fieldset>
      <button type="submit" className="button button--small" aria-label={t("interest.periodicals.addLabel", { title })}>
        {t("interest.periodicals.add")}
      </button>
    </IntentForm>
  );
}

function WorkTypesSection({ loaded }: { loaded: Loaded }) {
  const { t } = useTranslation();
  const form = useIntentForm(profileForm("add-work-type"), { validade: "" });
  const entries = loaded.profile.entradas.filter((e) => e.tipoDSI === "T");
  const typeName = (code: number | null) =>
    loaded.aux.tiposObra.find((w) => w.codigo === code)?.descricao ?? String(code);
  const areaName = (code: number | null) => loaded.aux.areas.find((a) => a.codigo === code)?.descricao;
  const describe = (e: InterestEntry) => {
    const area = areaName(e.codTipoArea);
    return area ? `${typeName(e.cod_tipo_obra)} (${area})` : typeName(e.cod_tipo_obra);
  };
  return (
    <ProfileSection section="workTypes" title={t("interest.workTypes.title")}>
      <EntryRows entries={entries} loaded={loaded} describe={describe} none={t("interest.workTypes.none")} />
      <IntentForm intent="add-work-type" form={form} className="form interest-search">
        <h3>{t("interest.workTypes.addTitle")}</h3>
        <Field id={ids.workType} label={t("interest.workTypes.type")} error={form.errorOf(ids.workType)}>
          {(control) => (
            <select {...control} name="cod_tipo_obra" className="select" defaultValue="">
              <option value="">{t("interest.choose")}</option>
              {loaded.aux.tiposObra.map((w) => (
                <option key={w.codigo} value={w.codigo}>
                  {w.descricao}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="interest-work-type-area"
          label={t("interest.workTypes.area")}
          hint={t("interest.workTypes.areaHint")}
        >
          {(control) => (
            <select {...control} name="codTipoArea" className="select" defaultValue="">
              <option value="">{t("interest.workTypes.anyArea")}</option>
              {loaded.aux.areas.map((a) => (
                <option key={a.codigo} value={a.codigo}>
                  {a.descricao}
                </option>
              ))}
            </select>
          )}
        </Field>
        <ValidityField id={ids.workTypeValidity} label={t("interest.workTypes.validity")} form={form} />
        <button type="submit" className="button">
          {t("interest.workTypes.add")}
        </button>
      </IntentForm>
    </ProfileSection>
  );
}

function PreferencesSection({ loaded }: { loaded: Loaded }) {
  const { t } = useTranslation();
  const form = useIntentForm(profileForm("preferences"));
  return (
    <ProfileSection section="preferences" title={t("interest.preferences.title")}>
      <p>{t("interest.preferences.intro")}</p>
      <IntentForm intent="preferences" form={form} className="form">
        <Fieldset
          id={`${ids.languages}-group`}
          legend={t("interest.preferences.languages")}
          error={form.errorOf(ids.languages)}
          className="interest-choices"
        >
          {loaded.aux.idiomas.map((l, index) => {
            const id = index === 0 ? ids.languages : `interest-language-${l.codigo}`;
            return (
              <Choice
                key={l.codigo}
                id={id}
                name="idiomas"
                value={l.codigo}
                checked={loaded.profile.idiomas.includes(l.codigo)}
              >
                {t("interest.preferences.language", { name: l.descricao, count: l.titulos })}
              </Choice>
            );
          })}
        </Fieldset>
        <Fieldset id="interest-libraries" legend={t("interest.preferences.libraries")}>
          <LibraryBoxes
            idPrefix="interest-library"
            name="bibliotecas"
            libraries={loaded.aux.bibliotecas}
            checked={loaded.profile.bibliotecas}
          />
        </Fieldset>
        <button type="submit" className="button">
          {t("interest.preferences.save")}
        </button>
      </IntentForm>
    </ProfileSection>
  );
}

function DeliverySection({ loaded }: { loaded: Loaded }) {
  const { t } = useTranslation();
  const form = useIntentForm(profileForm("digest"));
  const { profile } = loaded;
  return (
    <ProfileSection section="delivery" title={t("interest.delivery.title")}>
      <IntentForm intent="digest" form={form} className="form">
        <Field
          id={ids.digest}
          label={t("interest.delivery.digest")}
          hint={profile.tem_email ? t("interest.delivery.digestHint") : t("interest.delivery.noEmail")}
          error={form.errorOf(ids.digest)}
          checkbox
        >
          {(control) => (
            <input
              {...control}
              type="checkbox"
              name="ativo"
              defaultChecked={profile.resumo_email}
              className="checkbox"
            />
          )}
        </Field>
        <button type="submit" className="button">
          {t("interest.delivery.saveDigest")}
        </button>
      </IntentForm>
      <h3>{t("interest.delivery.feedTitle")}</h3>
      <p>{t("interest.delivery.feedIntro")}</p>
      {loaded.feedUrl ? (
        <>
          <p>
            <label htmlFor="interest-feed-url">{t("interest.delivery.feedUrl")}</label>
            <input id="interest-feed-url" className="input interest-feed-url" readOnly value={loaded.feedUrl} />
          </p>
          <p className="hint">{t("interest.delivery.feedPrivate")}</p>
        </>
      ) : (
        <p>{t("interest.delivery.feedNone")}</p>
      )}
      <div className="interest-actions">
        <IntentForm intent="feed-renew">
          <button type="submit" className="button button--secondary">
            {t(loaded.feedUrl ? "interest.delivery.feedRenew" : "interest.delivery.feedCreate")}
          </button>
        </IntentForm>
        {loaded.feedUrl ? (
          <IntentForm intent="feed-revoke">
            <button type="submit" className="button button--secondary">
              {t("interest.delivery.feedRevoke")}
            </button>
          </IntentForm>
        ) : null}
      </div>
    </ProfileSection>
  );
}

function TitlesSection({ loaded }: { loaded: Loaded }) {
  const { t } = useTranslation();
  const { titles } = loaded;
  const pages = Math.ceil(titles.total / titles.porPagina);
  const href = (page: number) => {
    const params = new URLSearchParams(loaded.search);
    params.set("pagina", String(page));
    return `${PROFILE_PATH}?${params.toString()}#${SECTIONS.titles}`;
  };
  return (
    <ProfileSection section="titles" title={t("interest.titles.title")}>
      <p>{titles.total > 0 ? t("interest.titles.count", { count: titles.total }) : t("interest.titles.none")}</p>
      {titles.titulos.length > 0 ? (
        <ol className="interest-titles" start={(titles.pagina - 1) * titles.porPagina + 1}>
          {titles.titulos.map((r) => (
            <li key={r.cod_acervo}>
              <Link to={`/acervo/${r.cod_acervo}`}>{r.titulo}</Link>
              {r.autor ? <span> · {r.autor}</span> : null}
              {r.ano_publicacao ? <span> · {r.ano_publicacao}</span> : null}
              <span> · {t(`workType.${r.cod_tipo_obra}`, { defaultValue: r.desc_tipo_obra })}</span>
            </li>
          ))}
        </ol>
      ) : null}
      <PageLinks current={titles.pagina} pages={pages} href={href} label={t("interest.titles.pages")} />
    </ProfileSection>
  );
}

/** The title says "Erro: " while the sent form or a search shows its problems. */
export const interestProfileMeta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  const answer = (loaderData as Record<string, unknown> | undefined)?.[ACTION_DATA] as
    { result?: FormResult } | undefined;
  const searches = loaderData?.searchResults;
  const error = [answer?.result, searches?.headings, searches?.periodicals].some((result) =>
    hasFormErrors(result as FormResult | undefined),
  );
  return pageTitle(matches, loaderData?.title, { error });
};
