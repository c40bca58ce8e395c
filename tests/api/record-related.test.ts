/**
 * More like this (GET /api/acervo/{id}/semelhantes, decision 051) on the demo catalogue, both
 * engines: a record pinned by its MARC source key gets exactly the titles that share the most
 * headings with it, one per title, never its own title.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RelatedRecord } from "../../api/contract.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

describe.each(engines)("more like this on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  const idOf = async (key: string) =>
    (await lib.db.query<{ id: number }>("SELECT id FROM record WHERE source_key = $1", [key]))[0].id;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
  });
  afterAll(async () => {
    await lib?.close();
  });

  it("lists the titles sharing the most names and subjects, then the same class, then the newest", async () => {
    // "The left side of Paradise : the screenwriting of John Howard Lawson" (subjects: screenwriters,
    // communism, blacklisting of authors).
    const res = await lib.call(`/api/acervo/${await idOf("u1991|SIRSI")}/semelhantes`);
    expect(res.status).toBe(200);
    const related = res.body as RelatedRecord[];
    expect(related.map((r) => [r.titulo, r.cabecalhos_comuns])).toEqual([
      ["Between flops : a biography of Preston Sturges", 2],
      ["Kommunisten zur Judenfrage : zur Geschichte von Theorie und Praxis des Kommunismus", 1],
      [
        "Wspólne tradycje : współdziałanie polskiego i niemieckiego ruchu robotniczego : wybór dokumentów i materiałów",
        1,
      ],
      ["Sovetskiĭ Kirgizstan v dokumentakh, 1917-1967", 1],
      ["Les intellectuels africains face au marxisme", 1],
      ["Social development of Soviet society : problems and prospects", 1],
    ]);
    expect(related[0]).toMatchObject({ autor: "Curtis, James", ano_publicacao: 1984 });
    const [first] = await lib.db.query<{ title: string }>("SELECT title FROM record WHERE id = $1", [
      related[0].cod_acervo,
    ]);
    expect(first.title).toBe(related[0].titulo);
  });

  it("never lists the record's own title (its other editions)", async () => {
    const id = await idOf("000831180|");
    const related = (await lib.call(`/api/acervo/${id}/semelhantes`)).body as RelatedRecord[];
    expect(related.length).toBeLessThanOrEqual(6);
    expect(related.filter((r) => r.titulo.startsWith("Vänrikki Stoolin tarinat"))).toEqual([]);
    expect(new Set(related.map((r) => r.titulo)).size).toBe(related.length);
  });

  it("is empty for a record without headings, 404 for an unknown one, 400 for a bad id", async () => {
    const [bare] = await lib.db.query<{ id: number }>(
      "SELECT id FROM record WHERE headings = '{}' ORDER BY id LIMIT 1",
    );
    expect((await lib.call(`/api/acervo/${bare.id}/semelhantes`)).body).toEqual([]);
    expect((await lib.call("/api/acervo/999999/semelhantes")).status).toBe(404);
    expect((await lib.call("/api/acervo/x/semelhantes")).status).toBe(400);
  });
});
