/**
 * What both institutional sign-ins share once the identity provider's word is verified: find the
 * patron the identity names (by the institution's mapping) and issue the usual tokens, exactly as
 * the password grant does, without a password (decision 027).
 */
import type { TokenResponse } from "../../contract.ts";
import type { ApiConfig } from "../../core/config.ts";
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { issueTokens } from "../auth/auth.service.ts";
import type { SsoSettings } from "./sso-settings.service.ts";
import { findPatronByIdentity, markUsed, type SsoUsedKind } from "./sso.repository.ts";

/** Refused without saying why to the caller: the reason is logged for the operator. */
export function ssoInvalid(reason: string): ApiError {
  console.warn(`single sign-on refused: ${reason}`);
  return new ApiError(401, "sso_invalid", "errors.sso_invalid");
}

export function ssoDisabled(): ApiError {
  return new ApiError(404, "sso_disabled", "errors.sso_disabled");
}

/** Spends a nonce or assertion id; a second use is a replay. */
export async function spendOnce(db: Queryable, kind: SsoUsedKind, id: string, until: Date): Promise<void> {
  if (!(await markUsed(db, kind, id, until))) throw ssoInvalid(`${kind} ${id} used twice`);
}

export async function signInByIdentity(
  db: Queryable,
  config: ApiConfig,
  settings: SsoSettings,
  value: unknown,
): Promise<TokenResponse> {
  const identity = typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
  // Without the value the institution maps by, no patron can be named: as unlinked as a stranger.
  const patron = identity ? await findPatronByIdentity(db, settings.mapping, identity) : undefined;
  if (!patron) throw new ApiError(403, "sso_unlinked", "errors.sso_unlinked");
  if (patron.blocked) throw new ApiError(430, "blocked", "errors.blocked");
  return issueTokens(db, patron.id, config, { kind: "sso" });
}
