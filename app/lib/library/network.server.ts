/** The network catalogue's calls (/rede-pergamum/…, decision 041), declared in api/network/network/network.calls.ts. */
import { networkCalls as calls } from "../../../api/network/network/network.calls.ts";
import type { CallRequest } from "../../../api/core/http/call.ts";
import type { Transport } from "./transport.server.ts";

export function networkCalls(t: Transport) {
  return {
    bases: () => t.call(calls.bases, {}),
    institutions: () => t.call(calls.institutions, {}),
    /** q, for, inst (todas or codes), Z, order, page, perPage; 422 without inst. */
    search: (query: CallRequest<typeof calls.search>["query"]) => t.call(calls.search, { query }),
    /** 404 when unknown. */
    record: (id: number) => t.call(calls.record, { params: { id } }),
  };
}
