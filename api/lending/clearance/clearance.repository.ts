/** SQL of the clearance declaration, its signing secret and the GRU payment slip (decision 032). */
import type { Queryable, Tx } from "../../core/db/db.ts";
import type {
  ClearanceDeclarationTable,
  DebtTable,
  LibraryTable,
  PatronTable,
  RecordTable,
  ServiceSecretTable,
} from "../../core/db/tables.ts";
import type { Day } from "../../core/time.ts";

/** What stands between a patron and the declaration, counted. */
export interface PendingCounts {
  loans: number;
  reservations: number;
  requests: number;
  debts: number;
  debt_cents: number;
  suspensions: number;
}

export async function pendingCounts(db: Queryable, patronId: number, today: Day): Promise<PendingCounts> {
  const [row] = await db.query<PendingCounts>(
    `SELECT (SELECT count(*)::int FROM loan WHERE patron_id = $1 AND returned_at IS NULL) AS loans,
            (SELECT count(*)::int FROM reservation WHERE patron_id = $1 AND status IN ('queued', 'ready')) AS reservations,
            (SELECT count(*)::int FROM loan_request
              WHERE patron_id = $1 AND status IN ('waiting', 'in_transit', 'available')) AS requests,
            (SELECT count(*)::int FROM debt
              WHERE patron_id = $1 AND paid_at IS NULL AND amount_cents - discount_cents - paid_cents > 0) AS debts,
            (SELECT coalesce(sum(amount_cents - discount_cents - paid_cents), 0)::int FROM debt
              WHERE patron_id = $1 AND paid_at IS NULL AND amount_cents - discount_cents - paid_cents > 0) AS debt_cents,
            (SELECT count(*)::int FROM suspension WHERE patron_id = $1 AND ends_on >= $2::date) AS suspensions`,
    [patronId, today],
  );
  return row;
}

export type ClearancePatron = Pick<
  PatronTable,
  "id" | "login" | "name" | "email" | "library_id" | "blocked" | "tax_id"
> & {
  cleared: boolean;
};

const PATRON = `id, login, name, email, library_id, blocked, tax_id, cleared_at IS NOT NULL AS cleared`;

export async function findClearancePatron(db: Queryable, id: number): Promise<ClearancePatron | undefined> {
  const [row] = await db.query<ClearancePatron>(`SELECT ${PATRON} FROM patron WHERE id = $1`, [id]);
  return row;
}

/**
 * Locks the patron row as circulation does (FOR NO KEY UPDATE): a check-out, reservation or
 * request counting its limits under the same lock waits for the declaration, and then finds the
 * patron out of the unit.
 */
export async function lockClearancePatron(tx: Tx, id: number): Promise<ClearancePatron | undefined> {
  const [row] = await tx.query<ClearancePatron>(`SELECT ${PATRON} FROM patron WHERE id = $1 FOR NO KEY UPDATE`, [id]);
  return row;
}

/** `issued_at` as the ISO text DECLARATION formats, the form the signed declaration carries. */
export type DeclarationRow = Pick<ClearanceDeclarationTable, "id" | "code" | "patron_id" | "patron_name" | "reason"> & {
  issued_at: string;
};

const DECLARATION = `id, code, patron_id, patron_name, reason,
  to_char(issued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS issued_at`;

/** The declaration in force of a patron (issued, not re-admitted since). */
export async function declarationInForce(db: Queryable, patronId: number): Promise<DeclarationRow | undefined> {
  const [row] = await db.query<DeclarationRow>(
    `SELECT ${DECLARATION} FROM clearance_declaration WHERE patron_id = $1 AND readmitted_at IS NULL`,
    [patronId],
  );
  return row;
}

export async function declarationByCode(db: Queryable, code: string): Promise<DeclarationRow | undefined> {
  const [row] = await db.query<DeclarationRow>(`SELECT ${DECLARATION} FROM clearance_declaration WHERE code = $1`, [
    code,
  ]);
  return row;
}

export async function insertDeclaration(
  tx: Tx,
  d: { code: string; patronId: number; name: string; reason: number; issuedAt: Date; homeLibraryId: number | null },
): Promise<DeclarationRow> {
  const [row] = await tx.query<DeclarationRow>(
    `INSERT INTO clearance_declaration (code, patron_id, patron_name, reason, issued_at, home_library_id, library_ids)
     VALUES ($1, $2, $3, $4, $5, $6,
             ARRAY(SELECT library_id FROM patron_library WHERE patron_id = $2 ORDER BY library_id))
     RETURNING ${DECLARATION}`,
    [d.code, d.patronId, d.name, d.reason, d.issuedAt.toISOString(), d.homeLibraryId],
  );
  return row;
}

/** Ends the patron's links to the libraries: no home library, no other library, marked cleared. */
export async function removeFromUnit(tx: Tx, patronId: number, at: Date): Promise<void> {
  await tx.query(`DELETE FROM patron_library WHERE patron_id = $1`, [patronId]);
  await tx.query(`UPDATE patron SET library_id = NULL, cleared_at = $2 WHERE id = $1`, [patronId, at.toISOString()]);
}

/** Restores the links kept with the declaration in force and closes it; the libraries restored. */
export async function readmitToUnit(tx: Tx, patronId: number): Promise<number[] | undefined> {
  const [declaration] = await tx.query<Pick<ClearanceDeclarationTable, "id" | "home_library_id" | "library_ids">>(
    `SELECT id, home_library_id, library_ids FROM clearance_declaration
      WHERE patron_id = $1 AND readmitted_at IS NULL FOR UPDATE`,
    [patronId],
  );
  if (!declaration) return undefined;
  await tx.query(`UPDATE clearance_declaration SET readmitted_at = now() WHERE id = $1`, [declaration.id]);
  await tx.query(`UPDATE patron SET library_id = $2, cleared_at = NULL WHERE id = $1`, [
    patronId,
    declaration.home_library_id,
  ]);
  await tx.query(
    `INSERT INTO patron_library (patron_id, library_id)
     SELECT $1, l.id FROM library l WHERE l.id = ANY($2::int[]) ON CONFLICT DO NOTHING`,
    [patronId, declaration.library_ids],
  );
  const libraries = [declaration.home_library_id, ...declaration.library_ids].filter((id): id is number => id !== null);
  return [...new Set(libraries)].sort((a, b) => a - b);
}

/** A secret the service made for itself; the first instance to ask creates it, the others read it. */
export async function serviceSecret(db: Queryable, name: string, fresh: string): Promise<string> {
  await db.query(`INSERT INTO service_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
    name,
    fresh,
  ]);
  const [row] = await db.query<Pick<ServiceSecretTable, "value">>(`SELECT value FROM service_secret WHERE name = $1`, [
    name,
  ]);
  return row.value;
}

/** One unpaid debt with the library it is owed to (the loan's, else the patron's home library). */
export type DebtForSlip = Pick<DebtTable, "id" | "description"> & {
  pending_cents: number;
  library_id: LibraryTable["id"] | null;
  library_name: LibraryTable["name"] | null;
  title: RecordTable["title"] | null;
};

export async function unpaidDebtsForSlip(db: Queryable, patronId: number): Promise<DebtForSlip[]> {
  return db.query<DebtForSlip>(
    `SELECT d.id, (d.amount_cents - d.discount_cents - d.paid_cents)::int AS pending_cents,
            coalesce(ln.library_id, p.library_id) AS library_id, l.name AS library_name,
            r.title, d.description
       FROM debt d
       JOIN patron p ON p.id = d.patron_id
       LEFT JOIN loan ln ON ln.id = d.loan_id
       LEFT JOIN item i ON i.id = ln.item_id
       LEFT JOIN record r ON r.id = i.record_id
       LEFT JOIN library l ON l.id = coalesce(ln.library_id, p.library_id)
      WHERE d.patron_id = $1 AND d.paid_at IS NULL AND d.amount_cents - d.discount_cents - d.paid_cents > 0
      ORDER BY d.created_at, d.id`,
    [patronId],
  );
}

export async function libraryName(db: Queryable, id: number): Promise<string | undefined> {
  const [row] = await db.query<Pick<LibraryTable, "name">>(`SELECT name FROM library WHERE id = $1`, [id]);
  return row?.name;
}
