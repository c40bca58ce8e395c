/**
 * The in-memory shape of a MARC 21 record, shared by the codecs (ISO 2709, MARCXML),
 * the importer, the presenters (ABNT, Dublin Core) and the JSON kept in the database.
 * Control fields (00X) carry a value; data fields carry indicators and subfields.
 */
export interface Subfield {
  code: string;
  value: string;
}

export interface ControlField {
  tag: string;
  value: string;
}

export interface DataField {
  tag: string;
  ind1: string;
  ind2: string;
  subfields: Subfield[];
}

export type Field = ControlField | DataField;

export interface MarcRecord {
  leader: string;
  fields: Field[];
}

export function isControlField(field: Field): field is ControlField {
  return "value" in field;
}

export function isDataField(field: Field): field is DataField {
  return "subfields" in field;
}

/** Data fields whose tag equals `tag` or matches the pattern (e.g. /^6[05]0$/). */
export function dataFields(record: MarcRecord, tag: string | RegExp): DataField[] {
  const match = typeof tag === "string" ? (t: string) => t === tag : (t: string) => tag.test(t);
  return record.fields.filter((f): f is DataField => isDataField(f) && match(f.tag));
}

export function controlField(record: MarcRecord, tag: string): string | undefined {
  const field = record.fields.find((f): f is ControlField => isControlField(f) && f.tag === tag);
  return field?.value;
}

/** First value of a subfield, or undefined. */
export function subfield(field: DataField | undefined, code: string): string | undefined {
  return field?.subfields.find((s) => s.code === code)?.value;
}

/** All values of the given subfield codes, in record order. */
export function subfieldValues(field: DataField, codes: string): string[] {
  return field.subfields.filter((s) => codes.includes(s.code)).map((s) => s.value);
}

/** Character positions of a fixed field (e.g. 008/35-37), trimmed of nothing: MARC blanks matter. */
export function fixedSlice(value: string | undefined, from: number, to = from): string {
  if (!value) return "";
  return value.slice(from, to + 1);
}
