/**
 * Response shapes of the clearance declaration ("nada consta"), its validation and the GRU
 * payment slip (document 2 §7 "Libraries and clearance"; decision 032), as zod schemas the
 * declarations of ./clearance.calls.ts answer with. Shapes the spec does not show are ours.
 */
import * as z from "zod";

/** The reasons a patron may give (GET /nada-consta/get-reasons), by code; the words are per language. */
export const CLEARANCE_REASONS = [1, 2, 3, 4, 5] as const;
export type ClearanceReason = (typeof CLEARANCE_REASONS)[number];

export function isReason(value: number): value is ClearanceReason {
  return (CLEARANCE_REASONS as readonly number[]).includes(value);
}

const Reason = z
  .union(CLEARANCE_REASONS.map((r) => z.literal(r)) as [z.ZodLiteral<1>, ...z.ZodLiteral<ClearanceReason>[]])
  .describe("1 graduation, 2 transfer, 3 enrolment suspended or cancelled, 4 leaving the institution (staff), 5 other");

/** One entry per reason, in the caller's language. */
export const ClearanceReasonOutSchema = z.object({ codigo: Reason, descricao: z.string() });
export type ClearanceReasonOut = z.output<typeof ClearanceReasonOutSchema>;

/** A declaration issued to the caller. */
export const DeclarationOutSchema = z.object({
  codigo: z.string().describe("The verification code printed on the declaration and in its QR address"),
  motivo: Reason,
  desc_motivo: z.string(),
  nome: z.string(),
  emitida_em: z.string().describe("ISO 8601 instant"),
  url_validacao: z.string().describe("The absolute address its QR code leads to"),
});
export type DeclarationOut = z.output<typeof DeclarationOutSchema>;

/**
 * When nothing is pending: `declaracao` is the declaration already issued (the patron is out of
 * the unit and may download it again), or null (ready to issue).
 */
export const ClearanceCheckResponseSchema = z.object({
  liberado: z.literal(true),
  declaracao: DeclarationOutSchema.nullable(),
});
export type ClearanceCheckResponse = z.output<typeof ClearanceCheckResponseSchema>;

/** A genuine code's declaration. */
export const QrValidationResponseSchema = z.object({
  valido: z.literal(true),
  nome: z.string().describe("The name printed on the declaration; no other personal data"),
  emitida_em: z.string(),
  motivo: Reason,
  desc_motivo: z.string(),
});
export type QrValidationResponse = z.output<typeof QrValidationResponseSchema>;

export const ClearanceMailResponseSchema = z.object({
  enviado: z.literal(true),
  email: z.string().describe("The address it went to, partly masked (a***@example.org)"),
});
export type ClearanceMailResponse = z.output<typeof ClearanceMailResponseSchema>;

/** The patron is back in the unit. */
export const ReadmissionResponseSchema = z.object({
  cod_pessoa: z.number().int(),
  readmitido: z.literal(true),
  bibliotecas: z.array(z.number().int()),
});
export type ReadmissionResponse = z.output<typeof ReadmissionResponseSchema>;
