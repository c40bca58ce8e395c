/**
 * The host of a component part (773): the book of a chapter, the journal of an article, the
 * official gazette of a law. $g ("v. 12, n. 3, p. 101-120, set./dez. 2022") is parsed into
 * its parts so that each template can order them.
 */
import type { DataField } from "../../marc/record.ts";
import { subfield } from "../../marc/record.ts";
import { normaliseEdition } from "./edition.ts";
import { clean } from "./isbd.ts";
import type { DateValue } from "./imprint.ts";
import { parseImprintText } from "./imprint.ts";
import type { CitationName } from "./names.ts";

export interface Container {
  title: string;
  subtitle?: string;
  /** 773 $a, the host's main entry; `authorMark` is a role written after it: "Lima, Beatriz (org.)". */
  author?: CitationName;
  authorMark?: string;
  edition?: string;
  place?: string;
  publisher?: string;
  issued?: DateValue;
  volume?: string;
  /** "v." for volumes; Brazilian gazettes number by "ano" (year of publication) instead. */
  volumeCaption?: "v." | "ano";
  issue?: string;
  chapter?: string;
  pages?: string;
  /** Section of a gazette: "seção 1". */
  section?: string;
  /** Date of the issue or part, as written: "set./dez. 2022", "11 mar. 2021". */
  date?: string;
  /** Other parts of $g, in order, such as an article number ("e2024010"). */
  other: string[];
  ISSN?: string;
  ISBN?: string;
  /** 773 $7 position 3: bibliographic level of the host (m monograph, s serial, i integrating resource). */
  hostLevel?: string;
}

type Enumeration = Pick<
  Container,
  "volume" | "volumeCaption" | "issue" | "chapter" | "pages" | "section" | "date" | "other"
>;

/** Each pattern recognises one part of $g and stores its value without the caption. */
const PARTS: [RegExp, (e: Enumeration, value: string) => void][] = [
  [
    /^(?:v|vol)\.?\s*(\d.*)$/i,
    (e, v) => {
      e.volume = v;
      e.volumeCaption = "v.";
    },
  ],
  [
    /^ano\s+(\d.*)$/i,
    (e, v) => {
      e.volume = v;
      e.volumeCaption = "ano";
    },
  ],
  [
    /^(?:n|no|nº|n\.º|num|issue)\.?\s*(\d.*)$/i,
    (e, v) => {
      e.issue = v;
    },
  ],
  [
    /^cap\.?\s*(\d.*)$/i,
    (e, v) => {
      e.chapter = v;
    },
  ],
  [
    /^(?:p|pp)\.?\s*(\d.*)$/i,
    (e, v) => {
      e.pages = v;
    },
  ],
  [
    /^se[cç][aã]o\s+(.+)$/i,
    (e, v) => {
      e.section = v;
    },
  ],
  [
    /^\(?((?:.*\s)?\d{4})\)?$/,
    (e, v) => {
      e.date = v;
    },
  ],
];

/** Parts are separated by commas; AACR2 writes the date in parentheses after the issue ("no. 2 (2021)"). */
export function parseEnumeration(g: string): Enumeration {
  const parts: Enumeration = { other: [] };
  for (const token of clean(g).split(/,\s+|\s+(?=\(\d{4}\))/)) {
    const match = PARTS.map(([pattern, store]) => [token.match(pattern), store] as const).find(([m]) => m);
    if (match) match[1](parts, match[0]![1]);
    else parts.other.push(token);
  }
  return parts;
}

/** "Lima, Beatriz (org.)" → the name and the mark; no comma means a corporate or literal name. */
function hostAuthor(raw: string): Pick<Container, "author" | "authorMark"> {
  const text = clean(raw);
  const mark = text.match(/\s*\(((?:org|ed|coord|comp)\.?)\)$/i);
  const name = mark ? text.slice(0, mark.index) : text;
  const authorMark = mark ? mark[1].toLowerCase().replace(/\.?$/, ".") : undefined;
  const comma = name.indexOf(", ");
  const author: CitationName =
    comma < 0 ? { literal: name } : { family: name.slice(0, comma), given: name.slice(comma + 2) };
  return { author, authorMark };
}

/** Title and subtitle of the host, split at the ISBD " : " only (a bare colon is part of many titles). */
function splitTitle(raw: string): Pick<Container, "title" | "subtitle"> {
  const text = clean(raw);
  const colon = text.indexOf(" : ");
  return colon < 0 ? { title: text } : { title: text.slice(0, colon), subtitle: text.slice(colon + 3) };
}

export function container(field: DataField): Container | undefined {
  const t = subfield(field, "t");
  if (!t) return undefined;
  const a = subfield(field, "a");
  const d = subfield(field, "d");
  const g = subfield(field, "g");
  const b = subfield(field, "b");
  const x = subfield(field, "x");
  const z = subfield(field, "z");
  return {
    ...splitTitle(t),
    ...(a ? hostAuthor(a) : {}),
    edition: b ? normaliseEdition(b) : undefined,
    ...(d ? parseImprintText(clean(d)) : {}),
    ...(g ? parseEnumeration(g) : { other: [] }),
    ISSN: x ? clean(x) : undefined,
    ISBN: z ? clean(z).split(" ")[0] : undefined,
    hostLevel: subfield(field, "7")?.charAt(3) || undefined,
  };
}
