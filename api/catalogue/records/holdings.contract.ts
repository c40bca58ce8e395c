/**
 * The fields that name what a library holds of a record, shared by the record answers of
 * records.calls.ts and extras.contract.ts: a copy as its accession number and spine label name it,
 * and a serial's issue as its library and numbering name it.
 */
import * as z from "zod";

/** A copy: its code, accession number (tombo), call number and the volume, tome and part it is. */
export const CopyLabelFields = {
  cod_exemplar: z.number().int(),
  tombo: z.string(),
  chamada: z.string().nullable(),
  volume: z.string().nullable(),
  tomo: z.string().nullable(),
  parte: z.string().nullable(),
};

/** An issue of a serial: the library holding it, its year and month, volume and number. */
export const IssueNumberingFields = {
  cod_biblioteca: z.number().int(),
  desc_biblioteca: z.string(),
  ano: z.number().int(),
  mes: z.number().int().nullable(),
  volume: z.string().nullable(),
  numero: z.string().nullable(),
};

/** Whether a serial's issue has arrived, or was expected and has not. */
export const IssueStatusSchema = z.enum(["received", "missing"]);
