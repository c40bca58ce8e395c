/**
 * MODS 3.7 (Library of Congress's Metadata Object Description Schema), one `<mods>` record, from
 * the citation model the references and the RIS and BibTeX exports read: Zotero's and
 * Mendeley's unAPI importers take MODS as their richest XML format. Names keep their parts
 * (family, given), roles are MARC relator codes, a part names its host as `relatedItem
 * type="host"` with volume, issue and pages.
 */
import { el, esc } from "../../../network/oai/xml.ts";
import type { Citation, CitationName } from "../citation/model.ts";
import { pagesOf } from "./ris.ts";

export const MODS_NAMESPACE = "http://www.loc.gov/mods/v3";
export const MODS_SCHEMA = "http://www.loc.gov/standards/mods/v3/mods-3-7.xsd";

export interface ModsExtras {
  language: string | null;
  subjects: string[];
  /** The record's page in the catalogue. */
  permalink: string;
}

const wrap = (name: string, attrs: Record<string, string | undefined>, inner: string[]) => {
  const body = inner.filter(Boolean).join("");
  if (!body) return "";
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${esc(v!)}"`)
    .join("");
  return `<${name}${a}>${body}</${name}>`;
};
const opt = (name: string, value: string | number | undefined, attrs: Record<string, string> = {}) =>
  value === undefined || String(value).trim() === "" ? "" : el(name, attrs, value);

function modsName(name: CitationName, role: "aut" | "edt"): string {
  const parts =
    "family" in name
      ? [el("namePart", { type: "family" }, name.family), opt("namePart", name.given, { type: "given" })]
      : (name.hierarchy ?? [name.literal]).map((part) => el("namePart", {}, part));
  const roleTerm = wrap("role", {}, [el("roleTerm", { type: "code", authority: "marcrelator" }, role)]);
  return wrap("name", { type: "family" in name ? "personal" : "corporate" }, [...parts, roleTerm]);
}

function titleInfo(t: { title: string; subtitle?: string }): string {
  return wrap("titleInfo", {}, [el("title", {}, t.title), opt("subTitle", t.subtitle)]);
}

/** MARC genre terms (marcgt) of the types a reference manager tells apart. */
const GENRES: Partial<Record<Citation["type"], string>> = {
  book: "book",
  thesis: "thesis",
  periodical: "periodical",
  "article-journal": "article",
  chapter: "book",
  "paper-conference": "conference publication",
  map: "map",
  motion_picture: "motion picture",
  legislation: "law report or digest",
  report: "technical report",
  webpage: "web site",
  software: "computer program",
};

function typeOfResource(c: Citation): string {
  switch (c.type) {
    case "map":
      return "cartographic";
    case "musical_score":
      return "notated music";
    case "song":
      return "sound recording";
    case "motion_picture":
      return "moving image";
    case "graphic":
      return "still image";
    case "software":
    case "dataset":
      return "software, multimedia";
    default:
      return "text";
  }
}

function host(c: Citation): string {
  const k = c.container;
  if (!k) return "";
  const pages = pagesOf(k.pages ?? c.physical.pageRange);
  const detail = (type: string, number: string | undefined) =>
    number ? wrap("detail", { type }, [el("number", {}, number)]) : "";
  return wrap("relatedItem", { type: "host" }, [
    titleInfo(k),
    k.author ? modsName(k.author, "edt") : "",
    wrap("originInfo", {}, [
      wrap("place", {}, [opt("placeTerm", k.place, { type: "text" })]),
      opt("publisher", k.publisher),
      opt("dateIssued", k.issued?.literal ?? k.date),
    ]),
    opt("identifier", k.ISSN, { type: "issn" }),
    opt("identifier", k.ISBN, { type: "isbn" }),
    wrap("part", {}, [
      detail("volume", k.volume),
      detail("issue", k.issue),
      pages ? wrap("extent", { unit: "pages" }, [el("start", {}, pages[0]), opt("end", pages[1])]) : "",
      opt("date", k.date),
    ]),
  ]);
}

/** One `<mods>` element with its namespace and schema location, ready for a document or a collection. */
export function toMods(c: Citation, extras: ModsExtras): string {
  const serial = c.type === "periodical";
  const body = [
    titleInfo(c),
    c.parallelTitle ? wrap("titleInfo", { type: "translated" }, [el("title", {}, c.parallelTitle)]) : "",
    ...c.author.map((a) => modsName(a, "aut")),
    ...c.editor.map((e) => modsName(e, "edt")),
    el("typeOfResource", {}, typeOfResource(c)),
    opt("genre", GENRES[c.type], { authority: "marcgt" }),
    wrap("originInfo", {}, [
      wrap("place", {}, [opt("placeTerm", c.place, { type: "text" })]),
      opt("publisher", c.type === "thesis" ? (c.thesis?.institution ?? c.publisher) : c.publisher),
      opt("dateIssued", c.issued?.literal),
      c.issued?.year ? el("dateIssued", { encoding: "w3cdtf", keyDate: "yes" }, c.issued.year) : "",
      opt("edition", c.edition),
      el("issuance", {}, serial ? "continuing" : "monographic"),
    ]),
    wrap("language", {}, [opt("languageTerm", extras.language ?? undefined, { type: "code", authority: "iso639-2b" })]),
    wrap("physicalDescription", {}, [opt("extent", c.physical.extent)]),
    opt("abstract", c.abstract),
    opt("note", c.thesis?.genre, { type: "thesis" }),
    ...extras.subjects.map((s) => wrap("subject", {}, [el("topic", {}, s)])),
    host(c),
    ...c.series.map((s) =>
      wrap("relatedItem", { type: "series" }, [
        wrap("titleInfo", {}, [el("title", {}, s.title), opt("partNumber", s.number)]),
      ]),
    ),
    ...c.ISBN.map((isbn) => el("identifier", { type: "isbn" }, isbn)),
    ...c.ISSN.map((issn) => el("identifier", { type: "issn" }, issn)),
    opt("identifier", c.DOI, { type: "doi" }),
    opt("identifier", extras.permalink, { type: "uri" }),
    wrap("location", {}, [opt("url", c.URL, { usage: "primary display" })]),
  ];
  return (
    `<mods xmlns="${MODS_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="3.7"` +
    ` xsi:schemaLocation="${MODS_NAMESPACE} ${MODS_SCHEMA}">` +
    body.filter(Boolean).join("") +
    `</mods>`
  );
}
