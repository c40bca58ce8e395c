/**
 * The labelled fields of the record page ("Dados do acervo"), in a fixed order. Values keep
 * the punctuation inside them (" : " before a subtitle, " -- " between subdivisions) but not
 * the ISBD punctuation that closes a subfield. A field in another script (880) is shown right
 * after its romanised partner, under the same label.
 */
import type { RecordField } from "../../contract.ts";
import { dataFields, isDataField, subfield, subfieldValues, type DataField, type MarcRecord } from "../marc/record.ts";
import { clean, joinIsbd } from "./citation/isbd.ts";
import { fieldText, languageCodes, subfieldsOf as codes } from "./citation/marc-text.ts";
import { headingText } from "./citation/names.ts";
import { publicWebAddress } from "./links.ts";

/**
 * The data fields in display order, each 880 re-tagged as the field it transcribes ($6
 * "245-02/$1" → 245) and placed after its partner; 880s without a partner (occurrence 00)
 * follow the fields of their tag.
 */
function withVernacular(record: MarcRecord): DataField[] {
  const vernacular = dataFields(record, "880");
  const linkOf = (f: DataField) => subfield(f, "6") ?? "";
  const retag = (f: DataField): DataField => ({ ...f, tag: linkOf(f).slice(0, 3) });
  const used = new Set<DataField>();
  const out: DataField[] = [];
  for (const field of record.fields.filter(isDataField)) {
    if (field.tag === "880") continue;
    out.push(field);
    const occurrence = linkOf(field).match(/^880-(\d+)/)?.[1];
    const partner = occurrence && vernacular.find((v) => linkOf(v).startsWith(`${field.tag}-${occurrence}`));
    if (partner) {
      out.push(retag(partner));
      used.add(partner);
    }
  }
  return [...out, ...vernacular.filter((v) => !used.has(v) && /^\d{3}-/.test(linkOf(v))).map(retag)];
}

const title = (f: DataField) => joinIsbd(codes(f, "abcfgknps"), { b: " : ", c: " / ", n: ". ", p: ". " });
const uniformTitle = (f: DataField) =>
  joinIsbd(codes(f, "adfgklmnoprs"), { d: " ", f: ". ", k: ". ", l: ". ", n: ". ", p: ". ", s: ". " });

/** "Ruscelli, Girolamo (editor, translator)": the heading with its relator terms, which tell the reader the role. */
function otherAuthor(field: DataField): string {
  const roles = subfieldValues(field, field.tag.endsWith("11") ? "j" : "e")
    .map(clean)
    .filter(Boolean);
  const name = headingText(field);
  return roles.length > 0 ? `${name} (${roles.join(", ")})` : name;
}

const imprint = (f: DataField) => joinIsbd(codes(f, "abc"), { a: " ; ", b: " : ", c: ", " });
const physical = (f: DataField) => joinIsbd(codes(f, "abce"), { b: " : ", c: " ; ", e: " + " });
const series = (f: DataField) => joinIsbd(codes(f, "anpv"), { n: ". ", p: ". ", v: " ; " });

/** Free text in $a, or the structured parts "Capstone project M.A. – University of Florida, 2012". */
function thesisNote(field: DataField): string {
  const a = subfield(field, "a");
  return a ? clean(a) : joinIsbd(codes(field, "gbcdo"), { b: " ", c: " – ", d: ", ", o: ". " });
}

/** Subject heading as "Main part -- subdivision -- subdivision"; each 653 term apart. */
function subjects(field: DataField): string[] {
  if (field.tag === "653") return subfieldValues(field, "a").map(clean);
  const segments: string[][] = [];
  for (const { code, value } of field.subfields) {
    if (!/^[a-z]$/.test(code) || code === "e") continue;
    if (segments.length === 0 || "vxyz".includes(code)) segments.push([]);
    segments[segments.length - 1].push(value);
  }
  return [
    segments
      .map((s) => clean(s.join(" ")))
      .filter(Boolean)
      .join(" -- "),
  ];
}

function isbn(field: DataField): string {
  const a = clean(subfield(field, "a") ?? "");
  const q = subfieldValues(field, "q").map(clean);
  return a && q.length > 0 ? `${a} (${q.join("; ")})` : a;
}

/** Notes without a label of their own; 583 is an action note for staff. */
const OWN_LABEL_NOTES = new Set(["502", "505", "520", "583"]);

type Extract = (fields: DataField[], record: MarcRecord) => string[];

/** Takes the fields with these tags and maps each to one or more values. */
const from =
  (tags: RegExp, value: (f: DataField) => string | string[]): Extract =>
  (fields) =>
    fields.filter((f) => tags.test(f.tag)).flatMap(value);

const MAIN_AUTHOR = /^1(00|10|11)$/;
const OTHER_AUTHORS = /^7(00|10|11|20)$/;
const SUBJECTS = /^6(00|10|11|30|47|48|50|51|53|54|56|57|62)$/;

/** The labels of the page, in order; `rotulo` keys are the locale keys `record.field.<rotulo>`. */
const FIELDS: [string, Extract][] = [
  ["title", from(/^245$/, title)],
  ["uniform_title", from(/^(130|240)$/, uniformTitle)],
  ["main_author", from(MAIN_AUTHOR, headingText)],
  ["other_authors", from(OTHER_AUTHORS, otherAuthor)],
  ["edition", from(/^250$/, (f) => joinIsbd(codes(f, "ab"), { b: " / " }))],
  ["imprint", (fields) => fields.filter((f) => f.tag === "260" || (f.tag === "264" && f.ind2 !== "4")).map(imprint)],
  ["physical_description", from(/^300$/, physical)],
  ["series", from(/^(440|490|830)$/, series)],
  ["thesis_note", from(/^502$/, thesisNote)],
  ["notes", (fields) => fields.filter((f) => f.tag.startsWith("5") && !OWN_LABEL_NOTES.has(f.tag)).map(fieldText)],
  ["contents", from(/^505$/, fieldText)],
  ["summary", from(/^520$/, (f) => joinIsbd(codes(f, "ab"), {}))],
  ["subjects", from(SUBJECTS, subjects)],
  ["isbn", from(/^020$/, isbn)],
  ["issn", from(/^022$/, (f) => clean(subfield(f, "a") ?? ""))],
  // Codes ("por"): the page names them in the reader's language.
  ["language", (_fields, record) => languageCodes(record)],
  [
    "classification",
    from(/^(050|060|080|082|084|086|090|092|099)$/, (f) => joinIsbd(codes(f, "ab"), { a: " ", b: " " })),
  ],
  ["scale", from(/^255$/, (f) => joinIsbd(codes(f, "abc"), { b: " ; ", c: " " }))],
  // Restricted and accessibility links are not shown here: the links block offers them after login.
  ["online_access", from(/^856$/, (f) => publicWebAddress(f) ?? "")],
];

export function displayFields(record: MarcRecord): RecordField[] {
  const fields = withVernacular(record);
  return FIELDS.map(([rotulo, extract]) => ({
    rotulo,
    valores: [...new Set(extract(fields, record).filter(Boolean))],
  })).filter((f) => f.valores.length > 0);
}

/** A heading the page shows under authors or subjects, with the field it comes from. */
export interface DisplayedHeading {
  rotulo: "main_author" | "other_authors" | "subjects";
  valor: string;
  field: DataField;
}

/**
 * The authors and subjects the page shows, each with its field, so that the service can look
 * for the authority record of each (uncontrolled index terms, 653, have none).
 */
export function displayedHeadings(record: MarcRecord): DisplayedHeading[] {
  const out: DisplayedHeading[] = [];
  for (const field of withVernacular(record)) {
    if (MAIN_AUTHOR.test(field.tag)) out.push({ rotulo: "main_author", valor: headingText(field), field });
    else if (OTHER_AUTHORS.test(field.tag)) out.push({ rotulo: "other_authors", valor: otherAuthor(field), field });
    else if (SUBJECTS.test(field.tag) && field.tag !== "653")
      out.push({ rotulo: "subjects", valor: subjects(field)[0], field });
  }
  return out.filter((h) => h.valor);
}
