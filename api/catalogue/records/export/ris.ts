/**
 * RIS, serialised here from the citation model (standards §1.5: citation-js wraps every value
 * at 70 characters, which breaks titles and URLs in reference managers). One tag per line,
 * "TY  - " first and "ER  - " last, CRLF line ends as the format's specification asks, values
 * on one line whatever their length.
 */
import type { Citation, CitationName } from "../citation/model.ts";
import type { CitationType } from "../citation/type.ts";

const TYPES: Partial<Record<CitationType, string>> = {
  book: "BOOK",
  thesis: "THES",
  periodical: "JFULL",
  "article-journal": "JOUR",
  chapter: "CHAP",
  "paper-conference": "CPAPER",
  "entry-dictionary": "DICT",
  "entry-encyclopedia": "ENCYC",
  webpage: "ELEC",
  motion_picture: "VIDEO",
  map: "MAP",
  musical_score: "MUSIC",
  song: "SOUND",
  legislation: "STAT",
  legal_case: "CASE",
  standard: "STAND",
  patent: "PAT",
  report: "RPRT",
  manuscript: "MANSCPT",
  graphic: "ART",
  software: "COMP",
  dataset: "DATA",
};

export function risType(c: Citation): string {
  if (c.type === "book" && c.online) return "EBOOK";
  return TYPES[c.type] ?? "GEN";
}

export function risName(name: CitationName): string {
  if ("family" in name) return name.given ? `${name.family}, ${name.given}` : name.family;
  return name.hierarchy ? name.hierarchy.join(". ") : name.literal;
}

export interface RisExtras {
  subjects: string[];
  language: string | null;
  callNumber: string | null;
  /** The record's page in the catalogue. */
  permalink: string;
}

/** "61-74" → ["61", "74"]: the first and last page of a range as catalogued. */
export function pagesOf(range: string | undefined): [string, string | undefined] | undefined {
  if (!range) return undefined;
  const [start, end] = range.split(/\s*[-–]\s*/);
  return start ? [start, end] : undefined;
}

export function toRis(c: Citation, extras: RisExtras): string {
  const lines: [string, string | undefined][] = [["TY", risType(c)]];
  const add = (tag: string, value: string | number | undefined | null) => {
    if (value !== undefined && value !== null && String(value).trim()) lines.push([tag, String(value)]);
  };
  for (const a of c.author) add("AU", risName(a));
  for (const e of c.editor) add("A2", risName(e));
  if (c.container?.author) add("A2", risName(c.container.author));
  add("TI", c.subtitle ? `${c.title}: ${c.subtitle}` : c.title);
  const k = c.container;
  if (k) {
    add("T2", k.subtitle ? `${k.title}: ${k.subtitle}` : k.title);
    if (c.type === "article-journal") add("JO", k.title);
  }
  for (const s of c.series) add("T3", s.title);
  const year = c.issued?.year ?? k?.issued?.year ?? k?.date?.match(/\d{4}/)?.[0];
  add("PY", year);
  if (year) add("DA", `${year}///`);
  add("ET", c.edition);
  add("CY", k?.place ?? c.place);
  add("PB", c.type === "thesis" ? (c.thesis?.institution ?? c.publisher) : (k?.publisher ?? c.publisher));
  add("M3", c.thesis?.genre);
  add("VL", k?.volume);
  add("IS", k?.issue);
  const pages = pagesOf(k?.pages ?? c.physical.pageRange);
  if (pages) {
    add("SP", pages[0]);
    add("EP", pages[1]);
  } else if (c.physical.pages && c.type !== "article-journal") {
    add("SP", c.physical.pages.count);
  }
  for (const isbn of c.ISBN) add("SN", isbn);
  for (const issn of c.ISSN) add("SN", issn);
  if (k?.ISSN) add("SN", k.ISSN);
  add("DO", c.DOI);
  add("UR", c.URL);
  add("AB", c.abstract);
  for (const s of extras.subjects) add("KW", s);
  add("LA", extras.language);
  add("CN", extras.callNumber);
  add("L2", extras.permalink);
  lines.push(["ER", ""]);
  return lines.map(([tag, value]) => `${tag}  - ${(value ?? "").replace(/\s*[\r\n]+\s*/g, " ")}`).join("\r\n") + "\r\n";
}
