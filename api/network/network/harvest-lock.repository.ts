/** SQL of the harvest lock (migration 036): a named lease, taken only when free or expired. */
import type { Queryable } from "../../core/db/db.ts";
import type { NetworkHarvestLockTable } from "../../core/db/tables.ts";

export async function takeLease(db: Queryable, name: string, holder: string, seconds: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO network_harvest_lock (name, holder, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
     ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, acquired_at = now(), expires_at = EXCLUDED.expires_at
       WHERE network_harvest_lock.expires_at < now()
     RETURNING holder`,
    [name, holder, seconds],
  );
  return rows.length > 0;
}

/** Extends a lease still held by `holder` (a long harvest between endpoints). */
export async function renewLease(db: Queryable, name: string, holder: string, seconds: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE network_harvest_lock SET expires_at = now() + make_interval(secs => $3)
      WHERE name = $1 AND holder = $2 RETURNING holder`,
    [name, holder, seconds],
  );
  return rows.length > 0;
}

export async function releaseLease(db: Queryable, name: string, holder: string): Promise<void> {
  await db.query(`DELETE FROM network_harvest_lock WHERE name = $1 AND holder = $2`, [name, holder]);
}

export async function leaseHolder(db: Queryable, name: string): Promise<string | undefined> {
  const [row] = await db.query<Pick<NetworkHarvestLockTable, "holder">>(
    `SELECT holder FROM network_harvest_lock WHERE name = $1 AND expires_at >= now()`,
    [name],
  );
  return row?.holder;
}
