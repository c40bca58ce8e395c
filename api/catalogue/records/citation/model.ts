/**
 * A normalised citation model built from a MARC record: CSL-JSON-like (standards §3), with
 * values already free of ISBD punctuation, so that the ABNT formatter (and later RIS or
 * BibTeX exports) only arrange them.
 */
import type { DataField, MarcRecord } from "../../marc/record.ts";
import { dataFields, subfield, subfieldValues } from "../../marc/record.ts";
import { normaliseEdition } from "./edition.ts";
import type { Container } from "./host.ts";
import { container } from "./host.ts";
import type { DateValue } from "./imprint.ts";
import { recordImprint, serialRange } from "./imprint.ts";
import { clean, joinIsbd } from "./isbd.ts";
import { capitalise } from "./marc-text.ts";
import type { CitationName, CreditRole } from "./names.ts";
import { creditLabel, directOrder, editorMark, headingName, relators, rolesOf } from "./names.ts";
import type { Physical } from "./physical.ts";
import { physical } from "./physical.ts";
import { publicWebAddress } from "../links.ts";
import { thesis, type Thesis } from "./thesis.ts";
import type { CitationType } from "./type.ts";
import { citationType, isOnline } from "./type.ts";

export type { CitationName } from "./names.ts";
export type { CitationType } from "./type.ts";

/**
 * A name ABNT prints after the title with its label ("Orientadora: Marta Ribeiro",
 * "Direção: Pedro Ramos", "Recorrente: Editora Alfa"), in direct order. CSL would call the
 * advisor a `note`, the director `director`; the label keeps the gender the cataloguer wrote.
 */
export interface Credit {
  role: CreditRole | "party";
  label: string;
  name: string;
}

export interface Series {
  title: string;
  number?: string;
}

export interface Citation {
  type: CitationType;
  /** The record describes the electronic resource itself (an e-book), not a print item with a link. */
  online: boolean;
  author: CitationName[];
  editor: CitationName[];
  /** ABNT's mark after the editors: "org.", "coord.", "comp.", "ed.". */
  editorMark?: string;
  credits: Credit[];
  title: string;
  subtitle?: string;
  /** 245 $b when it is the title in another language ("Title = Parallel title"), not a subtitle. */
  parallelTitle?: string;
  /** "2. ed.", "3. ed. rev."; absent for a first edition. */
  edition?: string;
  place?: string;
  publisher?: string;
  issued?: DateValue;
  physical: Physical;
  series: Series[];
  ISBN: string[];
  ISSN: string[];
  DOI?: string;
  /** The resource itself (856 second indicator 0 or 1), never a related resource. */
  URL?: string;
  container?: Container;
  thesis?: Thesis;
  /** 255 $a as catalogued: "Escala 1:500.000", "Scale 1:65,000". */
  scale?: string;
  /** 382 $a: instruments and voices of a score. */
  performanceMedium: string[];
  /** 520 $a; the ementa of a law or decision when 245 $b does not hold it. */
  abstract?: string;
  /** 518: date of a judgment. */
  eventDate?: string;
  /** 550 issuing body note ("Publicado pelo canal …" of an online video). */
  issuingBody?: string;
}

/** Headings that can name people or bodies responsible for the work (1XX precede 7XX in a record). */
const NAME_TAGS = /^(100|110|111|700|710|711|720)$/;

function nameHeadings(record: MarcRecord): DataField[] {
  // A 7XX with $t names a work contained in this one (an analytical entry), not a contributor.
  return dataFields(record, NAME_TAGS).filter((f) => !subfield(f, "t"));
}

interface People {
  author: CitationName[];
  editor: CitationName[];
  editorMark?: string;
  credits: Credit[];
}

/**
 * Sorts headings into authors, editors and credited names (standards §3.2). The main entry is
 * always an author. An added entry is an author when a relator says so. A personal added
 * entry (700, 720) without any relator is taken as a co-author too, as standards §3.2 says,
 * because NLM analytics and many Brazilian records list authors that way; a bare corporate
 * or meeting added entry (710, 711) is not: cataloguing rules make a body that is responsible
 * for the content the main entry, so a bare 710 names a sponsor, a publisher or a holder
 * (LC's "China Documentation Center"). In a thesis no bare name is an author: a bare 700 is
 * the advisor and a bare 710 the degree-granting school. A 720 with an unknown relator is a
 * party only in case law ("Recorrente", "Apelado"), for which MARC has no codes.
 */
function people(record: MarcRecord, type: CitationType): People {
  const result: People = { author: [], editor: [], credits: [] };
  for (const field of nameHeadings(record)) {
    const name = headingName(field);
    if (!name) continue;
    const roles = rolesOf(field);
    const bare = relators(field).length === 0;
    const added = field.tag.startsWith("7");
    const personal = field.tag === "700" || field.tag === "720";
    if (!added || roles.has("author") || (bare && personal && type !== "thesis")) result.author.push(name);
    if (added && roles.has("editor")) {
      result.editor.push(name);
      result.editorMark ??= editorMark(field);
    }
    for (const role of ["advisor", "director", "producer", "reporter"] as const) {
      if (roles.has(role))
        result.credits.push({ role, label: creditLabel(field, role), name: directOrder(field, name) });
    }
    if (type === "legal_case" && field.tag === "720" && !bare && roles.size === 0)
      result.credits.push(party(field, name));
  }
  return result;
}

/** A party to a case (720 $e recorrente, apelado, …), labelled with its capitalised relator term. */
function party(field: DataField, name: CitationName): Credit {
  return { role: "party", label: capitalise(clean(subfield(field, "e") ?? "")), name: directOrder(field, name) };
}

/**
 * 245 $a $n $p: the title proper with the number and name of a part; $b is the subtitle, or
 * a parallel title when ISBD's " = " precedes it (at the end of $a, or opening $b as the
 * German National Library writes it).
 */
function title(record: MarcRecord): Pick<Citation, "title" | "subtitle" | "parallelTitle"> {
  const field = dataFields(record, "245")[0];
  if (!field) return { title: "" };
  const titleProper = joinIsbd(
    field.subfields.filter((s) => "anp".includes(s.code)),
    { n: ". ", p: ". " },
  );
  const at = field.subfields.findIndex((s) => s.code === "b");
  const b = field.subfields[at]?.value;
  const before = field.subfields[at - 1]?.value ?? "";
  const rest = b ? clean(b.replace(/^\s*=\s*/, "")) || undefined : undefined;
  const parallel = b !== undefined && (/^\s*=/.test(b) || /=\s*$/.test(before));
  return parallel ? { title: titleProper, parallelTitle: rest } : { title: titleProper, subtitle: rest };
}

/**
 * The series as the item names it (490, or 440 before 2008), as ABNT transcribes from the
 * document; the controlled 830 only when there is no transcribed statement, since a traced
 * 490 (first indicator 1) is repeated by an 830 in another form.
 */
function series(record: MarcRecord): Series[] {
  const transcribed = dataFields(record, /^(440|490)$/);
  const fields = transcribed.length > 0 ? transcribed : dataFields(record, "830");
  return fields
    .map((f) => {
      const number = subfield(f, "v");
      return {
        title: joinIsbd(
          f.subfields.filter((s) => "anp".includes(s.code)),
          { n: ". ", p: ". " },
        ),
        number: number ? clean(number) : undefined,
      };
    })
    .filter((s) => s.title);
}

/** First token of 020 $a / 022 $a: qualifiers such as "(broch.)" are not part of the number. */
function identifiers(record: MarcRecord, tag: string): string[] {
  return dataFields(record, tag)
    .map((f) => clean(subfield(f, "a") ?? "").split(/\s/)[0])
    .filter(Boolean);
}

function doi(record: MarcRecord): string | undefined {
  const field = dataFields(record, "024").find((f) => f.ind1 === "7" && subfield(f, "2")?.toLowerCase() === "doi");
  const a = subfield(field, "a");
  return a ? clean(a) : undefined;
}

/**
 * 856 second indicator 0 (the resource) or 1 (a version of it). Links whose $3 names a part
 * ("Table of contents only", "Sumário", a cover) are not the resource, even when the
 * cataloguer used indicator 1 for them, as LC did for years. Restricted and accessibility links
 * and files of the service are not cited: the reader of a reference could not open them.
 */
function url(record: MarcRecord): string | undefined {
  const PART = /contents|sumário|summary|description|cover|capa|sample|index/i;
  const field = dataFields(record, "856").find(
    (f) => (f.ind2 === "0" || f.ind2 === "1") && publicWebAddress(f) && !PART.test(subfield(f, "3") ?? ""),
  );
  return field ? publicWebAddress(field) : undefined;
}

function firstValue(record: MarcRecord, tag: string, codes: string): string | undefined {
  const field = dataFields(record, tag)[0];
  const value = field ? subfieldValues(field, codes).join(" ") : "";
  return clean(value) || undefined;
}

export function toCitation(record: MarcRecord): Citation {
  const type = citationType(record);
  const imprint = recordImprint(record);
  const host = dataFields(record, "773")[0];
  const edition = subfield(dataFields(record, "250")[0], "a");
  return {
    type,
    online: isOnline(record),
    ...people(record, type),
    ...title(record),
    edition: edition ? normaliseEdition(edition) : undefined,
    place: imprint.place,
    publisher: imprint.publisher,
    issued: type === "periodical" ? (serialRange(record) ?? imprint.issued) : imprint.issued,
    physical: physical(record),
    series: series(record),
    ISBN: identifiers(record, "020"),
    ISSN: identifiers(record, "022"),
    DOI: doi(record),
    URL: url(record),
    container: host ? container(host) : undefined,
    thesis: type === "thesis" ? thesis(record, imprint) : undefined,
    scale: firstValue(record, "255", "a"),
    performanceMedium: dataFields(record, "382").flatMap((f) => subfieldValues(f, "a").map(clean)),
    abstract: firstValue(record, "520", "a"),
    eventDate: firstValue(record, "518", "d") ?? firstValue(record, "518", "a"),
    issuingBody: firstValue(record, "550", "a"),
  };
}
