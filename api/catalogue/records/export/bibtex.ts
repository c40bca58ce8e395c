/**
 * BibTeX in UTF-8 (standards §1.5: citation-js writes ASCII only by default and turns "nº"
 * into "no"). A thesis is @phdthesis or @mastersthesis after the degree of its 502 note
 * (doctorate; master's; a bachelor's or specialisation work is a @mastersthesis with its own
 * `type`, as BibTeX's documentation suggests), not the @misc of citation-js.
 */
import type { Citation, CitationName } from "../citation/model.ts";
import { thesisKind } from "../citation/thesis-kind.ts";

/** Characters BibTeX (and LaTeX) read as commands, escaped; everything else stays as UTF-8. */
export function escapeBibtex(value: string): string {
  return value
    .replace(/\\/g, "\\textbackslash{}")
    .replace(/[{}&%$#_]/g, (c) => `\\${c}`)
    .replace(/~/g, "\\textasciitilde{}")
    .replace(/\^/g, "\\textasciicircum{}")
    .replace(/\s+/g, " ")
    .trim();
}

function nameOf(name: CitationName): string {
  if ("family" in name) return escapeBibtex(name.given ? `${name.family}, ${name.given}` : name.family);
  // Braces keep a body's name whole: BibTeX would otherwise read "Brasil. Ministério" as a person.
  return `{${escapeBibtex(name.hierarchy ? name.hierarchy.join(". ") : name.literal)}}`;
}

export function bibtexEntryType(c: Citation): string {
  switch (c.type) {
    case "book":
      return "book";
    case "thesis":
      return thesisKind(c.thesis?.genre) === "doctoral" ? "phdthesis" : "mastersthesis";
    case "article-journal":
      return c.container ? "article" : "misc";
    case "chapter":
    case "entry-dictionary":
    case "entry-encyclopedia":
      return c.container ? "incollection" : "book";
    case "paper-conference":
      return c.container ? "inproceedings" : "proceedings";
    case "report":
      return "techreport";
    case "manuscript":
      return "unpublished";
    default:
      return "misc";
  }
}

/** "Silva2019Catalogacao": ASCII letters and digits only, as every BibTeX tool accepts. */
export function bibtexKey(c: Citation, fallback: string): string {
  const ascii = (text: string) =>
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9]/g, "");
  const first = c.author[0] ?? c.editor[0];
  const who = first
    ? ascii("family" in first ? first.family : (first.hierarchy?.[0] ?? first.literal).split(" ")[0])
    : "";
  const word = ascii(c.title.split(/\s+/).find((w) => ascii(w).length > 3) ?? c.title.split(/\s+/)[0] ?? "");
  const key = `${who}${c.issued?.year ?? ""}${word}`;
  return key || fallback;
}

export interface BibtexExtras {
  key: string;
  subjects: string[];
  language: string | null;
}

export function toBibtex(c: Citation, extras: BibtexExtras): string {
  const type = bibtexEntryType(c);
  const fields: [string, string][] = [];
  const add = (name: string, value: string | number | undefined | null, raw = false) => {
    if (value === undefined || value === null || !String(value).trim()) return;
    fields.push([name, raw ? String(value).replace(/[{}]/g, "") : escapeBibtex(String(value))]);
  };
  if (c.author.length > 0) fields.push(["author", c.author.map(nameOf).join(" and ")]);
  const k = c.container;
  const editors = c.container?.author ? [c.container.author] : c.editor;
  if (editors.length > 0 && (c.author.length === 0 || k)) fields.push(["editor", editors.map(nameOf).join(" and ")]);
  add("title", c.subtitle ? `${c.title}: ${c.subtitle}` : c.title);
  if (k && type === "article") add("journal", k.title);
  else if (k) add("booktitle", k.subtitle ? `${k.title}: ${k.subtitle}` : k.title);
  add("edition", c.edition?.match(/^(\d+)/)?.[1] ?? c.edition);
  if (c.series[0] && !k) {
    add("series", c.series[0].title);
    add("number", c.series[0].number);
  }
  add("volume", k?.volume);
  if (k?.issue) add("number", k.issue);
  add("pages", (k?.pages ?? c.physical.pageRange)?.replace(/\s*[-–]\s*/, "--"));
  if (type === "phdthesis" || type === "mastersthesis") {
    add("school", c.thesis?.institution ?? c.publisher);
    add("type", c.thesis?.genre);
  } else if (type === "techreport") {
    add("institution", c.publisher);
  } else {
    add("publisher", k?.publisher ?? c.publisher);
  }
  add("address", k?.place ?? c.place ?? c.thesis?.place);
  add("year", c.issued?.year ?? k?.issued?.year ?? k?.date?.match(/\d{4}/)?.[0] ?? c.issued?.literal);
  add("isbn", c.ISBN.join(", "));
  add("issn", [...c.ISSN, ...(k?.ISSN ? [k.ISSN] : [])].join(", "));
  add("doi", c.DOI?.replace(/^https?:\/\/(dx\.)?doi\.org\//, ""), true);
  add("url", c.URL, true);
  add("abstract", c.abstract);
  add("keywords", extras.subjects.join(", "));
  add("language", extras.language);
  const body = fields.map(([name, value]) => `  ${name} = {${value}}`).join(",\n");
  return `@${type}{${extras.key},\n${body}\n}\n`;
}
