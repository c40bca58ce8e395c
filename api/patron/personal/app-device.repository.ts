/** The SQL of the app devices (table app_device) and of the failed uuid attempts (app_uuid_failure). */
import type { Queryable } from "../../core/db/db.ts";
import type { AppDeviceTable } from "../../core/db/tables.ts";
import type { AppDeviceOut } from "./contract.ts";

export async function insertDevice(
  db: Queryable,
  patronId: number,
  uuidHash: string,
  label: string | null,
): Promise<number> {
  const [row] = await db.query<Pick<AppDeviceTable, "id">>(
    `INSERT INTO app_device (patron_id, uuid_hash, label) VALUES ($1, $2, $3) RETURNING id`,
    [patronId, uuidHash, label],
  );
  return row.id;
}

/** The live device holding this uuid, marked used now; undefined when unknown or revoked. */
export async function useDevice(
  db: Queryable,
  uuidHash: string,
): Promise<{ id: number; patronId: number } | undefined> {
  const [row] = await db.query<Pick<AppDeviceTable, "id" | "patron_id">>(
    `UPDATE app_device SET last_used_at = now()
      WHERE uuid_hash = $1 AND revoked_at IS NULL RETURNING id, patron_id`,
    [uuidHash],
  );
  return row ? { id: row.id, patronId: row.patron_id } : undefined;
}

export async function listDevices(db: Queryable, patronId: number): Promise<AppDeviceOut[]> {
  return db.query<AppDeviceOut>(
    `SELECT id, label AS nome, created_at AS criado_em, last_used_at AS usado_em
       FROM app_device WHERE patron_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC, id DESC`,
    [patronId],
  );
}

/** Revokes one of the patron's devices (another patron's id revokes nothing); false when none. */
export async function revokeDevice(db: Queryable, patronId: number, id: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE app_device SET revoked_at = now() WHERE id = $1 AND patron_id = $2 AND revoked_at IS NULL RETURNING 1`,
    [id, patronId],
  );
  return rows.length > 0;
}

export async function revokeAllDevices(db: Queryable, patronId: number): Promise<number> {
  const rows = await db.query(
    `UPDATE app_device SET revoked_at = now() WHERE patron_id = $1 AND revoked_at IS NULL RETURNING 1`,
    [patronId],
  );
  return rows.length;
}
