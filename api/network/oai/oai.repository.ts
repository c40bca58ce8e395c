/** SQL of the OAI-PMH provider: records and tombstones in identifier order over a change-time range. */
import type { Queryable } from "../../core/db/db.ts";
import type { LibraryTable, RecordTable } from "../../core/db/tables.ts";
import type { MarcRecord } from "../../catalogue/marc/record.ts";

/** A record or the tombstone of a deleted one; `datestamp` as the text STAMP formats. */
export type OaiItemRow = Pick<RecordTable, "id" | "work_type" | "library_ids"> & {
  deleted: boolean;
  datestamp: string;
  marc: MarcRecord | null;
};

export interface OaiSelection {
  /** Inclusive lower bound, ISO UTC. */
  from: string | null;
  /** Exclusive upper bound, ISO UTC (the caller adds the granule). */
  untilExclusive: string | null;
  workType: number | null;
  libraryId: number | null;
  /** The "library" parent set: records with at least one copy. */
  anyLibrary: boolean;
}

const STAMP = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

function where(alias: "r" | "t", changed: string, params: unknown[], sel: OaiSelection): string {
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const parts: string[] = [];
  if (sel.from) parts.push(`${changed} >= ${p(sel.from)}::timestamptz`);
  if (sel.untilExclusive) parts.push(`${changed} < ${p(sel.untilExclusive)}::timestamptz`);
  if (sel.workType !== null) parts.push(`${alias}.work_type = ${p(sel.workType)}::int`);
  if (alias === "r") {
    if (sel.libraryId !== null)
      parts.push(`EXISTS (SELECT 1 FROM item i WHERE i.record_id = r.id AND i.library_id = ${p(sel.libraryId)}::int)`);
    else if (sel.anyLibrary) parts.push(`EXISTS (SELECT 1 FROM item i WHERE i.record_id = r.id)`);
  } else {
    if (sel.libraryId !== null) parts.push(`${p(sel.libraryId)}::int = ANY(t.library_ids)`);
    else if (sel.anyLibrary) parts.push(`cardinality(t.library_ids) > 0`);
    parts.push(`NOT EXISTS (SELECT 1 FROM record x WHERE x.id = t.record_id)`);
  }
  return parts.length ? parts.join(" AND ") : "true";
}

export async function listItems(
  db: Queryable,
  sel: OaiSelection,
  after: number,
  limit: number,
  withMarc: boolean,
): Promise<OaiItemRow[]> {
  const params: unknown[] = [after, limit];
  const wr = where("r", "r.updated_at", params, sel);
  const wt = where("t", "t.deleted_at", params, sel);
  return db.query<OaiItemRow>(
    `SELECT * FROM (
       SELECT r.id, false AS deleted, r.work_type,
              ARRAY(SELECT DISTINCT i.library_id FROM item i WHERE i.record_id = r.id ORDER BY 1) AS library_ids,
              to_char(r.updated_at AT TIME ZONE 'UTC', ${STAMP}) AS datestamp,
              ${withMarc ? "r.marc" : "NULL::jsonb AS marc"}
         FROM record r WHERE r.id > $1 AND ${wr}
       UNION ALL
       SELECT t.record_id, true, t.work_type, t.library_ids,
              to_char(t.deleted_at AT TIME ZONE 'UTC', ${STAMP}), NULL::jsonb
         FROM oai_tombstone t WHERE t.record_id > $1 AND ${wt}
     ) x ORDER BY id LIMIT $2`,
    params,
  );
}

export async function countItems(db: Queryable, sel: OaiSelection): Promise<number> {
  const params: unknown[] = [];
  const wr = where("r", "r.updated_at", params, sel);
  const wt = where("t", "t.deleted_at", params, sel);
  const [row] = await db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM record r WHERE ${wr})::int + (SELECT count(*) FROM oai_tombstone t WHERE ${wt})::int AS n`,
    params,
  );
  return row.n;
}

export async function findItem(db: Queryable, id: number): Promise<OaiItemRow | undefined> {
  const rows = await listItems(
    db,
    { from: null, untilExclusive: null, workType: null, libraryId: null, anyLibrary: false },
    id - 1,
    1,
    true,
  );
  return rows[0]?.id === id ? rows[0] : undefined;
}

export async function earliestDatestamp(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ d: string | null }>(
    `SELECT to_char(least((SELECT min(updated_at) FROM record), (SELECT min(deleted_at) FROM oai_tombstone))
            AT TIME ZONE 'UTC', ${STAMP}) AS d`,
  );
  return row.d;
}

export async function listLibraries(db: Queryable): Promise<Pick<LibraryTable, "id" | "name">[]> {
  return db.query(`SELECT id, name FROM library ORDER BY id`);
}

export async function libraryExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM library WHERE id = $1`, [id])).length > 0;
}

/** The institution's name and the first library's address, each null when missing. */
type RepositoryFacts = { name: string | null; email: LibraryTable["email"] };

export async function repositoryFacts(db: Queryable): Promise<RepositoryFacts> {
  const [row] = await db.query<RepositoryFacts>(
    `SELECT (SELECT value FROM institution_param WHERE key = 'nome_instituicao') AS name,
            (SELECT email FROM library WHERE email LIKE '%_@_%._%' ORDER BY id LIMIT 1) AS email`,
  );
  return row;
}
