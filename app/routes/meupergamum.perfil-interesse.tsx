/**
 * /meupergamum/perfil-interesse — the patron's interest profile (DSI, decision 031): authors and
 * subjects found by a search of the catalogue's headings, periodicals at chosen libraries with
 * their journal types, work types (optionally within a knowledge area), the languages and
 * libraries the profile keeps to, the e-mail digest and the private feed, and the titles the
 * profile matches now. Each add, remove or change is a small POST form that comes back to its own
 * section (303 and a fragment) with a notice; a refusal re-renders the page with the error summary
 * and the message beside the control. The searches are GET forms. No script needed.
 */
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { InterestEntry } from "../../api/interest/contract.ts";
import { accountContext } from "../features/account/account.server.ts";
import { formatDay } from "../features/account/account.ts";
import interestStyles from "../features/interest/interest.css";
import {
  backTo,
  ids,
  parseIntent,
  partOfKind,
  PROFILE_PATH,
  readQuery,
  SECTIONS,
  sectionOf,
  type FormProblem,
  type Intent,
} from "../features/interest/profile-form.ts";
import { publicUrl } from "../features/security/public-origin.server.ts";
import { ApiError, apiErrorResponse, type LibraryClient } from "../lib/library/index.server.ts";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { commitSession } from "../lib/session.server.ts";
import { ACTION_DATA } from "../ui/document-meta.tsx";
import { ErrorSummary } from "../ui/error-summary.tsx";
import { Field, Fieldset } from "../ui/field.tsx";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";
import { PageLinks } from "../ui/pagination.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: interestStyles }];

export async function loader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const url = new URL(args.request.url);
  const query = readQuery(url.searchParams);
  // A search sent empty says so beside its box (400), rather than searching for nothing.
  const headingAsked = url.searchParams.has("termo");
  const periodicalAsked = url.searchParams.has("periodico");
  const searchProblem: FormProblem | null =
    headingAsked && query.termo.length < 2
      ? { fieldId: ids.headingTerm, message: "interest.errors.term" }
      : periodicalAsked && query.periodico.length < 2
        ? { fieldId: ids.periodicalTerm, message: "interest.errors.term" }
        : null;
  const [profile, aux, titles, headings, periodicals] = await Promise.all([
    api.interest.profile(),
    api.interest.auxInfo(),
    api.interest.titles(query.pagina),
    headingAsked && !searchProblem ? api.interest.searchHeadings(query.tipo, query.termo) : null,
    periodicalAsked && !searchProblem ? api.interest.searchPeriodicals(query.periodico, query.bibliotecas) : null,
  ]).catch(apiErrorResponse);
  return data(
    {
      title: t("interest.title"),
      profile,
      aux,
      titles,
      headings,
      periodicals,
      query,
      search: url.search,
      searchProblem,
      feedUrl: profile.feed_token
        ? `${publicUrl(args.request).origin}/feed/perfil-interesse/${profile.feed_token}`
        : null,
      today: new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date()),
      locale: api.locale,
    },
    { status: searchProblem ? 400 : 200, headers: await api.headers() },
  );
}

const NOTICES: Record<Intent["intent"], string> = {
  "add-heading": "interest.notices.added",
  remove: "interest.notices.removed",
  validity: "interest.notices.validity",
  "add-periodical": "interest.notices.added",
  "add-work-type": "interest.notices.added",
  preferences: "interest.notices.preferences",
  digest: "interest.notices.digest",
  "feed-renew": "interest.notices.feedRenewed",
  "feed-revoke": "interest.notices.feedRevoked",
};

async function perform(api: LibraryClient, intent: Intent): Promise<string> {
  switch (intent.intent) {
    case "add-heading":
      await api.interest.addHeading(intent.tipoPesquisa, intent.termo, "");
      break;
    case "remove":
      await api.interest.remove(intent.part, intent.codigo);
      break;
    case "validity":
      await api.interest.changeValidity(intent.codigo, intent.validade);
      break;
    case "add-periodical":
      await api.interest.addPeriodical(intent.cod_acervo, intent, "");
      break;
    case "add-work-type":
      await api.interest.addWorkType(intent.cod_tipo_obra, intent.codTipoArea, intent.validade);
      break;
    case "preferences":
      await api.interest.preferences(intent.idiomas, intent.bibliotecas);
      break;
    case "digest": {
      const profile = await api.interest.digest(intent.ativo);
      return profile.resumo_email ? "interest.notices.digestOn" : "interest.notices.digestOff";
    }
    case "feed-renew":
      await api.interest.renewFeed();
      break;
    case "feed-revoke":
      await api.interest.revokeFeed();
      break;
  }
  return NOTICES[intent.intent];
}

/** The control a refusal of the service is about. */
function fieldOf(intent: Intent): string | undefined {
  switch (intent.intent) {
    case "validity":
      return ids.validity(intent.codigo);
    case "add-periodical":
      return ids.journalTypes(intent.cod_acervo);
    case "add-work-type":
      return ids.workTypeValidity;
    case "preferences":
      return ids.languages;
    case "digest":
      return ids.digest;
    default:
      return undefined;
  }
}

export async function action(args: ActionFunctionArgs) {
  const { api } = await accountContext(args);
  const form = await args.request.formData();
  const search = new URL(args.request.url).search;
  const parsed = parseIntent(form);
  const values = { validade: String(form.get("validade") ?? ""), codigo: String(form.get("codigo") ?? "") };
  if (!parsed.ok) return data({ problem: parsed.problem, server: false, values }, { status: 400 });
  let notice: string;
  try {
    notice = await perform(api, parsed.value);
  } catch (error) {
    // The service's refusals (a past date, a journal type missing, already in the profile, gone).
    if (!(error instanceof ApiError) || ![404, 409, 422].includes(error.status)) return apiErrorResponse(error);
    return data(
      { problem: { fieldId: fieldOf(parsed.value), message: error.message }, server: true, values },
      { status: error.status },
    );
  }
  api.session.flash("notice", notice);
  throw redirect(backTo(search, sectionOf(parsed.value)), {
    status: 303,
    headers: { "Set-Cookie": await commitSession(api.session, args.request) },
  });
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

function useProblem() {
  const { t } = useTranslation();
  const { searchProblem } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const problem = answer?.problem ?? searchProblem;
  const message = problem ? (answer?.server ? problem.message : t(problem.message)) : undefined;
  return {
    summary: problem && message ? [{ fieldId: problem.fieldId, message }] : [],
    errorOf: (id: string) => (problem?.fieldId === id ? message : undefined),
    values: answer?.values,
  };
}

export default function InterestProfilePage() {
  const { t } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const { summary } = useProblem();
  return (
    <div className="page interest">
      <h1>{t("interest.title")}</h1>
      <ErrorSummary errors={summary} />
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
      <HeadingsSection loaded={loaded} />
      <PeriodicalsSection loaded={loaded} />
      <WorkTypesSection loaded={loaded} />
      <PreferencesSection loaded={loaded} />
      <DeliverySection loaded={loaded} />
      <TitlesSection loaded={loaded} />
    </div>
  );
}

/** The POST forms' address: the page with its searches, so the answer comes back to them. */
const postTo = (search: string) => `${PROFILE_PATH}${search}`;

function EntryRows({
  entries,
  loaded,
  describe,
}: {
  entries: InterestEntry[];
  loaded: Loaded;
  describe: (e: InterestEntry) => string;
}) {
  const { t } = useTranslation();
  const { errorOf, values } = useProblem();
  return (
    <ul className="interest-entries">
      {entries.map((entry) => {
        const id = ids.validity(entry.codigo);
        const part = partOfKind(entry.tipoDSI);
        const name = describe(entry);
        const typed = values?.codigo === String(entry.codigo) ? values.validade : undefined;
        return (
          <li key={entry.codigo} className="interest-entry">
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
            <Form method="post" action={postTo(loaded.search)} className="interest-inline-form">
              <input type="hidden" name="intent" value="validity" />
              <input type="hidden" name="part" value={part} />
              <input type="hidden" name="codigo" value={entry.codigo} />
              <Field
                id={id}
                label={t("interest.entry.validityLabel", { name })}
                hint={t("interest.entry.validityHint")}
                error={errorOf(id)}
              >
                {(control) => (
                  <input
                    {...control}
                    type="date"
                    name="validade"
                    className="input"
                    defaultValue={typed ?? entry.validade ?? ""}
                  />
                )}
              </Field>
              <button type="submit" className="button button--secondary button--small">
                {t("interest.entry.saveValidity")}
              </button>
            </Form>
            <Form method="post" action={postTo(loaded.search)} className="interest-inline-form">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="part" value={part} />
              <input type="hidden" name="codigo" value={entry.codigo} />
              <button
                type="submit"
                className="button button--secondary button--small"
                aria-label={t("interest.entry.removeLabel", { name })}
              >
                {t("interest.entry.remove")}
              </button>
            </Form>
          </li>
        );
      })}
    </ul>
  );
}

function HeadingsSection({ loaded }: { loaded: Loaded }) {
  const { t } = useTranslation();
  const { errorOf } = useProblem();
  const entries = loaded.profile.entradas.filter((e) => e.tipoDSI === "A" || e.tipoDSI === "S");
  const kindLabel = (e: InterestEntry) =>
    t(e.tipoDSI === "A" ? "interest.headings.author" : "interest.headings.subject");
  return (
    <section id={SECTIONS.headings} aria-labelledby="interest-headings-title" className="interest-section">
      <h2 id="interest-headings-title">{t("interest.headings.title")}</h2>
      {entries.length > 0 ? (
        <EntryRows entries={entries} loaded={loaded} describe={(e) => `${e.itens} (${kindLabel(e)})`} />
      ) : (
        <p>{t("interest.headings.none")}</p>
      )}
      <Form method="get" action={`${PROFILE_PATH}#${SECTIONS.headings}`} className="form interest-search">
        <h3>{t("interest.headings.searchTitle")}</h3>
        <Fieldset id="interest-heading-type" legend={t("interest.headings.type")}>
          {(["assunto", "autor"] as const).map((tipo) => (
            <div key={tipo} className="field field--checkbox">
              <input
                type="radio"
                id={`interest-heading-type-${tipo}`}
                name="tipo"
                value={tipo}
                defaultChecked={loaded.query.tipo === tipo}
                className="radio"
              />
              <label htmlFor={`interest-heading-type-${tipo}`}>
                {t(tipo === "autor" ? "interest.headings.author" : "interest.headings.subject")}
              </label>
            </div>
          ))}
        </Fieldset>
        <Field
          id={ids.headingTerm}
          label={t("interest.headings.term")}
          hint={t("interest.headings.termHint")}
          error={errorOf(ids.headingTerm)}
        >
          {(control) => (
            <input
              {...control}
              type="search"
              name="termo"
              className="input"
              defaultValue={loaded.query.termo}
              maxLength={200}
            />
          )}
        </Field>
        <button type="submit" className="button">
          {t("interest.headings.search")}
        </button>
      </Form>
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
                    <Form method="post" action={postTo(loaded.search)} className="interest-inline-form">
                      <input type="hidden" name="intent" value="add-heading" />
                      <input type="hidden" name="tipoPesquisa" value={hit.tipoPesquisa} />
                      <input type="hidden" name="termo" value={hit.termo} />
                      <button
                        type="submit"
                        className="button button--small"
                        aria-label={t("interest.headings.addLabel", { name: hit.termo })}
                      >
                        {t("interest.headings.add")}
                      </button>
                    </Form>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t("interest.headings.noResults")}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}

function PeriodicalsSection({ loaded }: { loaded: Loaded }) {
  const { t } = useTranslation();
  const { errorOf } = useProblem();
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
    <section id={SECTIONS.periodicals} aria-labelledby="interest-periodicals-title" className="interest-section">
      <h2 id="interest-periodicals-title">{t("interest.periodicals.title")}</h2>
      {entries.length > 0 ? (
        <EntryRows entries={entries} loaded={loaded} describe={describe} />
      ) : (
        <p>{t("interest.periodicals.none")}</p>
      )}
      <Form method="get" action={`${PROFILE_PATH}#${SECTIONS.periodicals}`} className="form interest-search">
        <h3>{t("interest.periodicals.searchTitle")}</h3>
        <Field id={ids.periodicalTerm} label={t("interest.periodicals.term")} error={errorOf(ids.periodicalTerm)}>
          {(control) => (
            <input
              {...control}
              type="search"
              name="periodico"
              className="input"
              defaultValue={loaded.query.periodico}
              maxLength={200}
            />
          )}
        </Field>
        <Fieldset
          id="interest-periodical-libraries"
          legend={t("interest.periodicals.libraries")}
          hint={t("interest.periodicals.librariesHint")}
        >
          {loaded.aux.bibliotecas.map((b) => (
            <div key={b.codigo} className="field field--checkbox">
              <input
                type="checkbox"
                id={`interest-periodical-library-${b.codigo}`}
                name="bib"
                value={b.codigo}
                defaultChecked={loaded.query.bibliotecas.includes(b.codigo)}
                className="checkbox"
              />
              <label htmlFor={`interest-periodical-library-${b.codigo}`}>{b.descricao}</label>
            </div>
          ))}
        </Fieldset>
        <button type="submit" className="button">
          {t("interest.periodicals.search")}
        </button>
      </Form>
      {loaded.periodicals ? (
        <div className="interest-results">
          <h3>
            {t("interest.periodicals.results", { count: loaded.periodicals.length, term: loaded.query.periodico })}
          </h3>
          {loaded.periodicals.length === 0 ? <p>{t("interest.periodicals.noResults")}</p> : null}
          <ul className="interest-entries">
            {loaded.periodicals.map((hit) => {
              const groupId = ids.journalTypes(hit.cod_acervo);
              return (
                <li key={hit.cod_acervo} className="interest-entry">
                  <p className="interest-entry__name">
                    <Link to={`/acervo/${hit.cod_acervo}`}>{hit.titulo}</Link>
                    {hit.issn.length ? <span> · ISSN {hit.issn.join(", ")}</span> : null}
                    <span> · {hit.bibliotecas.map((b) => b.descricao).join(", ")}</span>
                  </p>
                  {hit.noPerfil ? (
                    <p className="hint">{t("interest.periodicals.inProfile")}</p>
                  ) : (
                    <Form method="post" action={postTo(loaded.search)} className="interest-periodical-form">
                      <input type="hidden" name="intent" value="add-periodical" />
                      <input type="hidden" name="cod_acervo" value={hit.cod_acervo} />
                      {loaded.query.bibliotecas.map((b) => (
                        <input key={b} type="hidden" name="bibliotecas" value={b} />
                      ))}
                      <Fieldset
                        id={`${groupId}-group`}
                        legend={t("interest.periodicals.typesLegend", { title: hit.titulo })}
                        error={errorOf(groupId)}
                      >
                        {(["fasciculo", "artigo", "sumario"] as const).map((kind, index) => {
                          const id = index === 0 ? groupId : `${groupId}-${kind}`;
                          return (
                            <div key={kind} className="field field--checkbox">
                              <input type="checkbox" id={id} name={kind} className="checkbox" />
                              <label htmlFor={id}>{t(`interest.periodicals.kind.${kind}`)}</label>
                            </div>
                          );
                        })}
                      </Fieldset>
                      <button
                        type="submit"
                        className="button button--small"
                        aria-label={t("interest.periodicals.addLabel", { title: hit.titulo })}
                      >
                        {t("interest.periodicals.add")}
                      </button>
                    </Form>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function WorkTypesSection({ loaded }: { loaded: Loaded }) {
  const { t } = useTranslation();
  const { errorOf, values } = useProblem();
  const entries = loaded.profile.entradas.filter((e) => e.tipoDSI === "T");
  const typeName = (code: number | null) =>
    loaded.aux.tiposObra.find((w) => w.codigo === code)?.descricao ?? String(code);
  const areaName = (code: number | null) => loaded.aux.areas.find((a) => a.codigo === code)?.descricao;
  const describe = (e: InterestEntry) => {
    const area = areaName(e.codTipoArea);
    return area ? `${typeName(e.cod_tipo_obra)} (${area})` : typeName(e.cod_tipo_obra);
  };
  return (
    <section id={SECTIONS.workTypes} aria-labelledby="interest-work-types-title" className="interest-section">
      <h2 id="interest-work-types-title">{t("interest.workTypes.title")}</h2>
      {entries.length > 0 ? (
        <EntryRows entries={entries} loaded={loaded} describe={describe} />
      ) : (
        <p>{t("interest.workTypes.none")}</p>
      )}
      <Form method="post" action={postTo(loaded.search)} className="form interest-search">
        <h3>{t("interest.workTypes.addTitle")}</h3>
        <input type="hidden" name="intent" value="add-work-type" />
        <Field id={ids.workType} label={t("interest.workTypes.type")} error={errorOf(ids.workType)}>
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
        <Field
          id={ids.workTypeValidity}
          label={t("interest.workTypes.validity")}
          hint={t("interest.entry.validityHint")}
          error={errorOf(ids.workTypeValidity)}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              name="validade"
              className="input"
              defaultValue={values && !values.codigo ? values.validade : ""}
            />
          )}
        </Field>
        <button type="submit" className="button">
          {t("interest.workTypes.add")}
        </button>
      </Form>
    </section>
  );
}

function PreferencesSection({ loaded }: { loaded: Loaded }) {
  const { t } = useTranslation();
  const { errorOf } = useProblem();
  return (
    <section id={SECTIONS.preferences} aria-labelledby="interest-preferences-title" className="interest-section">
      <h2 id="interest-preferences-title">{t("interest.preferences.title")}</h2>
      <p>{t("interest.preferences.intro")}</p>
      <Form method="post" action={postTo(loaded.search)} className="form">
        <input type="hidden" name="intent" value="preferences" />
        <Fieldset
          id={`${ids.languages}-group`}
          legend={t("interest.preferences.languages")}
          error={errorOf(ids.languages)}
          className="interest-choices"
        >
          {loaded.aux.idiomas.map((l, index) => {
            const id = index === 0 ? ids.languages : `interest-language-${l.codigo}`;
            return (
              <div key={l.codigo} className="field field--checkbox">
                <input
                  type="checkbox"
                  id={id}
                  name="idiomas"
                  value={l.codigo}
                  defaultChecked={loaded.profile.idiomas.includes(l.codigo)}
                  className="checkbox"
                />
                <label htmlFor={id}>
                  {t("interest.preferences.language", { name: l.descricao, count: l.titulos })}
                </label>
              </div>
            );
          })}
        </Fieldset>
        <Fieldset id="interest-libraries" legend={t("interest.preferences.libraries")}>
          {loaded.aux.bibliotecas.map((b) => (
            <div key={b.codigo} className="field field--checkbox">
              <input
                type="checkbox"
                id={`interest-library-${b.codigo}`}
                name="bibliotecas"
                value={b.codigo}
                defaultChecked={loaded.profile.bibliotecas.includes(b.codigo)}
                className="checkbox"
              />
              <label htmlFor={`interest-library-${b.codigo}`}>{b.descricao}</label>
            </div>
          ))}
        </Fieldset>
        <button type="submit" className="button">
          {t("interest.preferences.save")}
        </button>
      </Form>
    </section>
  );
}

function DeliverySection({ loaded }: { loaded: Loaded }) {
  const { t } = useTranslation();
  const { errorOf } = useProblem();
  const { profile } = loaded;
  return (
    <section id={SECTIONS.delivery} aria-labelledby="interest-delivery-title" className="interest-section">
      <h2 id="interest-delivery-title">{t("interest.delivery.title")}</h2>
      <Form method="post" action={postTo(loaded.search)} className="form">
        <input type="hidden" name="intent" value="digest" />
        <Field
          id={ids.digest}
          label={t("interest.delivery.digest")}
          hint={profile.tem_email ? t("interest.delivery.digestHint") : t("interest.delivery.noEmail")}
          error={errorOf(ids.digest)}
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
      </Form>
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
        <Form method="post" action={postTo(loaded.search)}>
          <input type="hidden" name="intent" value="feed-renew" />
          <button type="submit" className="button button--secondary">
            {t(loaded.feedUrl ? "interest.delivery.feedRenew" : "interest.delivery.feedCreate")}
          </button>
        </Form>
        {loaded.feedUrl ? (
          <Form method="post" action={postTo(loaded.search)}>
            <input type="hidden" name="intent" value="feed-revoke" />
            <button type="submit" className="button button--secondary">
              {t("interest.delivery.feedRevoke")}
            </button>
          </Form>
        ) : null}
      </div>
    </section>
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
    <section id={SECTIONS.titles} aria-labelledby="interest-titles-title" className="interest-section">
      <h2 id="interest-titles-title">{t("interest.titles.title")}</h2>
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
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  const answer = (loaderData as Record<string, unknown> | undefined)?.[ACTION_DATA] as
    { problem?: unknown } | undefined;
  return pageTitle(matches, loaderData?.title, { error: Boolean(answer?.problem || loaderData?.searchProblem) });
};

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
