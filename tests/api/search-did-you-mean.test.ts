/**
 * "Did you mean" (decision 051) on the demo catalogue, both engines: a title pasted with one
 * letter swapped with the next, or one letter dropped, gets a correction from the catalogue's
 * own words that finds the record in the first three (or finds it itself); the vocabulary the
 * corrections come from is what the records hold, kept by the catalogue's changes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchResponse } from "../../api/contract.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";
import { sameTitle } from "../support/titles.ts";

/** Demo records by MARC source key (001|003), titles in several languages and scripts. */
const PINNED = [
  "00000018|DLC",
  "15294631|",
  "007883543|Uk",
  "486521|",
  "028421237|",
  "031828456|",
  "034608524|",
  "036763765|",
  "000831180|",
  "99177113220001161|",
  "u148|SIRSI",
  "u302|SIRSI",
  "u454|SIRSI",
  "u608|SIRSI",
  "u762|SIRSI",
  "u1069|SIRSI",
  "u1224|SIRSI",
  "u1531|SIRSI",
  "u1683|SIRSI",
  "u1991|SIRSI",
];

/** The title's longest word of letters only (the first of equal length): the one mistyped. */
function longestWord(title: string): string {
  const words = title.match(/\p{L}+/gu) ?? [];
  return words.reduce((longest, w) => ([...w].length > [...longest].length ? w : longest), "");
}

/** The word with the letter in its middle swapped with the next one (the next pair that differs). */
export function swapped(word: string): string {
  const letters = [...word];
  let i = Math.floor(letters.length / 2) - 1;
  while (i + 1 < letters.length && letters[i].toLowerCase() === letters[i + 1].toLowerCase()) i++;
  [letters[i], letters[i + 1]] = [letters[i + 1], letters[i]];
  return letters.join("");
}

/** The word without the letter in its middle. */
export function dropped(word: string): string {
  const letters = [...word];
  letters.splice(Math.floor(letters.length / 2), 1);
  return letters.join("");
}

describe.each(engines)("did you mean on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let records: { id: number; source_key: string; title: string }[];
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    records = await lib.db.query(`SELECT id, source_key, title FROM record WHERE source_key = ANY($1::text[])`, [
      PINNED,
    ]);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const search = async (q: string, extra = "") =>
    (await lib.call(`/api/consulta?q=${encodeURIComponent(q)}${extra}`)).body as SearchResponse;
  /**
   * Whether the answer's first three hits have the record: it, or, when the demo has more than
   * three records of its title (editions: "Vänrikki Stoolin tarinat" has 23), three of those.
   */
  const inFirstThree = (answer: SearchResponse, id: number, title: string) => {
    const first = answer.registros.slice(0, 3);
    return (
      first.some((r) => r.cod_acervo === id) ||
      (first.length === 3 && first.every((r) => sameTitle(r.titulo) === sameTitle(title)))
    );
  };

  /** Whether the mistyped title shows the record in its first three, or its first correction does. */
  const oneStep = async (id: number, title: string, q: string) => {
    const answer = await search(q);
    if (inFirstThree(answer, id, title)) return true;
    const correction = answer.sugestoes?.correcoes[0];
    if (!correction) return `${q}: no correction`;
    return inFirstThree(await search(correction.termo), id, title) || `${q}: ${correction.termo}`;
  };

  it("leads a title with a swapped or a dropped letter to its record in one step", async () => {
    expect(records.map((r) => r.source_key).sort()).toEqual([...PINNED].sort());
    const misses: (string | true)[] = [];
    // One typing error per title, a swap and a drop in turn, in the order of PINNED.
    for (const { id, source_key, title } of records) {
      const word = longestWord(title);
      const typo = PINNED.indexOf(source_key) % 2 === 0 ? swapped(word) : dropped(word);
      misses.push(await oneStep(id, title, title.replace(word, typo)));
    }
    expect(misses.filter((m) => m !== true)).toEqual([]);
  });

  it("offers the correction with its count, keeps the words that hit, and links nothing it cannot find", async () => {
    const answer = await search("Incense and pepeprmints");
    expect(answer.totalRegistros).toBe(0);
    const [first] = answer.sugestoes!.correcoes;
    expect(answer.sugestoes!.clara).toBe(true);
    expect(first).toMatchObject({ termo: "Incense and peppermints", edicoes: 1 });
    expect(first.total).toBe((await search(first.termo)).totalRegistros);
    expect(first.total).toBeGreaterThan(0);
    // Found: nothing to correct. Nonsense: no correction finds anything.
    expect((await search("Incense and peppermints")).sugestoes).toBeUndefined();
    expect((await search("qzxv wkpj")).sugestoes).toBeUndefined();
  });

  it("corrects from the searched field's words and keeps the filters", async () => {
    // "peppermints" is a title word: an author search has no such word to offer.
    expect((await search("pepeprmints", "&for=AUTOR")).sugestoes).toBeUndefined();
    expect((await search("pepeprmints", "&for=TITULO")).sugestoes?.correcoes[0].termo).toBe("peppermints");
    // A filter that leaves the correction nothing: no correction.
    expect((await search("pepeprmints", "&Y=1066")).sugestoes).toBeUndefined();
  });

  it("holds in its vocabulary the words the records have, through inserts, updates and deletes", async () => {
    const recount = `SELECT w.word, w.field, count(*)::int AS records FROM record r
                      CROSS JOIN LATERAL opac_record_words(r.tsv_title, r.tsv_author, r.tsv_subject) w
                      GROUP BY w.word, w.field`;
    const kept = "SELECT word, field, records FROM record_word WHERE records > 0";
    const same = async () => {
      const [{ n }] = await lib.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ((${recount}) EXCEPT (${kept})) x`,
      );
      const [{ m }] = await lib.db.query<{ m: number }>(
        `SELECT count(*)::int AS m FROM ((${kept}) EXCEPT (${recount})) x`,
      );
      return n + m;
    };
    expect(await same()).toBe(0);
    const [{ id }] = records;
    await lib.db.query(`UPDATE record SET tsv_title = to_tsvector('opac', 'Zyxwvut geography') WHERE id = $1`, [id]);
    expect(await same()).toBe(0);
    expect(await lib.db.query("SELECT records FROM record_word WHERE word = 'zyxwvut' AND field = 'T'")).toEqual([
      { records: 1 },
    ]);
    await lib.db.query("DELETE FROM record WHERE id = $1", [id]);
    expect(await same()).toBe(0);
  });
});
