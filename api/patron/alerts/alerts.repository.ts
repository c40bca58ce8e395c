/** The SQL of the patron's alerts (migration 022). */
import type { Queryable } from "../../core/db/db.ts";
import type { LibraryTable, LoanTable, PatronAlertTable, RecordTable, ReservationTable } from "../../core/db/tables.ts";

/** The bigint id read as text (`id::text`). */
export type AlertRow = Pick<PatronAlertTable, "kind" | "link" | "created_at" | "read_at"> & {
  id: string;
  params: Record<string, string | number | null>;
};

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

/** The patron's alerts not dismissed, newest first; with a range, those raised on those days. */
export async function listAlerts(
  db: Queryable,
  patronId: number,
  range: { from?: string; to?: string; timeZone: string },
): Promise<AlertRow[]> {
  return db.query<AlertRow>(
    `SELECT id::text AS id, kind, params, link, created_at, read_at
       FROM patron_alert
      WHERE patron_id = $1 AND dismissed_at IS NULL
        AND ($2::date IS NULL OR (created_at AT TIME ZONE $4)::date >= $2::date)
        AND ($3::date IS NULL OR (created_at AT TIME ZONE $4)::date <= $3::date)
      ORDER BY created_at DESC, id DESC`,
    [patronId, range.from ?? null, range.to ?? null, range.timeZone],
  );
}

export async function countUnread(db: Queryable, patronId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM patron_alert WHERE patron_id = $1 AND dismissed_at IS NULL AND read_at IS NULL`,
    [patronId],
  );
  return row.n;
}

/** Marks one of the patron's alerts read (once); undefined when it is not theirs or was dismissed. */
export async function markAlertRead(db: Queryable, patronId: number, id: number): Promise<AlertRow | undefined> {
  const [row] = await db.query<AlertRow>(
    `UPDATE patron_alert SET read_at = coalesce(read_at, now())
      WHERE id = $1 AND patron_id = $2 AND dismissed_at IS NULL
      RETURNING id::text AS id, kind, params, link, created_at, read_at`,
    [id, patronId],
  );
  return row;
}

/** Dismisses one of the patron's alerts; false when it is not theirs or already dismissed. */
export async function dismissAlert(db: Queryable, patronId: number, id: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE patron_alert SET dismissed_at = now(), read_at = coalesce(read_at, now())
      WHERE id = $1 AND patron_id = $2 AND dismissed_at IS NULL RETURNING id`,
    [id, patronId],
  );
  return rows.length > 0;
}

export type ReadyReservationFacts = Pick<RecordTable, "title"> & {
  patron_id: ReservationTable["patron_id"];
  library_name: LibraryTable["name"];
  /** Always set on a ready reservation. */
  pickup_deadline: NonNullable<ReservationTable["pickup_deadline"]>;
};

/** What the "reservation ready" notice says: the title, where, and until when. */
export async function readyReservationFacts(
  db: Queryable,
  reservationId: number,
): Promise<ReadyReservationFacts | undefined> {
  const [row] = await db.query<ReadyReservationFacts>(
    `SELECT r.patron_id, rec.title, l.name AS library_name, to_char(r.pickup_deadline, 'YYYY-MM-DD') AS pickup_deadline
       FROM reservation r JOIN record rec ON rec.id = r.record_id JOIN library l ON l.id = r.library_id
      WHERE r.id = $1 AND r.status = 'ready'`,
    [reservationId],
  );
  return row;
}

export type DueLoanFacts = Pick<LoanTable, "patron_id" | "due_date"> &
  Pick<RecordTable, "title"> & { loan_id: LoanTable["id"] };

/** Open loans due between two days (inclusive), of one patron or of everyone. */
export async function openLoansDueBetween(
  db: Queryable,
  from: string | null,
  to: string,
  patronId: number | null,
): Promise<DueLoanFacts[]> {
  return db.query<DueLoanFacts>(
    `SELECT l.id AS loan_id, l.patron_id, rec.title, to_char(l.due_date, 'YYYY-MM-DD') AS due_date
       FROM loan l JOIN item i ON i.id = l.item_id JOIN record rec ON rec.id = i.record_id
      WHERE l.returned_at IS NULL
        AND ($1::date IS NULL OR l.due_date >= $1::date) AND l.due_date <= $2::date
        AND ($3::int IS NULL OR l.patron_id = $3)
      ORDER BY l.id`,
    [from, to, patronId],
  );
}
