/**
 * Acquisition suggestions (/unidade-informacao/sugestao-aquisicao, /aquisicao): decision 030.
 */
import type {
  SituationOut,
  SuggestionCreated,
  SuggestionFormOptions,
  SuggestionOut,
  SuggestionStatistics,
} from "../../../api/acquisition/contract.ts";
import type { Transport } from "./transport.server.ts";

/** The list's filter as the page's query string has it (days YYYY-MM-DD, a situation code). */
export interface SuggestionQuery {
  dataIni?: string;
  dataFim?: string;
  situacao?: string;
}

export function acquisitionCalls(t: Transport) {
  return {
    /** GET /unidade-informacao/sugestao-aquisicao: campuses, libraries, the teacher's choices, the e-mail. */
    formOptions: () => t.json<SuggestionFormOptions>("/unidade-informacao/sugestao-aquisicao"),
    /** POST /unidade-informacao/sugestao-aquisicao: 422 names a refused field in words. */
    suggest: (form: Record<string, string>) =>
      t.json<SuggestionCreated>("/unidade-informacao/sugestao-aquisicao", { method: "POST", form }),
    /** GET /aquisicao/sugestoes: the patron's own, newest first. */
    list: (query: SuggestionQuery) => t.json<SuggestionOut[]>("/aquisicao/sugestoes", { query: { ...query } }),
    /** GET /aquisicao/sugestoes/situacao: the fourteen situations. */
    situations: () => t.json<SituationOut[]>("/aquisicao/sugestoes/situacao"),
    /** GET /aquisicao/estatisticas: the patron's suggestions counted by situation. */
    statistics: (query: { dataIni?: string; dataFim?: string; biblioteca?: number }) =>
      t.json<SuggestionStatistics>("/aquisicao/estatisticas", { query: { ...query } }),
  };
}
