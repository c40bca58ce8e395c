/** MARC files imported through the running server (decision 036). */
import * as z from "zod";
import { defineCall, json, refusal } from "../../core/http/call.ts";

export const ImportReportSchema = z.object({
  importados: z.number().int(),
  atualizados: z.number().int(),
  ignorados: z.number().int(),
  autoridades: z
    .object({ importados: z.number().int(), atualizados: z.number().int() })
    .describe("Of the counts above, the authority records"),
  ignorados_detalhe: z
    .array(z.object({ posicao: z.number().int(), motivo: z.string() }))
    .describe("Records skipped, by position in the file posted (from 1); at most the first 500"),
  avisos: z
    .array(z.object({ posicao: z.number().int(), mensagem: z.string() }))
    .describe("Records imported with something to check; at most the first 500"),
});
export type ImportReport = z.output<typeof ImportReportSchema>;

export const importCalls = {
  import: defineCall({
    method: "post",
    path: "/balcao/importacao",
    summary: "Imports one MARC file (ISO 2709 or MARCXML)",
    description:
      "The body is the file, any content type, at most 1 MiB; `npm run import -- --server URL` cuts larger files into such posts. The next search finds the records.",
    auth: "staff",
    multipart: true,
    responses: {
      200: json(ImportReportSchema, "The import's counts."),
      400: refusal("The body could not be read."),
      401: refusal("No desk key, or not a valid one."),
      409: refusal("Another import runs in the process."),
      413: refusal("The file is larger than 1 MiB."),
      422: refusal("The file is empty, not MARC, or breaks a reader limit before its first record."),
    },
  }),
};
