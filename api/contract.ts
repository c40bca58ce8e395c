/**
 * Response shapes of the library service, shared (as types) with the OPAC's client, and the value
 * lists both use.
 * Field names follow the Pergamum calls of the specification (document 1 §3 and §7,
 * document 2 §7); shapes the spec does not show are ours and documented in docs/api.md.
 */

// The value lists both halves use are declared here once, as `as const` arrays with their union
// types derived: the service validates requests with them, the OPAC builds its forms from them.

/** The search tabs ("guias") the service can run (api/catalogue/search/guides.ts); an institution picks and orders them. */
export const GUIDE_CODES = [
  "pesquisa_geral",
  "pesquisa_avancada",
  "e_books",
  "arquivo",
  "atos_normativos",
  "jurisprudencia",
  "autoridades",
  "acessibilidade",
  "novas_aquisicoes",
  "plano_ensino",
  "multimeios",
  "catalogos/kids",
] as const;
export type GuideCode = (typeof GUIDE_CODES)[number];

export const SEARCH_BY = ["LIVRE", "TITULO", "AUTOR", "ASSUNTO"] as const;
export type SearchBy = (typeof SEARCH_BY)[number];
/**
 * Pergamum's column codes of the simple search (document 1 §9: 74 free, 59 title, 65 author, 66
 * subject): old links and apps send them as `for`; each is read as its field (decision 064).
 */
export const SEARCH_COLUMNS = {
  "74": "LIVRE",
  "59": "TITULO",
  "65": "AUTOR",
  "66": "ASSUNTO",
} as const satisfies Record<string, SearchBy>;
/** Each sort carries its direction: ano_desc is newest first. Default: relevancia with a term, ano_desc without. */
export const SORT_KEYS = ["relevancia", "titulo", "autor", "ano_desc", "ano_asc"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
/**
 * The order a tab lists in without a term (document 1 §9 build configuration): the archive by its
 * works' names (obra, the title), normative acts by reference (its entry, the author or
 * jurisdiction, then the title), the others the newest first. A term is ranked by relevance on
 * every tab unless another order is asked (decision 064).
 */
export const GUIDE_DEFAULT_ORDER: Partial<Record<GuideCode, SortKey>> = { arquivo: "titulo", atos_normativos: "autor" };
/**
 * Filter letters of the searches (document 1 §9): X only-with (C cover, O online, A accessible), K classification;
 * NA_C and NA_A (new acquisitions only) the courses and knowledge areas whose teaching plans list the record.
 */
export const COMMON_FILTER_LETTERS = ["B", "T", "Y", "X", "I", "K"] as const;
/** Letters only some guides have (api/catalogue/search/guides.ts extraFilters): courses and knowledge areas. */
export const TEACHING_FILTER_LETTERS = ["NA_C", "NA_A"] as const;
export const FILTER_LETTERS = [...COMMON_FILTER_LETTERS, ...TEACHING_FILTER_LETTERS] as const;
export type FilterLetter = (typeof FILTER_LETTERS)[number];
/** Trigram ("similar words") variants of each field; offered when the institution enables them. */
export const SIMILAR_OPTIONS = ["LIVRE_SIMILAR", "TITULO_SIMILAR", "AUTOR_SIMILAR", "ASSUNTO_SIMILAR"] as const;
/** A row's option in the advanced and special tabs: the fields, their trigram variants, the archive's "obra" and new acquisitions' "TODOS". */
export type SearchOption =
  | SearchBy
  | (typeof SIMILAR_OPTIONS)[number]
  | "obra"
  /** New acquisitions only: the newest records, without a term. */
  | "TODOS";
/** How a row joins the previous one: boolean, or word proximity (after, before, near). */
export const CONDITIONS = ["AND", "OR", "NOT", "AFT", "BEF", "PRO"] as const;
export type Condition = (typeof CONDITIONS)[number];
/** Conditions that compare word positions: the two rows must search the same field. */
export const PROXIMITY_CONDITIONS = ["AFT", "BEF", "PRO"] as const satisfies readonly Condition[];
/** P all the words, E the exact phrase, I words starting with (see docs/search.md). */
export const TERM_TYPES = ["P", "E", "I"] as const;
export type TermType = (typeof TERM_TYPES)[number];
export const YEAR_COMPARISONS = ["igual", "menor", "maior", "entre"] as const;
export type YearComparison = (typeof YEAR_COMPARISONS)[number];

/** GET /consulta/auto-complete: where a suggestion comes from. */
export type { SuggestionType } from "./catalogue/search/search.calls.ts";

/** One suggestion of GET /consulta/auto-complete: the heading as catalogued and where it comes from. */
export type { Suggestion } from "./catalogue/search/search.calls.ts";

/** One entry of the search history (GET /historico-pesquisa/{key}; docs/api.md). */
export type { HistoryEntry } from "./catalogue/history/history.calls.ts";

/** GET /consulta/guias: the search tabs of the institution, in order. */
export type { SearchGuide } from "./catalogue/search/search.calls.ts";

export type { OptionEntry } from "./catalogue/search/search.calls.ts";

/** GET /consulta/advanced-search/options: the advanced panel's lists and the similar-words flag. */
export type { AdvancedSearchOptions } from "./catalogue/search/search.calls.ts";

export type { CodeLabel } from "./catalogue/search/search.calls.ts";

export type { SearchResultItem, WorkEntry } from "./catalogue/search/search.calls.ts";

/** A teaching plan's entry for one record: basic or complementary bibliography of a course's discipline. */
export type { PlanBibliographyEntry } from "./catalogue/search/search.calls.ts";

export type { SearchCorrections, SearchResponse } from "./catalogue/search/search.calls.ts";

export type { FilterCount } from "./catalogue/search/search.calls.ts";

export type { FilterDefinition } from "./catalogue/search/search.calls.ts";

export type { SortOption } from "./catalogue/search/search.calls.ts";

export type { RecordField } from "./catalogue/records/records.calls.ts";

/** An author or subject the record page shows that has an authority record (/autoridade/{id}). */
export type { RecordHeadingAuthority } from "./catalogue/records/records.calls.ts";

export type { Edition, RecordCapture, RecordData, RelatedRecord } from "./catalogue/records/records.calls.ts";
/** GET /navegacao and /navegacao/registros: the alphabetic browse (decision 057). */
export type { BrowseHeading, BrowseKind, BrowsePage, BrowseRecords } from "./catalogue/browse/browse.calls.ts";

export type { ReferenceSegment } from "./catalogue/records/records.calls.ts";

export type { ReferenceResponse } from "./catalogue/records/records.calls.ts";

export type { MarcSubfieldOut } from "./catalogue/records/records.calls.ts";

export type { MarcFieldOut } from "./catalogue/records/records.calls.ts";

export type { MarcResponse } from "./catalogue/records/records.calls.ts";

/** GET /acervo/{id}/marc[?liberacao=1]: the public or the complete view (docs/decisions/015). */
export type { RecordMarcResponse } from "./catalogue/records/records.calls.ts";

/** A copy's status as the record page, the statistics and the desk name it (labels `copyStatus.<status>`). */
export const COPY_STATUSES = [
  "available",
  "on_loan",
  "reserved",
  "in_transit",
  "lost",
  "closed_stacks",
  "not_for_loan",
] as const;
export type CopyStatus = (typeof COPY_STATUSES)[number];

export type { CopyOut } from "./catalogue/records/records.calls.ts";

export type { CopiesLibrary } from "./catalogue/records/records.calls.ts";

export type { CopiesResponse } from "./catalogue/records/records.calls.ts";

export type { DublinCoreElement } from "./catalogue/records/records.calls.ts";

export type { LinkFileExtension, LinkOut } from "./catalogue/records/records.calls.ts";

export type { TokenResponse } from "./patron/auth/contract.ts";

export type { UserOut } from "./patron/auth/contract.ts";

export type { AuthPermission } from "./patron/auth/contract.ts";

export type { UserDataResponse } from "./patron/auth/contract.ts";

export interface ApiErrorBody {
  error: { code: string; message: string };
}

// ---- The full record page (docs/api.md "Record page"; docs/decisions/008-record-pages.md) ----

/**
 * An activity (tab) of the record page. Numeric codes are Pergamum's (document 1 §6, §9);
 * the summaries and closed-stacks tabs have no number in the spec and carry a text code.
 */
export type { ActivityCode } from "./catalogue/records/records.calls.ts";

export type { RecordActivity } from "./catalogue/records/records.calls.ts";

export type { ContentsItem } from "./catalogue/records/records.calls.ts";

/** One contents note (505): its text as catalogued and, when it can be told apart, its items. */
export type { ContentsNote } from "./catalogue/records/records.calls.ts";

/** GET /sumario/{id}/dados: contents notes (505) and summaries (520). */
export type { SummaryResponse } from "./catalogue/records/records.calls.ts";

/** GET /acervo/{id}/sumarios-livros: the table-of-contents links of a book (856 naming contents). */
export type { BookContentsResponse } from "./catalogue/records/records.calls.ts";

export type { KardexPermission } from "./catalogue/records/records.calls.ts";

export type { KardexOptions } from "./catalogue/records/records.calls.ts";

export type { KardexIssue } from "./catalogue/records/records.calls.ts";

export type { KardexData } from "./catalogue/records/records.calls.ts";

export type { LoanStatisticsLibrary } from "./catalogue/records/records.calls.ts";

/** GET /acervo/{id}/dados-estatisticos/dados/{year}. */
export type { LoanStatistics } from "./catalogue/records/records.calls.ts";

export type { ClosedStacksCopy } from "./catalogue/records/records.calls.ts";

/** GET /acervo/{id}/acervo-fechado: copies kept in closed stacks, fetched by staff on request. */
export type { ClosedStacksResponse } from "./catalogue/records/records.calls.ts";

export type { PrintPermission } from "./catalogue/records/records.calls.ts";

export type { PrintData } from "./catalogue/records/records.calls.ts";

// ---- Links (docs/decisions/009-links-and-restricted-access.md) ----

export type { RestrictedFlag } from "./catalogue/records/records.calls.ts";

/** Document 1 §3 "Restricted link": descricao, is_pdf, seq_paragrafo (and the media flags). */
export type { RestrictedLink } from "./catalogue/links/links.calls.ts";

export type { RestrictedLinksResponse } from "./catalogue/links/links.calls.ts";

/** POST /vinculos/acesso-restrito/{a}/s/{b}: where the link leads, for this patron, now. */
export type { LinkAccessResponse } from "./catalogue/links/links.calls.ts";

// ---- Libraries (api/catalogue/libraries/libraries.calls.ts) ----

export type {
  CampusOut,
  HoursToday,
  LibraryHoursToday,
  LibraryImage,
  LibraryOut,
  LibraryPage,
} from "./catalogue/libraries/libraries.calls.ts";

// ---- Authorities (docs/decisions/010-authorities.md) ----

/** The kinds of heading an authority establishes (api/catalogue/authorities/authority-type.ts maps the MARC tags). */
export const AUTHORITY_TYPE_CODES = [
  "pessoa",
  "entidade",
  "evento",
  "titulo_uniforme",
  "termo_cronologico",
  "assunto",
  "assunto_geografico",
  "genero_forma",
  "meio_execucao",
  "subdivisao_geral",
  "subdivisao_geografica",
  "subdivisao_cronologica",
  "subdivisao_forma",
] as const;
export type AuthorityTypeCode = (typeof AUTHORITY_TYPE_CODES)[number];
/**
 * The authority search's "for" (GET /autoridade/pesquisa): document 1 §9's types, in its order;
 * AUTORIDADE_TODOS searches every heading (medium of performance included).
 */
export const AUTHORITY_SEARCH_OPTIONS = [
  "AUTORIDADE_TODOS",
  "pessoa",
  "entidade",
  "evento",
  "titulo_uniforme",
  "assunto",
  "assunto_geografico",
  "genero_forma",
  "termo_cronologico",
  "subdivisao_geral",
  "subdivisao_geografica",
  "subdivisao_cronologica",
  "subdivisao_forma",
] as const satisfies readonly ("AUTORIDADE_TODOS" | AuthorityTypeCode)[];
export type AuthoritySearchOption = (typeof AUTHORITY_SEARCH_OPTIONS)[number];

/** Document 1 §3 "Authority field": secao is the subfield code, pontuacao its closing punctuation. */
export type { AuthoritySection } from "./catalogue/authorities/authorities.calls.ts";

export type { AuthorityField } from "./catalogue/authorities/authorities.calls.ts";

export type { AuthorityIdentifier } from "./catalogue/authorities/authorities.calls.ts";

export type { AuthorityLink } from "./catalogue/authorities/authorities.calls.ts";

export type { AuthorityDetails } from "./catalogue/authorities/authorities.calls.ts";

export type { AuthorityComboEntry } from "./catalogue/authorities/authorities.calls.ts";

export type { HeadingRecord } from "./catalogue/authorities/authorities.calls.ts";

/** GET /autoridade/pesquisa: the authorities tab's results, by heading. */
export type { AuthoritySearchResponse } from "./catalogue/authorities/authorities.calls.ts";

export type { AuthorityRecordsResponse } from "./catalogue/authorities/authorities.calls.ts";

// ---- Teaching-plan look-ups (GET /consulta/campus, cursos, disciplinas, professores, bibliotecas) ----

export type { CourseOut, DisciplineOut, LookupPage, TeacherOut } from "./catalogue/teaching/teaching.calls.ts";

/**
 * GET /consulta/kids/opcoes: what the kids catalogue (/catalogos/kids) can be narrowed to — the
 * libraries holding copies of children's books and the target-audience levels (008/22) that
 * have records, each with its number of records. 404 when the institution has not enabled the
 * kids catalogue (habilita_kids_pesq_catalogo).
 */
export type { KidsOptions } from "./catalogue/search/search.calls.ts";

/** A record's copies in one library. Lost copies are not counted. */
export type { LibraryAvailability } from "./catalogue/availability/availability.calls.ts";

/** GET /acervo/{id}/disponibilidade. */
export type { RecordAvailability } from "./catalogue/availability/availability.calls.ts";
