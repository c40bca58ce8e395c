/**
 * Response shapes of the library service, shared (as types only) with the OPAC's client.
 * Field names follow the Pergamum calls of the specification (document 1 §3 and §7,
 * document 2 §7); shapes the spec does not show are ours and documented in docs/api.md.
 */

export type SearchBy = "LIVRE" | "TITULO" | "AUTOR" | "ASSUNTO";
/** Each sort carries its direction: ano_desc is newest first. Default: relevancia with a term, ano_desc without. */
export type SortKey = "relevancia" | "titulo" | "autor" | "ano_desc" | "ano_asc";
/** Filter letters of the general search (document 1 §9). */
export type FilterLetter = "B" | "T" | "Y" | "I";

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
  search_id: string;
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

export type CopyStatus =
  | "available"
  | "on_loan"
  | "reserved"
  | "in_transit"
  | "lost"
  | "closed_stacks"
  | "not_for_loan";

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
