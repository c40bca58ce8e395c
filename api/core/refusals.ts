/**
 * Every refusal of circulation, with its HTTP status. Messages live in api/locales under
 * `errors.<code>`, so a refusal reads the same at the desk, in the patron area and in the CLI.
 *
 * 401 no or bad credential · 403 not allowed for this patron or desk · 404 unknown thing ·
 * 409 the state changed under the caller (already on loan, duplicate, not open any more) ·
 * 422 a circulation rule refuses (limits, suspension, debts, renewal reasons, form fields).
 */
import { ApiError, type ApiErrorCode, type ApiStatus } from "./errors.ts";

export const REFUSAL_STATUS = {
  patron_not_found: 404,
  patron_blocked: 403,
  patron_suspended: 422,
  patron_debts: 422,
  loan_not_found: 404,
  loan_limit: 422,
  renewal_suspended: 422,
  renewal_debts: 422,
  renewal_overdue: 422,
  renewal_limit: 422,
  renewal_no_gain: 422,
  renewal_reserved: 422,
  item_not_found: 404,
  item_on_loan: 409,
  item_reserved: 409,
  item_not_loanable: 422,
  item_not_on_loan: 409,
  library_not_found: 404,
  reservation_copies_available: 422,
  reservation_not_allowed: 422,
  reservation_duplicate: 409,
  reservation_already_borrowed: 409,
  reservation_limit: 422,
  reservation_library_not_allowed: 403,
  reservation_not_found: 404,
  reservation_not_open: 409,
  reservation_no_copy_to_hold: 409,
  staff_unauthorized: 401,
  staff_forbidden: 403,
  invalid_date_range: 400,
  invalid_phone: 422,
  invalid_email: 422,
  phone_required: 422,
  email_required: 422,
  pickup_window_invalid: 422,
  address_required: 422,
  pickup_place_required: 422,
  loan_request_no_copy: 422,
  loan_request_limit: 422,
  loan_request_duplicate: 409,
  delivery_not_configured: 422,
  loan_request_not_found: 404,
  loan_request_not_cancellable: 409,
} as const satisfies Partial<Record<ApiErrorCode, ApiStatus>>;

export type RefusalCode = keyof typeof REFUSAL_STATUS;

export function refusal(code: RefusalCode, params: Record<string, string | number> = {}): ApiError {
  return new ApiError(REFUSAL_STATUS[code], code, `errors.${code}`, params);
}

export function isRefusal(error: unknown, code?: RefusalCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
