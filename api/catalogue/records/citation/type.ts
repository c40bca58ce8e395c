/**
 * The CSL type of a record (standards §3.1, decided in that order), and whether the record
 * describes an online or electronic resource.
 */
import type { MarcRecord } from "../../marc/record.ts";
import { controlField, dataFields, fixedSlice, isControlField, subfield } from "../../marc/record.ts";

export type CitationType =
  | "book"
  | "thesis"
  | "periodical"
  | "article-journal"
  | "chapter"
  | "paper-conference"
  | "entry-dictionary"
  | "entry-encyclopedia"
  | "webpage"
  | "motion_picture"
  | "map"
  | "musical_score"
  | "song"
  | "legislation"
  | "legal_case"
  | "standard"
  | "patent"
  | "report"
  | "treaty"
  | "manuscript"
  | "graphic"
  | "software"
  | "dataset"
  | "collection"
  | "document";

/** Books 008/24-27 nature-of-contents codes that decide the type on their own. */
const NATURE_TYPES: Record<string, CitationType> = {
  l: "legislation",
  v: "legal_case",
  w: "legal_case",
  u: "standard",
  j: "patent",
  t: "report",
  z: "treaty",
};

/** Dictionaries and encyclopedias are types only for their entries (analytics). */
const ENTRY_TYPES: Record<string, CitationType> = { d: "entry-dictionary", e: "entry-encyclopedia" };

const TYPE_BY_LEADER6: Record<string, CitationType> = {
  e: "map",
  f: "map",
  c: "musical_score",
  d: "musical_score",
  g: "motion_picture",
  i: "song",
  j: "song",
  k: "graphic",
  p: "collection",
  o: "document",
  r: "document",
};

/** 008 (and 006) position of "form of item": 23 for texts, music and serials, 29 for maps and visual material. */
function formOfItemPosition(leader6: string): number {
  return "efgkor".includes(leader6) ? 29 : 23;
}

/**
 * Online or other electronic resource: form of item o/q/s in 008 or in an 006 for electronic
 * aspects, or a 337 media type "computer". 007 "cr" is not used: print records of journals
 * often carry one for their online version.
 */
export function isOnline(record: MarcRecord): boolean {
  const leader6 = record.leader.charAt(6);
  const position = formOfItemPosition(leader6);
  if ("oqs".includes(fixedSlice(controlField(record, "008"), position) || "-")) return true;
  const f006 = record.fields
    .filter(isControlField)
    .filter((f) => f.tag === "006")
    .map((f) => f.value);
  // 006 is 008/18-34 shifted by 17.
  if (f006.some((v) => "oqs".includes(v.charAt(formOfItemPosition(v.charAt(0)) - 17) || "-"))) return true;
  return dataFields(record, "337").some(
    (f) => /^(computer|computador)$/i.test(subfield(f, "a") ?? "") || subfield(f, "b") === "c",
  );
}

function nature(record: MarcRecord): string {
  return fixedSlice(controlField(record, "008"), 24, 27);
}

function componentType(record: MarcRecord): CitationType {
  const hostLevel = subfield(dataFields(record, "773")[0], "7")?.charAt(3);
  if (record.leader.charAt(7) === "b" || hostLevel === "s") return "article-journal";
  if (hostLevel === "i") return "webpage";
  const entry = [...nature(record)].map((c) => ENTRY_TYPES[c]).find(Boolean);
  if (entry) return entry;
  if (dataFields(record, /^[17]11$/).length > 0) return "paper-conference";
  return "chapter";
}

function textType(record: MarcRecord): CitationType {
  const level = record.leader.charAt(7);
  const codes = level === "s" ? "" : nature(record);
  if (dataFields(record, "502").length > 0 || codes.includes("m")) return "thesis";
  const byNature = [...codes].map((c) => NATURE_TYPES[c]).find(Boolean);
  if (byNature) return byNature;
  if (level === "a" || level === "b") return componentType(record);
  if (level === "s") return fixedSlice(controlField(record, "008"), 21) === "w" ? "webpage" : "periodical";
  if (level === "i" && isOnline(record)) return "webpage";
  return record.leader.charAt(6) === "t" ? "manuscript" : "book";
}

export function citationType(record: MarcRecord): CitationType {
  const leader6 = record.leader.charAt(6);
  if (leader6 === "a" || leader6 === "t") return textType(record);
  if (leader6 === "m") return fixedSlice(controlField(record, "008"), 26) === "a" ? "dataset" : "software";
  return TYPE_BY_LEADER6[leader6] ?? "document";
}
