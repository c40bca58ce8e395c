/**
 * The one error type of the library service. Every failure a caller can see is an ApiError,
 * serialised as `{ error: { code, message } }` with its HTTP status. Messages are translation
 * keys resolved in the caller's language (see api/i18n.ts) at the edge.
 */
export type ApiStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 430 | 500;

export type ApiErrorCode =
  | "bad_request"
  | "invalid_parameter"
  | "not_found"
  | "record_not_found"
  | "invalid_credentials"
  | "credential_missing"
  | "invalid_grant"
  | "unsupported_grant_type"
  | "unauthorized"
  | "forbidden"
  | "blocked"
  | "conflict"
  | "too_many_requests"
  | "unprocessable"
  | "internal";

export class ApiError extends Error {
  constructor(
    readonly status: ApiStatus,
    readonly code: ApiErrorCode,
    /** Translation key (api/locales) or, for 422, a server message already in words. */
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = "ApiError";
  }
}
