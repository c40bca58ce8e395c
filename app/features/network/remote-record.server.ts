/**
 * /rede-pergamum/remoto/{code}: one record of a remote catalogue's search (decision 058), asked
 * for again by its position in the search (SRU servers keep no identifiers a client may use). A
 * catalogue that does not answer, refuses the search or no longer has the record is said in the
 * service's words with the service's status (404, 422, 503 with Retry-After), never an error page.
 */
import { data } from "@remix-run/node";
import { SEARCH_BY } from "../../../api/contract.ts";
import type { NetworkSearchBy } from "../../../api/network/network/contract.ts";
import { ServiceError, type LibraryClient } from "../../lib/library/index.server.ts";

/** `pageTitle`: the page's name in the visitor's language, when the record has no title or none came. */
export async function loadRemoteRecord(api: LibraryClient, code: string | undefined, url: URL, pageTitle: string) {
  const params = url.searchParams;
  const codigo = /^\d{1,4}$/.test(code ?? "") ? Number(code) : null;
  const pos = /^\d{1,5}$/.test(params.get("pos") ?? "") ? Number(params.get("pos")) : null;
  const q = (params.get("q") ?? "").trim();
  const field = params.get("for") ?? "LIVRE";
  if (codigo === null || pos === null || pos < 1 || !q || !(SEARCH_BY as readonly string[]).includes(field))
    throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  const back = `/?${new URLSearchParams({ q, for: field, rep: String(codigo) })}`;
  try {
    const record = await api.network.remoteRecord(codigo, { q, for: field as NetworkSearchBy, pos });
    return data(
      { record, problem: null, back, q, title: record.titulo || pageTitle },
      { headers: await api.headers() },
    );
  } catch (error) {
    if (!(error instanceof ServiceError) || ![404, 422, 503].includes(error.status)) throw error;
    const headers: Record<string, string> = error.retryAfter ? { "Retry-After": error.retryAfter } : {};
    return data({ record: null, problem: error.message, back, q, title: pageTitle }, { status: error.status, headers });
  }
}
