/**
 * What reference managers read from a page without a translator of their own (Zotero's
 * "Embedded Metadata" and "COinS", Mendeley's and EndNote's web importers): Highwire Press
 * `citation_*` meta tags (the set Google Scholar documents), Dublin Core `DC.*` meta tags, and a
 * COinS span, an OpenURL 1.0 ContextObject in KEV (Z39.88-2004). All from the citation model the
 * ABNT and APA formatters read, so that a captured record says what its reference says.
 */
import { pagesOf, risName } from "../export/ris.ts";
import type { Citation } from "./model.ts";

export interface MetaTag {
  name: string;
  content: string;
}

export interface CaptureExtras {
  /** MARC 008/35-37 language code as stored ("por", "eng"). */
  language: string | null;
  subjects: string[];
}

type Pairs = [string, string | number | undefined | null][];

function present(pairs: Pairs): MetaTag[] {
  return pairs
    .filter((p): p is [string, string | number] => p[1] !== undefined && p[1] !== null && String(p[1]).trim() !== "")
    .map(([name, content]) => ({ name, content: String(content).replace(/\s+/g, " ").trim() }));
}

/** "Title: subtitle", the whole title proper as a reference manager keeps it. */
export function fullTitle(c: Pick<Citation, "title" | "subtitle">): string {
  return c.subtitle ? `${c.title}: ${c.subtitle}` : c.title;
}

function year(c: Citation): number | string | undefined {
  return c.issued?.year ?? c.container?.issued?.year ?? c.container?.date?.match(/\d{4}/)?.[0];
}

/** The publisher a reader would ask for: the host's for a part, the school for a thesis. */
function publisherOf(c: Citation): string | undefined {
  if (c.type === "thesis") return c.thesis?.institution ?? c.publisher;
  return c.container?.publisher ?? c.publisher;
}

/** A link to the resource that is itself a PDF, the only file Highwire's `citation_pdf_url` names. */
function pdfUrl(c: Citation): string | undefined {
  return c.URL && /\.pdf(?:$|[?#])/i.test(c.URL) ? c.URL : undefined;
}

function isArticle(c: Citation): boolean {
  return c.type === "article-journal";
}

function isPart(c: Citation): boolean {
  return c.type === "chapter" || c.type === "paper-conference" || c.type.startsWith("entry-");
}

/**
 * Highwire Press tags, in the order Google Scholar's inclusion guidelines list them; authors
 * one tag each, in the record's order, inverted ("Family, Given") as Scholar prefers.
 */
export function highwireTags(c: Citation, extras: CaptureExtras): MetaTag[] {
  const k = c.container;
  const pages = pagesOf(k?.pages ?? c.physical.pageRange);
  const pairs: Pairs = [["citation_title", fullTitle(c)]];
  for (const a of c.author) pairs.push(["citation_author", risName(a)]);
  pairs.push(["citation_publication_date", year(c)]);
  if (isArticle(c)) pairs.push(["citation_journal_title", k?.title]);
  if (isPart(c))
    pairs.push([c.type === "paper-conference" ? "citation_conference_title" : "citation_inbook_title", k?.title]);
  if (c.type === "thesis") {
    pairs.push(["citation_dissertation_institution", c.thesis?.institution]);
    pairs.push(["citation_dissertation_name", c.thesis?.genre]);
  } else {
    pairs.push(["citation_publisher", publisherOf(c)]);
  }
  if (isArticle(c) || isPart(c)) {
    pairs.push(["citation_volume", k?.volume], ["citation_issue", k?.issue]);
    pairs.push(["citation_firstpage", pages?.[0]], ["citation_lastpage", pages?.[1]]);
  }
  for (const isbn of [...c.ISBN, k?.ISBN]) pairs.push(["citation_isbn", isbn]);
  for (const issn of [...c.ISSN, k?.ISSN]) pairs.push(["citation_issn", issn]);
  pairs.push(["citation_doi", c.DOI], ["citation_language", extras.language], ["citation_pdf_url", pdfUrl(c)]);
  return present(pairs);
}

/** The DCMI type a record's citation type falls under (DCMI Type Vocabulary). */
function dcmiType(c: Citation): string {
  switch (c.type) {
    case "motion_picture":
      return "MovingImage";
    case "graphic":
    case "map":
      return "StillImage";
    case "song":
      return "Sound";
    case "software":
      return "Software";
    case "dataset":
      return "Dataset";
    case "collection":
      return "Collection";
    default:
      return "Text";
  }
}

/** Dublin Core in HTML meta tags (DCMI's "Expressing Dublin Core metadata using HTML/XHTML meta and link elements"). */
export function dublinCoreTags(c: Citation, extras: CaptureExtras): MetaTag[] {
  const pairs: Pairs = [["DC.title", fullTitle(c)]];
  for (const a of c.author) pairs.push(["DC.creator", risName(a)]);
  for (const e of c.editor) pairs.push(["DC.contributor", risName(e)]);
  pairs.push(["DC.date", year(c)], ["DC.publisher", publisherOf(c)], ["DC.type", dcmiType(c)]);
  if (c.thesis) pairs.push(["DC.type", c.thesis.genre]);
  for (const s of extras.subjects) pairs.push(["DC.subject", s]);
  for (const isbn of c.ISBN) pairs.push(["DC.identifier", `urn:isbn:${isbn}`]);
  for (const issn of c.ISSN) pairs.push(["DC.identifier", `urn:issn:${issn}`]);
  if (c.DOI) pairs.push(["DC.identifier", `info:doi/${c.DOI}`]);
  pairs.push(["DC.identifier", c.URL], ["DC.language", extras.language], ["DC.description", c.abstract]);
  if (c.container) pairs.push(["DC.source", fullTitle(c.container)]);
  return present(pairs);
}

/** Z39.88-2004 metadata formats the COinS of a record is written in. */
const FORMAT = {
  book: "info:ofi/fmt:kev:mtx:book",
  journal: "info:ofi/fmt:kev:mtx:journal",
  dissertation: "info:ofi/fmt:kev:mtx:dissertation",
} as const;

/** The KEV format and `rft.genre` of a citation type (OpenURL 1.0 book and journal genres). */
function kevFormat(c: Citation): { format: keyof typeof FORMAT; genre?: string } {
  if (c.type === "thesis") return { format: "dissertation" };
  if (c.type === "article-journal") return { format: "journal", genre: "article" };
  if (c.type === "periodical") return { format: "journal", genre: "journal" };
  if (c.type === "paper-conference") return { format: "book", genre: "proceeding" };
  if (isPart(c)) return { format: "book", genre: "bookitem" };
  if (c.type === "report") return { format: "book", genre: "report" };
  return { format: "book", genre: c.type === "book" ? "book" : "document" };
}

/**
 * The ContextObject of a COinS span's title: `ctx_ver`, the referent's format and its fields,
 * percent-encoded (UTF-8) as KEV asks. The first author also goes as `aulast`/`aufirst`, which
 * resolvers match on; every author as `au`, in order.
 */
export function coinsKev(c: Citation): string {
  const { format, genre } = kevFormat(c);
  const k = c.container;
  const pages = pagesOf(k?.pages ?? c.physical.pageRange);
  const pairs: Pairs = [
    ["ctx_ver", "Z39.88-2004"],
    ["rft_val_fmt", FORMAT[format]],
  ];
  if (c.DOI) pairs.push(["rft_id", `info:doi/${c.DOI}`]);
  for (const isbn of c.ISBN.slice(0, 1)) pairs.push(["rft_id", `urn:isbn:${isbn}`]);
  if (c.URL) pairs.push(["rft_id", c.URL]);
  pairs.push(["rft.genre", genre]);
  if (format === "journal") {
    pairs.push(["rft.jtitle", k?.title ?? fullTitle(c)]);
    if (genre === "article") pairs.push(["rft.atitle", fullTitle(c)]);
    pairs.push(["rft.volume", k?.volume], ["rft.issue", k?.issue]);
  } else if (format === "book" && genre !== "book" && genre !== "document" && genre !== "report" && k) {
    pairs.push(["rft.btitle", fullTitle(k)], ["rft.atitle", fullTitle(c)]);
  } else if (format === "book") {
    pairs.push(["rft.btitle", fullTitle(c)]);
  } else {
    pairs.push(["rft.title", fullTitle(c)]);
  }
  const first = c.author[0];
  if (first && "family" in first) pairs.push(["rft.aulast", first.family], ["rft.aufirst", first.given]);
  else if (first) pairs.push(["rft.aucorp", risName(first)]);
  for (const a of c.author) pairs.push(["rft.au", risName(a)]);
  pairs.push(["rft.date", year(c)]);
  if (format === "dissertation") {
    pairs.push(["rft.inst", c.thesis?.institution], ["rft.degree", c.thesis?.genre]);
  } else if (format === "book") {
    pairs.push(["rft.place", k?.place ?? c.place], ["rft.pub", publisherOf(c)], ["rft.edition", c.edition]);
    if (c.series[0]) pairs.push(["rft.series", c.series[0].title]);
    if (!pages && c.physical.pages) pairs.push(["rft.tpages", c.physical.pages.count]);
  }
  pairs.push(["rft.spage", pages?.[0]], ["rft.epage", pages?.[1]]);
  for (const isbn of [...c.ISBN, k?.ISBN]) pairs.push(["rft.isbn", isbn]);
  for (const issn of [...c.ISSN, k?.ISSN]) pairs.push(["rft.issn", issn]);
  return present(pairs)
    .map(({ name, content }) => `${encodeURIComponent(name)}=${encodeURIComponent(content)}`)
    .join("&");
}
