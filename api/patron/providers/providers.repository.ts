import type { Queryable } from "../../core/db/db.ts";
import type { PatronTable } from "../../core/db/tables.ts";
import type { ExternalServiceOut } from "./contract.ts";

export interface ExternalServiceRow extends Omit<ExternalServiceOut, "has_secret"> {
  secret: string | null;
}

const COLUMNS = `code, kind, name, base_url, identity, secret, audience, algorithm, token_param, target_url,
  ttl_seconds, enabled`;

export async function findExternalService(db: Queryable, code: string): Promise<ExternalServiceRow | undefined> {
  const [row] = await db.query<ExternalServiceRow>(`SELECT ${COLUMNS} FROM external_service WHERE code = $1`, [code]);
  return row;
}

export function listExternalServices(db: Queryable): Promise<ExternalServiceRow[]> {
  return db.query<ExternalServiceRow>(`SELECT ${COLUMNS} FROM external_service ORDER BY kind, code`);
}

export async function upsertExternalService(db: Queryable, s: ExternalServiceRow): Promise<void> {
  await db.query(
    `INSERT INTO external_service (code, kind, name, base_url, identity, secret, audience, algorithm, token_param,
       target_url, ttl_seconds, enabled, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now())
     ON CONFLICT (code) DO UPDATE SET kind = $2, name = $3, base_url = $4, identity = $5, secret = $6, audience = $7,
       algorithm = $8, token_param = $9, target_url = $10, ttl_seconds = $11, enabled = $12, updated_at = now()`,
    [
      s.code,
      s.kind,
      s.name,
      s.base_url,
      s.identity,
      s.secret,
      s.audience,
      s.algorithm,
      s.token_param,
      s.target_url,
      s.ttl_seconds,
      s.enabled,
    ],
  );
}

export async function deleteExternalService(db: Queryable, code: string): Promise<boolean> {
  const rows = await db.query(`DELETE FROM external_service WHERE code = $1 RETURNING code`, [code]);
  return rows.length > 0;
}

export async function findPatronByLogin(
  db: Queryable,
  login: string,
): Promise<Pick<PatronTable, "login" | "name" | "blocked"> | undefined> {
  const [row] = await db.query<Pick<PatronTable, "login" | "name" | "blocked">>(
    `SELECT login, name, blocked FROM patron WHERE login = $1`,
    [login],
  );
  return row;
}
