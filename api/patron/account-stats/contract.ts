/**
 * Response shapes of the patron's account figures and extras (decision 034): the loan
 * statistics, the pending titles' details, the library's information message.
 */
import * as z from "zod";
import type { LoanOut } from "../../lending/circulation/contract.ts";

/** GET /api/emprestimo/estatisticas?dataIni&dataFim: the patron's loans counted. */
export const LoanStatisticsSchema = z.object({
  dataIni: z.string(),
  dataFim: z.string(),
  total: z.number().int(),
  por_mes: z
    .array(z.object({ mes: z.string(), total: z.number().int() }))
    .describe('Every month of the range, "YYYY-MM", oldest first, with 0 where nothing was borrowed'),
  por_biblioteca: z
    .array(z.object({ cod_biblioteca: z.number().int(), desc_biblioteca: z.string(), total: z.number().int() }))
    .describe("The libraries lent from, most loans first"),
});
export type LoanStatistics = z.output<typeof LoanStatisticsSchema>;

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
export const LibraryInfoMessageSchema = z.object({
  cod_biblioteca: z.number().int(),
  desc_biblioteca: z.string(),
  mensagem: z.string().nullable().describe("Plain text; null when the library has none"),
});
export type LibraryInfoMessage = z.output<typeof LibraryInfoMessageSchema>;
