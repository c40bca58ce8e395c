/** The SQL of the patron's alerts (migration 022). */
import type { Queryable } from "../db/db.ts";

export interface AlertRow {
  id: string;
  kind: string;
  params: Record<string, string | number | null>;
  link: string | null;
  created_at: string;
  read_at: string | null;
}

export interface NewAlert {
  patronId: number;
  /** What happened, as a code the OPAC puts into words (`alerts.kind.<kind>` in its locales). */
  kind: string;
  /** The words that fill the message: a title, a date, a status code. Never markup. */
  params?: Record<string, string | number | null>;
  /** Where the patron acts on it: a path of the OPAC, such as "/meupergamum/reservas". */
  link?: string | null;
  /** The same key for the same patron raises nothing the second time. */
  dedupeKey?: string | null;
}

/** Inserts the alert unless its dedupe key was already raised; true when a row was added. */
export async function insertAlert(db: Queryable, alert: NewAlert): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO patron_alert (patron_id, kind, params, link, dedupe_key)
     VALUES ($1, $2, $3::jsonb, $4, $5)
     ON CONFLICT (patron_id, dedupe_key) DO NOTHING
     RETURNING id`,
    [alert.patronId, alert.kind, JSON.stringify(alert.params ?? {}), alert.link ?? null, alert.dedupeKey ?? null],
  );
  return rows.length > 0;
}
