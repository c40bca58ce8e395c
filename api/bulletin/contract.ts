/**
 * The bibliographic bulletin (document 1 /alerta-bibliografico; document 2 §7 "Bibliographic
 * alert"): the library's bulletins ("report cards"), each one month's new records grouped by
 * knowledge area and chapter. Decision 031.
 */
import type { BasketRecord } from "../basket/contract.ts";

/** GET /bibliographic-alert/get-report-cards: one per bulletin, newest month first. */
export interface ReportCard {
  cod_report_card: number;
  titulo: string;
  /** The month it covers, YYYY-MM. */
  mes: string;
  total: number;
  criado_em: string;
}

export interface ReportCardChapter {
  chapter_code: string;
  descricao: string;
  total: number;
}

export interface ReportCardArea {
  codigo: string;
  descricao: string;
  total: number;
  capitulos: ReportCardChapter[];
}

/** GET /bibliographic-alert/get-report-card-data?cod_report_card= */
export interface ReportCardData extends ReportCard {
  areas: ReportCardArea[];
}

/** GET /bibliographic-alert/get-report-card-data-item?cod_report_card=&chapter_code=&pagina= */
export interface ReportCardChapterData {
  cod_report_card: number;
  titulo: string;
  mes: string;
  area: { codigo: string; descricao: string };
  capitulo: ReportCardChapter;
  pagina: number;
  porPagina: number;
  titulos: BasketRecord[];
}
