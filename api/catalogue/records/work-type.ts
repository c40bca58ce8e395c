/**
 * Work types (Pergamum's cod_tipo_obra), derived from the MARC leader and 008 at import.
 * The codes are stable public values (URL filter T=…); labels live in the locale files
 * under `workType.<code>`.
 */
import { controlField, dataFields, type MarcRecord } from "../marc/record.ts";

export const WORK_TYPES = {
  BOOK: 1,
  THESIS: 2,
  SERIAL: 3,
  ARTICLE: 4,
  CHAPTER: 5,
  MAP: 6,
  SCORE: 7,
  MUSIC_RECORDING: 8,
  SOUND_RECORDING: 9,
  VIDEO: 10,
  IMAGE: 11,
  ELECTRONIC: 12,
  MANUSCRIPT: 13,
  LEGISLATION: 14,
  CASE_LAW: 15,
  KIT: 16,
  OBJECT: 17,
  MIXED: 18,
} as const;

export type WorkTypeCode = (typeof WORK_TYPES)[keyof typeof WORK_TYPES];
export const WORK_TYPE_CODES = Object.values(WORK_TYPES) as WorkTypeCode[];

/** Books 008/24-27 nature-of-contents codes, only meaningful for leader/06 a or t. */
function natureOfContents(f008: string | undefined): string {
  return f008 && f008.length >= 28 ? f008.slice(24, 28) : "";
}

/**
 * The heading LC gives collections of court decisions, as a form subdivision (650/651/655 $v),
 * a topical heading (650 $a, the older practice of the demo's records) or a genre (655 $a). Many
 * case-law records say so only there, not in 008/24-27.
 */
const LAW_REPORTS = /^law reports, digests, etc\.?$/i;

function isLawReport(record: MarcRecord): boolean {
  return dataFields(record, /^65[015]$/).some((field) =>
    field.subfields.some((s) => (s.code === "v" || s.code === "a") && LAW_REPORTS.test(s.value.trim())),
  );
}

export function classifyWorkType(record: MarcRecord): WorkTypeCode {
  const type = record.leader.charAt(6);
  const level = record.leader.charAt(7);
  const f008 = controlField(record, "008");
  switch (type) {
    case "a":
    case "t": {
      const nature = natureOfContents(f008);
      if (dataFields(record, "502").length > 0 || nature.includes("m")) return WORK_TYPES.THESIS;
      if (nature.includes("l")) return WORK_TYPES.LEGISLATION;
      if (nature.includes("v") || nature.includes("w") || isLawReport(record)) return WORK_TYPES.CASE_LAW;
      if (level === "s") return WORK_TYPES.SERIAL;
      if (level === "b") return WORK_TYPES.ARTICLE;
      if (level === "a") return WORK_TYPES.CHAPTER;
      return type === "t" ? WORK_TYPES.MANUSCRIPT : WORK_TYPES.BOOK;
    }
    case "e":
    case "f":
      return WORK_TYPES.MAP;
    case "c":
    case "d":
      return WORK_TYPES.SCORE;
    case "j":
      return WORK_TYPES.MUSIC_RECORDING;
    case "i":
      return WORK_TYPES.SOUND_RECORDING;
    case "g":
      return WORK_TYPES.VIDEO;
    case "k":
      return WORK_TYPES.IMAGE;
    case "m":
      return WORK_TYPES.ELECTRONIC;
    case "o":
      return WORK_TYPES.KIT;
    case "r":
      return WORK_TYPES.OBJECT;
    case "p":
      return WORK_TYPES.MIXED;
    default:
      return WORK_TYPES.BOOK;
  }
}
