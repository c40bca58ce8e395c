/**
 * The MARC view of a record page (Pergamum's "MARC" tab): the leader, control fields with
 * their value, data fields with indicators and subfields, all exactly as stored. Blank
 * indicators stay " " because their meaning lies in their position.
 */
import type { MarcFieldOut, MarcResponse } from "../contract.ts";
import { isControlField, type Field, type MarcRecord } from "../marc/record.ts";

function fieldOut(field: Field): MarcFieldOut {
  if (isControlField(field)) return { tag: field.tag, valor: field.value };
  return {
    tag: field.tag,
    ind1: field.ind1,
    ind2: field.ind2,
    subcampos: field.subfields.map((s) => ({ codigo: s.code, valor: s.value })),
  };
}

export function toMarcView(record: MarcRecord): MarcResponse {
  return { lider: record.leader, campos: record.fields.map(fieldOut) };
}
