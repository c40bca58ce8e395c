/**
 * Non-filing characters (decision 051): the initial article a cataloguer marks so that a title
 * files under its next word. MARC marks it two ways besides the indicators of 245/240/130/730:
 * `<<Die>> Rechtsprechung …` (hbz, Alma and other German exports) and the control characters
 * NSB/NSE (U+0098 … U+009C). The stored MARC keeps the marks, as the source had them, for the MARC
 * and MARCXML exports; whatever shows or cites a title reads it without them, the article kept as
 * a word (so a title is found with and without it), and the sort key starts after it.
 */
import type { DataField, MarcRecord } from "./record.ts";

const MARKS = /<<|>>|[\u0098\u009c]/g;
const HAS_MARK = /<<|>>|[\u0098\u009c]/;
/** A marked non-filing part at the start of a value, marks included. */
const MARKED_START = /^\s*(?:<<[^>]*>>|\u0098[^\u009c]*\u009c)\s*/u;

/** The value without non-filing marks. */
export function withoutMarks(value: string): string {
  return HAS_MARK.test(value) ? value.replace(MARKS, "") : value;
}

/** The value from its first filing character: the marked start left out, then the marks. */
export function filedPart(value: string): string | undefined {
  const marked = value.match(MARKED_START);
  return marked ? withoutMarks(value.slice(marked[0].length)) : undefined;
}

/** The record with every data field's values free of non-filing marks (the same record when it has none). */
export function withoutNonFilingMarks(record: MarcRecord): MarcRecord {
  const marked = (f: MarcRecord["fields"][number]) =>
    "subfields" in f && f.subfields.some((s) => HAS_MARK.test(s.value));
  if (!record.fields.some(marked)) return record;
  return {
    ...record,
    fields: record.fields.map((f) =>
      marked(f)
        ? {
            ...(f as DataField),
            subfields: (f as DataField).subfields.map((s) => ({ ...s, value: withoutMarks(s.value) })),
          }
        : f,
    ),
  };
}
