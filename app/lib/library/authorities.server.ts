/** The authority calls (/autoridade/{id}…); the authority search is in search.server.ts. */
import type { AuthorityDetails, AuthorityRecordsResponse, MarcResponse } from "../../../api/contract.ts";
import type { Transport } from "./transport.server.ts";

export function authorityCalls(t: Transport) {
  return {
    /** GET /autoridade/{id} */
    details: (id: number) => t.json<AuthorityDetails>(`/autoridade/${id}`),
    /** GET /autoridade/{id}/marc */
    marc: (id: number) => t.json<MarcResponse>(`/autoridade/${id}/marc`),
    /** GET /autoridade/{id}/acervos?page=&perPage=: the records under the heading. */
    records: (id: number, page: number, perPage: number) =>
      t.json<AuthorityRecordsResponse>(`/autoridade/${id}/acervos`, { query: { page, perPage } }),
  };
}
