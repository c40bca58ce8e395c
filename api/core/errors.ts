/**
 * The one error type of the library service. Every failure a caller can see is an ApiError,
 * serialised as `{ error: { code, message } }` with its HTTP status. Messages are translation
 * keys resolved in the caller's language (see api/core/i18n.ts) at the edge.
 */
export type ApiStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 430 | 500 | 503;

export type ApiErrorCode =
  | "bad_request"
  | "payload_too_large"
  | "invalid_parameter"
  | "not_found"
  | "record_not_found"
  | "invalid_credentials"
  | "credential_missing"
  | "invalid_grant"
  | "unsupported_grant_type"
  | "invalid_client"
  | "unauthorized"
  | "forbidden"
  | "collection_forbidden"
  | "blocked"
  | "conflict"
  | "too_many_requests"
  | "search_budget"
  | "search_challenge"
  | "unprocessable"
  | "captcha_invalid"
  | "unavailable"
  | "internal"
  // The network catalogue (api/network/network, decision 041)
  | "network_unavailable"
  | "network_institution_required"
  | "network_base_unavailable"
  // Remote catalogues over SRU (api/network/remote, decision 058)
  | "remote_unavailable"
  | "remote_refused"
  // Decision 044: remaining calls and content providers
  | "not_configured"
  | "invalid_token"
  | "search_expired"
  // Decision 066: provider presets
  | "no_preset"
  // Circulation (api/core/refusals.ts)
  | "patron_not_found"
  | "patron_blocked"
  | "patron_suspended"
  | "patron_debts"
  | "loan_not_found"
  | "loan_limit"
  | "renewal_suspended"
  | "renewal_debts"
  | "renewal_overdue"
  | "renewal_limit"
  | "renewal_no_gain"
  | "renewal_reserved"
  | "item_not_found"
  | "item_on_loan"
  | "item_reserved"
  | "item_not_loanable"
  | "item_not_on_loan"
  | "library_not_found"
  | "browse_heading_not_found"
  | "reservation_copies_available"
  | "reservation_not_allowed"
  | "reservation_duplicate"
  | "reservation_already_borrowed"
  | "reservation_limit"
  | "reservation_library_not_allowed"
  | "reservation_not_found"
  | "reservation_not_open"
  | "reservation_no_copy_to_hold"
  | "staff_unauthorized"
  | "staff_forbidden"
  | "invalid_date_range"
  | "invalid_phone"
  | "invalid_email"
  | "phone_required"
  | "email_required"
  | "pickup_window_invalid"
  | "address_required"
  | "pickup_place_required"
  | "loan_request_no_copy"
  | "loan_request_limit"
  | "loan_request_duplicate"
  | "delivery_not_configured"
  | "loan_request_not_found"
  | "loan_request_not_cancellable"
  // Record pages, links, covers, authorities (api/catalogue/records, api/catalogue/links, api/catalogue/covers, api/catalogue/authorities)
  | "authority_not_found"
  | "link_not_found"
  | "cover_not_found"
  // Basket exports and e-mail (api/catalogue/basket, api/operations/mail)
  | "basket_too_large"
  | "too_many_recipients"
  | "mail_unavailable"
  | "mail_failed"
  // Clearance declaration, GRU slip, loan token (api/lending/clearance, api/lending/loan-token, decision 032)
  | "clearance_pending"
  | "clearance_already_issued"
  | "clearance_not_issued"
  | "qrcode_invalid"
  | "patron_no_email"
  | "patron_cleared"
  | "gru_amount_invalid"
  | "tax_id_missing"
  | "debt_not_found"
  | "loan_token_not_found"
  // Comments (api/community/comments, decision 029)
  | "comment_empty"
  | "comment_too_long"
  | "comment_limit"
  | "comment_not_found"
  | "comment_not_permitted"
  | "comment_state"
  // Teaching plans (api/catalogue/teaching, decision 019)
  | "campus_not_found"
  | "course_not_found"
  | "discipline_not_found"
  | "teacher_not_found"
  | "teaching_plan_choice_required"
  // Password recovery and change (api/patron/password, decision 025)
  | "recovery_unavailable"
  | "user_code_missing"
  | "invalid_token"
  | "code_missing"
  | "recovery_code_invalid"
  | "recovery_code_expired"
  | "password_missing"
  | "password_rules"
  | "current_password_wrong"
  // Re-authentication and the e-mail change's undo link (decision 052)
  | "reauthentication_required"
  | "email_undo_invalid"
  // Single sign-on (api/patron/sso, decision 027)
  | "sso_disabled"
  | "sso_unavailable"
  | "sso_invalid"
  | "sso_unlinked"
  // Personal data (api/patron/personal, decision 026)
  | "personal_data_invalid"
  | "personal_data_read_only"
  | "personal_data_tax_id_taken"
  // Research requests (api/lending/research-requests, decision 033)
  | "research_request_invalid"
  | "research_file_too_large"
  | "research_request_not_found"
  | "research_request_not_cancellable"
  | "research_status_not_allowed"
  | "research_card_required"
  | "research_card_not_ready"
  // Acquisition suggestions (api/community/acquisition, decision 030)
  | "suggestion_no_email"
  | "suggestion_field_required"
  | "suggestion_field_invalid"
  | "suggestion_identifier_invalid"
  | "suggestion_teacher_only"
  | "suggestion_not_found"
  | "suggestion_move_refused"
  // Interest profile and bibliographic bulletin (api/patron/interest, api/patron/bulletin, decision 031)
  | "interest_entry_not_found"
  | "interest_validity_invalid"
  | "interest_validity_past"
  | "interest_validity_too_far"
  | "interest_limit"
  | "interest_duplicate"
  | "interest_language_unknown"
  | "interest_no_email"
  | "interest_heading_unknown"
  | "interest_journal_type_required"
  | "interest_work_type_unknown"
  | "interest_area_unknown"
  | "interest_feed_not_found"
  | "interest_unsubscribe_invalid"
  | "bulletin_not_found"
  | "bulletin_chapter_not_found"
  // Import through the running server (api/operations/import, decision 036)
  | "import_rejected"
  | "import_running";

export class ApiError extends Error {
  constructor(
    readonly status: ApiStatus,
    readonly code: ApiErrorCode,
    /** Translation key (api/locales) or, for 422, a server message already in words. */
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    /** A 429's or 503's Retry-After, in seconds. */
    readonly retryAfter?: number,
  ) {
    super(messageKey);
    this.name = "ApiError";
  }
}

/** How long a 429 asks a client to wait when the limit does not know its window. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** A 429 that says when to try again (every 429 carries Retry-After, decision 053). */
export function tooManyRequests(
  retryAfter: number,
  messageKey = "errors.too_many_requests",
  code: ApiErrorCode = "too_many_requests",
): ApiError {
  return new ApiError(429, code, messageKey, {}, Math.max(1, Math.ceil(retryAfter)));
}
