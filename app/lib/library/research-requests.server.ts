/**
 * Research requests (interlibrary loan, bibliographic switching, survey, specialised research,
 * catalogue sheet), as declared in api/lending/research-requests/research-requests.calls.ts: decision 033.
 */
import type { RequestValues, ResearchStatus, ResearchType } from "../../../api/lending/research-requests/contract.ts";
import {
  researchCancelCalls,
  researchListCalls,
  researchRequestCalls as calls,
} from "../../../api/lending/research-requests/research-requests.calls.ts";
import type { Transport } from "./transport.server.ts";

export interface ResearchListQuery {
  status?: ResearchStatus;
  dataIni?: string;
  dataFim?: string;
}

/** The create call of each type but the catalogue sheet (see `saveCatalogueSheet`). */
const CREATE = {
  "emprestimo-inter-bibliotecas": calls.interlibraryLoan,
  "comutacao-bibliografica": calls.switching,
  "levantamento-bibliografico": calls.survey,
  "pesquisa-especializada": calls.research,
} as const;

export function researchRequestCalls(t: Transport) {
  return {
    /** The patron's requests of a type, newest first. */
    list: (type: ResearchType, query: ResearchListQuery = {}) => t.call(researchListCalls[type], { query }),
    /**
     * 201 with the request; 422 names the first broken rule (comutacao-bibliografica/{id} when
     * made from a record). Not the catalogue sheet (see `saveCatalogueSheet`).
     */
    create: (type: Exclude<ResearchType, "ficha-catalografica">, values: RequestValues, recordId?: number) => {
      const body = type === "emprestimo-inter-bibliotecas" ? { dados: values } : values;
      return recordId && type === "comutacao-bibliografica"
        ? t.call(calls.switchingOfRecord, { params: { id: String(recordId) }, body })
        : t.call(CREATE[type], { body });
    },
    /** Multipart, the thesis PDF in `arquivo`. */
    saveCatalogueSheet: (values: RequestValues, file: File) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(values)) {
        if (value !== null && value !== undefined) form.append(key, String(value));
      }
      form.append("arquivo", file, file.name);
      return t.call(calls.saveCatalogueSheet, {}, { multipart: form });
    },
    /** Cancels a waiting request; 409 once the library works on it. */
    cancel: (type: ResearchType, id: number) => t.call(researchCancelCalls[type], { params: { id: String(id) } }),
    catalogueFormConfig: () => t.call(calls.formConfig, {}),
    pdfViewPermission: (id: number) => t.call(calls.pdfViewPermission, { query: { codigo: String(id) } }),
    /** The finished card, as the service's response. */
    cardPdf: (id: number) =>
      t.callForFile(calls.cardPdf, { params: { id: String(id) } }, { accept: "application/pdf" }),
  };
}
