/** Response shapes of the loan token (GET and POST /api/emprestimo/token; the desk's check). Decision 032. */
import * as z from "zod";

/** The patron's current loan token: shown at the desk or a self-service kiosk until `validade`. */
export const LoanTokenOutSchema = z.object({
  token: z.string(),
  criado_em: z.string().describe("ISO 8601 instant"),
  validade: z.string().describe("ISO 8601 instant"),
});
export type LoanTokenOut = z.output<typeof LoanTokenOutSchema>;

/** Whose token it is and whether it still works. */
export const DeskTokenCheckSchema = z.object({
  token: z.string(),
  valido: z.boolean(),
  situacao: z
    .enum(["valid", "expired"])
    .describe("valid, or expired (its validity has passed: the patron makes a new one)"),
  validade: z.string(),
  cod_pessoa: z.number().int(),
  nome: z.string(),
  login: z.string(),
});
export type DeskTokenCheck = z.output<typeof DeskTokenCheckSchema>;
