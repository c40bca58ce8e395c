/** The record calls (/acervo/{id}…, /sumario, /kardex): the record page and its tabs. */
import type { BasketRecord } from "../../../api/basket/contract.ts";
import type {
  BookContentsResponse,
  ClosedStacksResponse,
  CopiesResponse,
  DublinCoreElement,
  KardexData,
  KardexOptions,
  LinkOut,
  LoanStatistics,
  PrintData,
  PrintPermission,
  RecordActivity,
  RecordData,
  RecordAvailability,
  RecordMarcResponse,
  ReferenceResponse,
  RestrictedFlag,
  SummaryResponse,
} from "../../../api/contract.ts";
import type { Query, Transport } from "./transport.server.ts";

export function recordCalls(t: Transport) {
  return {
    /** GET /acervo/{id}: the record's fields and headings (404 when unknown). */
    data: (id: number) => t.json<RecordData>(`/acervo/${id}`),
    /** GET /acervo/{id}/permissoes: the tabs the record has. */
    activities: (id: number) => t.json<RecordActivity[]>(`/acervo/${id}/permissoes`),
    /** GET /acervo/{id}/disponibilidade: its copies by library, live (issue 18, item 2). */
    availability: (id: number) => t.json<RecordAvailability>(`/acervo/${id}/disponibilidade`),
    /** GET /acervo/{id}/links: its public and restricted links. */
    links: (id: number) => t.json<LinkOut[]>(`/acervo/${id}/links`),
    /**
     * GET /acervo/{id}/exportar?formato=jsonld: the record as schema.org JSON-LD, embedded as is
     * in the page (an export file, so no contract type: the OPAC never reads into it).
     */
    jsonLd: (id: number) => t.json<unknown>(`/acervo/${id}/exportar`, { query: { formato: "jsonld" } }),
    /** GET /acervo/check-permission-to-print. */
    printPermission: () => t.json<PrintPermission>("/acervo/check-permission-to-print"),
    /** GET /acervo/{id}/get-data-to-print (403 when printing is off). */
    printData: (id: number) => t.json<PrintData>(`/acervo/${id}/get-data-to-print`),
    /** GET /acervo/{id}/referencia?estilo= */
    reference: (id: number, style?: "abnt" | "apa") =>
      t.json<ReferenceResponse>(`/acervo/${id}/referencia`, { query: { estilo: style } }),
    /** GET /acervo/{id}/marc; `complete` asks for the complete view (liberacao=1, 403 when not allowed). */
    marc: (id: number, complete = false) =>
      t.json<RecordMarcResponse>(`/acervo/${id}/marc`, { query: complete ? { liberacao: "1" } : undefined }),
    /** GET /acervo/{id}/dublin-core */
    dublinCore: (id: number) => t.json<DublinCoreElement[]>(`/acervo/${id}/dublin-core`),
    /** GET /acervo/{id}/exemplares: copies by library. */
    copies: (id: number) => t.json<CopiesResponse>(`/acervo/${id}/exemplares`),
    /** GET /sumario/{id}/dados: contents (505) and summary (520). */
    summary: (id: number) => t.json<SummaryResponse>(`/sumario/${id}/dados`),
    /** GET /acervo/{id}/sumarios-livros */
    bookContents: (id: number) => t.json<BookContentsResponse>(`/acervo/${id}/sumarios-livros`),
    /** GET /acervo/{id}/acervo-fechado: copies in closed stacks. */
    closedStacks: (id: number) => t.json<ClosedStacksResponse>(`/acervo/${id}/acervo-fechado`),
    /** GET /acervo/{id}/dados-estatisticos/anos: the years with loans. */
    loanYears: (id: number) => t.json<number[]>(`/acervo/${id}/dados-estatisticos/anos`),
    /** GET /acervo/{id}/dados-estatisticos/dados/{year} */
    loanStatistics: (id: number, year: number) =>
      t.json<LoanStatistics>(`/acervo/${id}/dados-estatisticos/dados/${year}`),
    /** GET /acervo/{id}/restrito: whether it has restricted links. */
    restricted: (id: number) => t.json<RestrictedFlag>(`/acervo/${id}/restrito`),
    /** GET /kardex/{id}/combobox-data: the choices of the serial's holdings. */
    kardexOptions: (id: number) => t.json<KardexOptions>(`/kardex/${id}/combobox-data`),
    /** GET /kardex/{id}/data?codBib=&year=&codPeriod= */
    kardexIssues: (id: number, filter: Query) => t.json<KardexData>(`/kardex/${id}/data`, { query: filter }),
    /** GET /acervo/novas-aquisicoes?limite=: the newest records (the feed), as basket entries. */
    newest: (limit: number) => t.json<BasketRecord[]>("/acervo/novas-aquisicoes", { query: { limite: limit } }),
  };
}
