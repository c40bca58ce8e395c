/**
 * Response shapes of the clearance declaration ("nada consta"), its validation and the GRU
 * payment slip (document 2 §7 "Libraries and clearance"; decision 032). Shapes the spec does not
 * show are ours, documented in docs/api.md.
 */

/** The reasons a patron may give (GET /nada-consta/get-reasons), by code; the words are per language. */
export const CLEARANCE_REASONS = [1, 2, 3, 4, 5] as const;
export type ClearanceReason = (typeof CLEARANCE_REASONS)[number];

/** GET /nada-consta/get-reasons: one entry per reason, in the caller's language. */
export interface ClearanceReasonOut {
  codigo: ClearanceReason;
  descricao: string;
}

/** A declaration issued to the caller. */
export interface DeclarationOut {
  /** The verification code printed on the declaration and in its QR address. */
  codigo: string;
  motivo: ClearanceReason;
  desc_motivo: string;
  nome: string;
  /** ISO 8601 instant. */
  emitida_em: string;
  /** The absolute address its QR code leads to. */
  url_validacao: string;
}

/**
 * GET /unidade-informacao/nada-consta/verifica when nothing is pending (otherwise 422
 * `clearance_pending` with the pending items in words): `declaracao` is the declaration already
 * issued (the patron is out of the unit and may download it again), or null (ready to issue).
 */
export interface ClearanceCheckResponse {
  liberado: true;
  declaracao: DeclarationOut | null;
}

/** POST /unidade-informacao/nada-consta/validateqrcode when the code is genuine (otherwise 404 `qrcode_invalid`). */
export interface QrValidationResponse {
  valido: true;
  /** The name printed on the declaration; no other personal data. */
  nome: string;
  emitida_em: string;
  motivo: ClearanceReason;
  desc_motivo: string;
}

/** POST /nada-consta/send-mail. */
export interface ClearanceMailResponse {
  enviado: true;
  /** The address it went to, partly masked (a***@example.org). */
  email: string;
}

/** POST /api/balcao/nada-consta/{patron}/readmissao (desk): the patron is back in the unit. */
export interface ReadmissionResponse {
  cod_pessoa: number;
  readmitido: true;
  bibliotecas: number[];
}
