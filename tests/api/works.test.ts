/**
 * Works and editions (decision 056) on the demo catalogue, both engines, records pinned by MARC
 * source key: the work key groups translations sharing a uniform title (240) and editions of one
 * title, and leaves apart what only looks alike; grouped results count works, sum availability
 * across a work's editions and list a work's editions; the record page's list of the others; the
 * network catalogue's one entry for a work two institutions hold.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Edition, SearchResponse } from "../../api/contract.ts";
import type { NetworkSearchResponse } from "../../api/network/network/contract.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

/** Esko Valtaoja's "Kotona maailmankaikkeudessa": two Finnish editions, German and Swedish translations (240). */
const VALTAOJA_KOTONA = ["000971472|", "005083536|", "006458254|", "007208885|"];
const VALTAOJA_KEY = "valtaoja esko / kotona maailmankaikkeudessa";
/** Hawking's "Ajan lyhyt historia": the translation of A brief history of time, and of the illustrated one. */
const BRIEF_HISTORY = ["000095841|", "000555230|", "006123458|"];
const ILLUSTRATED = ["000146854|", "000215259|"];
/** Three children's books titled "Barack Obama", by three authors: three works. */
const OBAMA = ["15161833|", "15490664|", "15490985|"];

describe.each(engines)("works and editions on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  const ids = async (keys: string[]) =>
    (
      await lib.db.query<{ id: number }>("SELECT id FROM record WHERE source_key = ANY($1::text[]) ORDER BY id", [keys])
    ).map((r) => r.id);
  const keyOf = async (keys: string[]) =>
    (
      await lib.db.query<{ work_key: string | null }>(
        "SELECT DISTINCT work_key FROM record WHERE source_key = ANY($1::text[])",
        [keys],
      )
    ).map((r) => r.work_key);
  const search = async (query: string) => {
    const res = await lib.call(`/api/consulta?${query}`);
    expect(res.status).toBe(200);
    return res.body as SearchResponse;
  };
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
  });
  afterAll(async () => {
    await lib?.close();
  });

  it("gives translations sharing a uniform title one key, and keeps look-alikes apart", async () => {
    expect(await keyOf(VALTAOJA_KOTONA)).toEqual([VALTAOJA_KEY]);
    expect(await keyOf(BRIEF_HISTORY)).toEqual(["hawking stephen / brief history of time"]);
    expect(await keyOf(ILLUSTRATED)).toEqual(["hawking stephen / illustrated a brief history of time"]);
    expect((await keyOf(OBAMA)).sort()).toEqual([
      "de medeiros michael / barack obama",
      "horn geoffrey m / barack obama",
      "nichols catherine / barack obama",
    ]);
    // A serial without an ISSN groups with nothing, whatever its title.
    expect(await keyOf(["u241|SIRSI", "u242|SIRSI", "u252|SIRSI"])).toEqual([null]);
  });

  it("groups the hits by work when asked, counting works and summing availability", async () => {
    const plain = await search("q=Valtaoja&for=AUTOR");
    expect(plain.totalRegistros).toBe(5);
    expect(plain.agrupado).toBeUndefined();
    const grouped = await search("q=Valtaoja&for=AUTOR&agrupar=1");
    expect(grouped.agrupado).toBe(true);
    expect(grouped.totalRegistros).toBe(2);
    const works = grouped.registros.map((r) => r.obra);
    expect(works).toEqual(
      expect.arrayContaining([
        { chave: VALTAOJA_KEY, edicoes: 4, acervos: await ids(VALTAOJA_KOTONA) },
        expect.objectContaining({ edicoes: 1 }),
      ]),
    );
    const kotona = grouped.registros.find((r) => r.obra?.chave === VALTAOJA_KEY)!;
    const editions = plain.registros.filter((r) => kotona.obra!.acervos.includes(r.cod_acervo));
    const copies = (list: SearchResponse["registros"]) =>
      list.flatMap((r) => r.disponibilidade ?? []).reduce((n, l) => n + l.total, 0);
    expect(copies([kotona])).toBe(copies(editions));
    expect(copies([kotona])).toBeGreaterThan(0);
  });

  it("keeps paging exact over works", async () => {
    const all = await search("q=Hawking&for=AUTOR&agrupar=1&perPage=100");
    expect(all.totalRegistros).toBe(6);
    const pages = [];
    for (const page of [1, 2])
      pages.push(...(await search(`q=Hawking&for=AUTOR&agrupar=1&perPage=3&page=${page}`)).registros);
    expect(pages.map((r) => r.cod_acervo)).toEqual(all.registros.map((r) => r.cod_acervo));
    expect(all.registros.map((r) => r.obra!.edicoes).sort()).toEqual([1, 1, 1, 1, 2, 3]);
    // Past the last work: no entry, the works still counted.
    const past = await search("q=Hawking&for=AUTOR&agrupar=1&perPage=3&page=3");
    expect([past.totalRegistros, past.registros]).toEqual([6, []]);
  });

  it("lists a work's editions among the hits, and every edition without a term", async () => {
    const key = encodeURIComponent(VALTAOJA_KEY);
    const withTerm = await search(`q=Universum&chave_obra=${key}`);
    expect(withTerm.registros.map((r) => r.cod_acervo).sort()).toEqual(
      await ids(["000971472|", "005083536|", "006458254|"]),
    );
    const every = await search(`q=&chave_obra=${key}`);
    expect(every.totalRegistros).toBe(4);
    expect(every.registros.map((r) => r.ano_publicacao)).toEqual([2011, 2006, 2003, 2001]);
  });

  it("lists the record's other editions on its page, and none for a work of one", async () => {
    const [first, ...others] = await ids(VALTAOJA_KOTONA);
    const res = await lib.call(`/api/acervo/${first}/edicoes`);
    expect(res.status).toBe(200);
    const editions = res.body as Edition[];
    expect(editions.map((e) => e.cod_acervo).sort()).toEqual(others);
    expect(editions.map((e) => [e.ano_publicacao, e.idioma])).toEqual([
      [2011, "fin"],
      [2003, "swe"],
      [2001, "fin"],
    ]);
    const [obama] = await ids([OBAMA[0]]);
    expect((await lib.call(`/api/acervo/${obama}/edicoes`)).body).toEqual([]);
    expect((await lib.call("/api/acervo/999999/edicoes")).status).toBe(404);
  });

  it("names every institution holding a work in the network catalogue's grouped results", async () => {
    const [alfa, beta] = (
      await lib.db.query<{ id: number }>(
        `INSERT INTO network_endpoint (acronym, name, url, metadata_prefix)
         VALUES ('ALFA', 'Biblioteca Alfa (fictícia)', 'http://alfa.test/oai', 'oai_dc'),
                ('BETA', 'Biblioteca Beta (fictícia)', 'http://beta.test/oai', 'marc21')
         RETURNING id`,
      )
    ).map((r) => r.id);
    // The same novel as Dublin Core at one and as MARC at the other; a screenplay of the same title apart.
    const marc = {
      leader: "00000nam a2200000 a 4500",
      fields: [
        {
          tag: "100",
          ind1: "1",
          ind2: " ",
          subfields: [
            { code: "a", value: "Austen, Jane," },
            { code: "d", value: "1775-1817." },
          ],
        },
        {
          tag: "245",
          ind1: "1",
          ind2: "0",
          subfields: [
            { code: "a", value: "Sense and sensibility /" },
            { code: "c", value: "Jane Austen." },
          ],
        },
      ],
    };
    await lib.db.query(
      `INSERT INTO network_record (endpoint_id, oai_identifier, datestamp, title, creators, year, marc, tsv)
       VALUES ($1, 'oai:alfa.test:1', '2026-01-01', 'Sense and sensibility [electronic resource]',
               '{"Austen, Jane, 1775-1817"}', 1811, NULL, to_tsvector('opac', 'Sense and sensibility Austen Jane')),
              ($2, 'oai:beta.test:7', '2026-01-01', 'Sense and sensibility', '{"Austen, Jane, 1775-1817"}', 2004,
               $3::jsonb, to_tsvector('opac', 'Sense and sensibility Austen Jane')),
              ($2, 'oai:beta.test:8', '2026-01-01', 'Sense and sensibility : the screenplay', '{"Thompson, Emma"}', 1995,
               NULL, to_tsvector('opac', 'Sense and sensibility the screenplay Thompson Emma'))`,
      [alfa, beta, JSON.stringify(marc)],
    );
    const network = async (query: string) =>
      (await lib.call(`/api/rede-pergamum/consulta?q=sensibility&inst=todas&${query}`)).body as NetworkSearchResponse;
    expect((await network("")).totalRegistros).toBe(3);
    const grouped = await network("agrupar=1&order=ano_asc");
    expect(grouped.totalRegistros).toBe(2);
    expect(grouped.registros.map((r) => [r.titulo, r.obra])).toEqual([
      [
        "Sense and sensibility [electronic resource]",
        {
          edicoes: 2,
          instituicoes: [
            { cod_empresa: alfa, sigla_empresa: "ALFA", desc_empresa: "Biblioteca Alfa (fictícia)" },
            { cod_empresa: beta, sigla_empresa: "BETA", desc_empresa: "Biblioteca Beta (fictícia)" },
          ],
        },
      ],
      [
        "Sense and sensibility : the screenplay",
        {
          edicoes: 1,
          instituicoes: [{ cod_empresa: beta, sigla_empresa: "BETA", desc_empresa: "Biblioteca Beta (fictícia)" }],
        },
      ],
    ]);
    const page2 = await network("agrupar=1&order=ano_asc&perPage=1&page=2");
    expect(page2.totalRegistros).toBe(2);
    expect(page2.registros.map((r) => r.titulo)).toEqual(["Sense and sensibility : the screenplay"]);
  });
});
