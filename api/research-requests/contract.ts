/**
 * Research requests (issue 12 item 2; docs/decisions/033-research-requests.md): interlibrary loan,
 * bibliographic switching, bibliographic survey, specialised research and the catalogue sheet,
 * under /api/solicitacoes, and the desk's calls under /api/balcao/solicitacoes. The shapes the OPAC
 * reads, and the value lists both halves use.
 */

/** The request types, by the path segment of their calls (`GET /api/solicitacoes/{tipo}`). */
export const RESEARCH_TYPES = [
  "emprestimo-inter-bibliotecas",
  "comutacao-bibliografica",
  "levantamento-bibliografico",
  "pesquisa-especializada",
  "ficha-catalografica",
] as const;
export type ResearchType = (typeof RESEARCH_TYPES)[number];

/**
 * A request's statuses (the spec names none for these requests; decision 033): it waits for the
 * library, is being worked on, and ends attended, not attended or cancelled (by the patron while
 * it waits).
 */
export const RESEARCH_STATUSES = ["waiting", "in_progress", "finished", "not_attended", "cancelled"] as const;
export type ResearchStatus = (typeof RESEARCH_STATUSES)[number];

/** Where the desk may move a request from each status (the patron cancels only a waiting one). */
export const NEXT_STATUSES: Record<ResearchStatus, readonly ResearchStatus[]> = {
  waiting: ["in_progress", "finished", "not_attended"],
  in_progress: ["finished", "not_attended"],
  finished: [],
  not_attended: [],
  cancelled: [],
};

/** The patron may cancel a request in these statuses. */
export const CANCELLABLE: readonly ResearchStatus[] = ["waiting"];

/** The kinds of document a bibliographic switching request asks for (document 2 §3). */
export const SWITCHING_DOCUMENTS = ["artigo", "tese", "parte"] as const;
export type SwitchingDocument = (typeof SWITCHING_DOCUMENTS)[number];

/** The academic works a catalogue sheet is made for, each with its degree. */
export const WORK_KINDS = ["tese", "dissertacao", "tcc", "monografia"] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/** A request's field values as stored and answered: text, numbers, a yes/no. */
export type RequestValues = Record<string, string | number | boolean | null>;

export interface ResearchRequestOut {
  codigo: number;
  tipo: ResearchType;
  situacao: ResearchStatus;
  /** The status in the caller's language. */
  desc_situacao: string;
  /** The request's title: the document's, the survey's subject, the research's theme. */
  titulo: string;
  cod_acervo: number | null;
  dados: RequestValues;
  /** The library's answer, when it gave one. */
  resposta: string | null;
  data_solicitacao: string;
  data_atualizacao: string;
  cancelavel: boolean;
  /** The thesis file of a catalogue sheet request. */
  arquivo: { nome: string; tamanho: number } | null;
  /** A catalogue sheet whose card the library has finished: its PDF can be downloaded. */
  ficha_pronta: boolean;
}

/** The desk's list: the request and whose it is. */
export interface DeskResearchRequestOut extends ResearchRequestOut {
  cod_pessoa: number;
  nome_pessoa: string;
  login: string;
  /** Where the desk may move it now. */
  proximas_situacoes: ResearchStatus[];
  /** The card data the library attached (catalogue sheet). */
  ficha: CatalogueCardData | null;
}

/** What the library adds to make the card: the classification, the Cutter code, the subjects. */
export interface CatalogueCardData {
  classificacao: string;
  cutter: string;
  /** The subject headings; when the library gives none, the patron's keywords. */
  assuntos: string[];
  /** Who made it ("Maria Souza – CRB-14/1234"), printed under the card. */
  bibliotecario: string | null;
}

export interface FormFieldConfig {
  nome: string;
  tipo: "text" | "longtext" | "year" | "integer" | "choice" | "date" | "flag" | "keywords" | "file";
  obrigatorio: boolean;
  max: number | null;
  opcoes: string[] | null;
}

/** GET /api/solicitacoes/ficha-catalografica/get-form-config. */
export interface CatalogueFormConfig {
  campos: FormFieldConfig[];
  tamanho_maximo_arquivo: number;
  tipos_arquivo: string[];
  /** The institution's name, offered as the default of `instituicao`. */
  instituicao: string | null;
}

/** GET /api/solicitacoes/ficha-catalografica/pdf-view-permission?codigo=N. */
export interface PdfViewPermission {
  codigo: number;
  permitido: boolean;
  situacao: ResearchStatus;
}
