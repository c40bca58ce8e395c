import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HistoryEntry } from "../../api/catalogue/history/history.calls.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const newKey = () => randomBytes(18).toString("base64url");

describe.each(engines)("search history on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const post = (key: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    lib.call(`/api/historico-pesquisa/${key}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const list = async (key: string) => {
    const res = await lib.call(`/api/historico-pesquisa/${key}`);
    expect(res.status).toBe(200);
    return res.body as HistoryEntry[];
  };
  const entry = (n: number, extra: Record<string, unknown> = {}) => ({
    search_id: `search-${n}`,
    campos: [{ termo: `term ${n}`, tipo: "LIVRE" }],
    base: "pesquisa_geral",
    registros: n,
    url: `/?q=term+${n}&for=LIVRE`,
    ...extra,
  });

  it("starts empty and lists searches newest first with their terms, base, count and URL", async () => {
    const key = newKey();
    expect(await list(key)).toEqual([]);
    const first = await post(key, entry(1));
    expect(first.status).toBe(201);
    await post(
      key,
      entry(2, {
        campos: [
          { termo: "Shakespeare", tipo: "AUTOR" },
          { termo: "Lear", tipo: "TITULO" },
        ],
      }),
    );
    const entries = await list(key);
    expect(entries.map((e) => e.search_id)).toEqual(["search-2", "search-1"]);
    expect(entries[0]).toMatchObject({
      campos: [
        { termo: "Shakespeare", tipo: "AUTOR" },
        { termo: "Lear", tipo: "TITULO" },
      ],
      base: "pesquisa_geral",
      registros: 2,
      url: "/?q=term+2&for=LIVRE",
    });
    expect(Date.parse(entries[0].data)).not.toBeNaN();
  });

  it("keeps one entry for a re-run (same search id) and for the same URL again", async () => {
    const key = newKey();
    await post(key, entry(1));
    await post(key, entry(2));
    await post(key, entry(3));
    // A re-run of an older search keeps its id and its place, with the new count.
    await post(key, entry(1, { registros: 7 }));
    // A search redone from its URL under a new id (a reload, a redo link): the entry it had.
    await post(key, entry(2, { search_id: "search-2-again", registros: 9 }));
    const entries = await list(key);
    expect(entries.map((e) => [e.search_id, e.registros])).toEqual([
      ["search-3", 3],
      ["search-2", 9],
      ["search-1", 7],
    ]);
  });

  it("keeps each visitor's history apart", async () => {
    const a = newKey();
    const b = newKey();
    await post(a, entry(1));
    expect(await list(b)).toEqual([]);
    const [only] = await list(a);
    const res = await lib.call(`/api/historico-pesquisa/${b}/${only.id}`, { method: "DELETE" });
    expect(res.status).toBe(404);
    expect(await list(a)).toHaveLength(1);
  });

  it("removes one entry and answers the rest", async () => {
    const key = newKey();
    await post(key, entry(1));
    await post(key, entry(2));
    const [, older] = await list(key);
    const res = await lib.call(`/api/historico-pesquisa/${key}/${older.id}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect((res.body as HistoryEntry[]).map((e) => e.search_id)).toEqual(["search-2"]);
  });

  it("keeps the newest 50 entries", async () => {
    const key = newKey();
    for (let n = 1; n <= 53; n++) await post(key, entry(n));
    const entries = await list(key);
    expect(entries).toHaveLength(50);
    expect(entries[0].search_id).toBe("search-53");
    expect(entries[49].search_id).toBe("search-4");
  });

  it("forgets entries untouched for 30 days", async () => {
    const key = newKey();
    await post(key, entry(1));
    await lib.db.query("UPDATE search_history SET updated_at = now() - interval '31 days' WHERE session_key = $1", [
      key,
    ]);
    await post(newKey(), entry(2));
    expect(await list(key)).toEqual([]);
  });

  it("accepts a form body with the terms as JSON text", async () => {
    const key = newKey();
    const form = new URLSearchParams({
      search_id: "f1",
      campos: JSON.stringify([{ termo: "história", tipo: "ASSUNTO" }]),
      base: "pesquisa_geral",
      registros: "12",
      url: "/?q=hist%C3%B3ria&for=ASSUNTO",
    });
    const res = await lib.call(`/api/historico-pesquisa/${key}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    expect(res.status).toBe(201);
    expect((await list(key))[0].campos).toEqual([{ termo: "história", tipo: "ASSUNTO" }]);
  });

  it.each([
    ["a short key", "abc", entry(1), "Identificador de histórico inválido."],
    ["a URL of another site", newKey(), entry(1, { url: "//evil.example/" }), "Parâmetro inválido: url."],
    ["an absolute URL", newKey(), entry(1, { url: "https://evil.example/" }), "Parâmetro inválido: url."],
    ["a negative count", newKey(), entry(1, { registros: -1 }), "Parâmetro inválido: registros."],
    ["no search id", newKey(), entry(1, { search_id: "" }), "Parâmetro inválido: search_id."],
  ])("refuses %s with a 400", async (_label, key, body, message) => {
    const res = await post(key, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: "invalid_parameter", message } });
  });

  it("says in the caller's language that an entry does not exist", async () => {
    const res = await lib.call(`/api/historico-pesquisa/${newKey()}/999999`, {
      method: "DELETE",
      headers: { lang: "5" },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: "not_found", message: "Search 999999 not found in the history." } });
  });
});
