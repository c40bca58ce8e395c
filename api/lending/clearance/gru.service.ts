/**
 * POST /unidade-informacao/gru (valor, codBiblioteca): the GRU payment slip for a debt of the
 * caller's own (decision 032). The amount must be what the patron owes: the pending amount of one
 * of their unpaid debts at that library, or all of them there together. A debt can be named
 * (cod_debito, our addition: the debts page's button per debt); then the amount must be its
 * pending amount and the library, when given, its library. Anything else is refused (422), so a
 * slip is never made for an amount the library did not charge.
 */
import { addDays, localDay } from "../../core/time.ts";
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { findClearancePatron, libraryName, unpaidDebtsForSlip, type DebtForSlip } from "./clearance.repository.ts";
import { slipPdf } from "./gru-pdf.ts";
import { institutionHeader } from "./institution-header.ts";

/** Days the slip may be paid in. */
export const SLIP_DAYS = 10;

/** "12,50", "12.50", "12", "1.234,50" → cents; undefined when it is not an amount. */
export function parseAmount(value: unknown): number | undefined {
  if (typeof value === "number") {
    return Number.isFinite(value) && value > 0 && Math.round(value * 100) === value * 100
      ? Math.round(value * 100)
      : undefined;
  }
  if (typeof value !== "string") return undefined;
  const text = value.trim().replace(/^R\$\s*/, "");
  const m = /^(\d{1,3}(?:\.\d{3})+|\d{1,7}),(\d{1,2})$/.exec(text) ?? /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return undefined;
  const cents = Number(m[1].replace(/\./g, "")) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
  return cents > 0 ? cents : undefined;
}

export interface SlipRequest {
  amountCents: number;
  libraryId: number | null;
  debtId: number | null;
}

function refuse(): ApiError {
  return new ApiError(422, "gru_amount_invalid", "clearance.errors.gru_amount");
}

/** Which debts the slip pays, or the refusal. */
export function debtsForSlip(debts: DebtForSlip[], request: SlipRequest): { libraryId: number; debts: DebtForSlip[] } {
  if (request.debtId !== null) {
    const debt = debts.find((d) => d.id === request.debtId);
    if (!debt || debt.library_id === null) throw new ApiError(404, "debt_not_found", "clearance.errors.debt_not_found");
    if (request.libraryId !== null && request.libraryId !== debt.library_id) throw refuse();
    if (debt.pending_cents !== request.amountCents) throw refuse();
    return { libraryId: debt.library_id, debts: [debt] };
  }
  if (request.libraryId === null)
    throw new ApiError(400, "invalid_parameter", "errors.invalid_parameter", { name: "codBiblioteca" });
  const atLibrary = debts.filter((d) => d.library_id === request.libraryId);
  const one = atLibrary.find((d) => d.pending_cents === request.amountCents);
  if (one) return { libraryId: request.libraryId, debts: [one] };
  const total = atLibrary.reduce((sum, d) => sum + d.pending_cents, 0);
  if (atLibrary.length > 0 && total === request.amountCents) return { libraryId: request.libraryId, debts: atLibrary };
  throw refuse();
}

export async function paymentSlip(
  db: Queryable,
  patronId: number,
  request: SlipRequest,
): Promise<{ reference: string; pdf: Buffer }> {
  const patron = await findClearancePatron(db, patronId);
  if (!patron) throw new ApiError(401, "unauthorized", "errors.unauthorized");
  const chosen = debtsForSlip(await unpaidDebtsForSlip(db, patron.id), request);
  const now = new Date();
  const today = localDay(now);
  // Names the day, the patron and the debts, so the library's cashier can match the payment.
  const reference = `${today.replace(/-/g, "")}-${chosen.libraryId}-${patron.id}-${chosen.debts.map((d) => d.id).join(".")}`;
  const pdf = await slipPdf(await institutionHeader(db), {
    reference,
    patronName: patron.name,
    patronLogin: patron.login,
    libraryName: chosen.debts[0].library_name ?? (await libraryName(db, chosen.libraryId)) ?? "",
    amountCents: request.amountCents,
    items: chosen.debts.map((d) => d.title ?? d.description ?? `#${d.id}`),
    issuedAt: now,
    dueDay: addDays(today, SLIP_DAYS),
  });
  return { reference, pdf };
}
