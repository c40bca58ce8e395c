/**
 * Response shapes of the patron's account figures and extras (decision 034): the loan
 * statistics, the pending titles' details, the library's information message.
 */
import type { LoanOut } from "../circulation/contract.ts";

/** GET /api/emprestimo/estatisticas?dataIni&dataFim: the patron's loans counted. */
export interface LoanStatistics {
  dataIni: string;
  dataFim: string;
  total: number;
  /** Every month of the range, "YYYY-MM", oldest first, with 0 where nothing was borrowed. */
  por_mes: { mes: string; total: number }[];
  /** The libraries lent from, most loans first. */
  por_biblioteca: { cod_biblioteca: number; desc_biblioteca: string; total: number }[];
}

/** GET /api/emprestimo/titulos-pendentes?showDetails=S: each open loan with where it is from and who waits. */
export interface PendingTitleDetails {
  /** The copy's call number and location. */
  numero_chamada: string | null;
  desc_local: string | null;
  /** Other patrons waiting in the title's queue at that library (a reserved title cannot be renewed). */
  reservas_na_fila: number;
}
export type PendingTitle = LoanOut & { detalhes: PendingTitleDetails };

/** GET /api/biblioteca/get-info-message[?cod_biblioteca]: the library's information message. */
export interface LibraryInfoMessage {
  cod_biblioteca: number;
  desc_biblioteca: string;
  /** Plain text; null when the library has none. */
  mensagem: string | null;
}
