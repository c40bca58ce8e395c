/**
 * The patron home as a dashboard (decision 037): what needs doing first, most urgent first
 * (overdue loans with their fines, reservations ready for pick-up with their deadline, debts,
 * suspensions in force, loans due within three days), then how many of each, linking to each
 * service. Pure: the page renders the items with the translation keys and values given here.
 */
import type {
  DebtsResponse,
  LoanOut,
  ReservationOut,
  SuspensionOut,
} from "../../../api/lending/circulation/contract.ts";

/** Loans due within this many days count as "due soon". */
export const DUE_SOON_DAYS = 3;

export type TodoKind = "overdue" | "ready" | "debt" | "suspension" | "dueSoon";

export interface TodoItem {
  kind: TodoKind;
  href: string;
  /** Values for the item's sentence (ui.dashboard.todo.<kind>); days are YYYY-MM-DD, money in cents. */
  title?: string;
  /** The title's record's MARC language code, for the title's `lang` (decision 038). */
  language?: string | null;
  day?: string;
  days?: number;
  fineCents?: number;
  library?: string;
  reason?: string;
}

export interface Dashboard {
  todo: TodoItem[];
  counts: { loans: number | null; reservations: number | null; ready: number; debtCents: number | null };
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Each list is null when its call failed: the dashboard then says nothing about it rather than "none". */
export function dashboard(
  input: {
    loans: LoanOut[] | null;
    reservations: ReservationOut[] | null;
    debts: DebtsResponse | null;
    suspensions: SuspensionOut[] | null;
  },
  today: string,
): Dashboard {
  const loans = input.loans ?? [];
  const reservations = input.reservations ?? [];
  const todo: TodoItem[] = [];
  for (const loan of loans.filter((l) => l.atrasado).sort((a, b) => a.data_devolucao.localeCompare(b.data_devolucao)))
    todo.push({
      kind: "overdue",
      href: "/meupergamum/emprestimos",
      title: loan.titulo,
      language: loan.idioma,
      day: loan.data_devolucao,
      days: loan.dias_atraso,
      fineCents: loan.multa_centavos,
    });
  const ready = reservations.filter((r) => r.situacao === "ready");
  for (const reservation of ready.sort((a, b) => (a.prazo_retirada ?? "").localeCompare(b.prazo_retirada ?? "")))
    todo.push({
      kind: "ready",
      href: "/meupergamum/reservas",
      title: reservation.titulo,
      language: reservation.idioma,
      library: reservation.desc_biblioteca,
      day: reservation.prazo_retirada ?? undefined,
    });
  if (input.debts && input.debts.total_centavos > 0)
    todo.push({ kind: "debt", href: "/meupergamum/debitos", fineCents: input.debts.total_centavos });
  for (const suspension of (input.suspensions ?? []).filter((s) => s.ativo))
    todo.push({
      kind: "suspension",
      href: "/meupergamum/emprestimos",
      day: suspension.data_fim,
      reason: suspension.motivo,
    });
  const soon = addDays(today, DUE_SOON_DAYS);
  for (const loan of loans
    .filter((l) => !l.atrasado && l.data_devolucao >= today && l.data_devolucao <= soon)
    .sort((a, b) => a.data_devolucao.localeCompare(b.data_devolucao)))
    todo.push({
      kind: "dueSoon",
      href: "/meupergamum/emprestimos",
      title: loan.titulo,
      language: loan.idioma,
      day: loan.data_devolucao,
    });
  return {
    todo,
    counts: {
      loans: input.loans ? loans.length : null,
      reservations: input.reservations
        ? reservations.filter((r) => r.situacao === "queued" || r.situacao === "ready").length
        : null,
      ready: ready.length,
      debtCents: input.debts ? input.debts.total_centavos : null,
    },
  };
}

/**
 * The fines the overdue loans have run up so far, in cents: not a debt yet (the library records it
 * when the book comes back) but one in progress, said as such beside the debts (decision 061).
 */
export function finesInProgress(board: Dashboard): number {
  return board.todo.reduce((sum, item) => (item.kind === "overdue" ? sum + (item.fineCents ?? 0) : sum), 0);
}
