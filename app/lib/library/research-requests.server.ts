/**
 * Research requests (/api/solicitacoes: interlibrary loan, bibliographic switching, survey,
 * specialised research, catalogue sheet): decision 033.
 */
import type {
  CatalogueFormConfig,
  PdfViewPermission,
  RequestValues,
  ResearchRequestOut,
  ResearchStatus,
  ResearchType,
} from "../../../api/research-requests/contract.ts";
import type { Transport } from "./transport.server.ts";

export interface ResearchListQuery {
  status?: ResearchStatus;
  dataIni?: string;
  dataFim?: string;
}

export function researchRequestCalls(t: Transport) {
  return {
    /** GET /solicitacoes/{tipo}: the patron's requests of a type, newest first. */
    list: (type: ResearchType, query: ResearchListQuery = {}) =>
      t.json<ResearchRequestOut[]>(`/solicitacoes/${type}`, { query: { ...query } }),
    /**
     * POST /solicitacoes/{tipo} (comutacao-bibliografica/{id} when made from a record): 201 with the
     * request; 422 names the first broken rule. Not the catalogue sheet (see `saveCatalogueSheet`).
     */
    create: (type: Exclude<ResearchType, "ficha-catalografica">, values: RequestValues, recordId?: number) =>
      t.json<ResearchRequestOut>(`/solicitacoes/${type}${recordId ? `/${recordId}` : ""}`, {
        json: type === "emprestimo-inter-bibliotecas" ? { dados: values } : values,
      }),
    /** POST /solicitacoes/ficha-catalografica/save (multipart, the thesis PDF in `arquivo`). */
    saveCatalogueSheet: (values: RequestValues, file: File) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(values)) {
        if (value !== null && value !== undefined) form.append(key, String(value));
      }
      form.append("arquivo", file, file.name);
      return t.json<ResearchRequestOut>("/solicitacoes/ficha-catalografica/save", { multipart: form });
    },
    /** DELETE /solicitacoes/{tipo}/{id}: cancels a waiting request; 409 once the library works on it. */
    cancel: (type: ResearchType, id: number) =>
      t.json<ResearchRequestOut>(`/solicitacoes/${type}/${id}`, { method: "DELETE" }),
    /** GET /solicitacoes/ficha-catalografica/get-form-config. */
    catalogueFormConfig: () => t.json<CatalogueFormConfig>("/solicitacoes/ficha-catalografica/get-form-config"),
    /** GET /solicitacoes/ficha-catalografica/pdf-view-permission?codigo=N. */
    pdfViewPermission: (id: number) =>
      t.json<PdfViewPermission>("/solicitacoes/ficha-catalografica/pdf-view-permission", { query: { codigo: id } }),
    /** GET /solicitacoes/ficha-catalografica/{id}/pdf: the finished card, as the service's response. */
    cardPdf: (id: number) => t.download(`/solicitacoes/ficha-catalografica/${id}/pdf`, { accept: "application/pdf" }),
  };
}
