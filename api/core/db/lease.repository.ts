/**
 * SQL of the schedules' leases (migration 040): a named lease, taken only when free or expired, so
 * that one process at a time runs a job whichever of N processes on the database started it.
 */
import type { Queryable } from "./db.ts";
import type { ScheduleLeaseTable } from "./tables.ts";

export async function takeLease(db: Queryable, name: string, holder: string, seconds: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO schedule_lease (name, holder, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
     ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, acquired_at = now(), expires_at = EXCLUDED.expires_at
       WHERE schedule_lease.expires_at < now()
     RETURNING holder`,
    [name, holder, seconds],
  );
  return rows.length > 0;
}

/** Extends a lease still held by `holder` (a long harvest between endpoints). */
export async function renewLease(db: Queryable, name: string, holder: string, seconds: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE schedule_lease SET expires_at = now() + make_interval(secs => $3)
      WHERE name = $1 AND holder = $2 RETURNING holder`,
    [name, holder, seconds],
  );
  return rows.length > 0;
}

export async function releaseLease(db: Queryable, name: string, holder: string): Promise<void> {
  await db.query(`DELETE FROM schedule_lease WHERE name = $1 AND holder = $2`, [name, holder]);
}

export async function leaseHolder(db: Queryable, name: string): Promise<string | undefined> {
  const [row] = await db.query<Pick<ScheduleLeaseTable, "holder">>(
    `SELECT holder FROM schedule_lease WHERE name = $1 AND expires_at >= now()`,
    [name],
  );
  return row?.holder;
}
