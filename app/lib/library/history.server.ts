/** The search history calls (/historico-pesquisa/{key}), keyed by the visitor's cookie key. */
import { historyCalls as calls, type NewSearch } from "../../../api/catalogue/history/history.calls.ts";
import type { Transport } from "./transport.server.ts";

export function historyCalls(t: Transport) {
  return {
    /** The entries, newest first. */
    list: (key: string) => t.call(calls.list, { params: { key } }),
    /** Records a search (a re-run keeps its entry). */
    record: (key: string, entry: NewSearch) => t.call(calls.record, { params: { key }, body: entry }),
    /** Answers the entries left. */
    remove: (key: string, id: number) => t.call(calls.remove, { params: { key, id: String(id) } }),
  };
}
