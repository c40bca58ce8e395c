/**
 * A title pasted whole finds its record first (decision 051), over the real MARC records the
 * project ships (data/marc/demo-bib.mrc, the demo library), by the title as displayed and by the
 * 245 as catalogued, with the ISBD punctuation, dashes, colons, slashes and brackets a patron
 * copies from another catalogue:
 * - every record's pasted title, read as the search reads it, matches its record (one statement
 *   over the whole demo: a search per title would take minutes);
 * - every title the reading changes (a spaced dash, an aside between dashes, an unpaired quote, a
 *   character reference) finds its record first through the search call. Not every other title
 *   does yet (decision 051 says which and why), so those are not claimed here. Records with the same title (editions, reprints), or a title of the
 *   same words, may come in either order among themselves. A title longer than the search field takes (500 characters) is pasted
 *   as far as it goes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchResponse } from "../../api/contract.ts";
import { dataFields, subfieldValues, type MarcRecord } from "../../api/catalogue/marc/record.ts";
import { readQuery } from "../../api/catalogue/search/query-reading.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";
import { sameTitle } from "../support/titles.ts";

/**
 * Titles of the same words, whatever their order or repetition: what the whole-title rank treats
 * as one title (decision 051), so such records may come in either order ("… and cell biology …
 * and review" beside "… cell biology … and review").
 */
const sameWords = (title: string) => [...new Set(title.split(" "))].sort().join(" ");

interface Pasted {
  id: number;
  title: string;
  text: string;
}

describe.each(engines)("pasted titles on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let pasted: Pasted[];
  let titles: Map<number, string>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    const records = await lib.db.query<{ id: number; title: string; marc: MarcRecord }>(
      "SELECT id, title, marc FROM record ORDER BY id",
    );
    titles = new Map(records.map((r) => [r.id, sameTitle(r.title)]));
    pasted = records.flatMap((r) => {
      const [f245] = dataFields(r.marc, "245");
      const catalogued = f245 ? subfieldValues(f245, "abnp").join(" ") : "";
      return [...new Set([r.title, catalogued])].filter(sameTitle).map((text) => ({ id: r.id, title: r.title, text }));
    });
  });
  afterAll(async () => {
    await lib?.close();
  });

  /** Whether the search call finds the record first (or after records of the same title only). */
  const findsFirst = async ({ id, text }: Pasted) => {
    const res = await lib.call(`/api/consulta?perPage=20&q=${encodeURIComponent(text.slice(0, 500))}`);
    const ids = (res.body as SearchResponse).registros?.map((r) => r.cod_acervo) ?? [];
    const at = ids.indexOf(id);
    return at >= 0 && ids.slice(0, at).every((other) => sameWords(titles.get(other)!) === sameWords(titles.get(id)!));
  };

  it("matches every demo record by its whole title, as displayed and as catalogued", async () => {
    expect(new Set(pasted.map((p) => p.id)).size).toBe(3661);
    const missed = await lib.db.query<{ id: number; text: string }>(
      `SELECT p.id, p.text FROM unnest($1::int[], $2::text[], $3::text[]) AS p(id, text, read)
         JOIN record r ON r.id = p.id
        WHERE NOT (r.tsv @@ websearch_to_tsquery('opac', p.read))`,
      [pasted.map((p) => p.id), pasted.map((p) => p.text), pasted.map((p) => readQuery(p.text))],
    );
    expect(missed).toEqual([]);
  });

  it("finds first every title the reading changes, pasted whole", async () => {
    const plain = (text: string) => text.replace(/\s+/g, " ").trim();
    const read = pasted.filter((p) => readQuery(p.text) !== plain(p.text));
    expect(read.length).toBeGreaterThan(20);
    const misses: string[] = [];
    for (const p of read) if (!(await findsFirst(p))) misses.push(`${p.id} ${p.text}`);
    expect(misses).toEqual([]);
  }, 300_000);
});
