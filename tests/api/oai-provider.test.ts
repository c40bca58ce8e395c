import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../api/core/config.ts";
import type { Db } from "../../api/core/db/db.ts";
import { oaiRoutes as routes } from "../../api/network/oai/oai.routes.ts";
import { engines } from "../support/engines.ts";
import { validateOai } from "../support/oai-validate.ts";

/** Mounted as server/index.ts mounts it. */
const oaiRoutes = (...args: Parameters<typeof routes>) => new Hono().route("/oai", routes(...args));

const config = readConfig({
  TOKEN_SECRET: "test-secret-test-secret-test-secret-0123",
  OAI_REPOSITORY_ID: "demo.example.org",
});

/** Every answer of the file, validated at the end in one xmllint run. */
const seen: string[] = [];

function texts(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, "g"))].map((m) => m[1]);
}
const errorCode = (xml: string) => /<error code="(\w+)"/.exec(xml)?.[1];
/** How many the whole list holds: the token's completeListSize, or the page when there is no token. */
const listSize = (xml: string) => Number(/completeListSize="(\d+)"/.exec(xml)?.[1] ?? texts(xml, "identifier").length);
const tokenOf = (xml: string) => /<resumptionToken[^>]*>([^<]*)<\/resumptionToken>/.exec(xml)?.[1];

describe.each(engines)("OAI-PMH provider on $name", (engine) => {
  let db: Db;
  let close: () => Promise<void>;
  let oai: ReturnType<typeof oaiRoutes>;
  const get = async (query: string) => {
    const res = await oai.request(`http://catalogo.test/oai?${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/xml; charset=utf-8");
    const xml = await res.text();
    seen.push(xml);
    return xml;
  };

  beforeAll(async () => {
    ({ db, close } = await engine.openDemo());
    oai = oaiRoutes(db, config, { pageSize: 500 });
  });
  afterAll(async () => {
    await close?.();
  });

  it("identifies itself with persistent deletions and second granularity", async () => {
    const xml = await get("verb=Identify");
    expect(texts(xml, "baseURL")).toEqual(["http://catalogo.test/oai"]);
    expect(texts(xml, "protocolVersion")).toEqual(["2.0"]);
    expect(texts(xml, "deletedRecord")).toEqual(["persistent"]);
    expect(texts(xml, "granularity")).toEqual(["YYYY-MM-DDThh:mm:ssZ"]);
    expect(xml).toContain('<request verb="Identify">http://catalogo.test/oai</request>');
    const post = await oai.request("http://catalogo.test/oai", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "verb=Identify",
    });
    expect(await post.text()).toContain("<protocolVersion>2.0</protocolVersion>");
  });

  it("lists both formats and the sets by library and work type", async () => {
    const formats = await get("verb=ListMetadataFormats");
    expect(texts(formats, "metadataPrefix")).toEqual(["oai_dc", "marc21"]);
    const sets = await get("verb=ListSets");
    const specs = texts(sets, "setSpec");
    expect(specs.slice(0, 5)).toEqual(["library", "library:1", "library:2", "library:3", "type"]);
    expect(specs).toContain("type:1");
    expect(specs).toContain("type:18");
    expect(texts(sets, "setName")[1]).toBe("Biblioteca Central");
  });

  it("walks the whole catalogue with resumption tokens, each page in identifier order", async () => {
    const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM record");
    let xml = await get("verb=ListIdentifiers&metadataPrefix=oai_dc");
    const ids: string[] = [];
    let pages = 1;
    for (;;) {
      ids.push(...texts(xml, "identifier"));
      const token = tokenOf(xml);
      if (!token) break;
      xml = await get(`verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token)}`);
      pages++;
    }
    expect(ids.length).toBe(n);
    expect(new Set(ids).size).toBe(n);
    expect(pages).toBe(Math.ceil(n / 500));
    const numbers = ids.map((id) => Number(id.split(":").pop()));
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    expect(/completeListSize="(\d+)"/.exec(xml)?.[1]).toBe(String(n));
  });

  it("gives a record in oai_dc and marc21, escaping what the record holds", async () => {
    const [row] = await db.query<{ id: number; title: string }>("SELECT id, title FROM record ORDER BY id LIMIT 1");
    const dc = await get(`verb=GetRecord&identifier=oai:demo.example.org:${row.id}&metadataPrefix=oai_dc`);
    expect(texts(dc, "dc:title").length).toBeGreaterThan(0);
    const marc = await get(`verb=GetRecord&identifier=oai:demo.example.org:${row.id}&metadataPrefix=marc21`);
    expect(marc).toContain('<record xmlns="http://www.loc.gov/MARC21/slim"');
    expect(texts(marc, "leader")).toHaveLength(1);
    // A hostile title: markup, quotes, a control character.
    await db.query(
      `UPDATE record SET marc = jsonb_set(marc, '{fields}', marc->'fields' || $1::jsonb), updated_at = now() WHERE id = $2`,
      [
        JSON.stringify([
          { tag: "500", ind1: " ", ind2: " ", subfields: [{ code: "a", value: `<script>"x" & 'y'\u0001</script>` }] },
        ]),
        row.id,
      ],
    );
    const hostile = await get(`verb=GetRecord&identifier=oai:demo.example.org:${row.id}&metadataPrefix=oai_dc`);
    expect(hostile).toContain("&lt;script&gt;&quot;x&quot; &amp; &apos;y&apos;\uFFFD&lt;/script&gt;");
    expect(hostile).not.toContain("<script>");
  });

  it("selects by set and by change time at second granularity, until inclusive", async () => {
    const [{ n }] = await db.query<{ n: number }>(
      "SELECT count(DISTINCT record_id)::int AS n FROM item WHERE library_id = 3",
    );
    const bySet = await get("verb=ListIdentifiers&metadataPrefix=oai_dc&set=library:3");
    expect(listSize(bySet)).toBe(n);
    const [{ books }] = await db.query<{ books: number }>(
      "SELECT count(*)::int AS books FROM record WHERE work_type = 2",
    );
    const theses = await get("verb=ListIdentifiers&metadataPrefix=oai_dc&set=type:2");
    expect(listSize(theses)).toBe(books);

    const [a, b] = await db.query<{ id: number }>("SELECT id FROM record ORDER BY id LIMIT 2");
    await db.query("UPDATE record SET updated_at = '2031-05-06T07:08:09.750Z' WHERE id = $1", [a.id]);
    await db.query("UPDATE record SET updated_at = '2031-05-06T07:08:10Z' WHERE id = $1", [b.id]);
    const exact = await get(
      "verb=ListIdentifiers&metadataPrefix=oai_dc&from=2031-05-06T07:08:09Z&until=2031-05-06T07:08:09Z",
    );
    expect(texts(exact, "identifier")).toEqual([`oai:demo.example.org:${a.id}`]);
    expect(texts(exact, "datestamp")).toEqual(["2031-05-06T07:08:09Z"]);
    const day = await get("verb=ListIdentifiers&metadataPrefix=oai_dc&from=2031-05-06&until=2031-05-06");
    expect(texts(day, "identifier")).toEqual([`oai:demo.example.org:${a.id}`, `oai:demo.example.org:${b.id}`]);
    const after = await get("verb=ListIdentifiers&metadataPrefix=oai_dc&from=2031-05-06T07:08:10Z");
    expect(texts(after, "identifier")).toEqual([`oai:demo.example.org:${b.id}`]);
  });

  it("reports a removed record as deleted, with its sets, from a tombstone", async () => {
    const [row] = await db.query<{ id: number }>(
      "SELECT r.id FROM record r JOIN item i ON i.record_id = r.id WHERE i.library_id = 2 ORDER BY r.id DESC LIMIT 1",
    );
    await db.query("DELETE FROM record WHERE id = $1", [row.id]);
    const xml = await get(`verb=GetRecord&identifier=oai:demo.example.org:${row.id}&metadataPrefix=marc21`);
    expect(xml).toContain('<header status="deleted">');
    expect(xml).not.toContain("<metadata>");
    expect(texts(xml, "setSpec")).toContain("library:2");
    const since = texts(xml, "datestamp")[0];
    const listed = await get(`verb=ListRecords&metadataPrefix=oai_dc&set=library:2&from=${since}`);
    expect(listed).toContain(`<header status="deleted"><identifier>oai:demo.example.org:${row.id}</identifier>`);
    expect(errorCode(await get(`verb=ListMetadataFormats&identifier=oai:demo.example.org:${row.id}`))).toBe(
      "noMetadataFormats",
    );
  });

  it("answers every protocol error with its code", async () => {
    const cases: [string, string][] = [
      ["", "badVerb"],
      ["verb=Frobnicate", "badVerb"],
      ["verb=Identify&verb=Identify", "badVerb"],
      ["verb=Identify&set=x", "badArgument"],
      ["verb=ListRecords", "badArgument"],
      ["verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=marc21", "badArgument"],
      ["verb=ListRecords&metadataPrefix=oai_dc&from=2026-13-01", "badArgument"],
      ["verb=ListRecords&metadataPrefix=oai_dc&from=2026-01-01&until=2026-01-02T00:00:00Z", "badArgument"],
      ["verb=ListRecords&metadataPrefix=oai_dc&from=2026-02-01&until=2026-01-01", "badArgument"],
      ["verb=ListRecords&metadataPrefix=oai_dc&resumptionToken=abc", "badArgument"],
      ["verb=ListRecords&metadataPrefix=a%20b", "badArgument"],
      ["verb=ListRecords&resumptionToken=abc", "badResumptionToken"],
      ["verb=ListIdentifiers&resumptionToken=eyJ2IjoxfQ.AAAAAAAAAAAAAAAA", "badResumptionToken"],
      ["verb=ListRecords&metadataPrefix=mods", "cannotDisseminateFormat"],
      ["verb=GetRecord&identifier=oai:demo.example.org:1&metadataPrefix=mods", "cannotDisseminateFormat"],
      ["verb=GetRecord&identifier=oai:elsewhere.org:1&metadataPrefix=oai_dc", "idDoesNotExist"],
      ["verb=GetRecord&identifier=oai:demo.example.org:999999&metadataPrefix=oai_dc", "idDoesNotExist"],
      ["verb=ListMetadataFormats&identifier=oai:demo.example.org:0", "idDoesNotExist"],
      ["verb=ListRecords&metadataPrefix=oai_dc&from=2099-01-01", "noRecordsMatch"],
      ["verb=ListRecords&metadataPrefix=oai_dc&set=library:999", "noRecordsMatch"],
      ["verb=ListRecords&metadataPrefix=oai_dc&set=shelf:1", "noRecordsMatch"],
    ];
    for (const [query, code] of cases) expect([query, errorCode(await get(query))]).toEqual([query, code]);
    // The request element keeps its arguments only when they were valid (§3.2).
    expect(await get("verb=Frobnicate")).toContain("<request>http://catalogo.test/oai</request>");
    const noSets = oaiRoutes(db, { ...config, OAI_SETS: "off" });
    for (const query of ["verb=ListSets", "verb=ListRecords&metadataPrefix=oai_dc&set=type:1"]) {
      const xml = await (await noSets.request(`http://catalogo.test/oai?${query}`)).text();
      seen.push(xml);
      expect(errorCode(xml)).toBe("noSetHierarchy");
    }
  });

  it("a token issued before a restart still resumes the list", async () => {
    const small = oaiRoutes(db, config, { pageSize: 7 });
    const first = await (
      await small.request("http://catalogo.test/oai?verb=ListRecords&metadataPrefix=marc21&set=type:1")
    ).text();
    const token = tokenOf(first)!;
    expect(token).toBeTruthy();
    const again = oaiRoutes(db, config, { pageSize: 7 });
    const second = await (
      await again.request(`http://catalogo.test/oai?verb=ListRecords&resumptionToken=${encodeURIComponent(token)}`)
    ).text();
    seen.push(first, second);
    expect(/cursor="(\d+)"/.exec(second)?.[1]).toBe("7");
    const firstIds = texts(first, "identifier");
    const secondIds = texts(second, "identifier");
    expect(firstIds).toHaveLength(7);
    expect(secondIds).toHaveLength(7);
    expect(Number(secondIds[0].split(":").pop())).toBeGreaterThan(Number(firstIds[6].split(":").pop()));
  });

  it("every answer above is valid against the OAI-PMH, oai_dc and MARC 21 slim schemas", () => {
    expect(seen.length).toBeGreaterThan(30);
    validateOai(seen.splice(0));
  });
});
