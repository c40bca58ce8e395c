/**
 * What every MARC reader yields, one per record in file order. On its own so that the codecs
 * (iso2709.ts, marcxml.ts) and read.ts, which chooses between them, do not import each other.
 */
import type { MarcRecord } from "./record.ts";

export type ReadResult =
  /** `offset`: byte offset of the record in the file (ISO 2709 only). */
  | { ok: true; record: MarcRecord; position: number; offset?: number; warnings: string[] }
  | { ok: false; position: number; offset?: number; reason: string };
