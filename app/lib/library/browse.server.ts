/** The alphabetic browse's calls (/navegacao, decision 057). */
import { browseCalls as calls, type BrowseKind } from "../../../api/catalogue/browse/browse.calls.ts";
import type { Transport } from "./transport.server.ts";

export function browseCalls(t: Transport) {
  return {
    /** A page of headings from `de` (inclusive) or before `ate`. */
    page: (query: { tipo: BrowseKind; de?: string; ate?: string }) => t.call(calls.page, { query }),
    /** A page of the records filed under a heading. */
    records: (query: { tipo: BrowseKind; chave: string; apos?: number }) => t.call(calls.records, { query }),
  };
}
