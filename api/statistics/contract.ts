/**
 * Response shapes of the public statistics (document 1 §2 "/estatistica" and §7 "Statistics";
 * decision 039). Every call is public: no patron, only institution-wide counts.
 */
import type { CopyStatus } from "../contract.ts";

/** The eleven reports, by the `arquivo_destino` that names their page (/estatistica/{report}). */
export const STATISTICS_REPORTS = [
  "estat_bib_funcionamento",
  "estat_bib_catracas",
  "estat_usu_inst_bib",
  "estat_usu_inst_categ_usu",
  "estat_usu_inst_uo",
  "estat_circ_mat_inst",
  "estat_circ_mat_bib",
  "estat_acervo_geral",
  "estat_mec_q83",
  "estat_mec_q83_a",
  "estat_mec_q83_b",
] as const;
export type StatisticsReport = (typeof STATISTICS_REPORTS)[number];

/** The activity whose item shows only its label and the active-users total. */
export const ACTIVE_USERS_ACTIVITY = 1106;

/** GET /statistics: one item of a group. */
export interface StatisticsItem {
  /** The institution's label (Portuguese, as Pergamum stores it). */
  descricao: string;
  texto_explicativo: string | null;
  cod_atividade: number;
  /** Only on item 1106: patrons whose registration is neither expired nor blocked. */
  total_active_users: number | null;
  /** The report's page, /estatistica/{arquivo_destino}; null on item 1106. */
  arquivo_destino: StatisticsReport | null;
  /** Translation keys of the label and the explanation (the OPAC's `statistics` namespace). */
  description_translation_term: string;
  sub_desc_translation_term: string | null;
}

export interface StatisticsGroup {
  titulo: string;
  title_translation_term: string;
  itens: StatisticsItem[];
}

/** GET /statistics/operating-days-statistics?year: open days per library and month. */
export interface OperatingDays {
  ano: number;
  bibliotecas: { cod_biblioteca: number; desc_biblioteca: string; meses: number[]; total: number }[];
  /** Open days of every library summed, per month (January first). */
  meses: number[];
  total: number;
}

/** GET /statistics/turnstile-statistics?library&year&month. */
export interface TurnstileStatistics {
  ano: number;
  /** Null: the whole year, one row per month; else one row per day of that month. */
  mes: number | null;
  /** Null: every library summed. */
  cod_biblioteca: number | null;
  desc_biblioteca: string | null;
  /** `periodo` is the month (1–12) or the day of the month. */
  linhas: { periodo: number; entradas: number; saidas: number }[];
  total_entradas: number;
  total_saidas: number;
}

/** GET /statistics/active-users-by-lib-statistics. */
export interface ActiveUsersByLibrary {
  bibliotecas: { cod_biblioteca: number; desc_biblioteca: string; total: number }[];
  /** Patrons without a home library are counted here only. */
  total: number;
}

/** GET /statistics/active-users-by-categ-statistics. */
export interface ActiveUsersByCategory {
  /** `categoria` is the category's code; the OPAC words it. */
  categorias: { categoria: string; total: number }[];
  total: number;
}

export const ORG_UNIT_ORDERS = ["nome", "total"] as const;
export type OrgUnitOrder = (typeof ORG_UNIT_ORDERS)[number];

/** GET /statistics/active-users-by-org-unit-statistics?order&page: a paginated response. */
export interface ActiveUsersByOrgUnit {
  registros: { cod_unidade: number; desc_unidade: string; total: number }[];
  totalRegistros: number;
  pagina: number;
  porPagina: number;
  ordem: OrgUnitOrder;
  /** Active patrons of no unit (from outside the institution). */
  sem_unidade: number;
  total: number;
}

/** What a circulation report counts: E loans, D returns, R renewals. */
export const CIRCULATION_OPTIONS = ["E", "D", "R"] as const;
export type CirculationOption = (typeof CIRCULATION_OPTIONS)[number];

/** GET /statistics/circ-mat-by-inst?year&option and circ-mat-by-lib?year&option&library. */
export interface CirculationStatistics {
  ano: number;
  opcao: CirculationOption;
  cod_biblioteca: number | null;
  desc_biblioteca: string | null;
  /** One row per work type that circulated, most first. */
  tipos: { cod_tipo_obra: number; desc_tipo_obra: string; meses: number[]; total: number }[];
  meses: number[];
  total: number;
}

/** GET /statistics/circ-mat-libraries. */
export interface CirculationLibrary {
  cod_biblioteca: number;
  desc_biblioteca: string;
}

/** GET /statistics/work-types. */
export interface StatisticsWorkType {
  cod_tipo_obra: number;
  desc_tipo_obra: string;
}

/** The copy statuses a collection report filters by (item.status), in the order they are listed. */
export const STATISTICS_COPY_STATUSES = [
  "available",
  "on_loan",
  "reserved",
  "in_transit",
  "closed_stacks",
  "not_for_loan",
  "lost",
] as const satisfies readonly CopyStatus[];

/** GET /statistics/copy-status and /statistics/collection-status. */
export interface StatisticsStatus {
  codigo: string;
  descricao: string;
}

/** POST /statistics/general-collections {libraries, workTypes, copyStatus, collectionStatus}. */
export interface GeneralCollections {
  linhas: {
    cod_biblioteca: number;
    desc_biblioteca: string;
    cod_tipo_obra: number;
    desc_tipo_obra: string;
    titulos: number;
    exemplares: number;
  }[];
  /** Distinct titles: a title held by two libraries counts once here. */
  total_titulos: number;
  total_exemplares: number;
}

/** MEC Q83: G every work type, A books (and theses, chapters), B periodicals (and articles). */
export const MEC_SEARCH_TYPES = ["G", "A", "B"] as const;
export type MecSearchType = (typeof MEC_SEARCH_TYPES)[number];

/** POST /statistics/collection-mecQ83 {library, year, copyStatus, collectionStatus, searchType}. */
export interface MecQ83 {
  tipo: MecSearchType;
  cod_biblioteca: number | null;
  /** The collection as it stood at the end of this year (copies registered until then). */
  ano: number | null;
  /** The CNPq "grandes áreas" (code "1".."9"), then "0" for the unclassified; every area listed. */
  areas: { cod_area: string; codigo_cnpq: string | null; desc_area: string; titulos: number; exemplares: number }[];
  total_titulos: number;
  total_exemplares: number;
}
