/**
 * The network catalogue's calls (/rede-pergamum/…, decision 041), declared in
 * api/network/network/network.calls.ts, and the remote catalogues' (api/network/remote/remote.calls.ts).
 */
import { networkCalls as calls } from "../../../api/network/network/network.calls.ts";
import { remoteCalls } from "../../../api/network/remote/remote.calls.ts";
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
    /** A database type answered by a remote catalogue over SRU (decision 058); 404, 422, 503 in words. */
    remoteSearch: (codigo: number, query: CallRequest<typeof remoteCalls.search>["query"]) =>
      t.call(remoteCalls.search, { params: { codigo }, query }),
    remoteRecord: (codigo: number, query: CallRequest<typeof remoteCalls.record>["query"]) =>
      t.call(remoteCalls.record, { params: { codigo }, query }),
  };
}
