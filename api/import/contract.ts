/** The answer of `POST /api/balcao/importacao` (docs/api.md, decision 036). */
export interface ImportReport {
  importados: number;
  atualizados: number;
  ignorados: number;
  /** Of the counts above, the authority records. */
  autoridades: { importados: number; atualizados: number };
  /** Records skipped, by position in the file posted (from 1); at most the first 500. */
  ignorados_detalhe: { posicao: number; motivo: string }[];
  /** Records imported with something to check; at most the first 500. */
  avisos: { posicao: number; mensagem: string }[];
}
