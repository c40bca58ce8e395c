/**
 * The search result cache seen from outside: a repeated search answers the same, under a new
 * search id, and a change to the catalogue — a record removed, a copy moved to another library,
 * whichever process made it — shows in the very next search.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FilterDefinition, SearchResponse } from "../../api/contract.ts";
import { metrics } from "../../api/core/http/metrics.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

describe.each(engines)("search result cache on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const search = async (query: string) => {
    const res = await lib.call(`/api/consulta?${query}`);
    expect(res.status).toBe(200);
    return res.body as SearchResponse;
  };
  const libraryCount = async (query: string, library: number) => {
    const res = await lib.call(`/api/consulta/filtros?${query}`);
    expect(res.status).toBe(200);
    const B = (res.body as FilterDefinition[]).find((f) => f.codigo === "B")!;
    return B.contagem.find((c) => c.codigo === String(library))?.total ?? 0;
  };

  it("answers a repeated search the same, each under its own search id", async () => {
    const first = await search("q=darwin");
    const again = await search("q=darwin");
    expect(again.totalRegistros).toBe(first.totalRegistros);
    expect(again.registros.map((r) => r.cod_acervo)).toEqual(first.registros.map((r) => r.cod_acervo));
    expect(again.sessao).not.toBe(first.sessao);
    expect(new Set(again.registros.map((r) => r.search_id))).toEqual(new Set([again.sessao]));
    const kept = await search("q=darwin&search_id=kept-id");
    expect(kept.sessao).toBe("kept-id");
  });

  it("shows a record removed from the catalogue in the very next search", async () => {
    const before = await search("q=darwin");
    expect(before.totalRegistros).toBeGreaterThan(1);
    const removed = before.registros[0].cod_acervo;
    await lib.db.query("DELETE FROM item WHERE record_id = $1", [removed]);
    await lib.db.query("DELETE FROM record WHERE id = $1", [removed]);
    const after = await search("q=darwin");
    expect(after.totalRegistros).toBe(before.totalRegistros - 1);
    expect(after.registros.map((r) => r.cod_acervo)).not.toContain(removed);
  });

  it("shows a copy moved to another library in the next filter counts", async () => {
    const [record] = await lib.db.query<{ id: number }>(
      `SELECT r.id FROM record r WHERE r.tsv @@ to_tsquery('opac', 'darwin')
          AND NOT EXISTS (SELECT 1 FROM item i WHERE i.record_id = r.id AND i.library_id = 3) LIMIT 1`,
    );
    expect(record).toBeDefined();
    const before = await libraryCount("q=darwin", 3);
    await lib.db.query("UPDATE item SET library_id = 3, location_id = NULL WHERE record_id = $1", [record.id]);
    expect(await libraryCount("q=darwin", 3)).toBe(before + 1);
  });

  it("shows a change of the institution's settings in the next advanced-search options", async () => {
    const similar = async () =>
      ((await lib.call("/api/consulta/advanced-search/options")).body as { similar: boolean }).similar;
    const before = await similar();
    await lib.db.query(
      `INSERT INTO institution_param (key, value) VALUES ('habilita_pesquisa_similar', $1)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      [before ? "N" : "S"],
    );
    expect(await similar()).toBe(!before);
  });

  it("keeps the option lists for their generation with the search cache off, and computes them again after a change", async () => {
    const cold = await openTestLibrary(engine, { SEARCH_CACHE_ENTRIES: "0" });
    try {
      const sent = async () =>
        (await metrics.statements.get()).values.find((v) => v.labels.pool === "primary")?.value ?? 0;
      const options = async () => {
        const before = await sent();
        const res = await cold.call("/api/consulta/advanced-search/options");
        expect(res.status).toBe(200);
        return { body: res.body as unknown, statements: (await sent()) - before };
      };
      const first = await options();
      expect(first.statements).toBeGreaterThan(1);
      // Only the generation is read again.
      expect(await options()).toEqual({ body: first.body, statements: 1 });
      // A search is still computed every time.
      const darwin = async () => {
        const before = await sent();
        expect((await cold.call("/api/consulta?q=darwin")).status).toBe(200);
        return (await sent()) - before;
      };
      expect(await darwin()).toBeGreaterThan(1);
      expect(await darwin()).toBeGreaterThan(1);
      await cold.db.query(
        `INSERT INTO institution_param (key, value) VALUES ('habilita_pesquisa_similar', 'N')
         ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      );
      const changed = await options();
      expect(changed.statements).toBeGreaterThan(1);
      expect((changed.body as { similar: boolean }).similar).toBe(false);
    } finally {
      await cold.close();
    }
  });

  it("is not disturbed by loans, which change only a copy's status", async () => {
    const before = await lib.db.query<{ generation: string }>(
      "SELECT generation::text AS generation FROM catalogue_state",
    );
    await lib.db.query("UPDATE item SET status = status WHERE id = (SELECT min(id) FROM item)");
    const after = await lib.db.query<{ generation: string }>(
      "SELECT generation::text AS generation FROM catalogue_state",
    );
    expect(after).toEqual(before);
  });
});
