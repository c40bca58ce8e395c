/**
 * What identifies an imported MARC record, bibliographic or authority: the columns both the
 * `record` and the `authority` table begin with (api/core/db/upsert.repository.ts writes them).
 */
import { createHash } from "node:crypto";
import type { MarcSource } from "../../core/db/upsert.repository.ts";
import { encodeIso2709 } from "./iso2709.ts";
import { controlField, type MarcRecord } from "./record.ts";

export interface IndexedSource extends MarcSource {
  marc: MarcRecord;
}

/** The re-import key is "001|003", or "sha1:<hex>" of the ISO 2709 encoding when there is no 001. */
export function indexSource(record: MarcRecord): IndexedSource {
  const controlNumber = controlField(record, "001")?.trim() || null;
  const controlOrg = controlField(record, "003")?.trim() || null;
  return {
    sourceKey: controlNumber
      ? `${controlNumber}|${controlOrg ?? ""}`
      : `sha1:${createHash("sha1").update(encodeIso2709(record)).digest("hex")}`,
    controlNumber,
    controlOrg,
    leader: record.leader,
    marc: record,
  };
}
