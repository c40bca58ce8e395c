/**
 * Whether a title has an accessible version (Pergamum's possui_acessibilidade "S"), read from
 * its MARC once, at import. The accessibility tab, the X=A filter and the results' mark all read
 * the `record.accessible` column this fills, so they share this one definition.
 */
import { controlField, type MarcRecord } from "../marc/record.ts";
import { hasAccessibleLink } from "./links.ts";

/** 008/23 form of item for language material: d large print, f braille. */
const ACCESSIBLE_FORMS = ["d", "f"];

export function isAccessible(record: MarcRecord): boolean {
  const type = record.leader.charAt(6);
  // Non-musical sound recordings: audiobooks, recorded lectures and readings.
  if (type === "i") return true;
  if (type === "a" || type === "t") {
    const form = controlField(record, "008")?.charAt(23) ?? "";
    if (ACCESSIBLE_FORMS.includes(form)) return true;
  }
  // An accessible version linked from the record (856 $x AC, see links.ts).
  return hasAccessibleLink(record);
}
