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
import { institutionParams } from "../../core/institution-params.repository.ts";
import {
  findClearancePatron,
  libraryName,
  unpaidDebtsForSlip,
  type ClearancePatron,
  type DebtForSlip,
} from "./clearance.repository.ts";
import { collectionBarcode, typableLine } from "./febraban.ts";
import { slipPdf, type SlipDocument } from "./gru-pdf.ts";
import { institutionHeader } from "./institution-header.ts";
import { pixBrCode } from "./pix.ts";

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

/** The institution parameters that make a slip payable (decision 054). */
export const PAYMENT_PARAMS = [
  "gru_ug",
  "gru_gestao",
  "gru_codigo_recolhimento",
  "pix_chave",
  "pix_nome",
  "pix_cidade",
] as const;

type PaymentParams = Partial<Record<(typeof PAYMENT_PARAMS)[number], string>>;

/**
 * The GRU's segment-5 barcode (government bodies, value in reais checked with modulus 10, the
 * Tesouro Nacional's body code 0001) with the free field UG · gestão · collection code (with its
 * digit) · due day (AAAAMMDD); none without all three of the institution's codes.
 */
export function collectionFor(params: PaymentParams, amountCents: number, dueDay: string): SlipDocument["collection"] {
  const ug = params.gru_ug?.trim() ?? "";
  const gestao = params.gru_gestao?.trim() ?? "";
  const collectionCode = (params.gru_codigo_recolhimento ?? "").replace(/\D/g, "");
  if (!/^\d{6}$/.test(ug) || !/^\d{5}$/.test(gestao) || !/^\d{6}$/.test(collectionCode)) return null;
  const barcode = collectionBarcode({
    segment: "5",
    valueIndicator: "6",
    amountCents,
    body: "0001",
    freeField: `${ug}${gestao}${collectionCode}${dueDay.replace(/-/g, "")}`,
  });
  return { ug, gestao, collectionCode, barcode, typableLine: typableLine(barcode) };
}

/** The PIX payload for the slip, when the institution has a key, a receiver's name and a city. */
export function pixFor(params: PaymentParams, amountCents: number, reference: string): string | null {
  const [key, name, city] = [params.pix_chave?.trim(), params.pix_nome?.trim(), params.pix_cidade?.trim()];
  if (!key || !name || !city) return null;
  return pixBrCode({ key, name, city, amountCents, reference });
}

/**
 * Why no slip can be made for this patron, or null. Every GRU names its payer by CPF (the
 * Tesouro's form has no other field for a person), so a patron without a tax id on record is told
 * to see the library, which registers it (docs/decisions/065-record-blocks-and-messages.md).
 */
export function slipRefusal(patron: Pick<ClearancePatron, "tax_id">): "tax_id_missing" | null {
  return patron.tax_id?.trim() ? null : "tax_id_missing";
}

/** The same, for the debts list, which says so before the patron asks for a slip. */
export async function patronSlipRefusal(db: Queryable, patronId: number): Promise<"tax_id_missing" | null> {
  const patron = await findClearancePatron(db, patronId);
  return patron ? slipRefusal(patron) : null;
}

/** "741.852.963-55": eleven digits as a CPF is written; anything else as it is. */
export function formatTaxId(taxId: string): string {
  const digits = taxId.replace(/\D/g, "");
  return digits.length === 11 ? digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4") : taxId.trim();
}

export async function paymentSlip(
  db: Queryable,
  patronId: number,
  request: SlipRequest,
): Promise<{ reference: string; pdf: Buffer }> {
  const patron = await findClearancePatron(db, patronId);
  if (!patron) throw new ApiError(401, "unauthorized", "errors.unauthorized");
  if (slipRefusal(patron)) throw new ApiError(422, "tax_id_missing", "clearance.errors.tax_id_missing");
  const chosen = debtsForSlip(await unpaidDebtsForSlip(db, patron.id), request);
  const now = new Date();
  const today = localDay(now);
  // Names the day, the patron and the debts, so the library's cashier can match the payment.
  const reference = `${today.replace(/-/g, "")}-${chosen.libraryId}-${patron.id}-${chosen.debts.map((d) => d.id).join(".")}`;
  const dueDay = addDays(today, SLIP_DAYS);
  const params: PaymentParams = await institutionParams(db, [...PAYMENT_PARAMS]);
  const pdf = await slipPdf(await institutionHeader(db), {
    reference,
    patronName: patron.name,
    patronLogin: patron.login,
    patronTaxId: formatTaxId(patron.tax_id ?? ""),
    libraryName: chosen.debts[0].library_name ?? (await libraryName(db, chosen.libraryId)) ?? "",
    amountCents: request.amountCents,
    items: chosen.debts.map((d) => d.title ?? d.description ?? `#${d.id}`),
    issuedAt: now,
    dueDay,
    collection: collectionFor(params, request.amountCents, dueDay),
    pix: pixFor(params, request.amountCents, reference),
  });
  return { reference, pdf };
}
