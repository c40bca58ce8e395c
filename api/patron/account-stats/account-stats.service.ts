/**
 * The patron's account figures (decision 034): loans per month and per library over a range of
 * days (a year back to today when none is given), the pending titles' details, and the
 * information message of a library (the patron's own when none is named).
 */
import type { Db } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { pendingLoans } from "../../lending/circulation/loans.service.ts";
import { addDays, localDay, TIME_ZONE, type Day } from "../../core/time.ts";
import type { LibraryInfoMessage, LoanStatistics, PendingTitle } from "./contract.ts";
import {
  homeLibraryOf,
  libraryInfoMessage,
  loansPerLibrary,
  loansPerMonth,
  pendingLoanDetails,
} from "./account-stats.repository.ts";

/** "YYYY-MM" of every month from the one of `from` to the one of `to`. */
export function monthsBetween(from: Day, to: Day): string[] {
  const out: string[] = [];
  let [y, m] = from.slice(0, 7).split("-").map(Number);
  const [ty, tm] = to.slice(0, 7).split("-").map(Number);
  while (y < ty || (y === ty && m <= tm)) {
    out.push(`${y}-${String(m).padStart(2, "0")}`);
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
  return out;
}

/** The default range: the first day of the month eleven months ago to today (twelve months). */
export function defaultStatisticsRange(today: Day): { from: Day; to: Day } {
  let [y, m] = today.slice(0, 7).split("-").map(Number);
  m -= 11;
  if (m < 1) {
    m += 12;
    y--;
  }
  return { from: `${y}-${String(m).padStart(2, "0")}-01`, to: today };
}

/** A range of more than ten years is refused: a table of 120 months is already long. */
const MAX_DAYS = 3660;

export async function loanStatistics(
  db: Db,
  patronId: number,
  range: { from?: Day; to?: Day },
  now = new Date(),
): Promise<LoanStatistics> {
  const { from, to } =
    range.from && range.to ? { from: range.from, to: range.to } : defaultStatisticsRange(localDay(now));
  if (addDays(from, MAX_DAYS) < to) throw new ApiError(400, "invalid_parameter", "errors.statistics_range_too_long");
  const [months, libraries] = await Promise.all([
    loansPerMonth(db, patronId, from, to, TIME_ZONE),
    loansPerLibrary(db, patronId, from, to, TIME_ZONE),
  ]);
  const byMonth = new Map(months.map((m) => [m.month, m.total]));
  return {
    dataIni: from,
    dataFim: to,
    total: months.reduce((sum, m) => sum + m.total, 0),
    por_mes: monthsBetween(from, to).map((mes) => ({ mes, total: byMonth.get(mes) ?? 0 })),
    por_biblioteca: libraries,
  };
}

export async function pendingTitlesWithDetails(db: Db, patronId: number, now = new Date()): Promise<PendingTitle[]> {
  const [loans, details] = await Promise.all([pendingLoans(db, patronId, now), pendingLoanDetails(db, patronId)]);
  const byLoan = new Map(details.map((d) => [d.loan_id, d]));
  return loans.map((loan) => {
    const d = byLoan.get(loan.cod_emprestimo);
    return {
      ...loan,
      detalhes: {
        numero_chamada: d?.call_number ?? null,
        desc_local: d?.location_name ?? null,
        reservas_na_fila: d?.queued ?? 0,
      },
    };
  });
}

export async function infoMessage(
  db: Db,
  libraryId: number | null,
  patronId: number | undefined,
): Promise<LibraryInfoMessage> {
  const id = libraryId ?? (patronId === undefined ? null : await homeLibraryOf(db, patronId));
  if (id === null) throw new ApiError(400, "invalid_parameter", "errors.invalid_parameter", { name: "cod_biblioteca" });
  const row = await libraryInfoMessage(db, id);
  if (!row) throw new ApiError(404, "library_not_found", "errors.library_not_found");
  return { cod_biblioteca: row.id, desc_biblioteca: row.name, mensagem: row.info_message?.trim() || null };
}
