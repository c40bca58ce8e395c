/**
 * The MARC view of a record page (Pergamum's "MARC" tab): the leader, control fields with
 * their value, data fields with indicators and subfields, exactly as stored. Blank
 * indicators stay " " because their meaning lies in their position.
 *
 * A bibliographic record has two views (docs/decisions/015-marc-release-view-and-media.md):
 * - the public view (default): the bibliographic description, without the local fields (9XX)
 *   and the nonpublic notes ($x of 852 and 856);
 * - the complete view (`liberacao=1`): every field as stored, local fields and notes included.
 * The MARC and MARCXML exports give the complete view. None shows what must not leave the service: the address of a restricted or accessibility
 * link (it comes from the access call, which records the access, decision 009) and the fields
 * MARC marks private by their first indicator (541, 561, 583 with indicator 0).
 */
import type { MarcFieldOut, MarcResponse, RecordMarcResponse } from "../../contract.ts";
import { isControlField, type DataField, type Field, type MarcRecord } from "../marc/record.ts";
import { fieldLinkType } from "./links.ts";

function fieldOut(field: Field): MarcFieldOut {
  if (isControlField(field)) return { tag: field.tag, valor: field.value };
  return {
    tag: field.tag,
    ind1: field.ind1,
    ind2: field.ind2,
    subcampos: field.subfields.map((s) => ({ codigo: s.code, valor: s.value })),
  };
}

/** The record as stored, field for field: the authority pages and the cataloguing tests use it. */
export function toMarcView(record: MarcRecord): MarcResponse {
  return { lider: record.leader, campos: record.fields.map(fieldOut) };
}

/** MARC's privacy indicator: first indicator 0 means "private" in these fields. */
const PRIVACY_FIELDS = new Set(["541", "561", "583"]);
/** Fields whose $x is a nonpublic note (in 6XX, for instance, $x is a subdivision). */
const NONPUBLIC_NOTE_FIELDS = new Set(["852", "856"]);

export function isLocalField(field: Field): boolean {
  return field.tag.startsWith("9");
}

function isPrivateField(field: DataField): boolean {
  return PRIVACY_FIELDS.has(field.tag) && field.ind1 === "0";
}

/** The field as a reader may see it in the given view, or null when it is not shown at all. */
function visibleField(field: Field, complete: boolean): Field | null {
  if (isControlField(field)) return field;
  if (isPrivateField(field)) return null;
  if (!complete && isLocalField(field)) return null;
  let subfields = field.subfields;
  if (field.tag === "856" && fieldLinkType(field) !== "P") subfields = subfields.filter((s) => s.code !== "u");
  if (!complete && NONPUBLIC_NOTE_FIELDS.has(field.tag)) subfields = subfields.filter((s) => s.code !== "x");
  if (subfields.length === 0) return null;
  return subfields === field.subfields ? field : { ...field, subfields };
}

export type RecordMarcView = Omit<RecordMarcResponse, "liberacao_permitida">;

/**
 * The record as a reader may have it: the public view, or the complete one (also what the MARC
 * and MARCXML exports give). The leader keeps the stored record length; encoders recompute it.
 */
export function readerRecord(record: MarcRecord, complete: boolean): MarcRecord {
  const fields: Field[] = [];
  for (const field of record.fields) {
    const shown = visibleField(field, complete);
    if (shown) fields.push(shown);
  }
  return { leader: record.leader, fields };
}

export function toRecordMarcView(record: MarcRecord, complete: boolean): RecordMarcView {
  return {
    lider: record.leader,
    campos: readerRecord(record, complete).fields.map(fieldOut),
    liberacao: complete,
    campos_locais: record.fields.filter((f) => !isControlField(f) && isLocalField(f)).length,
  };
}
