/**
 * The formats the unAPI server (/unapi, app/features/unapi/) serves, as the service exports them,
 * for a book, a thesis, a serial and a chapter of the demo and a journal article
 * (tests/support/citation-subjects.ts): each parsed, with the right title, authors in order, date,
 * identifiers and type. MODS, MARCXML and Dublin Core are checked against their schemas with
 * xmllint (tests/fixtures/oai, the MODS 3.7 schema and its imports kept there too).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { child, children, parseXml, type XmlNode } from "../../api/network/oai/xml-tree.ts";
import { citationSubjects, type CitationSubject } from "../support/citation-subjects.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";
import { requireTool } from "../support/oai-validate.ts";

const MODS = "http://www.loc.gov/mods/v3";
const DC = "http://purl.org/dc/elements/1.1/";
const MARC = "http://www.loc.gov/MARC21/slim";
const SCHEMAS = path.resolve(import.meta.dirname, "../fixtures/oai");
const ARTICLE_TITLE = "The apocalyptic number 616 and the Donatist church";
const ARTICLE_DOI = "10.1017/S002204692000305X";
const JOURNAL = "The journal of ecclesiastical history";

/** xmllint over one document against one of the kept schemas. */
function xmllint(doc: string, schema: string): void {
  requireTool("xmllint", "libxml2-utils");
  const tmp = mkdtempSync(path.join(tmpdir(), "unapi-"));
  try {
    const file = path.join(tmp, "doc.xml");
    writeFileSync(file, doc);
    const args = ["--nonet", "--noout", "--schema", path.join(SCHEMAS, schema), file];
    const run = spawnSync("xmllint", args, {
      env: { ...process.env, XML_CATALOG_FILES: path.join(SCHEMAS, "catalog.xml") },
      encoding: "utf8",
    });
    expect(run.stderr).toBe(`${file} validates\n`);
    expect(run.status).toBe(0);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

const texts = (nodes: XmlNode[]) => nodes.map((n) => n.text.trim());

/** RIS as a reference manager reads it: each tag's values in order. */
function parseRis(text: string): Map<string, string[]> {
  const lines = text.trimEnd().split("\r\n");
  expect(lines[0]).toMatch(/^TY {2}- /);
  expect(lines.at(-1)).toBe("ER  -");
  const out = new Map<string, string[]>();
  for (const line of lines) {
    const m = /^([A-Z][A-Z0-9]) {2}- ?(.*)$/.exec(line);
    expect(m, line).not.toBeNull();
    out.set(m![1], [...(out.get(m![1]) ?? []), m![2]]);
  }
  return out;
}

/** One BibTeX entry: its type and fields (values in braces, one level of nesting). */
function parseBibtex(text: string): { type: string; fields: Record<string, string> } {
  const head = /^@(\w+)\{([^,\s]+),\n/.exec(text);
  expect(head).not.toBeNull();
  const fields: Record<string, string> = {};
  for (const m of text.matchAll(/^ {2}(\w+) = \{((?:[^{}]|\{[^{}]*\})*)\},?$/gm)) fields[m[1]] = m[2];
  expect(text.trimEnd().endsWith("}")).toBe(true);
  return { type: head![1], fields };
}

describe.each(engines)("unAPI formats on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let ids: Record<CitationSubject, number>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    ids = await citationSubjects(lib);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const file = async (id: number, format: string) => {
    const res = await lib.app.request(`/api/acervo/${id}/exportar?formato=${format}`);
    expect(res.status).toBe(200);
    return { type: res.headers.get("content-type"), text: await res.text() };
  };

  it("writes MODS with title, authors in order, date, identifiers and genre", async () => {
    const book = await file(ids.book, "mods");
    expect(book.type).toBe("application/mods+xml; charset=utf-8");
    for (const name of Object.keys(ids) as CitationSubject[])
      xmllint((await file(ids[name], "mods")).text, "mods-3-7.xsd");
    const mods = child(parseXml(book.text), "mods", MODS)!;
    expect(mods.attrs.version).toBe("3.7");
    expect(texts(children(child(mods, "titleInfo", MODS), "title", MODS))).toEqual(["The voice of a writer"]);
    expect(texts(children(child(mods, "titleInfo", MODS), "subTitle", MODS))).toEqual([
      "honoring the life of Katie Funk Wiebe",
    ]);
    const family = children(mods, "name", MODS).map(
      (n) => children(n, "namePart", MODS).find((p) => p.attrs.type === "family")?.text,
    );
    expect(family).toEqual(["Wiebe", "Heidebrecht", "Rempel"]);
    expect(texts(children(mods, "genre", MODS))).toEqual(["book"]);
    const isbn = children(mods, "identifier", MODS).filter((i) => i.attrs.type === "isbn");
    expect(texts(isbn)).toEqual(["9781894791229", "1894791223"]);
    const dates = children(child(mods, "originInfo", MODS), "dateIssued", MODS);
    expect(dates.find((d) => d.attrs.encoding === "w3cdtf")?.text).toBe("2010");

    const thesis = child(parseXml((await file(ids.thesis, "mods")).text), "mods", MODS)!;
    expect(texts(children(thesis, "genre", MODS))).toEqual(["thesis"]);
    expect(texts(children(child(thesis, "originInfo", MODS), "publisher", MODS))).toEqual(["University of Florida"]);
    const serial = child(parseXml((await file(ids.serial, "mods")).text), "mods", MODS)!;
    expect(texts(children(serial, "genre", MODS))).toEqual(["periodical"]);
    expect(texts(children(serial, "identifier", MODS).filter((i) => i.attrs.type === "issn"))).toEqual([
      "0001-5547",
      "1938-2650",
    ]);
    const chapter = child(parseXml((await file(ids.chapter, "mods")).text), "mods", MODS)!;
    const host = children(chapter, "relatedItem", MODS).find((r) => r.attrs.type === "host");
    expect(child(child(host, "titleInfo", MODS), "title", MODS)?.text).toMatch(/^Vaccines for fertility regulation/);
    const article = child(parseXml((await file(ids.article, "mods")).text), "mods", MODS)!;
    expect(texts(children(child(article, "titleInfo", MODS), "title", MODS))).toEqual([ARTICLE_TITLE]);
    expect(texts(children(article, "genre", MODS))).toEqual(["article"]);
    expect(texts(children(article, "identifier", MODS).filter((i) => i.attrs.type === "doi"))).toEqual([ARTICLE_DOI]);
    const journal = children(article, "relatedItem", MODS).find((r) => r.attrs.type === "host");
    expect(child(child(journal, "titleInfo", MODS), "title", MODS)?.text).toBe(JOURNAL);
    expect(texts(children(journal!, "identifier", MODS))).toEqual(["1469-7637"]);
    const part = child(journal, "part", MODS);
    expect(children(part!, "detail", MODS).map((d) => [d.attrs.type, child(d, "number", MODS)?.text])).toEqual([
      ["volume", "72"],
      ["issue", "4"],
    ]);
    expect(texts(children(child(part, "extent", MODS)!, "start", MODS))).toEqual(["709"]);
  });

  it("writes Dublin Core (oai_dc) and MARCXML that validate against their schemas", async () => {
    for (const name of Object.keys(ids) as CitationSubject[]) {
      const dc = await file(ids[name], "oai_dc");
      xmllint(dc.text, "oai_dc.xsd");
      const root = child(parseXml(dc.text), "dc", "http://www.openarchives.org/OAI/2.0/oai_dc/")!;
      expect(children(root, "title", DC).length).toBeGreaterThan(0);
      const marc = await file(ids[name], "marcxml");
      xmllint(marc.text, "MARC21slim.xsd");
      expect(children(child(parseXml(marc.text), "collection", MARC), "record", MARC)).toHaveLength(1);
    }
    const dc = child(
      parseXml((await file(ids.book, "oai_dc")).text),
      "dc",
      "http://www.openarchives.org/OAI/2.0/oai_dc/",
    );
    expect(texts(children(dc, "title", DC))[0]).toMatch(/^The voice of a writer/);
    expect(texts(children(dc, "creator", DC)).map((c) => c.split(",")[0])).toEqual(["Wiebe", "Heidebrecht", "Rempel"]);
    const articleDc = child(
      parseXml((await file(ids.article, "oai_dc")).text),
      "dc",
      "http://www.openarchives.org/OAI/2.0/oai_dc/",
    );
    expect(texts(children(articleDc, "title", DC))).toEqual([ARTICLE_TITLE]);
    expect(texts(children(articleDc, "creator", DC))).toEqual(["Hoover, Jesse"]);
    expect(texts(children(articleDc, "date", DC))).toEqual(["2021"]);
    expect(texts(children(articleDc, "relation", DC))).toEqual([JOURNAL]);
  });

  it("writes RIS and BibTeX with the type, title, authors in order, date and identifiers", async () => {
    const ris = parseRis((await file(ids.book, "ris")).text);
    expect(ris.get("TY")).toEqual(["BOOK"]);
    expect(ris.get("AU")).toEqual(["Wiebe, Katie Funk", "Heidebrecht, Doug", "Rempel, Valerie"]);
    expect(ris.get("PY")).toEqual(["2010"]);
    expect(ris.get("SN")).toEqual(["9781894791229", "1894791223"]);
    expect(parseRis((await file(ids.thesis, "ris")).text).get("TY")).toEqual(["THES"]);
    expect(parseRis((await file(ids.serial, "ris")).text).get("SN")).toEqual(["0001-5547", "1938-2650"]);
    expect(parseRis((await file(ids.chapter, "ris")).text).get("TY")).toEqual(["CHAP"]);

    const bib = parseBibtex((await file(ids.book, "bibtex")).text);
    expect(bib.type).toBe("book");
    expect(bib.fields.author).toBe("Wiebe, Katie Funk and Heidebrecht, Doug and Rempel, Valerie");
    expect(bib.fields.year).toBe("2010");
    expect(parseBibtex((await file(ids.thesis, "bibtex")).text).fields.school).toBe("University of Florida");

    const articleRis = parseRis((await file(ids.article, "ris")).text);
    expect(["TY", "AU", "TI", "T2", "PY", "VL", "IS", "SP", "EP", "SN", "DO"].map((t) => articleRis.get(t))).toEqual([
      ["JOUR"],
      ["Hoover, Jesse"],
      [ARTICLE_TITLE],
      [JOURNAL],
      ["2021"],
      ["72"],
      ["4"],
      ["709"],
      ["725"],
      ["1469-7637"],
      [ARTICLE_DOI],
    ]);
    const articleBib = parseBibtex((await file(ids.article, "bibtex")).text);
    expect(articleBib.type).toBe("article");
    expect(articleBib.fields).toMatchObject({
      author: "Hoover, Jesse",
      title: ARTICLE_TITLE,
      journal: JOURNAL,
      volume: "72",
      number: "4",
      pages: "709--725",
      year: "2021",
      issn: "1469-7637",
      doi: ARTICLE_DOI,
    });
    const chapterBib = parseBibtex((await file(ids.chapter, "bibtex")).text);
    expect(chapterBib.type).toBe("incollection");
    expect(chapterBib.fields.booktitle).toMatch(/^Vaccines for fertility regulation/);
    expect(parseBibtex((await file(ids.serial, "bibtex")).text).fields.issn).toBe("0001-5547, 1938-2650");
  });
});
