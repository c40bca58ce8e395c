/**
 * What the catalogue stores about a bibliographic record besides the MARC itself: the
 * columns of the `record` table that search, sorting, facets and result lists read, and
 * four text blobs the database turns into weighted full-text vectors (title A, author B,
 * subject C, everything else D).
 *
 * Display strings drop ISBD punctuation (the " /" before a statement of responsibility,
 * the "." closing a heading…), but never the punctuation inside them.
 */
import type { RecordTable } from "../../core/db/tables.ts";
import {
  controlField,
  dataFields,
  fixedSlice,
  subfield,
  subfieldValues,
  type DataField,
  type MarcRecord,
} from "../marc/record.ts";
import { filedPart, withoutNonFilingMarks } from "../marc/non-filing.ts";
import { indexSource, type IndexedSource } from "../marc/source.ts";
import { isAccessible } from "./accessibility.ts";
import { targetAudience } from "./audience.ts";
import { classifyWorkType, type WorkTypeCode } from "./work-type.ts";

/**
 * The columns of `record` the import writes, those of the same name typed as the table's.
 * `accessible` is possui_acessibilidade: large print, braille, a sound recording or an AC link
 * (accessibility.ts).
 */
export interface IndexedRecord
  extends
    IndexedSource,
    Pick<
      RecordTable,
      | "title"
      | "author"
      | "authors"
      | "subjects"
      | "publication"
      | "year"
      | "language"
      | "isbn"
      | "issn"
      | "classification"
      | "online"
      | "accessible"
    > {
  titleSort: string;
  workType: WorkTypeCode;
  /** 008/22 of a book (audience.ts), null otherwise. */
  targetAudience: string | null;
  textTitle: string;
  textAuthor: string;
  textSubject: string;
  textOther: string;
}

export function indexFields(source: MarcRecord): IndexedRecord {
  // Everything but the stored MARC reads the record without non-filing marks (decision 051).
  const record = withoutNonFilingMarks(source);
  const title = titleOf(record);
  const marked = filedPart(titleOf(source));
  const authors = unique(dataFields(record, /^(1[01]\d|7[012]\d)$/).flatMap((f) => nameOf(f) ?? []));
  const subjects = unique(dataFields(record, /^6\d\d$/).flatMap(headingsOf));
  return {
    ...indexSource(source),
    title,
    titleSort: marked !== undefined ? sortKey(marked, undefined) : sortKey(title, dataFields(record, "245")[0]?.ind2),
    author: mainEntry(record),
    authors,
    subjects,
    publication: publicationOf(record),
    year: yearOf(record),
    language: languageOf(record),
    workType: classifyWorkType(record),
    isbn: unique(dataFields(record, "020").flatMap((f) => isbnOf(subfield(f, "a")) ?? [])),
    issn: unique(dataFields(record, "022").flatMap((f) => subfield(f, "a")?.trim() || [])),
    classification: classificationOf(record),
    online: dataFields(record, "856").some((f) => subfield(f, "u") && ["0", "1", " "].includes(f.ind2)),
    accessible: isAccessible(record),
    targetAudience: targetAudience(record),
    textTitle: blob(record, TITLE_TEXT),
    textAuthor: [...authors, blob(record, AUTHOR_TEXT, true)].join(" ").trim(),
    textSubject: [...subjects, blob(record, SUBJECT_TEXT, true)].join(" ").trim(),
    textOther: blob(record, OTHER_TEXT),
  };
}

// ---- punctuation -----------------------------------------------------------------------

/** Abbreviations whose final period is part of the word, not closing punctuation. */
const ABBREVIATION = /(?:^|[\s(])(?:etc|Jr|Sr|Inc|Co|Ltd|Bros|St|Dr|Mr|Mrs|Ms)\.$/;
/** A single-letter initial ("S. H.", "U.S.A."). */
const INITIAL = /(?:^|[\s.])\p{L}\.$/u;

/**
 * Removes ISBD punctuation closing a field or subfield: " /", " :", " ;", " =", "," and,
 * unless `period` is false, a final period that does not belong to an abbreviation, an
 * initial or an ellipsis.
 */
function trimPunctuation(text: string, { period = true } = {}): string {
  let out = text.replace(/\s+/g, " ").trim();
  for (;;) {
    const next = out.replace(/\s*[/:;=,]$/, "").trimEnd();
    const closing =
      period && next.endsWith(".") && !next.endsWith("...") && !ABBREVIATION.test(next) && !INITIAL.test(next);
    const trimmed = closing ? next.slice(0, -1).trimEnd() : next;
    if (trimmed === out) return out;
    out = trimmed;
  }
}

function joined(field: DataField, codes: string): string {
  return trimPunctuation(subfieldValues(field, codes).join(" "));
}

// ---- title -----------------------------------------------------------------------------

/** 245 $a $b $n $p; records without a 245 fall back to a varying form or a uniform title. */
function titleOf(record: MarcRecord): string {
  const [f245] = dataFields(record, "245");
  if (f245) return joined(f245, "abnp");
  const fallback = dataFields(record, /^(246|130|240)$/)[0];
  return fallback ? joined(fallback, "abnp") : "";
}

const FOLDED_LETTERS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

/**
 * Lower case, no accents, without the leading article the cataloguer marked as non-filing
 * (245 ind2; a title marked with `<<…>>` or NSB/NSE comes here already without it), without leading punctuation ("[", "¿", quotes). Cut to 200 characters: it only
 * has to order titles, and B-tree index entries have a size limit.
 */
function sortKey(title: string, nonFiling: string | undefined): string {
  const skip = /^[1-9]$/.test(nonFiling ?? "") ? Number(nonFiling) : 0;
  const filed = title.slice(skip) || title;
  return filed
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (ch) => FOLDED_LETTERS[ch])
    .replace(/^[\s\p{P}\p{S}]+/u, "")
    .replace(/\s+/g, " ")
    .slice(0, 200)
    .trim();
}

// ---- names and subjects ----------------------------------------------------------------

/** Name parts kept for display, by the last two digits of the tag: dates and relators are left out of personal names. */
const NAME_CODES: Record<string, string> = { "00": "abcq", "10": "abcdgn", "11": "acdegnq", "20": "a" };

function nameOf(field: DataField): string | undefined {
  const codes = NAME_CODES[field.tag.slice(1)];
  return (codes && joined(field, codes)) || undefined;
}

function mainEntry(record: MarcRecord): string | null {
  const [main] = dataFields(record, /^1(00|10|11)$/);
  return (main && nameOf(main)) ?? null;
}

const SUBDIVISIONS = "vxyz";

/**
 * A subject heading as "Main part -- subdivision -- subdivision". Subfields that are not
 * text are skipped: digits (links, sources) and $e/$4 relators. 653 holds one uncontrolled
 * term per $a.
 */
function headingsOf(field: DataField): string[] {
  if (field.tag === "653")
    return subfieldValues(field, "a")
      .map((term) => trimPunctuation(term))
      .filter(Boolean);
  const segments: string[][] = [];
  for (const { code, value } of field.subfields) {
    if (!/^[a-z]$/.test(code) || code === "e") continue;
    if (segments.length === 0 || SUBDIVISIONS.includes(code)) segments.push([]);
    segments[segments.length - 1].push(value);
  }
  const heading = segments
    .map((s) => trimPunctuation(s.join(" ")))
    .filter(Boolean)
    .join(" -- ");
  return heading ? [heading] : [];
}

// ---- publication, dates, codes -----------------------------------------------------------

/** 264 with ind2 1 (publication), else 260. */
function publicationField(record: MarcRecord): DataField | undefined {
  return dataFields(record, "264").find((f) => f.ind2 === "1") ?? dataFields(record, "260")[0];
}

/** "Place: Publisher, date", with whatever parts the record has. */
function publicationOf(record: MarcRecord): string | null {
  const field = publicationField(record);
  if (!field) return null;
  // Places and publishers end in abbreviations ("Calif.", "Inc."): only the last period goes.
  const part = (code: string, separator: string) =>
    subfieldValues(field, code)
      .map((value) => trimPunctuation(value, { period: false }))
      .filter(Boolean)
      .join(separator);
  const place = part("a", " ; ");
  const publisher = part("b", " ; ");
  const date = part("c", ", ");
  const who = place && publisher ? `${place}: ${publisher}` : place || publisher;
  return trimPunctuation(who && date ? `${who}, ${date}` : who || date) || null;
}

/** Latest plausible year: a little ahead of now, for records catalogued before publication. */
const MAX_YEAR = new Date().getFullYear() + 5;

/** First plausible 4-digit year in 264/260 $c ("c1999", "[1967]", not Hebrew-calendar 5727), else 008/07-10. */
function yearOf(record: MarcRecord): number | null {
  const fields = [publicationField(record), ...dataFields(record, /^26[04]$/)].filter((f): f is DataField => !!f);
  for (const date of fields.flatMap((f) => subfieldValues(f, "c"))) {
    for (const [digits] of date.matchAll(/(?<!\d)\d{4}(?!\d)/g)) {
      const year = Number(digits);
      if (year >= 1000 && year <= MAX_YEAR) return year;
    }
  }
  const fixed = fixedSlice(controlField(record, "008"), 7, 10);
  return /^\d{4}$/.test(fixed) ? Number(fixed) : null;
}

/** 008/35-37 when it is a language code (not blanks, fill characters or "N/A"), else the first 041 $a. */
function languageOf(record: MarcRecord): string | null {
  const fixed = fixedSlice(controlField(record, "008"), 35, 37);
  if (/^[a-z]{3}$/.test(fixed)) return fixed;
  // Older records run several codes together in one 041 $a ("engfre").
  const coded = subfield(dataFields(record, "041")[0], "a")?.trim().slice(0, 3).toLowerCase() ?? "";
  return /^[a-z]{3}$/.test(coded) ? coded : null;
}

/** The ISBN of a 020 $a such as "0-19-852663-6 (pbk.)": digits and X of the first word, 10 or 13 long. */
function isbnOf(value: string | undefined): string | undefined {
  const isbn = value
    ?.trim()
    .split(/\s+/)[0]
    .replace(/[^0-9Xx]/g, "")
    .toUpperCase();
  return isbn && (isbn.length === 10 || isbn.length === 13) ? isbn : undefined;
}

/** Dewey (082), else LC (050), else UDC (080), else a local LC-style number (090). */
function classificationOf(record: MarcRecord): string | null {
  for (const [tag, codes] of [
    ["082", "a"],
    ["050", "ab"],
    ["080", "a"],
    ["090", "ab"],
  ]) {
    const [field] = dataFields(record, tag);
    if (!field) continue;
    // Only the first number of a field that lists alternatives: the first $a, the first $b.
    const value = [...codes]
      .map((code) => subfield(field, code)?.trim())
      .filter(Boolean)
      .join(" ");
    if (value) return value;
  }
  return null;
}

// ---- full-text blobs ---------------------------------------------------------------------

/** Which fields feed a text blob, and which of their (lettered) subfields. */
type BlobSpec = { tags: RegExp; accept: (tag: string, code: string) => boolean };

const TITLE_TEXT: BlobSpec = {
  tags: /^(245|246|240|130|730|740)$/,
  // 245 $c (responsibility) and $h (medium) are not title words; 246 $i is a display label.
  accept: (tag, code) => !(tag === "245" && "ch".includes(code)) && !(tag === "246" && code === "i"),
};
/** $e, $j relators and $i relationship labels are not names. */
const AUTHOR_TEXT: BlobSpec = { tags: /^(1[01]\d|7[012]\d)$/, accept: (_tag, code) => !"eij".includes(code) };
const SUBJECT_TEXT: BlobSpec = { tags: /^6\d\d$/, accept: (_tag, code) => code !== "e" };
const OTHER_TEXT: BlobSpec = {
  // 440 is the obsolete series field, still common in older records.
  tags: /^(245|020|022|250|260|264|300|440|490|5\d\d|773|800|810|811|830)$/,
  // Of the title field only the statement of responsibility: the rest is in the title blob.
  accept: (tag, code) => tag !== "245" || code === "c",
};

/**
 * Text of the fields `spec` selects, including their 880 parallels in another script
 * (linked through $6 "245-01"), so a title can be found in Hebrew as well as romanised.
 * `onlyParallel`: the romanised fields are already in the caller's display strings.
 */
function blob(record: MarcRecord, spec: BlobSpec, onlyParallel = false): string {
  const parts: string[] = [];
  for (const field of dataFields(record, /^\d{3}$/)) {
    const linked = field.tag === "880" ? subfield(field, "6")?.slice(0, 3) : undefined;
    const tag = linked ?? field.tag;
    if ((onlyParallel && !linked) || !spec.tags.test(tag)) continue;
    for (const { code, value } of field.subfields)
      if (/^[a-z]$/.test(code) && spec.accept(tag, code)) parts.push(value);
  }
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
