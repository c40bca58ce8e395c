/**
 * The record as unqualified Dublin Core, following the Library of Congress stylesheet
 * MARC21slim2OAIDC (standards §2), which is what OAI-PMH harvesters expect, with additions
 * from LC's crosswalk table where the stylesheet predates RDA or omits a field: 264 wherever
 * it reads 260, series (440/490/830, Relation.IsPartOf) as relations, 340 as format, 041 as
 * language, and 651/662/751 as coverage besides 752.
 * Values lose their closing ISBD punctuation, as the stylesheet's chopPunctuation does.
 */
import type { DublinCoreElement } from "../../contract.ts";
import { withoutNonFilingMarks } from "../marc/non-filing.ts";
import {
  controlField,
  dataFields,
  fixedSlice,
  subfield,
  subfieldValues,
  type DataField,
  type MarcRecord,
} from "../marc/record.ts";
import { clean, joinIsbd } from "./citation/isbd.ts";
import { fieldText, languageCodes, subfieldsOf as parts } from "./citation/marc-text.ts";
import { headingText } from "./citation/names.ts";
import { publicWebAddress } from "./links.ts";

/**
 * Which names become dc:creator, for the Dublin Core page to state the rule. LC's crosswalk
 * table puts every name in dc:contributor ("Creator element not used"); its stylesheet, which
 * this view follows, makes them all dc:creator, whatever their role.
 */
export const DC_CREATOR_RULE = {
  element: "dc:creator",
  tags: ["100", "110", "111", "700", "710", "711", "720"],
  source: "Library of Congress, MARC21slim2OAIDC.xsl",
  explanation:
    "Every name heading of the record (personal, corporate and meeting names, main and added entries, " +
    "uncontrolled names) is a dc:creator, whatever its role, as in the Library of Congress stylesheet.",
} as const;

/** dc:type from leader/06, as the stylesheet names them. */
const TYPE_BY_LEADER6: Record<string, string> = {
  a: "text",
  t: "text",
  e: "cartographic",
  f: "cartographic",
  c: "notated music",
  d: "notated music",
  i: "sound recording",
  j: "sound recording",
  k: "still image",
  g: "moving image",
  r: "three dimensional object",
  m: "software, multimedia",
  p: "mixed material",
};

function titleOf(field: DataField): string {
  return joinIsbd(parts(field, "abfghk"), { b: " : " });
}

/** The stylesheet's subject: name or topic parts $a $b $c $d $q, without subdivisions. */
function subjectOf(field: DataField): string {
  return joinIsbd(parts(field, "abcdq"), { b: ". ", c: ", ", d: ", ", q: " " });
}

/** 260 and 264 (publication) $a $b as "Place : Publisher". */
function publishers(record: MarcRecord): string[] {
  return dataFields(record, /^26[04]$/)
    .filter((f) => f.tag === "260" || f.ind2 === "1")
    .map((f) => joinIsbd(parts(f, "ab"), { b: " : " }));
}

function dates(record: MarcRecord): string[] {
  const fromImprint = dataFields(record, /^26[04]$/)
    .filter((f) => f.tag === "260" || f.ind2 === "1")
    .flatMap((f) => subfieldValues(f, "c").map(clean));
  if (fromImprint.length > 0) return fromImprint;
  const date1 = fixedSlice(controlField(record, "008"), 7, 10);
  return /^\d{4}$/.test(date1) ? [date1] : [];
}

function types(record: MarcRecord): string[] {
  const leader6 = record.leader.charAt(6);
  return [
    TYPE_BY_LEADER6[leader6],
    record.leader.charAt(7) === "c" ? "collection" : undefined,
    "dfpt".includes(leader6) ? "manuscript" : undefined,
    ...dataFields(record, "655").map((f) => clean(subfield(f, "a") ?? "")),
  ].filter((t): t is string => Boolean(t));
}

/** Subject-like headings per the stylesheet: 600/610/611/630/650 name and topic parts, each 653 term. */
function subjects(record: MarcRecord): string[] {
  return dataFields(record, /^(600|610|611|630|650|653)$/).flatMap((f) =>
    f.tag === "653" ? subfieldValues(f, "a").map(clean) : [subjectOf(f)],
  );
}

/** Geographic coverage: 651 and 662/751/752 hierarchies ("Brazil -- Minas Gerais -- Belo Horizonte"). */
function coverage(record: MarcRecord): string[] {
  return dataFields(record, /^(651|662|751|752)$/).map((f) =>
    f.tag === "651" ? clean(subfield(f, "a") ?? "") : subfieldValues(f, "abcdfgh").map(clean).join(" -- "),
  );
}

export function toDublinCore(source: MarcRecord): DublinCoreElement[] {
  // Titles without non-filing marks (decision 051), in the record's DC and the OAI oai_dc alike.
  const record = withoutNonFilingMarks(source);
  const byTag = (tag: string | RegExp, value: (f: DataField) => string) => dataFields(record, tag).map(value);
  const elements: [string, string[]][] = [
    ["dc:title", byTag("245", titleOf)],
    ["dc:creator", byTag(/^(100|110|111|700|710|711|720)$/, headingText)],
    ["dc:subject", subjects(record)],
    ["dc:description", byTag(/^5\d\d$/, (f) => (["506", "530", "540", "546"].includes(f.tag) ? "" : fieldText(f)))],
    ["dc:publisher", publishers(record)],
    ["dc:date", dates(record)],
    ["dc:type", types(record)],
    [
      "dc:format",
      [...byTag("340", (f) => clean(subfield(f, "a") ?? "")), ...byTag("856", (f) => subfield(f, "q") ?? "")],
    ],
    [
      "dc:identifier",
      [
        ...byTag("020", (f) => (subfield(f, "a") ? `ISBN:${clean(subfield(f, "a")!)}` : "")),
        ...byTag("022", (f) => (subfield(f, "a") ? `ISSN:${clean(subfield(f, "a")!)}` : "")),
        ...byTag("856", (f) => publicWebAddress(f) ?? ""),
      ],
    ],
    ["dc:language", languageCodes(record)],
    [
      "dc:relation",
      [
        ...byTag("530", fieldText),
        ...byTag(/^(440|490|830)$/, (f) => joinIsbd(parts(f, "anpv"), { n: ". ", p: ". ", v: " ; " })),
        ...byTag(/^7[6-8]\d$/, (f) => clean(subfieldValues(f, "ot").join(" "))),
      ],
    ],
    ["dc:rights", byTag(/^(506|540)$/, (f) => clean(subfield(f, "a") ?? ""))],
    ["dc:coverage", coverage(record)],
  ];
  const seen = new Set<string>();
  const out: DublinCoreElement[] = [];
  for (const [elemento, values] of elements) {
    for (const valor of values) {
      // The same heading often comes twice (LC and FAST subjects; 490 and 830): show it once.
      const key = `${elemento}|${valor}`;
      if (!valor || seen.has(key)) continue;
      seen.add(key);
      out.push({ elemento, valor });
    }
  }
  return out;
}
