/** The search history calls (/historico-pesquisa/{key}), keyed by the visitor's cookie key. */
import type { HistoryEntry } from "../../../api/contract.ts";
import type { Transport } from "./transport.server.ts";

export function historyCalls(t: Transport) {
  return {
    /** GET /historico-pesquisa/{key}: the entries, newest first. */
    list: (key: string) => t.json<HistoryEntry[]>(`/historico-pesquisa/${key}`),
    /** POST /historico-pesquisa/{key}: records a search (a re-run keeps its entry). */
    record: (
      key: string,
      entry: {
        search_id: string;
        campos: { termo: string; tipo: string }[];
        base: string;
        registros: number;
        url: string;
      },
    ) =>
      t.json<HistoryEntry>(`/historico-pesquisa/${key}`, {
        // A form body: the service reads `campos` as JSON text there.
        form: {
          search_id: entry.search_id,
          campos: JSON.stringify(entry.campos),
          base: entry.base,
          registros: String(entry.registros),
          url: entry.url,
        },
      }),
    /** DELETE /historico-pesquisa/{key}/{id}: answers the entries left. */
    remove: (key: string, id: number) =>
      t.json<HistoryEntry[]>(`/historico-pesquisa/${key}/${id}`, { method: "DELETE" }),
  };
}
