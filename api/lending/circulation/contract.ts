/**
 * Response shapes of the circulation calls, as zod schemas (the declaration of each call in
 * ./circulation.calls.ts answers with them), and their types for the service and the OPAC.
 * Field names follow Pergamum where the specification names them (document 1 §3 "Reservable
 * copy", "Reservation count"; document 2 §3 "Loan request payload", §7); the rest is ours and
 * documented in docs/circulation.md.
 *
 * Days are "YYYY-MM-DD" in the institution's time zone; instants are ISO 8601 (UTC).
 * Amounts of money come twice: in cents (exact) and in currency units (2 decimals).
 */
import * as z from "zod";

const int = () => z.number().int();
const YesNo = z.enum(["S", "N"]);
/** The language of a listed title, so the OPAC can mark it (decision 038). */
const titleLanguage = () =>
  z
    .string()
    .nullable()
    .describe(
      "The record's MARC language code (008/35-37, else 041 $a): the title's lang on a page in another language",
    );

export const RESERVATION_STATUSES = ["queued", "ready", "fulfilled", "cancelled", "expired"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const LOAN_REQUEST_STATUSES = [
  "waiting",
  "in_transit",
  "available",
  "finished",
  "not_finished",
  "cancelled",
] as const;
export type LoanRequestStatus = (typeof LOAN_REQUEST_STATUSES)[number];
export type DebtReason = "late_return" | "lost_item" | "other";

/**
 * One distinct combination of library, volume, tomo, parte, additional material and location
 * among a record's copies. Codes: volume/tomo_exemplar/parte "99999" = single; mat_adicional
 * "0" = the main material. The client offers location -1 (all) itself.
 */
export const ReservableCopySchema = z.object({
  cod_biblioteca: int(),
  desc_biblioteca: z.string(),
  reserva_localizacao: YesNo.describe(
    "N: the library does not let patrons choose a location (hide the choice, send null)",
  ),
  reserva_mat_adicional: YesNo.describe(
    "N: the library does not let patrons choose the material (hide the choice, send null)",
  ),
  volume: z.string(),
  tomo_exemplar: z.string(),
  parte: z.string(),
  mat_adicional: z.string(),
  cod_local_exemplar: int().nullable(),
  desc_local_exemplar: z.string().nullable(),
  disponiveis: int().describe("Copies of this combination on the shelf (a reservation is then refused)"),
  reservaveis: int().describe("Copies a reservation can wait for (on loan, held, in transit)"),
});
export type ReservableCopy = z.output<typeof ReservableCopySchema>;

export const ReservationCountSchema = z.object({ cod_biblioteca: int(), total: int() });
export type ReservationCount = z.output<typeof ReservationCountSchema>;

export const ReservationInitialDataSchema = z.object({
  exemplares: z.array(ReservableCopySchema),
  reservas: z.array(ReservationCountSchema).describe("Open reservations (queued or ready) of the record per library"),
});
export type ReservationInitialData = z.output<typeof ReservationInitialDataSchema>;

export const QueueCheckResponseSchema = z.object({
  existeFila: z.boolean().describe("Other patrons already wait in this queue: the client asks to confirm joining it"),
  posicao: int().describe("The position a reservation made now would get"),
});
export type QueueCheckResponse = z.output<typeof QueueCheckResponseSchema>;

export const ReservationOutSchema = z.object({
  cod_reserva: int(),
  cod_acervo: int(),
  titulo: z.string(),
  autor: z.string().nullable(),
  idioma: titleLanguage(),
  cod_biblioteca: int(),
  desc_biblioteca: z.string(),
  volume: z.string(),
  tomo: z.string(),
  parte: z.string(),
  material: z.string().nullable().describe("null: any material"),
  cod_local: int().nullable().describe("null: any location (Pergamum's -1)"),
  desc_local: z.string().nullable(),
  posicao: int().nullable().describe("Place in the queue while queued; null once ready or closed"),
  situacao: z.enum(RESERVATION_STATUSES),
  desc_situacao: z.string(),
  data_reserva: z.string(),
  data_expiracao: z.string().describe("Last day a queued reservation stays valid"),
  data_liberacao: z.string().nullable().describe("Release date: when a copy was held for the patron"),
  prazo_retirada: z.string().nullable().describe("Last day to collect a ready reservation"),
  data_encerramento: z.string().nullable(),
  cod_exemplar: int().nullable().describe("The held (or collected) copy"),
  tombo: z.string().nullable(),
});
export type ReservationOut = z.output<typeof ReservationOutSchema>;

export const LoanOutSchema = z.object({
  cod_emprestimo: int(),
  cod_acervo: int(),
  titulo: z.string(),
  autor: z.string().nullable(),
  idioma: titleLanguage(),
  cod_exemplar: int(),
  tombo: z.string(),
  cod_biblioteca: int(),
  desc_biblioteca: z.string(),
  data_emprestimo: z.string(),
  data_devolucao: z.string(),
  data_devolvido: z.string().nullable().describe("When it came back; null while on loan"),
  renovacoes: int(),
  renovacoes_restantes: int(),
  atrasado: z.boolean().describe('Past its due date and not returned ("delayed")'),
  dias_atraso: int(),
  multa_centavos: int().describe("The fine it would cost if returned today (open loans), or the one it cost"),
});
export type LoanOut = z.output<typeof LoanOutSchema>;

export const RenewalResultSchema = z.discriminatedUnion("renovado", [
  z.object({
    cod_emprestimo: int(),
    renovado: z.literal(true),
    data_devolucao: z.string(),
    renovacoes_restantes: int(),
  }),
  z.object({
    cod_emprestimo: int(),
    renovado: z.literal(false),
    codigo: z
      .string()
      .describe(
        "Refusal code: renewal_reserved, renewal_overdue, renewal_limit, renewal_no_gain, renewal_suspended, renewal_debts, loan_not_found, patron_blocked",
      ),
    mensagem: z.string(),
  }),
]);
export type RenewalResult = z.output<typeof RenewalResultSchema>;

export const RenewalResponseSchema = z.object({ resultados: z.array(RenewalResultSchema) });
export type RenewalResponse = z.output<typeof RenewalResponseSchema>;

export const DebtOutSchema = z.object({
  cod_debito: int(),
  cod_emprestimo: int().nullable(),
  cod_acervo: int().nullable(),
  titulo: z.string().nullable(),
  motivo: z.enum(["late_return", "lost_item", "other"]),
  desc_motivo: z.string(),
  descricao: z.string().nullable(),
  data: z.string(),
  valor_centavos: int(),
  desconto_centavos: int(),
  pago_centavos: int(),
  pendente_centavos: int(),
  valor: z.number().describe("pendente_centavos in currency units"),
});
export type DebtOut = z.output<typeof DebtOutSchema>;

export const DebtsResponseSchema = z.object({
  debitos: z.array(DebtOutSchema),
  total_centavos: int(),
  total: z.number(),
  pix: z
    .string()
    .nullable()
    .describe(
      "The PIX code (static BR Code, the text a banking app pastes) for the total, when the institution has a PIX key and something is owed; else null",
    ),
  gru_indisponivel: z
    .enum(["tax_id_missing"])
    .nullable()
    .optional()
    .describe(
      "Why POST /unidade-informacao/gru would refuse this patron whatever the debt (tax_id_missing: no CPF on record, see the library); null (or absent) when a slip can be made",
    ),
});
export type DebtsResponse = z.output<typeof DebtsResponseSchema>;

export const SuspensionOutSchema = z.object({
  cod_afastamento: int(),
  data_inicio: z.string(),
  data_fim: z.string(),
  motivo: z.string(),
  cod_emprestimo: int().nullable(),
  ativo: z.boolean(),
});
export type SuspensionOut = z.output<typeof SuspensionOutSchema>;

export const UserLibrarySchema = z.object({
  cod_biblioteca: int(),
  desc_biblioteca: z.string(),
  cod_campus: int(),
  nome_campus: z.string(),
});
export type UserLibrary = z.output<typeof UserLibrarySchema>;

export const LibraryRefSchema = z.object({ cod_biblioteca: int(), desc_biblioteca: z.string() });
export type LibraryRef = z.output<typeof LibraryRefSchema>;

export const ReceivingUnitOutSchema = z.object({
  codigo: int(),
  descricao: z.string(),
  cod_biblioteca: int().nullable(),
});
export type ReceivingUnitOut = z.output<typeof ReceivingUnitOutSchema>;

export const LoanRequestRulesSchema = z.object({ telefone_obrigatorio: z.boolean(), email_obrigatorio: z.boolean() });
export type LoanRequestRules = z.output<typeof LoanRequestRulesSchema>;

/** The library's notice, else the institution's. */
export const LoanRequestWarningSchema = z.object({ mensagem: z.string().nullable() });
export type LoanRequestWarning = z.output<typeof LoanRequestWarningSchema>;

/** The fields of the loan-request form whose labels GET /solicitacao-emprestimo/get-labels answers. */
export const LOAN_REQUEST_LABEL_KEYS = [
  "biblioteca_origem",
  "biblioteca_recebimento",
  "cod_local_recebimento",
  "volume",
  "tomo",
  "parte",
  "material_adicional",
  "telefone",
  "email",
  "pessoa_autorizada",
  "domicilio",
  "recebimento_textual",
  "retirada_inicio",
  "retirada_fim",
] as const;
export const LoanRequestLabelsSchema = z.record(z.enum(LOAN_REQUEST_LABEL_KEYS), z.string());
export type LoanRequestLabels = z.output<typeof LoanRequestLabelsSchema>;

export const LoanRequestInitialDataSchema = z.object({
  exemplares: z
    .array(ReservableCopySchema)
    .describe("Copies that can be sent: available ones, one row per combination (same shape as reservation)"),
  bibliotecas_recebimento: z.array(LibraryRefSchema),
  locais_recebimento: z.array(ReceivingUnitOutSchema),
  entrega_domicilio: z
    .array(z.object({ cod_biblioteca: int(), dias_semana: z.array(int()), hoje: z.boolean() }))
    .describe("Home delivery per origin library: weekdays (0 Sunday … 6 Saturday) and whether today is one"),
  regras: LoanRequestRulesSchema,
  rotulo_pessoa_autorizada: z.string(),
  email: z.string().nullable().describe("The patron's e-mail to prefill, when the call carries a bearer token"),
  limite: int(),
});
export type LoanRequestInitialData = z.output<typeof LoanRequestInitialDataSchema>;

export const LoanRequestOutSchema = z.object({
  cod_solicitacao: int(),
  cod_acervo: int(),
  titulo: z.string(),
  biblioteca_origem: LibraryRefSchema,
  biblioteca_recebimento: LibraryRefSchema.nullable(),
  local_recebimento: ReceivingUnitOutSchema.nullable(),
  domicilio: YesNo,
  recebimento_textual: z.string().nullable(),
  volume: z.string(),
  tomo: z.string(),
  parte: z.string(),
  material_adicional: z.string(),
  telefone: z.string().nullable(),
  email: z.string().nullable(),
  pessoa_autorizada: z.string().nullable(),
  retirada_inicio: z.string(),
  retirada_fim: z.string(),
  situacao: z.enum(LOAN_REQUEST_STATUSES),
  desc_situacao: z.string(),
  data_solicitacao: z.string(),
});
export type LoanRequestOut = z.output<typeof LoanRequestOutSchema>;

export const CheckinResponseSchema = z.object({
  emprestimo: LoanOutSchema.nullable(),
  multa: z
    .object({ dias_atraso: int(), valor_centavos: int(), cod_debito: int() })
    .nullable()
    .describe("The late-return fine charged, if any"),
  suspensao: SuspensionOutSchema.nullable(),
  reserva: ReservationOutSchema.nullable().describe("The reservation that became ready with this copy, if any"),
  situacao_exemplar: z.enum(["available", "reserved"]),
});
export type CheckinResponse = z.output<typeof CheckinResponseSchema>;
