/** Reservations and their queues (record, library, volume, tomo, parte). */
import type { Queryable, Tx } from "../../core/db/db.ts";
import type { ItemTable, LibraryTable, LocationTable, RecordTable, ReservationTable } from "../../core/db/tables.ts";
import type { ReservationStatus } from "./contract.ts";
import type { Day } from "../../core/time.ts";

export type QueueKey = Pick<ReservationTable, "record_id" | "library_id" | "volume" | "tomo" | "parte">;

export type ReservationRow = QueueKey &
  Pick<
    ReservationTable,
    | "id"
    | "patron_id"
    | "material"
    | "location_id"
    | "position"
    | "item_id"
    | "created_at"
    | "expires_on"
    | "ready_at"
    | "pickup_deadline"
    | "closed_at"
  > & { status: ReservationStatus };

const COLUMNS = `id, record_id, patron_id, library_id, volume, tomo, parte, material, location_id, position, status,
  item_id, created_at, to_char(expires_on, 'YYYY-MM-DD') AS expires_on, ready_at,
  to_char(pickup_deadline, 'YYYY-MM-DD') AS pickup_deadline, closed_at`;

const QUEUE = `record_id = $1 AND library_id = $2 AND volume = $3 AND tomo = $4 AND parte = $5`;
const queueParams = (k: QueueKey) => [k.record_id, k.library_id, k.volume, k.tomo, k.parte];

export function queueKeyOf(r: QueueKey): QueueKey {
  return { record_id: r.record_id, library_id: r.library_id, volume: r.volume, tomo: r.tomo, parte: r.parte };
}

/** The queued reservations of a queue, in order, locked. */
export async function lockQueue(tx: Tx, key: QueueKey): Promise<ReservationRow[]> {
  return tx.query<ReservationRow>(
    `SELECT ${COLUMNS} FROM reservation WHERE ${QUEUE} AND status = 'queued' ORDER BY position FOR UPDATE`,
    queueParams(key),
  );
}

/** Open reservations (queued or ready) of a queue, other than the patron's own. */
export async function countOthersInQueue(db: Queryable, key: QueueKey, patronId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM reservation
      WHERE ${QUEUE} AND status IN ('queued', 'ready') AND patron_id <> $6`,
    [...queueParams(key), patronId],
  );
  return row.n;
}

export async function maxPosition(db: Queryable, key: QueueKey): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT coalesce(max(position), 0)::int AS n FROM reservation WHERE ${QUEUE} AND status = 'queued'`,
    queueParams(key),
  );
  return row.n;
}

/** Gives the queued reservations positions 1…n again, keeping their order. */
export async function renumberQueue(tx: Queryable, key: QueueKey): Promise<void> {
  await tx.query(
    `UPDATE reservation r SET position = q.n
       FROM (SELECT id, row_number() OVER (ORDER BY position, id)::int AS n
               FROM reservation WHERE ${QUEUE} AND status = 'queued') q
      WHERE r.id = q.id AND r.position <> q.n`,
    queueParams(key),
  );
}

export async function insertReservation(
  tx: Queryable,
  r: QueueKey & {
    patron_id: number;
    material: string | null;
    location_id: number | null;
    position: number;
    at: Date;
    expires_on: Day;
  },
): Promise<number> {
  const [row] = await tx.query<Pick<ReservationTable, "id">>(
    `INSERT INTO reservation (record_id, patron_id, library_id, volume, tomo, parte, material, location_id,
                              position, status, created_at, expires_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'queued', $10, $11::date) RETURNING id`,
    [
      r.record_id,
      r.patron_id,
      r.library_id,
      r.volume,
      r.tomo,
      r.parte,
      r.material,
      r.location_id,
      r.position,
      r.at.toISOString(),
      r.expires_on,
    ],
  );
  return row.id;
}

export async function findReservation(db: Queryable, id: number): Promise<ReservationRow | undefined> {
  const [row] = await db.query<ReservationRow>(`SELECT ${COLUMNS} FROM reservation WHERE id = $1`, [id]);
  return row;
}

export async function lockReservation(tx: Tx, id: number): Promise<ReservationRow | undefined> {
  const [row] = await tx.query<ReservationRow>(`SELECT ${COLUMNS} FROM reservation WHERE id = $1 FOR UPDATE`, [id]);
  return row;
}

export async function makeReady(tx: Queryable, id: number, itemId: number, at: Date, deadline: Day): Promise<void> {
  await tx.query(
    `UPDATE reservation SET status = 'ready', position = NULL, item_id = $2, ready_at = $3, pickup_deadline = $4::date
      WHERE id = $1`,
    [id, itemId, at.toISOString(), deadline],
  );
}

export async function closeReservation(
  tx: Queryable,
  id: number,
  status: "fulfilled" | "cancelled" | "expired",
  at: Date,
): Promise<void> {
  await tx.query(`UPDATE reservation SET status = $2, position = NULL, closed_at = $3 WHERE id = $1`, [
    id,
    status,
    at.toISOString(),
  ]);
}

/** The ready reservation holding a copy, locked. */
export async function lockReadyHolding(tx: Tx, itemId: number): Promise<ReservationRow | undefined> {
  const [row] = await tx.query<ReservationRow>(
    `SELECT ${COLUMNS} FROM reservation WHERE item_id = $1 AND status = 'ready' FOR UPDATE`,
    [itemId],
  );
  return row;
}

/** The patron's open reservations of a record at a library, locked. */
export async function lockPatronOpenAt(
  tx: Tx,
  patronId: number,
  recordId: number,
  libraryId: number,
): Promise<ReservationRow[]> {
  return tx.query<ReservationRow>(
    `SELECT ${COLUMNS} FROM reservation
      WHERE patron_id = $1 AND record_id = $2 AND library_id = $3 AND status IN ('queued', 'ready')
      ORDER BY id FOR UPDATE`,
    [patronId, recordId, libraryId],
  );
}

export async function countPatronOpen(tx: Queryable, patronId: number): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM reservation WHERE patron_id = $1 AND status IN ('queued', 'ready')`,
    [patronId],
  );
  return row.n;
}

export async function patronHasRecordOnLoanAt(
  tx: Queryable,
  patronId: number,
  recordId: number,
  libraryId: number,
): Promise<boolean> {
  const [row] = await tx.query<{ yes: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM loan ln JOIN item i ON i.id = ln.item_id
                     WHERE ln.patron_id = $1 AND ln.returned_at IS NULL AND i.record_id = $2 AND ln.library_id = $3) AS yes`,
    [patronId, recordId, libraryId],
  );
  return row.yes;
}

/**
 * Queued reservations of other patrons that a copy could serve: same queue, and material and
 * location filters that accept it. (A ready reservation already has its own copy held.)
 */
export async function countOthersWaitingForCopy(
  tx: Queryable,
  copy: {
    record_id: number;
    library_id: number;
    volume: string;
    tomo: string;
    parte: string;
    material: string;
    location_id: number | null;
  },
  patronId: number,
): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM reservation
      WHERE ${QUEUE} AND status = 'queued' AND patron_id <> $6
        AND (material IS NULL OR material = $7)
        AND (location_id IS NULL OR location_id = $8)`,
    [copy.record_id, copy.library_id, copy.volume, copy.tomo, copy.parte, patronId, copy.material, copy.location_id],
  );
  return row.n;
}

/** Queued reservations past their validity and ready ones past their pick-up day, of one record, locked. */
export async function lockOverdueOfRecord(tx: Tx, recordId: number, today: Day): Promise<ReservationRow[]> {
  return tx.query<ReservationRow>(
    `SELECT ${COLUMNS} FROM reservation
      WHERE record_id = $1
        AND ((status = 'queued' AND expires_on < $2::date) OR (status = 'ready' AND pickup_deadline < $2::date))
      ORDER BY id FOR UPDATE`,
    [recordId, today],
  );
}

/** Records with reservations to expire (optionally only those of one patron). */
export async function recordsWithOverdue(db: Queryable, today: Day, patronId?: number): Promise<number[]> {
  const rows = await db.query<Pick<ReservationTable, "record_id">>(
    `SELECT DISTINCT record_id FROM reservation
      WHERE ((status = 'queued' AND expires_on < $1::date) OR (status = 'ready' AND pickup_deadline < $1::date))
        AND ($2::int IS NULL OR patron_id = $2)
      ORDER BY record_id`,
    [today, patronId ?? null],
  );
  return rows.map((r) => r.record_id);
}

export type ReservationViewRow = ReservationRow &
  Pick<RecordTable, "title" | "author" | "language"> & {
    library_name: LibraryTable["name"];
    location_name: LocationTable["name"] | null;
    barcode: ItemTable["barcode"] | null;
  };

const VIEW = `
  SELECT rv.id, rv.record_id, rv.patron_id, rv.library_id, rv.volume, rv.tomo, rv.parte, rv.material, rv.location_id,
         rv.position, rv.status, rv.item_id, rv.created_at, to_char(rv.expires_on, 'YYYY-MM-DD') AS expires_on,
         rv.ready_at, to_char(rv.pickup_deadline, 'YYYY-MM-DD') AS pickup_deadline, rv.closed_at,
         r.title, r.author, r.language, l.name AS library_name, loc.name AS location_name, i.barcode
    FROM reservation rv
    JOIN record r ON r.id = rv.record_id
    JOIN library l ON l.id = rv.library_id
    LEFT JOIN location loc ON loc.id = rv.location_id
    LEFT JOIN item i ON i.id = rv.item_id`;

export async function reservationViews(db: Queryable, ids: number[]): Promise<ReservationViewRow[]> {
  return db.query<ReservationViewRow>(`${VIEW} WHERE rv.id = ANY($1::int[]) ORDER BY rv.id`, [ids]);
}

export async function openReservationViews(db: Queryable, patronId: number): Promise<ReservationViewRow[]> {
  return db.query<ReservationViewRow>(
    `${VIEW} WHERE rv.patron_id = $1 AND rv.status IN ('queued', 'ready')
      ORDER BY rv.status = 'ready' DESC, rv.created_at, rv.id`,
    [patronId],
  );
}

export async function reservationHistoryViews(
  db: Queryable,
  patronId: number,
  from: Day,
  to: Day,
  timeZone: string,
): Promise<ReservationViewRow[]> {
  return db.query<ReservationViewRow>(
    `${VIEW} WHERE rv.patron_id = $1 AND (rv.created_at AT TIME ZONE $4)::date BETWEEN $2::date AND $3::date
      ORDER BY rv.created_at DESC, rv.id DESC`,
    [patronId, from, to, timeZone],
  );
}

/** Open reservations of a record per library. */
export async function openCountsByLibrary(
  db: Queryable,
  recordId: number,
): Promise<{ cod_biblioteca: number; total: number }[]> {
  return db.query(
    `SELECT library_id AS cod_biblioteca, count(*)::int AS total FROM reservation
      WHERE record_id = $1 AND status IN ('queued', 'ready') GROUP BY library_id ORDER BY library_id`,
    [recordId],
  );
}
