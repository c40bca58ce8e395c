/**
 * Reading text out of MARC fields for the presenters (record page, Dublin Core, citation):
 * chosen subfields, the whole text of a note, the language codes of a record.
 */
import {
  controlField,
  dataFields,
  fixedSlice,
  subfieldValues,
  type DataField,
  type MarcRecord,
  type Subfield,
} from "../../marc/record.ts";
import { clean } from "./isbd.ts";

/** The subfields whose codes are listed, in record order (for `joinIsbd`). */
export function subfieldsOf(field: DataField, codes: string): Subfield[] {
  return field.subfields.filter((s) => codes.includes(s.code));
}

/** All text subfields of a note whose structure varies (enhanced 505, structured 502, 5XX with $b): not $0-$9. */
export function fieldText(field: DataField): string {
  return clean(subfieldValues(field, "abcdefghijklmnopqrstuvwxyz").join(" "));
}

/** 008/35-37 when it is a code, then the 041 $a codes, which older records run together ("engfre"). */
export function languageCodes(record: MarcRecord): string[] {
  const fixed = fixedSlice(controlField(record, "008"), 35, 37);
  const coded = dataFields(record, "041").flatMap((f) =>
    subfieldValues(f, "a").flatMap((v) => v.match(/[a-z]{3}/g) ?? []),
  );
  return [...new Set([/^[a-z]{3}$/.test(fixed) ? fixed : "", ...coded].filter(Boolean))];
}

/** First letter in capitals: an ementa or relator term catalogued in lower case starts a sentence in a reference. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
