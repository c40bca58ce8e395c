/**
 * CSL-JSON (the input of citeproc-js, Zotero's and Mendeley's engine) from the citation model the
 * ABNT and APA formatters read: the same names, titles, dates and identifiers, so that every CSL
 * style cites what the hand-written references cite.
 */
import { pagesOf } from "../../export/ris.ts";
import type { Citation, CitationName } from "../model.ts";

export interface CslName {
  family?: string;
  given?: string;
  literal?: string;
}

export interface CslItem {
  id: string;
  type: string;
  title?: string;
  author?: CslName[];
  editor?: CslName[];
  "container-title"?: string;
  "collection-title"?: string;
  "collection-number"?: string;
  volume?: string;
  issue?: string;
  page?: string;
  edition?: string;
  publisher?: string;
  "publisher-place"?: string;
  issued?: { "date-parts"?: [[number]]; literal?: string };
  genre?: string;
  "number-of-pages"?: string;
  ISBN?: string;
  ISSN?: string;
  DOI?: string;
  URL?: string;
  scale?: string;
  language?: string;
}

function cslName(name: CitationName): CslName {
  if ("family" in name) return name.given ? { family: name.family, given: name.given } : { family: name.family };
  return { literal: name.hierarchy ? name.hierarchy.join(". ") : name.literal };
}

/**
 * Types of the model that CSL styles cite otherwise: a serial as a whole has no template in most
 * styles (ABNT's CSL prints its place and publisher without punctuation), so it is cited as a
 * book, as ABNT's hand-written formatter does (decision 050).
 */
const TYPES: Partial<Record<Citation["type"], string>> = { periodical: "book" };

/** "2. ed." → "2": styles add their own term for the edition; any other statement stays as written. */
function edition(value: string | undefined): string | undefined {
  return value?.match(/^(\d+)\. ed\.$/)?.[1] ?? value;
}

export function toCslJson(c: Citation, id: string): CslItem {
  const k = c.container;
  const pages = k?.pages ?? c.physical.pageRange;
  const range = pagesOf(pages);
  const year = c.issued?.year ?? k?.issued?.year;
  const item: CslItem = {
    id,
    type: TYPES[c.type] ?? c.type,
    title: c.subtitle ? `${c.title}: ${c.subtitle}` : c.title,
    author: c.author.length ? c.author.map(cslName) : undefined,
    // A part's host names its organiser in 773 $a: the editor of the book the chapter is in.
    editor: c.editor.length ? c.editor.map(cslName) : k?.author ? [cslName(k.author)] : undefined,
    "container-title": k ? (k.subtitle ? `${k.title}: ${k.subtitle}` : k.title) : undefined,
    "collection-title": c.series[0]?.title,
    "collection-number": c.series[0]?.number,
    volume: k?.volume,
    issue: k?.issue,
    page: range ? range.filter(Boolean).join("-") : undefined,
    edition: edition(c.edition),
    publisher: c.type === "thesis" ? (c.thesis?.institution ?? c.publisher) : (k?.publisher ?? c.publisher),
    "publisher-place": k?.place ?? c.place,
    issued: year ? { "date-parts": [[year]] } : c.issued?.literal ? { literal: c.issued.literal } : undefined,
    genre: c.thesis?.genre,
    "number-of-pages": !range && c.physical.pages ? String(c.physical.pages.count) : undefined,
    ISBN: c.ISBN[0] ?? k?.ISBN,
    ISSN: c.ISSN[0] ?? k?.ISSN,
    DOI: c.DOI,
    URL: c.URL,
    scale: c.scale,
  };
  return Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined && v !== "")) as CslItem;
}
