/** A record's copies by library, read live for the page (docs/decisions/037-patron-grade-interface.md). */
import * as z from "zod";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { Id } from "../../core/http/input.ts";

/** A record's copies in one library. Lost copies are not counted. */
export const LibraryAvailabilitySchema = z.object({
  cod_biblioteca: z.number().int(),
  nome_biblioteca: z.string(),
  total: z.number().int(),
  disponiveis: z.number().int().describe("On the shelf, can be lent now"),
  emprestados: z.number().int(),
  consulta_local: z.number().int().describe("In closed stacks or not for loan: read in the library"),
  proxima_devolucao: z.string().nullable().describe("The earliest due date of the copies on loan (YYYY-MM-DD)"),
});
export type LibraryAvailability = z.output<typeof LibraryAvailabilitySchema>;

export const RecordAvailabilitySchema = z.object({
  cod_acervo: z.number().int(),
  online: z.boolean(),
  bibliotecas: z.array(LibraryAvailabilitySchema),
});
export type RecordAvailability = z.output<typeof RecordAvailabilitySchema>;

export const availabilityCalls = {
  record: defineCall({
    method: "get",
    path: "/acervo/:id/disponibilidade",
    summary: "The record's copies by library, read live",
    description:
      "Each result of GET /api/consulta carries the same list as `disponibilidade`, read in one query for the " +
      "page after the search cache.",
    params: z.object({ id: Id.describe("The record's code (cod_acervo)") }),
    responses: {
      200: json(RecordAvailabilitySchema, "The copies by library."),
      400: refusal("The id is not a positive integer (invalid_parameter)."),
      404: refusal("No such record (record_not_found)."),
    },
  }),
};
