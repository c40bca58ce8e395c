/**
 * A failing network service never fails the search page (decision 041):
 * the view says it is unavailable (the page shows 'Serviço Rede Pergamum não disponível!') and
 * keeps the form; a refusal of the service (4xx) is not mistaken for it.
 */
import { describe, expect, it } from "vitest";
import type { DatabaseType, NetworkInstitution, NetworkSearchResponse } from "../../../api/network/network/contract.ts";
import { ServiceError, type LibraryClient } from "../../lib/library/index.server.ts";
import { parseSearchState } from "../search/search-config.ts";
import { parseNetworkParams } from "./network-params.ts";
import { loadNetworkForm, runNetworkSearch } from "./network-search.server.ts";

const BASES: DatabaseType[] = [{ codigo: 109, base: "rede_oai_local", descricao: "Rede OAI Local", disponivel: true }];
const DOWN = new ServiceError(
  500,
  "network_unavailable",
  "Ocorreu um erro inesperado ao consultar o Catálogo da Rede Pergamum!",
);

function client(network: {
  institutions?: () => Promise<NetworkInstitution[]>;
  search?: () => Promise<NetworkSearchResponse>;
}): LibraryClient {
  return {
    network: {
      bases: () => Promise.resolve(BASES),
      institutions: network.institutions ?? (() => Promise.resolve([])),
      search: network.search ?? (() => Promise.reject(new Error("not called"))),
    },
  } as unknown as LibraryClient;
}

const query = new URLSearchParams("q=filmstrip&rep=109&inst=todas");

describe("the network part of the search page", () => {
  it("says the network is unavailable when its institutions cannot be read, keeping the form", async () => {
    for (const failure of [DOWN, new TypeError("fetch failed")]) {
      const view = await loadNetworkForm(
        client({ institutions: () => Promise.reject(failure) }),
        parseNetworkParams(query),
      );
      expect(view).toMatchObject({
        unavailable: true,
        institutions: null,
        searching: true,
        bases: [{ code: 109, label: "Rede OAI Local", available: true }],
      });
    }
  });

  it("says so when the search itself fails, with no results, and rethrows a refusal", async () => {
    const api = client({
      institutions: () => Promise.resolve([{ cod_empresa: 7, sigla_empresa: "VIZINHA", desc_empresa: "Vizinha" }]),
      search: () => Promise.reject(DOWN),
    });
    const view = (await loadNetworkForm(api, parseNetworkParams(query)))!;
    expect(view.unavailable).toBe(false);
    await runNetworkSearch(api, parseSearchState(query), view);
    expect([view.unavailable, view.results]).toEqual([true, null]);

    const refused = new ServiceError(422, "institution_required", "Selecione ao menos uma instituição.");
    const strict = client({ search: () => Promise.reject(refused) });
    const fresh = (await loadNetworkForm(strict, parseNetworkParams(query)))!;
    await expect(runNetworkSearch(strict, parseSearchState(query), fresh)).rejects.toBe(refused);
    expect(fresh.unavailable).toBe(false);
  });
});
