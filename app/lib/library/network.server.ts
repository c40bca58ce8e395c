/** The network catalogue's calls (/rede-pergamum/…, decision 041). */
import type {
  DatabaseType,
  NetworkInstitution,
  NetworkRecord,
  NetworkSearchResponse,
} from "../../../api/network/contract.ts";
import type { Query, Transport } from "./transport.server.ts";

export function networkCalls(t: Transport) {
  return {
    /** GET /rede-pergamum/bases: the database types (`rep`) the caller's category is granted. */
    bases: () => t.json<DatabaseType[]>("/rede-pergamum/bases"),
    /** GET /rede-pergamum/oai/instituicoes: the institutions of the network. */
    institutions: () => t.json<NetworkInstitution[]>("/rede-pergamum/oai/instituicoes"),
    /** GET /rede-pergamum/consulta: q, for, inst (todas or codes), Z, order, page, perPage; 422 without inst. */
    search: (query: Query) => t.json<NetworkSearchResponse>("/rede-pergamum/consulta", { query }),
    /** GET /rede-pergamum/acervo/{id}: a harvested record; 404 when unknown. */
    record: (id: number) => t.json<NetworkRecord>(`/rede-pergamum/acervo/${id}`),
  };
}
