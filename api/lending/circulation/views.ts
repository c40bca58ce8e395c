/** Rows to the response shapes of api/lending/circulation/contract.ts. */
import { translate, type Lang } from "../../core/i18n.ts";
import type { CopyComboRow } from "./circulation.repository.ts";
import type { DebtOut, LoanOut, ReservableCopy, ReservationOut, SuspensionOut } from "./contract.ts";
import type { DebtRow, LoanViewRow, SuspensionRow } from "./loans.repository.ts";
import type { ReservationViewRow } from "./reservations.repository.ts";
import { fineCents, isOverdue, lateDays, pickPolicy, renewalsLeft, type LoanPolicy } from "./rules.ts";
import { dayOf, instantOf, type Day } from "../../core/time.ts";

export function toReservableCopy(row: CopyComboRow): ReservableCopy {
  return {
    cod_biblioteca: row.library_id,
    desc_biblioteca: row.library_name,
    reserva_localizacao: row.reserve_by_location ? "S" : "N",
    reserva_mat_adicional: row.reserve_by_material ? "S" : "N",
    volume: row.volume,
    tomo_exemplar: row.tomo,
    parte: row.parte,
    mat_adicional: row.material,
    cod_local_exemplar: row.location_id,
    desc_local_exemplar: row.location_name,
    disponiveis: row.available,
    reservaveis: row.reservable,
  };
}

export function toReservationOut(row: ReservationViewRow, lang: Lang): ReservationOut {
  return {
    cod_reserva: row.id,
    cod_acervo: row.record_id,
    titulo: row.title,
    autor: row.author,
    idioma: row.language,
    cod_biblioteca: row.library_id,
    desc_biblioteca: row.library_name,
    volume: row.volume,
    tomo: row.tomo,
    parte: row.parte,
    material: row.material,
    cod_local: row.location_id,
    desc_local: row.location_name,
    posicao: row.position,
    situacao: row.status,
    desc_situacao: translate(lang, `circulation.reservationStatus.${row.status}`),
    data_reserva: instantOf(row.created_at),
    data_expiracao: dayOf(row.expires_on),
    data_liberacao: row.ready_at ? instantOf(row.ready_at) : null,
    prazo_retirada: row.pickup_deadline ? dayOf(row.pickup_deadline) : null,
    data_encerramento: row.closed_at ? instantOf(row.closed_at) : null,
    cod_exemplar: row.item_id,
    tombo: row.barcode,
  };
}

export function toLoanOut(row: LoanViewRow, policies: LoanPolicy[], today: Day): LoanOut {
  const policy = pickPolicy(policies, row.library_id, row.category);
  const open = row.returned_at === null;
  const late = open ? lateDays(row.due_date, today) : 0;
  return {
    cod_emprestimo: row.id,
    cod_acervo: row.record_id,
    titulo: row.title,
    autor: row.author,
    idioma: row.language,
    cod_exemplar: row.item_id,
    tombo: row.barcode,
    cod_biblioteca: row.library_id,
    desc_biblioteca: row.library_name,
    data_emprestimo: instantOf(row.checked_out_at),
    data_devolucao: row.due_date,
    data_devolvido: row.returned_at ? instantOf(row.returned_at) : null,
    renovacoes: row.renewals,
    renovacoes_restantes: open && policy ? renewalsLeft(row.renewals, policy.max_renewals) : 0,
    atrasado: open && isOverdue(row.due_date, today),
    dias_atraso: late,
    multa_centavos: open ? (policy ? fineCents(late, policy) : 0) : (row.fine_cents ?? 0),
  };
}

export function toDebtOut(row: DebtRow, lang: Lang): DebtOut {
  const pending = row.amount_cents - row.discount_cents - row.paid_cents;
  return {
    cod_debito: row.id,
    cod_emprestimo: row.loan_id,
    cod_acervo: row.record_id,
    titulo: row.title,
    motivo: row.reason,
    desc_motivo: translate(lang, `circulation.debtReason.${row.reason}`),
    descricao: row.description,
    data: instantOf(row.created_at),
    valor_centavos: row.amount_cents,
    desconto_centavos: row.discount_cents,
    pago_centavos: row.paid_cents,
    pendente_centavos: pending,
    valor: pending / 100,
  };
}

/**
 * Suspension reasons are stored as words (the staff may type their own); the ones the service
 * itself writes, in Portuguese, are said in the patron's language (decision 037).
 */
const KNOWN_SUSPENSION_REASONS: Record<string, string> = {
  [translate("pt", "circulation.suspensionLateReturn")]: "circulation.suspensionLateReturn",
  "Devolução em atraso": "circulation.suspensionLateReturn",
};

export function suspensionReason(stored: string, lang: Lang): string {
  const key = KNOWN_SUSPENSION_REASONS[stored.trim()];
  return key ? translate(lang, key) : stored;
}

export function toSuspensionOut(row: SuspensionRow, today: Day, lang: Lang = "pt"): SuspensionOut {
  return {
    cod_afastamento: row.id,
    data_inicio: row.starts_on,
    data_fim: row.ends_on,
    motivo: suspensionReason(row.reason, lang),
    cod_emprestimo: row.loan_id,
    ativo: row.starts_on <= today && today <= row.ends_on,
  };
}
