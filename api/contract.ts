/**
 * Response shapes of the library service, shared (as types) with the OPAC's client, and the value
 * lists both use.
 * Field names follow the Pergamum calls of the specification (document 1 §3 and §7,
 * document 2 §7); shapes the spec does not show are ours and documented in docs/api.md.
 */

// The value lists both halves use are declared here once, as `as const` arrays with their union
// types derived: the service validates requests with them, the OPAC builds its forms from them.

/** The search tabs ("guias") the service can run (api/search/guides.ts); an institution picks and orders them. */
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
/** Each sort carries its direction: ano_desc is newest first. Default: relevancia with a term, ano_desc without. */
export const SORT_KEYS = ["relevancia", "titulo", "autor", "ano_desc", "ano_asc"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
/**
 * Filter letters of the searches (document 1 §9): X only-with (C cover, O online, A accessible), K classification;
 * NA_C and NA_A (new acquisitions only) the courses and knowledge areas whose teaching plans list the record.
 */
export const COMMON_FILTER_LETTERS = ["B", "T", "Y", "X", "I", "K"] as const;
/** Letters only some guides have (api/search/guides.ts extraFilters): courses and knowledge areas. */
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
export type SuggestionType = "TITULO" | "AUTOR" | "ASSUNTO";

/** One suggestion of GET /consulta/auto-complete: the heading as catalogued and where it comes from. */
export interface Suggestion {
  termo: string;
  tipo: SuggestionType;
}

/** One entry of the search history (GET /historico-pesquisa/{key}; docs/api.md). */
export type { HistoryEntry } from "./history/history.calls.ts";

/** GET /consulta/guias: the search tabs of the institution, in order. */
export interface SearchGuide {
  codigo: string;
  titulo: string;
  icone: string;
  ordem: number;
  usa_consulta_paginada: boolean;
}

export interface OptionEntry {
  cod: string;
  description: string;
}

/** GET /consulta/advanced-search/options: the advanced panel's lists and the similar-words flag. */
export interface AdvancedSearchOptions {
  similar: boolean;
  libraries: OptionEntry[];
  typeOfWorkList: OptionEntry[];
  languageList: OptionEntry[];
  internLocation: OptionEntry[];
}

export interface CodeLabel {
  codigo: string;
  descricao: string;
}

export interface SearchResultItem {
  cod_acervo: number;
  titulo: string;
  autor: string | null;
  /** Imprint line "Place: Publisher, year" as catalogued. */
  publicacao: string | null;
  ano_publicacao: number | null;
  cod_tipo_obra: number;
  desc_tipo_obra: string;
  idioma: string | null;
  idioma_desc: string | null;
  link_capa: string | null;
  /** "S" when the record has online access (856). */
  acesso_remoto: "S" | "N";
  possui_acessibilidade: "S" | "N";
  /** Groups by filter letter; B holds the libraries with copies. */
  dados_adicionais: { B: CodeLabel[] };
  /** Teaching-plan search only: the matching plans that list the record, and how (decision 019). */
  bibliografia?: PlanBibliographyEntry[];
  search_id: string;
  /** The copies by library, read live for the page (issue 18, item 2); absent from cached answers. */
  disponibilidade?: LibraryAvailability[];
}

/** A teaching plan's entry for one record: basic or complementary bibliography of a course's discipline. */
export interface PlanBibliographyEntry {
  tipo: "basica" | "complementar";
  cod_curso: number;
  nome_curso: string;
  cod_disciplina: number;
  disciplina: string;
  cod_professor: number;
  nome_professor: string;
  nome_campus: string;
  ano: number;
  semestre: number;
}

export interface SearchResponse {
  registros: SearchResultItem[];
  totalRegistros: number;
  sessao: string;
  page: number;
  perPage: number;
  ordenacao: SortKey;
}

export interface FilterCount {
  codigo: string;
  descricao: string;
  /** Hits with every active filter applied (what clicking it would give, for OR within a type: its own hits). */
  total: number;
  /** Hits of the search without any filter. */
  totalSemFiltro: number;
  mostrarQtdOriginal: boolean;
}

export interface FilterDefinition {
  codigo: FilterLetter;
  descricao: string;
  contagem: FilterCount[];
}

export interface SortOption {
  codigo: SortKey;
  descricao: string;
}

export interface RecordField {
  /** Stable key of the label (locale `record.field.<rotulo>`) */
  rotulo: string;
  valores: string[];
}

/** An author or subject the record page shows that has an authority record (/autoridade/{id}). */
export interface RecordHeadingAuthority {
  rotulo: "main_author" | "other_authors" | "subjects";
  valor: string;
  cod_autoridade: number;
}

export interface RecordData {
  cod_acervo: number;
  titulo: string;
  autor: string | null;
  ano_publicacao: number | null;
  cod_tipo_obra: number;
  desc_tipo_obra: string;
  idioma: string | null;
  idioma_desc: string | null;
  isbn: string[];
  link_capa: string | null;
  acesso_remoto: "S" | "N";
  campos: RecordField[];
  /** The authors and subjects of `campos` that have an authority record; the others have none. */
  autoridades: RecordHeadingAuthority[];
}

export interface ReferenceSegment {
  texto: string;
  destaque?: "negrito" | "italico";
}

export interface ReferenceResponse {
  /** Plain text of the ABNT NBR 6023 reference. */
  referencia: string;
  /** The same text split where emphasis changes, so the OPAC never renders raw HTML. */
  partes: ReferenceSegment[];
  /** CSL-like type the formatter chose (book, thesis, article-journal, …). */
  tipo: string;
}

export interface MarcSubfieldOut {
  codigo: string;
  valor: string;
}

export interface MarcFieldOut {
  tag: string;
  ind1?: string;
  ind2?: string;
  valor?: string;
  subcampos?: MarcSubfieldOut[];
}

export interface MarcResponse {
  lider: string;
  campos: MarcFieldOut[];
}

/** GET /acervo/{id}/marc[?liberacao=1]: the public or the complete view (docs/decisions/015). */
export interface RecordMarcResponse extends MarcResponse {
  /** true: the complete view, local fields (9XX) and nonpublic notes included. */
  liberacao: boolean;
  /** How many local fields (9XX) the record holds; the public view leaves them out. */
  campos_locais: number;
  /** Whether the institution offers the complete view (parameter `permite_marc_liberacao`). */
  liberacao_permitida: boolean;
}

export type CopyStatus =
  "available" | "on_loan" | "reserved" | "in_transit" | "lost" | "closed_stacks" | "not_for_loan";

export interface CopyOut {
  cod_exemplar: number;
  tombo: string;
  chamada: string | null;
  volume: string | null;
  tomo: string | null;
  parte: string | null;
  cod_local_exemplar: number | null;
  desc_local_exemplar: string | null;
  situacao: CopyStatus;
  desc_situacao: string;
  data_devolucao: string | null;
}

export interface CopiesLibrary {
  cod_biblioteca: number;
  desc_biblioteca: string;
  cod_campus: number;
  nome_campus: string;
  total: number;
  disponiveis: number;
  exemplares: CopyOut[];
}

export interface CopiesResponse {
  campi: { cod_campus: number; nome_campus: string }[];
  bibliotecas: CopiesLibrary[];
}

export interface DublinCoreElement {
  elemento: string;
  valor: string;
}

export interface LinkOut {
  seq_paragrafo: number;
  tipo_link: "AR" | "AC" | "P";
  descricao: string;
  url_link: string;
  is_pdf: boolean;
  is_media: boolean;
  media_format: string | null;
  download_pdf: "S" | "N";
}

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: "Bearer";
  expires_in: number;
}

export interface UserOut {
  nome_pessoa: string;
  cod_pessoa: number;
  app_uuid: string | null;
  login: string;
  bloqueio: boolean;
  renovar: boolean;
  expirado: boolean;
}

export interface AuthPermission {
  cod_modulo: number;
  cod_atividade: number;
  descricao: string;
}

export interface UserDataResponse {
  user: UserOut;
  authPermissions: AuthPermission[];
}

export interface ApiErrorBody {
  error: { code: string; message: string };
}

// ---- The full record page (docs/api.md "Record page"; docs/decisions/008-record-pages.md) ----

/**
 * An activity (tab) of the record page. Numeric codes are Pergamum's (document 1 §6, §9);
 * the summaries and closed-stacks tabs have no number in the spec and carry a text code.
 */
export type ActivityCode = number | "summary" | "sumario_livro" | "acervo_fechado";

export interface RecordActivity {
  cod_atividade: ActivityCode;
  /** URL segment of the tab under /acervo/{id} (document 1 "Kids full-record page"); "" for the record data. */
  slug: string;
  descricao: string;
}

export interface ContentsItem {
  titulo: string;
  responsabilidade: string | null;
  paginas: string | null;
}

/** One contents note (505): its text as catalogued and, when it can be told apart, its items. */
export interface ContentsNote {
  texto: string;
  itens: ContentsItem[];
}

/** GET /sumario/{id}/dados: contents notes (505) and summaries (520). */
export interface SummaryResponse {
  conteudo: ContentsNote[];
  resumo: string[];
}

/** GET /acervo/{id}/sumarios-livros: the table-of-contents links of a book (856 naming contents). */
export interface BookContentsResponse {
  links: { seq_paragrafo: number; descricao: string; url_link: string }[];
}

export interface KardexPermission {
  permissao: boolean;
}

export interface KardexOptions {
  bibliotecas: { cod_biblioteca: number; desc_biblioteca: string }[];
  /** Years with issues, newest first. */
  anos: number[];
  /** Months issues start in (1-12), with their names. */
  periodos: { cod_periodo: number; descricao: string }[];
}

export interface KardexIssue {
  cod_fasciculo: number;
  cod_biblioteca: number;
  desc_biblioteca: string;
  ano: number;
  mes: number | null;
  volume: string | null;
  numero: string | null;
  /** Chronology as printed on the issue: "jan./mar. 2024". */
  periodo: string;
  situacao: "received" | "missing";
  desc_situacao: string;
  data_recebimento: string | null;
}

export interface KardexData {
  registros: KardexIssue[];
  totalRegistros: number;
  recebidos: number;
  faltantes: number;
}

export interface LoanStatisticsLibrary {
  cod_biblioteca: number;
  desc_biblioteca: string;
  total: number;
  /** Loans per month, January first. */
  meses: number[];
}

/** GET /acervo/{id}/dados-estatisticos/dados/{year}. */
export interface LoanStatistics {
  ano: number;
  total: number;
  bibliotecas: LoanStatisticsLibrary[];
}

export interface ClosedStacksCopy {
  cod_exemplar: number;
  tombo: string;
  chamada: string | null;
  volume: string | null;
  tomo: string | null;
  parte: string | null;
  cod_biblioteca: number;
  desc_biblioteca: string;
  desc_local_exemplar: string | null;
}

/** GET /acervo/{id}/acervo-fechado: copies kept in closed stacks, fetched by staff on request. */
export interface ClosedStacksResponse {
  exemplares: ClosedStacksCopy[];
  total: number;
}

export interface PrintPermission {
  permissao: boolean;
}

export interface PrintData {
  cod_acervo: number;
  titulo: string;
  autor: string | null;
  ano_publicacao: number | null;
  desc_tipo_obra: string;
  referencia: string;
  partes: ReferenceSegment[];
  campos: RecordField[];
  exemplares: {
    cod_biblioteca: number;
    desc_biblioteca: string;
    chamadas: string[];
    total: number;
    disponiveis: number;
  }[];
  link_capa: string;
  /** Stable address of the record page, relative to the OPAC: "/acervo/123". */
  permalink: string;
}

// ---- Links (docs/decisions/009-links-and-restricted-access.md) ----

export interface RestrictedFlag {
  restrito: boolean;
}

/** Document 1 §3 "Restricted link": descricao, is_pdf, seq_paragrafo (and the media flags). */
export interface RestrictedLink {
  seq_paragrafo: number;
  descricao: string;
  is_pdf: boolean;
  is_media: boolean;
  media_format: string | null;
}

export interface RestrictedLinksResponse {
  links: RestrictedLink[];
}

/** POST /vinculos/acesso-restrito/{a}/s/{b}: where the link leads, for this patron, now. */
export interface LinkAccessResponse {
  url: string;
  descricao: string;
  is_pdf: boolean;
  is_media: boolean;
  media_format: string | null;
  /** When a file address of the service stops working (ISO 8601); null for addresses on the web. */
  expira_em: string | null;
}

// ---- Libraries (api/libraries/libraries.calls.ts) ----

export type { CampusOut, LibraryImage, LibraryOut, LibraryPage } from "./libraries/libraries.calls.ts";

// ---- Authorities (docs/decisions/010-authorities.md) ----

/** The kinds of heading an authority establishes (api/authorities/authority-type.ts maps the MARC tags). */
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
export interface AuthoritySection {
  descricao: string;
  pontuacao: string;
  secao: string;
}

export interface AuthorityField {
  /** The tag. */
  paragrafo: string;
  /** Occurrence of the tag in the record, from 1. */
  seq_paragrafo: number;
  ordem: number;
  /** Stable key of the label (heading, see_from, see_also, identifier, biographical, source…). */
  rotulo: string;
  descricao_paragrafo: string;
  ind1: string;
  ind2: string;
  texto: string;
  campos: AuthoritySection[];
}

export interface AuthorityIdentifier {
  /** wikidata, isni, oclc, lattes (Pergamum "cl"), viaf, webofscience, orcid, or another source code. */
  fonte: string;
  codigo: string;
  url: string | null;
  /** True for the seven sources the OPAC shows as logos (50 px high). */
  logo: boolean;
  seq_paragrafo: number;
}

export interface AuthorityLink {
  paragrafo: string;
  url: string;
  descricao: string;
}

export interface AuthorityDetails {
  cod_autoridade: number;
  cabecalho: string;
  tipo: AuthorityTypeCode;
  desc_tipo: string;
  /** The 1XX tag of the heading. */
  paragrafo: string;
  campos: AuthorityField[];
  identificadores: AuthorityIdentifier[];
  links: AuthorityLink[];
  /** Bibliographic records under this heading (GET /autoridade/{id}/acervos). */
  total_acervos: number;
}

export interface AuthorityComboEntry {
  cod_autoridade: number;
  detalhes: AuthorityDetails;
  marc: MarcResponse;
}

export interface HeadingRecord {
  cod_acervo: number;
  titulo: string;
  autor: string | null;
  ano_publicacao: number | null;
  cod_tipo_obra: number;
  desc_tipo_obra: string;
  link_capa: string;
}

/** GET /autoridade/pesquisa: the authorities tab's results, by heading. */
export interface AuthoritySearchResponse {
  registros: { cod_autoridade: number; cabecalho: string; tipo: AuthorityTypeCode; desc_tipo: string }[];
  totalRegistros: number;
  page: number;
  perPage: number;
}

export interface AuthorityRecordsResponse {
  registros: HeadingRecord[];
  totalRegistros: number;
  page: number;
  perPage: number;
}

// ---- Teaching-plan look-ups (GET /consulta/campus, cursos, disciplinas, professores, bibliotecas) ----

/** One page of a look-up: `lastPage` is 1 for an empty list. */
export interface LookupPage<T> {
  registros: T[];
  total: number;
  page: number;
  perPage: number;
  lastPage: number;
}

/** A course. The spec's wire names (document 1 §3): Pergamum calls the course a "departamento". */
export interface CourseOut {
  cod_departamento: number;
  nome_departamento: string;
  cod_campus: number;
  nome_campus: string;
  cod_area_conhecimento: number;
  desc_area_conhecimento: string;
}

export interface DisciplineOut {
  cod_disciplina: number;
  descricao: string;
  /** The academic department offering it (not the course). */
  nome_departamento_oferta: string;
}

export interface TeacherOut {
  cod_pessoa: number;
  nome_pessoa: string;
}

/**
 * GET /consulta/kids/opcoes: what the kids catalogue (/catalogos/kids) can be narrowed to — the
 * libraries holding copies of children's books and the target-audience levels (008/22) that
 * have records, each with its number of records. 404 when the institution has not enabled the
 * kids catalogue (habilita_kids_pesq_catalogo).
 */
export interface KidsOptions {
  bibliotecas: (OptionEntry & { total: number })[];
  categorias: (OptionEntry & { total: number })[];
}

/** A record's copies in one library (issue 18, item 2). Lost copies are not counted. */
export interface LibraryAvailability {
  cod_biblioteca: number;
  nome_biblioteca: string;
  total: number;
  /** On the shelf, can be lent now. */
  disponiveis: number;
  emprestados: number;
  /** In closed stacks or not for loan: read in the library. */
  consulta_local: number;
  /** The earliest due date of the copies on loan (YYYY-MM-DD), or null. */
  proxima_devolucao: string | null;
}

/** GET /acervo/{id}/disponibilidade. */
export interface RecordAvailability {
  cod_acervo: number;
  online: boolean;
  bibliotecas: LibraryAvailability[];
}
