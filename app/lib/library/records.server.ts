/** The record calls (/acervo/{id}…, /sumario, /kardex): the record page and its tabs. */
import { availabilityCalls } from "../../../api/catalogue/availability/availability.calls.ts";
import { feedCalls } from "../../../api/catalogue/feeds/feeds.calls.ts";
import {
  kardexCalls,
  recordCalls as calls,
  summaryCalls,
  type ExportFormat,
} from "../../../api/catalogue/records/records.calls.ts";
import type { CslStyle } from "../../../api/catalogue/records/citation/csl/styles.ts";
import type { CallRequest } from "../../../api/core/http/call.ts";
import type { Transport } from "./transport.server.ts";

export function recordCalls(t: Transport) {
  return {
    /** The record's fields and headings (404 when unknown). */
    data: (id: number) => t.call(calls.data, { params: { id } }),
    /** The tabs the record has. */
    activities: (id: number) => t.call(calls.activities, { params: { id } }),
    /** Its copies by library, live. */
    availability: (id: number) => t.call(availabilityCalls.record, { params: { id } }),
    /** Titles like it (more like this). */
    related: (id: number) => t.call(calls.related, { params: { id } }),
    /** The other editions of its work (decision 056). */
    editions: (id: number) => t.call(calls.editions, { params: { id } }),
    /** Its public and restricted links. */
    links: (id: number) => t.call(calls.links, { params: { id } }),
    /**
     * The record as schema.org JSON-LD, embedded as is in the page (an export file: the OPAC
     * never reads into it).
     */
    jsonLd: async (id: number): Promise<unknown> =>
      (await t.callForFile(calls.export, { params: { id }, query: { formato: "jsonld" } })).json(),
    /** The record as a file of the service (RIS, BibTeX, MODS, MARCXML, Dublin Core, …). */
    exportFile: (id: number, format: ExportFormat) =>
      t.callForFile(calls.export, { params: { id }, query: { formato: format } }),
    /** The record page's citation meta tags and COinS, for reference managers. */
    capture: (id: number) => t.call(calls.capture, { params: { id } }),
    /** Whether the record page may be printed. */
    printPermission: () => t.call(calls.printPermission, {}),
    /** The print view's data (403 when printing is off). */
    printData: (id: number) => t.call(calls.printData, { params: { id } }),
    reference: (id: number, style?: "abnt" | "apa") =>
      t.call(calls.reference, { params: { id }, query: { estilo: style } }),
    /** The reference in a CSL style (citeproc-js). */
    cslReference: (id: number, style: CslStyle) =>
      t.call(calls.cslReference, { params: { id }, query: { estilo: style } }),
    /** `complete` asks for the complete view (liberacao=1, 403 when not allowed). */
    marc: (id: number, complete = false) =>
      t.call(calls.marc, { params: { id }, query: complete ? { liberacao: "1" } : undefined }),
    dublinCore: (id: number) => t.call(calls.dublinCore, { params: { id } }),
    /** Copies by library. */
    copies: (id: number) => t.call(calls.copies, { params: { id } }),
    /** Contents (505) and summary (520). */
    summary: (id: number) => t.call(summaryCalls.data, { params: { id } }),
    bookContents: (id: number) => t.call(calls.bookContents, { params: { id } }),
    /** Copies in closed stacks. */
    closedStacks: (id: number) => t.call(calls.closedStacks, { params: { id } }),
    /** The years with loans. */
    loanYears: (id: number) => t.call(calls.loanYears, { params: { id } }),
    loanStatistics: (id: number, year: number) => t.call(calls.loanStatistics, { params: { id, year } }),
    /** Whether it has restricted links. */
    restricted: (id: number) => t.call(calls.restricted, { params: { id } }),
    /** The choices of the serial's holdings. */
    kardexOptions: (id: number) => t.call(kardexCalls.options, { params: { id } }),
    kardexIssues: (id: number, filter: CallRequest<typeof kardexCalls.issues>["query"]) =>
      t.call(kardexCalls.issues, { params: { id }, query: filter }),
    /** The newest records (the feed), as basket entries. */
    newest: (limit: number) => t.call(feedCalls.newest, { query: { limite: limit } }),
  };
}
