/** Loan requests, receiving units, per-library request settings and home-delivery days. */
import type { Queryable, Tx } from "../../core/db/db.ts";
import type {
  LibraryDeliveryDayTable,
  LibraryRequestSettingTable,
  LibraryTable,
  LoanRequestTable,
  ReceivingUnitTable,
  RecordTable,
} from "../../core/db/tables.ts";
import type { LibraryRef, LoanRequestStatus, ReceivingUnitOut } from "./contract.ts";
import type { Day } from "../../core/time.ts";

export async function allLibraries(db: Queryable): Promise<LibraryRef[]> {
  return db.query<LibraryRef>(`SELECT id AS cod_biblioteca, name AS desc_biblioteca FROM library ORDER BY name, id`);
}

export async function receivingUnits(db: Queryable): Promise<ReceivingUnitOut[]> {
  return db.query<ReceivingUnitOut>(
    `SELECT id AS codigo, name AS descricao, library_id AS cod_biblioteca FROM receiving_unit ORDER BY name, id`,
  );
}

export async function findReceivingUnit(db: Queryable, id: number): Promise<ReceivingUnitOut | undefined> {
  const [row] = await db.query<ReceivingUnitOut>(
    `SELECT id AS codigo, name AS descricao, library_id AS cod_biblioteca FROM receiving_unit WHERE id = $1`,
    [id],
  );
  return row;
}

export async function deliveryDays(db: Queryable): Promise<Pick<LibraryDeliveryDayTable, "library_id" | "weekday">[]> {
  return db.query(`SELECT library_id, weekday FROM library_delivery_day ORDER BY library_id, weekday`);
}

export async function warningMessage(db: Queryable, libraryId: number): Promise<string | null> {
  const [row] = await db.query<Pick<LibraryRequestSettingTable, "warning_message">>(
    `SELECT warning_message FROM library_request_setting WHERE library_id = $1`,
    [libraryId],
  );
  return row?.warning_message ?? null;
}

/** A new request: the columns of the same name typed as the row's, the others in the service's words. */
export interface LoanRequestInsert extends Pick<
  LoanRequestTable,
  "volume" | "tomo" | "parte" | "material" | "phone" | "emails"
> {
  recordId: number;
  patronId: number;
  originLibraryId: number;
  pickupLibraryId: number | null;
  receivingUnitId: number | null;
  homeDelivery: boolean;
  address: string | null;
  authorizedPerson: string | null;
  pickupStart: Date;
  pickupEnd: Date;
  at: Date;
}

export async function insertLoanRequest(tx: Queryable, r: LoanRequestInsert): Promise<number> {
  const [row] = await tx.query<Pick<LoanRequestTable, "id">>(
    `INSERT INTO loan_request (record_id, patron_id, origin_library_id, pickup_library_id, receiving_unit_id,
                               home_delivery, delivery_address, volume, tomo, parte, material, phone, emails,
                               authorized_person, pickup_start, pickup_end, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'waiting', $17, $17)
     RETURNING id`,
    [
      r.recordId,
      r.patronId,
      r.originLibraryId,
      r.pickupLibraryId,
      r.receivingUnitId,
      r.homeDelivery,
      r.address,
      r.volume,
      r.tomo,
      r.parte,
      r.material,
      r.phone,
      r.emails,
      r.authorizedPerson,
      r.pickupStart.toISOString(),
      r.pickupEnd.toISOString(),
      r.at.toISOString(),
    ],
  );
  return row.id;
}

/** Open requests (waiting, in transit, available) of a patron: all of them, or the same one again. */
export async function countOpenRequests(
  tx: Queryable,
  patronId: number,
  same?: { recordId: number; originLibraryId: number; volume: string; tomo: string; parte: string; material: string },
): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM loan_request
      WHERE patron_id = $1 AND status IN ('waiting', 'in_transit', 'available')
        AND ($2::int IS NULL OR (record_id = $2 AND origin_library_id = $3 AND volume = $4 AND tomo = $5
                                 AND parte = $6 AND material = $7))`,
    same
      ? [patronId, same.recordId, same.originLibraryId, same.volume, same.tomo, same.parte, same.material]
      : [patronId, null, null, null, null, null, null],
  );
  return row.n;
}

type LockedLoanRequest = Pick<LoanRequestTable, "id" | "patron_id"> & { status: LoanRequestStatus };

export async function lockLoanRequest(tx: Tx, id: number): Promise<LockedLoanRequest | undefined> {
  const [row] = await tx.query<LockedLoanRequest>(
    `SELECT id, patron_id, status FROM loan_request WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row;
}

export async function setLoanRequestStatus(
  tx: Queryable,
  id: number,
  status: LoanRequestStatus,
  at: Date,
): Promise<void> {
  await tx.query(`UPDATE loan_request SET status = $2, updated_at = $3 WHERE id = $1`, [id, status, at.toISOString()]);
}

export type LoanRequestViewRow = Pick<
  LoanRequestTable,
  | "id"
  | "record_id"
  | "origin_library_id"
  | "pickup_library_id"
  | "receiving_unit_id"
  | "home_delivery"
  | "delivery_address"
  | "volume"
  | "tomo"
  | "parte"
  | "material"
  | "phone"
  | "emails"
  | "authorized_person"
  | "pickup_start"
  | "pickup_end"
  | "created_at"
> &
  Pick<RecordTable, "title"> & {
    status: LoanRequestStatus;
    origin_library_name: LibraryTable["name"];
    pickup_library_name: LibraryTable["name"] | null;
    receiving_unit_name: ReceivingUnitTable["name"] | null;
    receiving_unit_library_id: ReceivingUnitTable["library_id"] | null;
  };

const VIEW = `
  SELECT q.id, q.record_id, r.title, q.origin_library_id, o.name AS origin_library_name,
         q.pickup_library_id, p.name AS pickup_library_name,
         q.receiving_unit_id, u.name AS receiving_unit_name, u.library_id AS receiving_unit_library_id,
         q.home_delivery, q.delivery_address, q.volume, q.tomo, q.parte, q.material, q.phone, q.emails,
         q.authorized_person, q.pickup_start, q.pickup_end, q.status, q.created_at
    FROM loan_request q
    JOIN record r ON r.id = q.record_id
    JOIN library o ON o.id = q.origin_library_id
    LEFT JOIN library p ON p.id = q.pickup_library_id
    LEFT JOIN receiving_unit u ON u.id = q.receiving_unit_id`;

export async function loanRequestViews(db: Queryable, ids: number[]): Promise<LoanRequestViewRow[]> {
  return db.query<LoanRequestViewRow>(`${VIEW} WHERE q.id = ANY($1::int[]) ORDER BY q.id`, [ids]);
}

export async function patronLoanRequestViews(
  db: Queryable,
  patronId: number,
  filter: { from?: Day; to?: Day; status?: LoanRequestStatus; timeZone: string },
): Promise<LoanRequestViewRow[]> {
  return db.query<LoanRequestViewRow>(
    `${VIEW}
      WHERE q.patron_id = $1
        AND ($2::date IS NULL OR (q.created_at AT TIME ZONE $5)::date >= $2::date)
        AND ($3::date IS NULL OR (q.created_at AT TIME ZONE $5)::date <= $3::date)
        AND ($4::text IS NULL OR q.status = $4)
      ORDER BY q.created_at DESC, q.id DESC`,
    [patronId, filter.from ?? null, filter.to ?? null, filter.status ?? null, filter.timeZone],
  );
}
