/**
 * APA 7th edition references from the same citation model as ABNT (docs/decisions/008-record-pages.md:
 * our own formatter rather than citeproc-js with a CSL style, so no CPAL/AGPL code ships).
 *
 * The shape follows the APA Publication Manual, 7th edition, §9-10: Author, A. A., & Author,
 * B. B. (Year). *Title: Subtitle* (2nd ed.). Publisher. https://doi.org/…
 * - up to 20 authors are listed; with 21 or more, the first 19, an ellipsis and the last;
 * - the place of publication is not given (APA 7), and the publisher is left out when it is
 *   the author;
 * - titles are kept as catalogued: library records already write them in sentence case, and
 *   changing the case of proper names cannot be done reliably from the data;
 * - the few words APA adds ("ed.", "n.d.", "Doctoral dissertation", "[Map]") follow the
 *   reader's language, as Portuguese and Spanish adaptations of APA do.
 */
import type { ReferenceSegment } from "../../../contract.ts";
import type { Lang } from "../../../core/i18n.ts";
import type { Container } from "./host.ts";
import type { Citation, CitationName } from "./model.ts";
import { thesisKind } from "./thesis-kind.ts";

type Element = ReferenceSegment[];

const plain = (texto: string): ReferenceSegment => ({ texto });
const italic = (texto: string): ReferenceSegment => ({ texto, destaque: "italico" });

interface Terms {
  noDate: string;
  editor: string;
  editors: string;
  director: string;
  in: string;
  pages: string;
  page: string;
  present: string;
  doctoral: string;
  masters: string;
  bachelor: string;
  thesis: string;
  map: string;
  score: string;
  film: string;
  recording: string;
  edition: (n: number) => string;
}

const TERMS: Record<Lang, Terms> = {
  en: {
    noDate: "n.d.",
    editor: "Ed.",
    editors: "Eds.",
    director: "Director",
    in: "In",
    pages: "pp.",
    page: "p.",
    present: "present",
    doctoral: "Doctoral dissertation",
    masters: "Master's thesis",
    bachelor: "Bachelor's thesis",
    thesis: "Thesis",
    map: "Map",
    score: "Musical score",
    film: "Film",
    recording: "Album",
    edition: (n) => {
      const tens = n % 100;
      const suffix =
        tens >= 11 && tens <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th");
      return `${n}${suffix} ed.`;
    },
  },
  pt: {
    noDate: "s.d.",
    editor: "Ed.",
    editors: "Eds.",
    director: "Diretor",
    in: "In",
    pages: "pp.",
    page: "p.",
    present: "presente",
    doctoral: "Tese de doutorado",
    masters: "Dissertação de mestrado",
    bachelor: "Trabalho de conclusão de curso",
    thesis: "Tese",
    map: "Mapa",
    score: "Partitura",
    film: "Filme",
    recording: "Álbum",
    edition: (n) => `${n}. ed.`,
  },
  es: {
    noDate: "s.f.",
    editor: "Ed.",
    editors: "Eds.",
    director: "Director",
    in: "En",
    pages: "pp.",
    page: "p.",
    present: "presente",
    doctoral: "Tesis doctoral",
    masters: "Tesis de maestría",
    bachelor: "Trabajo de grado",
    thesis: "Tesis",
    map: "Mapa",
    score: "Partitura",
    film: "Película",
    recording: "Álbum",
    edition: (n) => `${n}.ª ed.`,
  },
};

/** Lower-case name particles that are not initialled ("Goethe, J. W. von"). */
const PARTICLES = new Set([
  "de",
  "da",
  "do",
  "das",
  "dos",
  "e",
  "von",
  "van",
  "der",
  "den",
  "del",
  "della",
  "di",
  "du",
  "la",
  "le",
  "y",
]);

/** "João Carlos" → "J. C."; "Jean-Paul" → "J.-P."; "J.R.R." → "J. R. R."; particles stay as written. */
export function initials(given: string): string {
  return given
    .replace(/\./g, ". ")
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      if (PARTICLES.has(word)) return word;
      return word
        .split("-")
        .map((part) => {
          const letter = part.match(/\p{L}/u)?.[0];
          return letter ? `${letter.toLocaleUpperCase()}.` : "";
        })
        .filter(Boolean)
        .join("-");
    })
    .filter(Boolean)
    .join(" ");
}

/** Family, I. I.; corporate bodies as named, units after periods. */
export function apaName(name: CitationName): string {
  if ("family" in name) return name.given ? `${name.family}, ${initials(name.given)}` : name.family;
  return name.hierarchy ? name.hierarchy.join(". ") : name.literal;
}

/**
 * A credited name is kept in direct order ("Pedro Ramos"); APA lists people by surname, taken
 * here as the last word, as Brazilian and most Western names are filed.
 */
function invertDirect(name: string): CitationName {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return { literal: name.trim() };
  return { family: words.at(-1)!, given: words.slice(0, -1).join(" ") };
}

/** "I. I. Family" for names inside an element ("In B. Lima (Ed.)"). */
function directName(name: CitationName): string {
  if ("family" in name) return name.given ? `${initials(name.given)} ${name.family}` : name.family;
  return apaName(name);
}

export function apaNames(names: CitationName[]): string {
  const written = names.map(apaName);
  if (written.length === 1) return written[0];
  if (written.length === 2) return `${written[0]}, & ${written[1]}`;
  if (written.length <= 20) return `${written.slice(0, -1).join(", ")}, & ${written.at(-1)}`;
  return `${written.slice(0, 19).join(", ")}, . . . ${written.at(-1)}`;
}

const endsSentence = (text: string) => /[.?!]$/.test(text.trimEnd());

function lastText(segments: ReferenceSegment[]): string {
  return segments.findLast((s) => s.texto)?.texto ?? "";
}

/** Elements separated by a space, each closed by a period unless it ends one already; addresses are left open. */
function sentence(elements: (Element | undefined)[], link?: string): ReferenceSegment[] {
  const out: ReferenceSegment[] = [];
  for (const element of elements) {
    if (!element || element.every((s) => !s.texto)) continue;
    if (out.length > 0) out.push(plain(" "));
    out.push(...element);
    if (!endsSentence(lastText(element))) out.push(plain("."));
  }
  if (link) out.push(plain(out.length > 0 ? ` ${link}` : link));
  const merged: ReferenceSegment[] = [];
  for (const s of out) {
    const previous = merged.at(-1);
    if (previous && previous.destaque === s.destaque) previous.texto += s.texto;
    else if (s.texto) merged.push({ ...s });
  }
  return merged;
}

function titleText(c: Pick<Citation, "title" | "subtitle">): string {
  return c.subtitle ? `${c.title}: ${c.subtitle}` : c.title;
}

function editionText(edition: string | undefined, terms: Terms): string | undefined {
  if (!edition) return undefined;
  const n = edition.match(/^(\d+)/)?.[1];
  return n ? terms.edition(Number(n)) : edition;
}

function year(c: Citation, terms: Terms): string {
  if (c.type === "periodical" && c.issued?.literal) {
    const [start, end] = c.issued.literal.split("-");
    return `(${start}–${end || terms.present})`;
  }
  const y =
    c.issued?.year ??
    c.issued?.literal.match(/\d{4}/)?.[0] ??
    c.container?.issued?.year ??
    c.container?.date?.match(/\d{4}/)?.[0];
  return `(${y ?? terms.noDate})`;
}

function link(c: Citation): string | undefined {
  if (c.DOI) return /^https?:/.test(c.DOI) ? c.DOI : `https://doi.org/${c.DOI}`;
  return c.URL;
}

/** The responsible names: authors, else editors with "(Ed.)"/"(Eds.)"; undefined for a work entered by title. */
function responsibility(c: Citation, terms: Terms): Element | undefined {
  if (c.author.length > 0) return [plain(apaNames(c.author))];
  if (c.editor.length > 0)
    return [plain(`${apaNames(c.editor)} (${c.editor.length > 1 ? terms.editors : terms.editor})`)];
  if (c.type === "motion_picture") {
    const directors = c.credits.filter((k) => k.role === "director");
    if (directors.length > 0) {
      const names = directors.map((k) => invertDirect(k.name));
      return [plain(`${apaNames(names)} (${terms.director})`)];
    }
  }
  return undefined;
}

/** "Publisher" unless the author is the publisher (APA 7 §9.29). */
function publisherElement(c: Citation, publisher = c.publisher): Element | undefined {
  if (!publisher) return undefined;
  const authors = c.author.map(apaName);
  if (authors.some((a) => a.toLowerCase() === publisher.toLowerCase())) return undefined;
  return [plain(publisher)];
}

function bracketDescription(c: Citation, terms: Terms): string | undefined {
  switch (c.type) {
    case "map":
      return terms.map;
    case "musical_score":
      return terms.score;
    case "motion_picture":
      return terms.film;
    case "song":
      return terms.recording;
    default:
      return undefined;
  }
}

/** "Doctoral dissertation, Institution" from the genre of the 502 note. */
function thesisDescription(c: Citation, terms: Terms): string {
  const kind = c.thesis ? thesisKind(c.thesis.genre) : undefined;
  const label =
    kind === "doctoral"
      ? terms.doctoral
      : kind === "masters"
        ? terms.masters
        : kind === "bachelor"
          ? terms.bachelor
          : terms.thesis;
  return [label, c.thesis?.institution].filter(Boolean).join(", ");
}

/** A stand-alone work: book, thesis, map, score, recording, film, report and the rest. */
function standalone(c: Citation, terms: Terms): ReferenceSegment[] {
  const who = responsibility(c, terms);
  const edition = editionText(c.edition, terms);
  const description = c.type === "thesis" ? thesisDescription(c, terms) : bracketDescription(c, terms);
  const title: Element = [
    italic(titleText(c)),
    plain(`${edition ? ` (${edition})` : ""}${description ? ` [${description}]` : ""}`),
  ];
  const date: Element = [plain(year(c, terms))];
  const publisher = c.type === "thesis" ? undefined : publisherElement(c);
  const elements = who ? [who, date, title, publisher] : [title, date, publisher];
  return sentence(elements, link(c));
}

/** Author. (Year). Chapter. In E. Editor (Ed.), *Book* (pp. x–y). Publisher. */
function chapter(c: Citation, k: Container, terms: Terms): ReferenceSegment[] {
  const who = responsibility(c, terms);
  const pages = k.pages ?? c.physical.pageRange;
  const pagesText = pages ? `${/[-–]/.test(pages) ? terms.pages : terms.page} ${pages.replace(/-/g, "–")}` : "";
  const editor = k.author
    ? `${directName(k.author)}${k.authorMark ? ` (${k.authorMark.startsWith("ed") || k.authorMark.startsWith("org") || k.authorMark.startsWith("coord") ? terms.editor : k.authorMark})` : ""}, `
    : "";
  const host: Element = [
    plain(`${terms.in} ${editor}`),
    italic(titleText(k)),
    plain(pagesText ? ` (${pagesText})` : ""),
  ];
  const date: Element = [plain(year(c, terms))];
  const part: Element = [plain(titleText(c))];
  const publisher = publisherElement(c, k.publisher ?? c.publisher);
  return sentence(who ? [who, date, part, host, publisher] : [part, date, host, publisher], link(c));
}

/** Author. (Year). Title. *Journal*, *12*(3), 101–120. */
function article(c: Citation, k: Container, terms: Terms): ReferenceSegment[] {
  const who = responsibility(c, terms);
  const host: Element = [italic(k.title)];
  if (k.volume) host.push(plain(", "), italic(k.volume));
  if (k.issue) host.push(plain(k.volume ? `(${k.issue})` : `, (${k.issue})`));
  for (const other of k.other) host.push(plain(`, ${other}`));
  if (k.pages) host.push(plain(`, ${k.pages.replace(/-/g, "–")}`));
  const date: Element = [plain(year(c, terms))];
  const part: Element = [plain(titleText(c))];
  return sentence(who ? [who, date, part, host] : [part, date, host], link(c));
}

export function formatApa(c: Citation, opts: { lang: Lang }): ReferenceSegment[] {
  const terms = TERMS[opts.lang];
  switch (c.type) {
    case "article-journal":
      return c.container ? article(c, c.container, terms) : standalone(c, terms);
    case "chapter":
    case "paper-conference":
    case "entry-dictionary":
    case "entry-encyclopedia":
      return c.container ? chapter(c, c.container, terms) : standalone(c, terms);
    default:
      return standalone(c, terms);
  }
}
