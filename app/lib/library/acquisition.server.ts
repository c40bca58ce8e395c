/**
 * Acquisition suggestions (/unidade-informacao/sugestao-aquisicao, /aquisicao), as declared in
 * api/community/acquisition/acquisition.calls.ts: decision 030.
 */
import {
  acquisitionCalls as calls,
  suggestionFormCalls as form,
} from "../../../api/community/acquisition/acquisition.calls.ts";
import type { Transport } from "./transport.server.ts";

/** The list's filter as the page's query string has it (days YYYY-MM-DD, a situation code). */
export interface SuggestionQuery {
  dataIni?: string;
  dataFim?: string;
  situacao?: string;
}

export function acquisitionCalls(t: Transport) {
  return {
    /** Campuses, libraries, the teacher's choices, the e-mail. */
    formOptions: () => t.call(form.options, {}),
    /** 422 names a refused field in words. */
    suggest: (fields: Record<string, string>) => t.call(form.suggest, { body: fields }),
    /** The patron's own, newest first. */
    list: (query: SuggestionQuery) => t.call(calls.list, { query }),
    /** The fourteen situations. */
    situations: () => t.call(calls.situations, {}),
    /** The patron's suggestions counted by situation. */
    statistics: ({ biblioteca, ...range }: { dataIni?: string; dataFim?: string; biblioteca?: number }) =>
      t.call(calls.statistics, {
        query: { ...range, biblioteca: biblioteca === undefined ? undefined : String(biblioteca) },
      }),
  };
}
