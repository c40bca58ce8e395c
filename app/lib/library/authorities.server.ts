/** The authority calls (/autoridade/{id}…); the authority search is in search.server.ts. */
import { authorityCalls as calls } from "../../../api/catalogue/authorities/authorities.calls.ts";
import type { Transport } from "./transport.server.ts";

export function authorityCalls(t: Transport) {
  return {
    details: (id: number) => t.call(calls.details, { params: { id } }),
    marc: (id: number) => t.call(calls.marc, { params: { id } }),
    /** The records under the heading. */
    records: (id: number, page: number, perPage: number) =>
      t.call(calls.records, { params: { id }, query: { page, perPage } }),
  };
}
