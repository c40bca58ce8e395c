/** The SQL of research requests (migration 027). */
import type { Queryable, Tx } from "../../core/db/db.ts";
import type {
  InstitutionParamTable,
  PatronTable,
  RecordTable,
  ResearchRequestFileTable,
  ResearchRequestTable,
} from "../../core/db/tables.ts";
import type { CatalogueCardData, RequestValues, ResearchStatus, ResearchType } from "./contract.ts";

/** A request with its file's name and size, null without one (a left join). */
export type ResearchRequestRow = Pick<
  ResearchRequestTable,
  "id" | "patron_id" | "title" | "record_id" | "answer" | "created_at" | "updated_at"
> & {
  kind: ResearchType;
  status: ResearchStatus;
  data: RequestValues;
  card: CatalogueCardData | null;
  file_name: ResearchRequestFileTable["name"] | null;
  file_size: ResearchRequestFileTable["size"] | null;
};

export type DeskRow = ResearchRequestRow & { patron_name: PatronTable["name"]; patron_login: PatronTable["login"] };

const COLUMNS = `r.id, r.patron_id, r.kind, r.status, r.title, r.record_id, r.data, r.answer, r.card,
  r.created_at, r.updated_at, f.name AS file_name, f.size AS file_size`;
const FROM = `research_request r LEFT JOIN research_request_file f ON f.request_id = r.id`;

export interface NewRequest {
  patronId: number;
  kind: ResearchType;
  title: string;
  recordId: number | null;
  data: RequestValues;
  at?: Date;
}

export async function insertRequest(db: Queryable, r: NewRequest): Promise<number> {
  const at = (r.at ?? new Date()).toISOString();
  const [row] = await db.query<Pick<ResearchRequestTable, "id">>(
    `INSERT INTO research_request (patron_id, kind, title, record_id, data, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $6) RETURNING id`,
    [r.patronId, r.kind, r.title, r.recordId, JSON.stringify(r.data), at],
  );
  return row.id;
}

export async function insertFile(
  db: Queryable,
  requestId: number,
  file: { name: string; content: Uint8Array },
): Promise<void> {
  await db.query(`INSERT INTO research_request_file (request_id, name, size, content) VALUES ($1, $2, $3, $4)`, [
    requestId,
    file.name,
    file.content.byteLength,
    file.content,
  ]);
}

export async function findFile(
  db: Queryable,
  requestId: number,
): Promise<Pick<ResearchRequestFileTable, "name" | "content"> | undefined> {
  const [row] = await db.query<Pick<ResearchRequestFileTable, "name" | "content">>(
    `SELECT name, content FROM research_request_file WHERE request_id = $1`,
    [requestId],
  );
  return row;
}

/** One request, only when it is the patron's (another's reads as absent), or any for the desk. */
export function findRequest(db: Queryable, id: number, patronId: number | null) {
  return selectRequest(db, id, patronId, "");
}

/** `findRequest`, its row locked until the transaction ends: a status change takes turns. */
export function lockRequest(tx: Tx, id: number, patronId: number | null) {
  return selectRequest(tx, id, patronId, "FOR UPDATE OF r");
}

/** `lock`: the locking clause, from a function that takes the transaction, or "". */
async function selectRequest(
  db: Queryable,
  id: number,
  patronId: number | null,
  lock: string,
): Promise<ResearchRequestRow | undefined> {
  const [row] = await db.query<ResearchRequestRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1 AND ($2::integer IS NULL OR r.patron_id = $2) ${lock}`,
    [id, patronId],
  );
  return row;
}

export interface ListFilter {
  kind?: ResearchType;
  status?: ResearchStatus;
  /** Days "YYYY-MM-DD" of the request's date, in São Paulo, both inclusive. */
  from?: string;
  to?: string;
}

export async function listRequests(db: Queryable, patronId: number, filter: ListFilter): Promise<ResearchRequestRow[]> {
  return db.query<ResearchRequestRow>(
    `SELECT ${COLUMNS} FROM ${FROM}
     WHERE r.patron_id = $1 AND ($2::text IS NULL OR r.kind = $2) AND ($3::text IS NULL OR r.status = $3)
       AND ($4::date IS NULL OR (r.created_at AT TIME ZONE 'America/Sao_Paulo')::date >= $4::date)
       AND ($5::date IS NULL OR (r.created_at AT TIME ZONE 'America/Sao_Paulo')::date <= $5::date)
     ORDER BY r.created_at DESC, r.id DESC`,
    [patronId, filter.kind ?? null, filter.status ?? null, filter.from ?? null, filter.to ?? null],
  );
}

export async function listDeskRequests(db: Queryable, filter: ListFilter, limit = 500): Promise<DeskRow[]> {
  return db.query<DeskRow>(
    `SELECT ${COLUMNS}, p.name AS patron_name, p.login AS patron_login
     FROM ${FROM} JOIN patron p ON p.id = r.patron_id
     WHERE ($1::text IS NULL OR r.kind = $1) AND ($2::text IS NULL OR r.status = $2)
     ORDER BY r.created_at, r.id
     LIMIT $3`,
    [filter.kind ?? null, filter.status ?? null, limit],
  );
}

export async function findDeskRequest(db: Queryable, id: number): Promise<DeskRow | undefined> {
  const [row] = await db.query<DeskRow>(
    `SELECT ${COLUMNS}, p.name AS patron_name, p.login AS patron_login
     FROM ${FROM} JOIN patron p ON p.id = r.patron_id WHERE r.id = $1`,
    [id],
  );
  return row;
}

export async function updateStatus(
  db: Queryable,
  id: number,
  change: { status: ResearchStatus; answer?: string | null; card?: CatalogueCardData | null; staffId?: number | null },
): Promise<void> {
  await db.query(
    `UPDATE research_request
     SET status = $2, answer = CASE WHEN $3::boolean THEN $4 ELSE answer END,
         card = CASE WHEN $5::boolean THEN $6::jsonb ELSE card END,
         staff_id = COALESCE($7, staff_id), updated_at = now()
     WHERE id = $1`,
    [
      id,
      change.status,
      change.answer !== undefined,
      change.answer ?? null,
      change.card !== undefined,
      change.card ? JSON.stringify(change.card) : null,
      change.staffId ?? null,
    ],
  );
}

export async function institutionName(db: Queryable): Promise<string | null> {
  const [row] = await db.query<Pick<InstitutionParamTable, "value">>(
    `SELECT value FROM institution_param WHERE key = 'nome_instituicao'`,
  );
  return row?.value ?? null;
}

export async function recordTitle(db: Queryable, recordId: number): Promise<string | null | undefined> {
  const [row] = await db.query<Pick<RecordTable, "title">>(`SELECT title FROM record WHERE id = $1`, [recordId]);
  return row ? row.title : undefined;
}
