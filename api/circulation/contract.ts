/**
 * Response shapes of the circulation calls, shared (as types only) with the OPAC's client.
 * Field names follow Pergamum where the specification names them (document 1 §3 "Reservable
 * copy", "Reservation count"; document 2 §3 "Loan request payload", §7); the rest is ours and
 * documented in docs/api.md and docs/circulation.md.
 *
 * Days are "YYYY-MM-DD" in the institution's time zone; instants are ISO 8601 (UTC).
 * Amounts of money come twice: in cents (exact) and in currency units (2 decimals).
 */

export type ReservationStatus = "queued" | "ready" | "fulfilled" | "cancelled" | "expired";
export type LoanRequestStatus = "waiting" | "in_transit" | "available" | "finished" | "not_finished" | "cancelled";
export type DebtReason = "late_return" | "lost_item" | "other";

/**
 * One distinct combination of library, volume, tomo, parte, additional material and location
 * among a record's copies. Codes: volume/tomo_exemplar/parte "99999" = single; mat_adicional
 * "0" = the main material. The client offers location -1 (all) itself.
 */
export interface ReservableCopy {
  cod_biblioteca: number;
  desc_biblioteca: string;
  /** 'N': the library does not let patrons choose a location (hide the choice, send null). */
  reserva_localizacao: "S" | "N";
  /** 'N': the library does not let patrons choose the material (hide the choice, send null). */
  reserva_mat_adicional: "S" | "N";
  volume: string;
  tomo_exemplar: string;
  parte: string;
  mat_adicional: string;
  cod_local_exemplar: number | null;
  desc_local_exemplar: string | null;
  /** Ours: copies of this combination on the shelf (a reservation is then refused). */
  disponiveis: number;
  /** Ours: copies a reservation can wait for (on loan, held, in transit). */
  reservaveis: number;
}

export interface ReservationCount {
  cod_biblioteca: number;
  total: number;
}

export interface ReservationInitialData {
  exemplares: ReservableCopy[];
  /** Open reservations (queued or ready) of the record per library. */
  reservas: ReservationCount[];
}

export interface QueueCheckResponse {
  /** Other patrons already wait in this queue: the client asks to confirm joining it. */
  existeFila: boolean;
  /** Ours: the position a reservation made now would get. */
  posicao: number;
}

export interface ReservationOut {
  cod_reserva: number;
  cod_acervo: number;
  titulo: string;
  autor: string | null;
  cod_biblioteca: number;
  desc_biblioteca: string;
  volume: string;
  tomo: string;
  parte: string;
  /** null: any material. */
  material: string | null;
  /** null: any location (Pergamum's -1). */
  cod_local: number | null;
  desc_local: string | null;
  /** Place in the queue while queued; null once ready or closed. */
  posicao: number | null;
  situacao: ReservationStatus;
  desc_situacao: string;
  data_reserva: string;
  /** Last day a queued reservation stays valid. */
  data_expiracao: string;
  /** Release date: when a copy was held for the patron. */
  data_liberacao: string | null;
  /** Last day to collect a ready reservation. */
  prazo_retirada: string | null;
  data_encerramento: string | null;
  /** The held (or collected) copy. */
  cod_exemplar: number | null;
  tombo: string | null;
}

export interface LoanOut {
  cod_emprestimo: number;
  cod_acervo: number;
  titulo: string;
  autor: string | null;
  cod_exemplar: number;
  tombo: string;
  cod_biblioteca: number;
  desc_biblioteca: string;
  data_emprestimo: string;
  data_devolucao: string;
  /** When it came back; null while on loan. */
  data_devolvido: string | null;
  renovacoes: number;
  renovacoes_restantes: number;
  /** Past its due date and not returned ("delayed"). */
  atrasado: boolean;
  dias_atraso: number;
  /** The fine it would cost if returned today (open loans), or the one it cost. */
  multa_centavos: number;
}

export type RenewalResult =
  | {
      cod_emprestimo: number;
      renovado: true;
      data_devolucao: string;
      renovacoes_restantes: number;
    }
  | {
      cod_emprestimo: number;
      renovado: false;
      /** Refusal code: renewal_reserved, renewal_overdue, renewal_limit, renewal_no_gain, renewal_suspended, renewal_debts, loan_not_found, patron_blocked. */
      codigo: string;
      mensagem: string;
    };

export interface RenewalResponse {
  resultados: RenewalResult[];
}

export interface DebtOut {
  cod_debito: number;
  cod_emprestimo: number | null;
  cod_acervo: number | null;
  titulo: string | null;
  motivo: DebtReason;
  desc_motivo: string;
  descricao: string | null;
  data: string;
  valor_centavos: number;
  desconto_centavos: number;
  pago_centavos: number;
  pendente_centavos: number;
  /** pendente_centavos in currency units. */
  valor: number;
}

export interface DebtsResponse {
  debitos: DebtOut[];
  total_centavos: number;
  total: number;
}

export interface SuspensionOut {
  cod_afastamento: number;
  data_inicio: string;
  data_fim: string;
  motivo: string;
  cod_emprestimo: number | null;
  ativo: boolean;
}

export interface UserLibrary {
  cod_biblioteca: number;
  desc_biblioteca: string;
  cod_campus: number;
  nome_campus: string;
}

export interface LibraryRef {
  cod_biblioteca: number;
  desc_biblioteca: string;
}

export interface ReceivingUnitOut {
  codigo: number;
  descricao: string;
  cod_biblioteca: number | null;
}

export interface LoanRequestRules {
  telefone_obrigatorio: boolean;
  email_obrigatorio: boolean;
}

/** GET /solicitacao-emprestimo/get-warning-message: the library's notice, else the institution's. */
export interface LoanRequestWarning {
  mensagem: string | null;
}

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
export type LoanRequestLabels = Record<(typeof LOAN_REQUEST_LABEL_KEYS)[number], string>;

export interface LoanRequestInitialData {
  /** Copies that can be sent: available ones, one row per combination (same shape as reservation). */
  exemplares: ReservableCopy[];
  bibliotecas_recebimento: LibraryRef[];
  locais_recebimento: ReceivingUnitOut[];
  /** Home delivery per origin library: weekdays (0 Sunday … 6 Saturday) and whether today is one. */
  entrega_domicilio: { cod_biblioteca: number; dias_semana: number[]; hoje: boolean }[];
  regras: LoanRequestRules;
  rotulo_pessoa_autorizada: string;
  /** The patron's e-mail to prefill, when the call carries a bearer token. */
  email: string | null;
  limite: number;
}

export interface LoanRequestOut {
  cod_solicitacao: number;
  cod_acervo: number;
  titulo: string;
  biblioteca_origem: LibraryRef;
  biblioteca_recebimento: LibraryRef | null;
  local_recebimento: ReceivingUnitOut | null;
  domicilio: "S" | "N";
  recebimento_textual: string | null;
  volume: string;
  tomo: string;
  parte: string;
  material_adicional: string;
  telefone: string | null;
  email: string | null;
  pessoa_autorizada: string | null;
  retirada_inicio: string;
  retirada_fim: string;
  situacao: LoanRequestStatus;
  desc_situacao: string;
  data_solicitacao: string;
}

export interface CheckinResponse {
  emprestimo: LoanOut | null;
  /** The late-return fine charged, if any. */
  multa: { dias_atraso: number; valor_centavos: number; cod_debito: number } | null;
  suspensao: SuspensionOut | null;
  /** The reservation that became ready with this copy, if any. */
  reserva: ReservationOut | null;
  situacao_exemplar: "available" | "reserved";
}
