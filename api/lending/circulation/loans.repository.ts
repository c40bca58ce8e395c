/** Loans, debts and suspensions. */
import type { Queryable, Tx } from "../../core/db/db.ts";
import type {
  DebtTable,
  ItemTable,
  LibraryTable,
  LoanTable,
  PatronTable,
  RecordTable,
  SuspensionTable,
} from "../../core/db/tables.ts";
import type { DebtReason } from "./contract.ts";
import { TIME_ZONE, type Day } from "../../core/time.ts";

export type LoanRow = Pick<
  LoanTable,
  "id" | "item_id" | "patron_id" | "library_id" | "checked_out_at" | "due_date" | "returned_at" | "renewals"
>;

const LOAN_COLUMNS = `id, item_id, patron_id, library_id, checked_out_at, to_char(due_date, 'YYYY-MM-DD') AS due_date,
  returned_at, renewals`;

export async function lockOpenLoanOfItem(tx: Tx, itemId: number): Promise<LoanRow | undefined> {
  const [row] = await tx.query<LoanRow>(
    `SELECT ${LOAN_COLUMNS} FROM loan WHERE item_id = $1 AND returned_at IS NULL FOR UPDATE`,
    [itemId],
  );
  return row;
}

export async function findOpenLoanOfItem(db: Queryable, itemId: number): Promise<LoanRow | undefined> {
  const [row] = await db.query<LoanRow>(`SELECT ${LOAN_COLUMNS} FROM loan WHERE item_id = $1 AND returned_at IS NULL`, [
    itemId,
  ]);
  return row;
}

export async function findLoan(db: Queryable, id: number): Promise<LoanRow | undefined> {
  const [row] = await db.query<LoanRow>(`SELECT ${LOAN_COLUMNS} FROM loan WHERE id = $1`, [id]);
  return row;
}

export async function lockLoan(tx: Tx, id: number): Promise<LoanRow | undefined> {
  const [row] = await tx.query<LoanRow>(`SELECT ${LOAN_COLUMNS} FROM loan WHERE id = $1 FOR UPDATE`, [id]);
  return row;
}

export async function countOpenLoans(tx: Queryable, patronId: number): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM loan WHERE patron_id = $1 AND returned_at IS NULL`,
    [patronId],
  );
  return row.n;
}

export async function insertLoan(
  tx: Queryable,
  loan: { itemId: number; patronId: number; libraryId: number; at: Date; due: Day; staffId: number | null },
): Promise<number> {
  const [row] = await tx.query<Pick<LoanTable, "id">>(
    `INSERT INTO loan (item_id, patron_id, library_id, checked_out_at, due_date, staff_id)
     VALUES ($1, $2, $3, $4, $5::date, $6) RETURNING id`,
    [loan.itemId, loan.patronId, loan.libraryId, loan.at.toISOString(), loan.due, loan.staffId],
  );
  return row.id;
}

export async function renewLoanRow(tx: Queryable, id: number, due: Day): Promise<void> {
  await tx.query(`UPDATE loan SET due_date = $2::date, renewals = renewals + 1 WHERE id = $1`, [id, due]);
}

export async function closeLoan(tx: Queryable, id: number, at: Date): Promise<void> {
  await tx.query(`UPDATE loan SET returned_at = $2 WHERE id = $1`, [id, at.toISOString()]);
}

export async function insertDebt(
  tx: Queryable,
  debt: {
    patronId: number;
    loanId: number | null;
    cents: number;
    reason: DebtReason;
    description: string | null;
    at: Date;
  },
): Promise<number> {
  const [row] = await tx.query<Pick<DebtTable, "id">>(
    `INSERT INTO debt (patron_id, loan_id, amount_cents, reason, description, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [debt.patronId, debt.loanId, debt.cents, debt.reason, debt.description, debt.at.toISOString()],
  );
  return row.id;
}

export async function insertSuspension(
  tx: Queryable,
  s: { patronId: number; loanId: number | null; from: Day; until: Day; reason: string; at: Date },
): Promise<number> {
  const [row] = await tx.query<Pick<SuspensionTable, "id">>(
    `INSERT INTO suspension (patron_id, loan_id, starts_on, ends_on, reason, created_at)
     VALUES ($1, $2, $3::date, $4::date, $5, $6) RETURNING id`,
    [s.patronId, s.loanId, s.from, s.until, s.reason, s.at.toISOString()],
  );
  return row.id;
}

/** A loan with what its views need: the copy, the title, the library, the patron's category and its fine. */
export type LoanViewRow = LoanRow &
  Pick<ItemTable, "record_id" | "barcode"> &
  Pick<RecordTable, "title" | "author" | "language"> &
  Pick<PatronTable, "category"> & { library_name: LibraryTable["name"]; fine_cents: number | null };

const LOAN_VIEW = `
  SELECT ln.id, ln.item_id, ln.patron_id, ln.library_id, ln.checked_out_at,
         to_char(ln.due_date, 'YYYY-MM-DD') AS due_date, ln.returned_at, ln.renewals,
         i.record_id, r.title, r.author, r.language, i.barcode, l.name AS library_name, p.category,
         (SELECT sum(d.amount_cents)::int FROM debt d WHERE d.loan_id = ln.id AND d.reason = 'late_return') AS fine_cents
    FROM loan ln
    JOIN item i ON i.id = ln.item_id
    JOIN record r ON r.id = i.record_id
    JOIN library l ON l.id = ln.library_id
    JOIN patron p ON p.id = ln.patron_id`;

export async function loanViews(db: Queryable, ids: number[]): Promise<LoanViewRow[]> {
  return db.query<LoanViewRow>(`${LOAN_VIEW} WHERE ln.id = ANY($1::int[]) ORDER BY ln.id`, [ids]);
}

export async function openLoanViews(db: Queryable, patronId: number): Promise<LoanViewRow[]> {
  return db.query<LoanViewRow>(
    `${LOAN_VIEW} WHERE ln.patron_id = $1 AND ln.returned_at IS NULL ORDER BY ln.due_date, ln.id`,
    [patronId],
  );
}

/** Loans checked out between two days (inclusive, institution time zone), newest first. */
export async function loanHistoryViews(
  db: Queryable,
  patronId: number,
  from: Day,
  to: Day,
  timeZone: string,
  onlyFined: boolean,
): Promise<LoanViewRow[]> {
  return db.query<LoanViewRow>(
    `${LOAN_VIEW}
      WHERE ln.patron_id = $1
        AND (ln.checked_out_at AT TIME ZONE $4)::date BETWEEN $2::date AND $3::date
        AND (NOT $5::boolean OR EXISTS (SELECT 1 FROM debt d WHERE d.loan_id = ln.id))
      ORDER BY ln.checked_out_at DESC, ln.id DESC`,
    [patronId, from, to, timeZone, onlyFined],
  );
}

/** A debt, with the title of its loan's copy when it has one (a left join: null without). */
export type DebtRow = Pick<
  DebtTable,
  "id" | "loan_id" | "description" | "created_at" | "amount_cents" | "discount_cents" | "paid_cents"
> & { reason: DebtReason; record_id: ItemTable["record_id"] | null; title: RecordTable["title"] | null };

export async function pendingDebtRows(db: Queryable, patronId: number): Promise<DebtRow[]> {
  return db.query<DebtRow>(
    `SELECT d.id, d.loan_id, i.record_id, r.title, d.reason, d.description, d.created_at,
            d.amount_cents, d.discount_cents, d.paid_cents
       FROM debt d
       LEFT JOIN loan ln ON ln.id = d.loan_id
       LEFT JOIN item i ON i.id = ln.item_id
       LEFT JOIN record r ON r.id = i.record_id
      WHERE d.patron_id = $1 AND d.paid_at IS NULL AND d.amount_cents - d.discount_cents - d.paid_cents > 0
      ORDER BY d.created_at, d.id`,
    [patronId],
  );
}

export type SuspensionRow = Pick<SuspensionTable, "id" | "loan_id" | "starts_on" | "ends_on" | "reason">;

export async function suspensionRows(db: Queryable, patronId: number, ids?: number[]): Promise<SuspensionRow[]> {
  return db.query<SuspensionRow>(
    `SELECT id, loan_id, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on, reason
       FROM suspension WHERE patron_id = $1 AND ($2::int[] IS NULL OR id = ANY($2::int[]))
      ORDER BY starts_on DESC, id DESC`,
    [patronId, ids ?? null],
  );
}

/** The years in which a record's copies were lent, latest first, in the institution's time zone. */
export async function loanYearsOfRecord(db: Queryable, recordId: number): Promise<number[]> {
  const rows = await db.query<{ year: number }>(
    `SELECT DISTINCT extract(year FROM l.checked_out_at AT TIME ZONE '${TIME_ZONE}')::int AS year
       FROM loan l JOIN item i ON i.id = l.item_id
      WHERE i.record_id = $1
      ORDER BY year DESC`,
    [recordId],
  );
  return rows.map((r) => r.year);
}

export interface MonthlyLoansRow {
  library_id: LoanTable["library_id"];
  library_name: LibraryTable["name"];
  /** 1–12, in the institution's time zone. */
  month: number;
  total: number;
}

/** Loans of a record's copies in one year, per lending library and month. */
export async function monthlyLoansOfRecord(db: Queryable, recordId: number, year: number): Promise<MonthlyLoansRow[]> {
  return db.query<MonthlyLoansRow>(
    `SELECT l.library_id, lib.name AS library_name,
            extract(month FROM l.checked_out_at AT TIME ZONE '${TIME_ZONE}')::int AS month, count(*)::int AS total
       FROM loan l JOIN item i ON i.id = l.item_id JOIN library lib ON lib.id = l.library_id
      WHERE i.record_id = $1 AND extract(year FROM l.checked_out_at AT TIME ZONE '${TIME_ZONE}') = $2
      GROUP BY l.library_id, lib.name, month
      ORDER BY lib.name, month`,
    [recordId, year],
  );
}
