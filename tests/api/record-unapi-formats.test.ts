/**
 * The formats the unAPI server (/unapi, app/features/unapi/) serves, as the service exports them,
 * for a book, a thesis, a serial, a chapter and a journal article of the demo
 * (tests/support/citation-subjects.ts): each read by a real parser, with the right title, authors
 * in order, date, identifiers and type. MODS, MARCXML and Dublin Core are checked against their
 * schemas with xmllint (tests/fixtures/oai, the MODS 3.7 schema and its imports kept there too);
 * RIS and BibTeX are read by bibutils (ris2xml, bib2xml: the MODS they write says what they
 * understood), and MARCXML by yaz-marcdump as well. A missing tool fails the test.
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

/** Runs one of the tools over `input` (a file argument); its standard output, after a clean exit. */
function runTool(command: string, apt: string, args: string[], input: string): { out: string; err: string } {
  requireTool(command, apt);
  const tmp = mkdtempSync(path.join(tmpdir(), "unapi-"));
  try {
    const file = path.join(tmp, "answer");
    writeFileSync(file, input);
    const run = spawnSync(command, [...args, file], { encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    return { out: run.stdout, err: run.stderr };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** What bibutils understood of a RIS or BibTeX answer, read from the MODS it writes. */
interface Reading {
  genres: string[];
  title: string;
  authors: string[];
  date: string | undefined;
  identifiers: string[];
  host?: { title: string; identifiers: string[] };
  part: string[];
  /** What the tool said besides "Processed 1 references." */
  notes: string[];
}

function bibutils(command: "ris2xml" | "bib2xml", text: string): Reading {
  const { out, err } = runTool(command, "bibutils", ["-i", "utf8", "-un"], text);
  const said = err.trimEnd().split("\n");
  expect(said.at(-1)).toBe(`${command}: Processed 1 references.`);
  const records = children(child(parseXml(out), "modsCollection", MODS), "mods", MODS);
  expect(records).toHaveLength(1);
  const mods = records[0];
  const title = (node: XmlNode | undefined) => {
    const info = children(node, "titleInfo", MODS).find((t) => !t.attrs.type);
    const sub = child(info, "subTitle", MODS)?.text;
    return [child(info, "title", MODS)?.text ?? "", sub].filter(Boolean).join(": ");
  };
  const ids = (node: XmlNode | undefined) =>
    children(node, "identifier", MODS)
      .filter((i) => i.attrs.type !== "citekey")
      .map((i) => `${i.attrs.type} ${i.text}`);
  const host = children(mods, "relatedItem", MODS).find((r) => r.attrs.type === "host");
  const part = child(mods, "part", MODS);
  const extent = child(part, "extent", MODS);
  return {
    genres: texts(children(mods, "genre", MODS)),
    title: title(mods),
    authors: children(mods, "name", MODS)
      .filter((n) => texts(children(child(n, "role", MODS), "roleTerm", MODS)).includes("author"))
      .map((n) => {
        const parts = children(n, "namePart", MODS);
        const of = (type: string) => texts(parts.filter((p) => p.attrs.type === type)).join(" ");
        return `${of("family")}, ${of("given")}`;
      }),
    date: child(child(mods, "originInfo", MODS), "dateIssued", MODS)?.text,
    identifiers: ids(mods),
    ...(host && { host: { title: title(host), identifiers: ids(host) } }),
    part: [
      ...children(part, "detail", MODS).map((d) => `${d.attrs.type} ${child(d, "number", MODS)?.text}`),
      ...(extent ? [`pages ${child(extent, "start", MODS)?.text}-${child(extent, "end", MODS)?.text}`] : []),
    ],
    notes: said.slice(0, -1),
  };
}

/** What yaz-marcdump read of a MARCXML answer: the leader and each field as a "line" of its dump. */
function yazMarc(xml: string): { type: string; date: string; fields: (tag: string, code: string) => string[] } {
  const { out, err } = runTool("yaz-marcdump", "yaz", ["-i", "marcxml", "-o", "line"], xml);
  expect(err).toBe("");
  const [leader, ...lines] = out.trimEnd().split("\n");
  const f008 = lines.find((l) => l.startsWith("008 "))!;
  return {
    type: leader.slice(6, 8),
    date: f008.slice(4 + 7, 4 + 11),
    fields: (tag, code) =>
      lines
        .filter((l) => l.startsWith(`${tag} `))
        .flatMap((l) => [...l.matchAll(/ \$(\w) ((?:(?! \$\w ).)*)/g)])
        .filter((m) => m[1] === code)
        .map((m) => m[2]),
  };
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

  it("writes RIS and BibTeX that bibutils reads with the type, title, authors in order, date and identifiers", async () => {
    const read = async (name: CitationSubject) => ({
      ris: bibutils("ris2xml", (await file(ids[name], "ris")).text),
      bibtex: bibutils("bib2xml", (await file(ids[name], "bibtex")).text),
    });
    const none = { identifiers: [], part: [], notes: [] };
    const book = {
      genres: ["book"],
      title: "The voice of a writer: honoring the life of Katie Funk Wiebe",
      authors: ["Wiebe, Katie Funk", "Heidebrecht, Doug", "Rempel, Valerie"],
      date: "2010",
    };
    expect(await read("book")).toEqual({
      // RIS's SP of a book is its number of pages; BibTeX has one isbn field, both ISBNs in it.
      ris: { ...none, ...book, identifiers: ["isbn 1894791223", "isbn 9781894791229"], part: ["page 354"] },
      bibtex: { ...none, ...book, identifiers: ["isbn 9781894791229, 1894791223"] },
    });
    const thesis = {
      title: "Mission and conversion in the lives of Constantine-Cyril and Methodius",
      authors: ["Quintos, Melanie"],
      date: "2010",
    };
    expect(await read("thesis")).toEqual({
      ris: { ...none, ...thesis, genres: ["thesis"] },
      bibtex: { ...none, ...thesis, genres: ["Dissertação (Mestrado)", "thesis", "Masters thesis"] },
    });
    // bibutils 7.2 knows neither RIS's JFULL (a whole journal) nor an ISSN in a BibTeX @misc.
    const serial = { title: "Acta cytologica", authors: [], date: "1957" };
    expect(await read("serial")).toEqual({
      ris: {
        ...none,
        ...serial,
        genres: [],
        identifiers: ["issn 0001-5547", "issn 1938-2650"],
        notes: ["ris2xml: Did not recognize type 'JFULL' of refnum 1 ().", "\tDefaulting to STD."],
      },
      bibtex: { ...none, ...serial, genres: ["miscellaneous"] },
    });
    const chapter = {
      title: "Antigens and antigen presentation in relation to vaccine development",
      authors: ["Ada, G L"],
      date: "1991",
      part: ["pages 61-74"],
    };
    const { ris: chapterRis, bibtex: chapterBib } = await read("chapter");
    // ris2xml takes a chapter's T2 (the book's title, as Zotero and the RIS specification read it)
    // for an abbreviated title one level up, so the book it is in has no title of its own there.
    expect(chapterRis).toEqual({
      ...none,
      ...chapter,
      genres: ["book chapter"],
      host: { title: "", identifiers: [] },
    });
    expect(chapterBib).toMatchObject({ ...none, ...chapter, genres: [] });
    expect(chapterBib.host?.title).toMatch(/^Vaccines for fertility regulation: the assessment of their safety/);
    const article = {
      genres: ["journal article"],
      title: ARTICLE_TITLE,
      authors: ["Hoover, Jesse"],
      date: "2021",
      identifiers: [`doi ${ARTICLE_DOI}`],
      host: { title: JOURNAL, identifiers: ["issn 1469-7637"] },
      part: ["volume 72", "issue 4", "pages 709-725"],
      notes: [],
    };
    expect(await read("article")).toEqual({ ris: article, bibtex: article });
  });

  it("writes MARCXML that yaz-marcdump reads with the type, title, authors in order, date and identifiers", async () => {
    // Per subject: leader/06-07, 245 $a, 100 and 700 $a in order, 008/07-10, 020, 022 and 024 $a.
    const read: Record<string, unknown> = {};
    for (const name of Object.keys(ids) as CitationSubject[]) {
      const marc = yazMarc((await file(ids[name], "marcxml")).text);
      read[name] = [
        marc.type,
        marc.fields("245", "a"),
        [...marc.fields("100", "a"), ...marc.fields("700", "a")],
        marc.date,
        [...marc.fields("020", "a"), ...marc.fields("022", "a"), ...marc.fields("024", "a")],
      ];
    }
    expect(read).toEqual({
      book: [
        "am",
        ["The voice of a writer :"],
        ["Wiebe, Katie Funk.", "Heidebrecht, Doug.", "Rempel, Valerie."],
        "2010",
        ["9781894791229", "1894791223"],
      ],
      thesis: [
        "am",
        ["Mission and conversion in the lives of Constantine-Cyril and Methodius"],
        ["Quintos, Melanie."],
        "2010",
        [],
      ],
      serial: ["as", ["Acta cytologica."], [], "1957", ["0001-5547", "1938-2650"]],
      chapter: [
        "aa",
        ["Antigens and antigen presentation in relation to vaccine development /"],
        ["Ada, G. L."],
        "1991",
        [],
      ],
      article: ["ab", [`${ARTICLE_TITLE} /`], ["Hoover, Jesse,"], "2021", [ARTICLE_DOI]],
    });
  });
});
