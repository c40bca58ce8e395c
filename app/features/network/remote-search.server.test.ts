/**
 * A database type answered by a remote catalogue (decision 058): the search goes to the remote
 * call with no institution picker, its records link to their position, and a catalogue that does
 * not answer or refuses is the service's message on the page, never an error page.
 */
import { describe, expect, it } from "vitest";
import type { DatabaseType } from "../../../api/network/network/contract.ts";
import type { RemoteSearchResponse } from "../../../api/network/remote/remote.calls.ts";
import { ServiceError, type LibraryClient } from "../../lib/library/index.server.ts";
import { parseSearchState } from "../search/search-config.ts";
import { parseNetworkParams } from "./network-params.ts";
import { loadNetworkForm, runNetworkSearch } from "./network-search.server.ts";

const BASES: DatabaseType[] = [
  { codigo: 113, base: "target_gedweb", descricao: "Target GEDWeb", disponivel: true, remoto: "Parceira SRU" },
];
const ANSWER: RemoteSearchResponse = {
  totalRegistros: 1,
  fonte: { codigo: 113, nome: "Parceira SRU", url: "http://parceira.test/sru" },
  registros: [{ posicao: 1, titulo: "Piano", autor: "Bach", ano_publicacao: 1990, tipo_obra: "Text", idioma: "por" }],
};

function client(remoteSearch: () => Promise<RemoteSearchResponse>): LibraryClient {
  return {
    network: {
      bases: () => Promise.resolve(BASES),
      institutions: () => Promise.reject(new Error("no picker for a remote catalogue")),
      remoteSearch,
    },
  } as unknown as LibraryClient;
}

const query = new URLSearchParams("q=piano&for=TITULO&rep=113");

describe("a remote catalogue in the search page", () => {
  it("searches it without the picker and links each record by its position, with its source", async () => {
    const api = client(() => Promise.resolve(ANSWER));
    const view = (await loadNetworkForm(api, parseNetworkParams(query)))!;
    expect([view.remote, view.institutions, view.unavailable]).toEqual([
      { code: 113, name: "Parceira SRU" },
      null,
      false,
    ]);
    await runNetworkSearch(api, parseSearchState(query), view);
    expect(view.results?.items).toEqual([
      {
        id: 1,
        href: "/rede-pergamum/remoto/113?q=piano&for=TITULO&pos=1",
        title: "Piano",
        author: "Bach",
        year: 1990,
        type: "Text",
        institution: "Parceira SRU",
      },
    ]);
  });

  it("shows the service's words when the catalogue is silent or refuses", async () => {
    for (const failure of [
      new ServiceError(503, "remote_unavailable", "O catálogo Parceira SRU não respondeu a tempo.", "60"),
      new ServiceError(422, "remote_refused", "O catálogo Parceira SRU recusou a pesquisa: Query syntax error"),
    ]) {
      const api = client(() => Promise.reject(failure));
      const view = (await loadNetworkForm(api, parseNetworkParams(query)))!;
      await runNetworkSearch(api, parseSearchState(query), view);
      expect([view.remoteError, view.results, view.unavailable]).toEqual([failure.message, null, false]);
    }
  });
});
