/**
 * The loan token (GET and POST /api/emprestimo/token; decision 032): a short code the patron
 * shows at the desk or a self-service kiosk, as text or QR code, instead of a card. One per
 * patron; a new one replaces the old, which stops working at once. It lasts the minutes of the
 * institution parameter `validade_token_emprestimo` (default 60). A patron out of the unit
 * (clearance declaration) gets none.
 */
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import { findClearancePatron } from "../clearance/clearance-patron.service.ts";
import { randomCode } from "../clearance/signature.ts";
import type { DeskTokenCheck, LoanTokenOut } from "./contract.ts";
import { loanTokenOf, replaceLoanToken, tokenWithOwner, type LoanTokenRow } from "./loan-token.repository.ts";

/** A clearance declaration takes the patron's token away, in its own transaction. */
export { deleteLoanToken } from "./loan-token.repository.ts";

export const TOKEN_VALIDITY_PARAM = "validade_token_emprestimo";
export const DEFAULT_TOKEN_MINUTES = 60;
/** A week at most: a token is for showing at the desk soon, not a second password. */
export const MAX_TOKEN_MINUTES = 7 * 24 * 60;
export const TOKEN_LENGTH = 8;
export const TOKEN_PATTERN = /^[2-9A-HJKMNP-Z]{8}$/;

export function validMinutes(value: string | undefined): number {
  const n = value && /^\d{1,5}$/.test(value.trim()) ? Number(value) : NaN;
  return n >= 1 && n <= MAX_TOKEN_MINUTES ? n : DEFAULT_TOKEN_MINUTES;
}

const out = (row: LoanTokenRow): LoanTokenOut => ({
  token: row.token,
  criado_em: row.created_at,
  validade: row.expires_at,
});

async function assertMayHaveToken(db: Queryable, patronId: number): Promise<void> {
  const patron = await findClearancePatron(db, patronId);
  if (!patron) throw new ApiError(401, "unauthorized", "errors.unauthorized");
  if (patron.cleared) throw new ApiError(403, "patron_cleared", "clearance.errors.patron_cleared");
}

/** POST: a new token; the old one (if any) stops working. */
export async function newLoanToken(db: Queryable, patronId: number): Promise<LoanTokenOut> {
  await assertMayHaveToken(db, patronId);
  const minutes = validMinutes((await institutionParams(db, [TOKEN_VALIDITY_PARAM]))[TOKEN_VALIDITY_PARAM]);
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await replaceLoanToken(db, patronId, randomCode(TOKEN_LENGTH), minutes);
    if (row) return out(row);
  }
  throw new ApiError(500, "internal", "errors.internal");
}

/** GET: the token in force, or a new one when there is none or it has expired. */
export async function currentLoanToken(db: Queryable, patronId: number): Promise<LoanTokenOut> {
  const row = await loanTokenOf(db, patronId);
  if (row?.live) {
    await assertMayHaveToken(db, patronId);
    return out(row);
  }
  return newLoanToken(db, patronId);
}

/** As typed at the desk: any case, spaces and dashes ignored. */
export function normaliseToken(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, "");
}

/** The desk's check: whose token and whether it still works; 404 for a token that is not (or no longer) anyone's. */
export async function checkLoanToken(db: Queryable, typed: string): Promise<DeskTokenCheck> {
  const token = normaliseToken(typed);
  const row = TOKEN_PATTERN.test(token) ? await tokenWithOwner(db, token) : undefined;
  if (!row) throw new ApiError(404, "loan_token_not_found", "clearance.errors.token_not_found");
  return {
    token: row.token,
    valido: row.live,
    situacao: row.live ? "valid" : "expired",
    validade: row.expires_at,
    cod_pessoa: row.patron_id,
    nome: row.name,
    login: row.login,
  };
}
