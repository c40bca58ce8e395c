/**
 * The interest profile's rules (document 2 §3, §5, §7 "Interest profile"; decision 031): the
 * patron's entries (author and subject headings, periodicals, work types), each with an optional
 * validity date, the profile's languages and libraries, and the titles matching it now. The patron
 * always comes from the bearer token; another patron's entry is not found (404).
 */
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { translate, type Lang } from "../../core/i18n.ts";
import { todayInSaoPaulo } from "../personal/personal-data.rules.ts";
import { WORK_TYPES } from "../../catalogue/records/work-type.ts";
import { basketRecords } from "../../catalogue/basket/basket.service.ts";
import type {
  HeadingHit,
  HeadingSearchType,
  InterestAuxInfo,
  InterestEntry,
  InterestKind,
  InterestProfile,
  InterestTitles,
  PeriodicalHit,
} from "./contract.ts";
import {
  catalogueLanguages,
  catalogueWorkTypes,
  deleteEntry,
  findEntry,
  findHeading,
  findPeriodical,
  findProfile,
  insertEntry,
  knowledgeAreaExists,
  knowledgeAreas,
  libraries,
  listEntries,
  matchingTitles,
  patronName,
  searchHeadings,
  searchPeriodicals,
  setDigest,
  updatePeriodical,
  updatePreferences,
  updateValidity,
  updateWorkType,
  type EntryRow,
} from "./interest.repository.ts";
import { languageGroups, languageNames } from "./languages.ts";
import { feedToken } from "./tokens.ts";

/** A validity date may be at most this many years ahead (a profile is reviewed at least that often). */
export const MAX_VALIDITY_YEARS = 5;
/** Entries a patron may keep, all kinds together. */
export const MAX_ENTRIES = 60;
/** Document 2 §9: 20 per page. */
export const TITLES_PER_PAGE = 20;
const SEARCH_LIMIT = 20;

const entryNotFound = () => new ApiError(404, "interest_entry_not_found", "errors.interest_entry_not_found");

function toEntry(row: EntryRow, today: string, languages: string[]): InterestEntry {
  return {
    codigo: row.id,
    tipoDSI: row.kind,
    codTipoArea: row.area_id,
    validade: row.valid_until,
    expirada: row.valid_until !== null && row.valid_until < today,
    itens: row.heading ?? "",
    cod_acervo: row.record_id,
    cod_tipo_obra: row.work_type,
    fasciculo: row.issues,
    artigo: row.articles,
    sumario: row.contents,
    bibliotecas: row.library_ids,
    idiomas: languages,
  };
}

// ---- Validation ----------------------------------------------------------------------------------

/** The last day a validity date may name, from `today` (YYYY-MM-DD). */
export function lastValidDay(today: string): string {
  const year = Number(today.slice(0, 4)) + MAX_VALIDITY_YEARS;
  return `${year}${today.slice(4)}`.replace(/-02-29$/, "-02-28");
}

function isRealDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A validity date: absent or blank is none (the entry does not expire); otherwise a real day, not
 * before today and at most MAX_VALIDITY_YEARS ahead. Each refusal is a 422 in the caller's words.
 */
export function validity(value: unknown, today: string): string | null {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return null;
  if (typeof value !== "string" || !isRealDay(value.trim())) {
    throw new ApiError(422, "interest_validity_invalid", "errors.interest_validity_invalid");
  }
  const day = value.trim();
  if (day < today) throw new ApiError(422, "interest_validity_past", "errors.interest_validity_past");
  if (day > lastValidDay(today)) {
    throw new ApiError(422, "interest_validity_too_far", "errors.interest_validity_too_far", {
      years: MAX_VALIDITY_YEARS,
    });
  }
  return day;
}

async function checkLibraries(db: Queryable, ids: number[]): Promise<number[]> {
  const known = new Set((await libraries(db)).map((l) => l.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw new ApiError(404, "library_not_found", "errors.library_not_found", { id: unknown });
  return [...new Set(ids)].sort((a, b) => a - b);
}

async function checkRoom(db: Queryable, patronId: number): Promise<void> {
  if ((await listEntries(db, patronId)).length >= MAX_ENTRIES) {
    throw new ApiError(422, "interest_limit", "errors.interest_limit", { max: MAX_ENTRIES });
  }
}

const duplicate = () => new ApiError(409, "interest_duplicate", "errors.interest_duplicate");

// ---- The profile ---------------------------------------------------------------------------------

export async function interestProfile(
  db: Queryable,
  patronId: number,
  secret: string,
  today = todayInSaoPaulo(),
): Promise<InterestProfile> {
  const [profile, rows, patron] = await Promise.all([
    findProfile(db, patronId),
    listEntries(db, patronId),
    patronName(db, patronId),
  ]);
  if (!patron) throw new ApiError(401, "unauthorized", "errors.unauthorized");
  const languages = profile?.languages ?? [];
  return {
    entradas: rows.map((r) => toEntry(r, today, languages)),
    idiomas: languages,
    bibliotecas: profile?.library_ids ?? [],
    resumo_email: profile?.digest ?? false,
    tem_email: Boolean(patron.email),
    feed_token: profile?.feed_nonce ? feedToken(secret, profile.feed_nonce) : null,
    feed_criado_em: profile?.feed_created_at ? new Date(profile.feed_created_at).toISOString() : null,
  };
}

export async function auxInfo(db: Queryable, lang: Lang): Promise<InterestAuxInfo> {
  const [areas, types, languages, libs] = await Promise.all([
    knowledgeAreas(db),
    catalogueWorkTypes(db),
    catalogueLanguages(db),
    libraries(db),
  ]);
  const groups = languageGroups(languages);
  const names = languageNames(
    groups.map((group) => group.codes[0]),
    lang,
  );
  return {
    areas: areas.map((a) => ({ codigo: a.id, descricao: a.name })),
    tiposObra: types.map((t) => ({ codigo: t, descricao: translate(lang, `workType.${t}`) })),
    idiomas: groups.map((group, i) => ({ codigo: group.codes[0], descricao: names[i], titulos: group.titles })),
    bibliotecas: libs.map((l) => ({ codigo: l.id, descricao: l.name })),
  };
}

export async function changePreferences(
  db: Queryable,
  patronId: number,
  input: { idiomas: string[]; bibliotecas: number[] },
): Promise<void> {
  const groups = languageGroups(await catalogueLanguages(db));
  const chosen = input.idiomas.map((code) => groups.find((group) => group.codes.includes(code)));
  if (chosen.includes(undefined))
    throw new ApiError(422, "interest_language_unknown", "errors.interest_language_unknown");
  await updatePreferences(db, patronId, {
    languages: [...new Set(chosen.flatMap((group) => group!.codes))].sort(),
    libraryIds: await checkLibraries(db, input.bibliotecas),
  });
}

export async function changeDigest(db: Queryable, patronId: number, on: boolean): Promise<void> {
  const patron = await patronName(db, patronId);
  if (on && !patron?.email) throw new ApiError(422, "interest_no_email", "errors.interest_no_email");
  await setDigest(db, patronId, on);
}

// ---- Authors and subjects ------------------------------------------------------------------------

const headingKind = (type: HeadingSearchType): "A" | "S" => (type === "autor" ? "A" : "S");

export async function searchHeadingsFor(
  db: Queryable,
  patronId: number,
  type: HeadingSearchType,
  term: string,
): Promise<HeadingHit[]> {
  const kind = headingKind(type);
  const [hits, mine] = await Promise.all([searchHeadings(db, kind, term, SEARCH_LIMIT), listEntries(db, patronId)]);
  const inProfile = new Set(mine.filter((e) => e.kind === kind).map((e) => e.heading_key));
  return hits.map((h) => ({
    tipoPesquisa: type,
    termo: h.term,
    titulos: h.titles,
    noPerfil: inProfile.has(h.term_key),
  }));
}

async function entryOut(db: Queryable, patronId: number, id: number, today: string): Promise<InterestEntry> {
  const [row, profile] = await Promise.all([
    findEntry(db, patronId, id, ["A", "S", "P", "T"]),
    findProfile(db, patronId),
  ]);
  if (!row) throw entryNotFound();
  return toEntry(row, today, profile?.languages ?? []);
}

export async function entriesOf(
  db: Queryable,
  patronId: number,
  kinds: readonly InterestKind[],
  today = todayInSaoPaulo(),
): Promise<InterestEntry[]> {
  const [rows, profile] = await Promise.all([listEntries(db, patronId), findProfile(db, patronId)]);
  return rows.filter((r) => kinds.includes(r.kind)).map((r) => toEntry(r, today, profile?.languages ?? []));
}

export async function addHeading(
  db: Queryable,
  patronId: number,
  input: { tipoPesquisa: HeadingSearchType; termo: string; validade?: unknown },
  today = todayInSaoPaulo(),
): Promise<InterestEntry> {
  const validUntil = validity(input.validade, today);
  const kind = headingKind(input.tipoPesquisa);
  const heading = await findHeading(db, kind, input.termo);
  if (!heading) throw new ApiError(422, "interest_heading_unknown", "errors.interest_heading_unknown");
  await checkRoom(db, patronId);
  const id = await insertEntry(db, patronId, { kind, heading: heading.term, validUntil });
  if (id === undefined) throw duplicate();
  return entryOut(db, patronId, id, today);
}

export async function changeValidity(
  db: Queryable,
  patronId: number,
  id: number,
  value: unknown,
  kinds: readonly InterestKind[],
  today = todayInSaoPaulo(),
): Promise<InterestEntry> {
  if (!(await findEntry(db, patronId, id, kinds))) throw entryNotFound();
  await updateValidity(db, patronId, id, validity(value, today));
  return entryOut(db, patronId, id, today);
}

export async function removeEntry(
  db: Queryable,
  patronId: number,
  id: number,
  kinds: readonly InterestKind[],
): Promise<void> {
  if (!(await deleteEntry(db, patronId, id, kinds))) throw entryNotFound();
}

// ---- Periodicals ---------------------------------------------------------------------------------

export async function searchPeriodicalsFor(
  db: Queryable,
  patronId: number,
  term: string,
  libraryIds: number[],
): Promise<PeriodicalHit[]> {
  const [rows, libs, mine] = await Promise.all([
    searchPeriodicals(db, term, libraryIds, SEARCH_LIMIT),
    libraries(db),
    listEntries(db, patronId),
  ]);
  const names = new Map(libs.map((l) => [l.id, l.name]));
  const inProfile = new Set(mine.filter((e) => e.kind === "P").map((e) => e.record_id));
  return rows.map((r) => ({
    cod_acervo: r.id,
    titulo: r.title,
    issn: r.issn,
    bibliotecas: r.library_ids.map((id) => ({ codigo: id, descricao: names.get(id) ?? String(id) })),
    noPerfil: inProfile.has(r.id),
  }));
}

export interface PeriodicalInput {
  fasciculo: boolean;
  artigo: boolean;
  sumario: boolean;
  bibliotecas: number[];
  validade?: unknown;
}

/** Document 2 §5: at least one journal type (issue, article, contents) to save an entry. */
function journalTypes(input: PeriodicalInput) {
  if (!input.fasciculo && !input.artigo && !input.sumario) {
    throw new ApiError(422, "interest_journal_type_required", "errors.interest_journal_type_required");
  }
  return { issues: input.fasciculo, articles: input.artigo, contents: input.sumario };
}

export async function addPeriodical(
  db: Queryable,
  patronId: number,
  input: PeriodicalInput & { cod_acervo: number },
  today = todayInSaoPaulo(),
): Promise<InterestEntry> {
  const types = journalTypes(input);
  const validUntil = validity(input.validade, today);
  const periodical = await findPeriodical(db, input.cod_acervo);
  if (!periodical) {
    throw new ApiError(404, "record_not_found", "errors.record_not_found", { id: input.cod_acervo });
  }
  const libraryIds = await checkLibraries(db, input.bibliotecas);
  await checkRoom(db, patronId);
  const id = await insertEntry(db, patronId, {
    kind: "P",
    heading: periodical.title,
    recordId: periodical.id,
    validUntil,
    libraryIds,
    ...types,
  });
  if (id === undefined) throw duplicate();
  return entryOut(db, patronId, id, today);
}

export async function changePeriodical(
  db: Queryable,
  patronId: number,
  id: number,
  input: PeriodicalInput,
  today = todayInSaoPaulo(),
): Promise<InterestEntry> {
  if (!(await findEntry(db, patronId, id, ["P"]))) throw entryNotFound();
  const types = journalTypes(input);
  const validUntil = validity(input.validade, today);
  const libraryIds = await checkLibraries(db, input.bibliotecas);
  await updatePeriodical(db, patronId, id, { ...types, libraryIds, validUntil });
  return entryOut(db, patronId, id, today);
}

// ---- Work types ----------------------------------------------------------------------------------

const WORK_TYPE_CODES = new Set<number>(Object.values(WORK_TYPES));

async function workTypeInput(db: Queryable, input: { cod_tipo_obra: number; codTipoArea: number | null }) {
  if (!WORK_TYPE_CODES.has(input.cod_tipo_obra)) {
    throw new ApiError(422, "interest_work_type_unknown", "errors.interest_work_type_unknown");
  }
  if (input.codTipoArea !== null && !(await knowledgeAreaExists(db, input.codTipoArea))) {
    throw new ApiError(422, "interest_area_unknown", "errors.interest_area_unknown");
  }
}

export async function addWorkType(
  db: Queryable,
  patronId: number,
  input: { cod_tipo_obra: number; codTipoArea: number | null; validade?: unknown },
  today = todayInSaoPaulo(),
): Promise<InterestEntry> {
  await workTypeInput(db, input);
  const validUntil = validity(input.validade, today);
  await checkRoom(db, patronId);
  const id = await insertEntry(db, patronId, {
    kind: "T",
    workType: input.cod_tipo_obra,
    areaId: input.codTipoArea,
    validUntil,
  });
  if (id === undefined) throw duplicate();
  return entryOut(db, patronId, id, today);
}

export async function changeWorkType(
  db: Queryable,
  patronId: number,
  id: number,
  input: { cod_tipo_obra: number; codTipoArea: number | null; validade?: unknown },
  today = todayInSaoPaulo(),
): Promise<InterestEntry> {
  if (!(await findEntry(db, patronId, id, ["T"]))) throw entryNotFound();
  await workTypeInput(db, input);
  const validUntil = validity(input.validade, today);
  const changed = await updateWorkType(db, patronId, id, {
    workType: input.cod_tipo_obra,
    areaId: input.codTipoArea,
    validUntil,
  });
  if (!changed) throw duplicate();
  return entryOut(db, patronId, id, today);
}

// ---- The titles matching now ---------------------------------------------------------------------

export async function titlesMatching(
  db: Queryable,
  patronId: number,
  page: number,
  lang: Lang,
  today = todayInSaoPaulo(),
): Promise<InterestTitles> {
  const { ids, total } = await matchingTitles(db, patronId, today, {
    limit: TITLES_PER_PAGE,
    offset: (page - 1) * TITLES_PER_PAGE,
  });
  return { pagina: page, porPagina: TITLES_PER_PAGE, total, titulos: await basketRecords(db, ids, lang) };
}
