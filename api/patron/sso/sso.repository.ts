/** SQL of single sign-on (decision 027): spent nonces and assertion ids, pending SAML requests, patrons by identity. */
import type { PatronRow } from "../auth/auth.service.ts";
import type { Queryable } from "../../core/db/db.ts";
import type { SsoUsedTable } from "../../core/db/tables.ts";
import type { SsoMapping } from "./contract.ts";

/**
 * What may be used once: an OIDC nonce, a SAML assertion id, or a SAML request id waiting for
 * its answer.
 */
export type SsoUsedKind = "oidc_nonce" | "saml_assertion" | "saml_request";

/**
 * Records `id` as used until `expiresAt`; false when it already was (a replay). Expired rows are
 * swept first, so a table of spent ids stays as small as the tokens still alive.
 */
export async function markUsed(db: Queryable, kind: SsoUsedKind, id: string, expiresAt: Date): Promise<boolean> {
  await db.query(`DELETE FROM sso_used WHERE expires_at <= now()`);
  const rows = await db.query<Pick<SsoUsedTable, "id">>(
    `INSERT INTO sso_used (kind, id, expires_at) VALUES ($1, $2, $3) ON CONFLICT (kind, id) DO NOTHING RETURNING id`,
    [kind, id, expiresAt.toISOString()],
  );
  return rows.length === 1;
}

/** Until when `id` is recorded, when it is and has not expired. */
export async function recordedUntil(db: Queryable, kind: SsoUsedKind, id: string): Promise<Date | undefined> {
  const [row] = await db.query<Pick<SsoUsedTable, "expires_at">>(
    `SELECT expires_at FROM sso_used WHERE kind = $1 AND id = $2 AND expires_at > now()`,
    [kind, id],
  );
  return row ? new Date(row.expires_at) : undefined;
}

/** Removes `id`; true when it was there (and not expired). */
export async function forget(db: Queryable, kind: SsoUsedKind, id: string): Promise<boolean> {
  const [row] = await db.query<{ live: boolean }>(
    `DELETE FROM sso_used WHERE kind = $1 AND id = $2 RETURNING expires_at > now() AS live`,
    [kind, id],
  );
  return row?.live === true;
}

/** The patron an external identity names, by the institution's mapping (case-insensitive but for tax ids). */
export async function findPatronByIdentity(
  db: Queryable,
  mapping: SsoMapping,
  value: string,
): Promise<PatronRow | undefined> {
  if (mapping === "cpf") {
    // Tax ids are compared by their digits: "123.456.789-09" and "12345678909" are one person.
    const [row] = await db.query<PatronRow>(
      `SELECT * FROM patron WHERE regexp_replace(tax_id, '[^0-9A-Za-z]', '', 'g') = $1`,
      [value.replace(/[^0-9A-Za-z]/g, "")],
    );
    return row;
  }
  const column = mapping === "login" ? "login" : "email";
  // Two patrons sharing an e-mail cannot be told apart: no one is signed in (the caller sees none).
  const rows = await db.query<PatronRow>(`SELECT * FROM patron WHERE lower(${column}) = lower($1) LIMIT 2`, [value]);
  return rows.length === 1 ? rows[0] : undefined;
}
