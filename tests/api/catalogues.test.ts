/**
 * The kids and museum catalogues' calls (decision 040, docs/api.md "Kids and museum catalogues")
 * over the demo's real records, on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  CatalogNews,
  CatalogRecord,
  CatalogSection,
  CatalogVisual,
  HighlightsResponse,
  InfoTab,
  SelfService,
} from "../../api/catalog/contract.ts";
import { seedCatalogues } from "../../api/demo/catalogues.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

describe.each(engines)("kids and museum catalogues on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    await seedCatalogues(lib.db);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const get = async <T>(path: string, status = 200, headers: Record<string, string> = {}) => {
    const res = await lib.call(`/api${path}`, { headers });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body as T;
  };

  it("smoke", async () => {
    console.log(JSON.stringify(await get("/catalogo/secoes?guia=catalogos/kids")));
    console.log(JSON.stringify(await get("/catalogo/destaques?catalogType=M&perPage=7")));
    console.log(JSON.stringify(await get("/catalogo/destaques?catalogType=K&perPage=7&orderBy=ano_publicacao&direction=D")));
    console.log(JSON.stringify(await get("/catalogo/noticias?catalogType=K")));
    console.log(JSON.stringify(await get("/parametros/secao_1?tipo_catalogo=K")));
    console.log(JSON.stringify(await get("/parametros/secao_2?tipo_catalogo=K")));
    console.log(JSON.stringify(await get("/parametros/autoatendimento")));
  });
});
