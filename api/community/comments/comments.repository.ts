/** The SQL of comments (migration 023): comments on records and general comments to a library. */
import type { Queryable, Tx } from "../../core/db/db.ts";
import type {
  LibraryCommentTable,
  LibraryTable,
  PatronTable,
  RecordCommentTable,
  RecordTable,
} from "../../core/db/tables.ts";
import type {
  CommentDisplay,
  CommentedRecord,
  CommentState,
  DeskComment,
  DeskLibraryComment,
  LibraryCommentState,
  OwnComment,
  PublicComment,
} from "./contract.ts";

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

type OwnRow = Pick<
  RecordCommentTable,
  "id" | "record_id" | "display_name" | "content" | "refusal_reason" | "created_at" | "moderated_at"
> &
  Pick<RecordTable, "title"> & { display: CommentDisplay; status: CommentState };

const OWN_COLUMNS = `c.id, c.record_id, r.title, c.display, c.display_name, c.content, c.status, c.refusal_reason,
  c.created_at, c.moderated_at`;

function ownOut(row: OwnRow): OwnComment {
  return {
    cod_comentario: row.id,
    cod_acervo: row.record_id,
    titulo: row.title,
    exibicao: row.display,
    nome_exibicao: row.display_name,
    texto: row.content,
    situacao: row.status,
    motivo_recusa: row.refusal_reason,
    data: iso(row.created_at)!,
    data_moderacao: iso(row.moderated_at),
  };
}

export async function recordExists(db: Queryable, recordId: number): Promise<Pick<RecordTable, "title"> | undefined> {
  const [row] = await db.query<Pick<RecordTable, "title">>(`SELECT title FROM record WHERE id = $1`, [recordId]);
  return row;
}

export async function approvedComments(db: Queryable, recordId: number): Promise<PublicComment[]> {
  const rows = await db.query<Pick<RecordCommentTable, "id" | "display_name" | "content" | "created_at">>(
    `SELECT id, display_name, content, created_at FROM record_comment
      WHERE record_id = $1 AND status = 'aprovado' ORDER BY created_at DESC, id DESC`,
    [recordId],
  );
  return rows.map((r) => ({
    cod_comentario: r.id,
    nome_exibicao: r.display_name,
    texto: r.content,
    data: iso(r.created_at)!,
  }));
}

/** Locks the patron's row, so that two posts at once cannot both pass the pending limit. */
export async function lockPatron(tx: Tx, patronId: number): Promise<Pick<PatronTable, "name"> | undefined> {
  const [row] = await tx.query<Pick<PatronTable, "name">>(`SELECT name FROM patron WHERE id = $1 FOR UPDATE`, [
    patronId,
  ]);
  return row;
}

export async function countPending(db: Queryable, patronId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM record_comment WHERE patron_id = $1 AND status = 'pendente'`,
    [patronId],
  );
  return row.n;
}

export async function insertComment(
  db: Queryable,
  c: { recordId: number; patronId: number; display: CommentDisplay; displayName: string | null; content: string },
): Promise<number> {
  const [row] = await db.query<Pick<RecordCommentTable, "id">>(
    `INSERT INTO record_comment (record_id, patron_id, display, display_name, content)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [c.recordId, c.patronId, c.display, c.displayName, c.content],
  );
  return row.id;
}

/** One comment, only if it is the patron's (another's reads as absent). */
export async function findOwnComment(db: Queryable, patronId: number, id: number): Promise<OwnComment | undefined> {
  const [row] = await db.query<OwnRow>(
    `SELECT ${OWN_COLUMNS} FROM record_comment c JOIN record r ON r.id = c.record_id
      WHERE c.id = $1 AND c.patron_id = $2`,
    [id, patronId],
  );
  return row ? ownOut(row) : undefined;
}

export async function ownCommentsOnRecord(db: Queryable, patronId: number, recordId: number): Promise<OwnComment[]> {
  const rows = await db.query<OwnRow>(
    `SELECT ${OWN_COLUMNS} FROM record_comment c JOIN record r ON r.id = c.record_id
      WHERE c.patron_id = $1 AND c.record_id = $2 ORDER BY c.created_at DESC, c.id DESC`,
    [patronId, recordId],
  );
  return rows.map(ownOut);
}

export async function commentedRecords(db: Queryable, patronId: number): Promise<CommentedRecord[]> {
  const rows = await db.query<
    Pick<RecordCommentTable, "record_id"> &
      Pick<RecordTable, "title"> & {
        total: number;
        pending: number;
        approved: number;
        refused: number;
        last: RecordCommentTable["created_at"];
      }
  >(
    `SELECT c.record_id, r.title, count(*)::int AS total,
            count(*) FILTER (WHERE c.status = 'pendente')::int AS pending,
            count(*) FILTER (WHERE c.status = 'aprovado')::int AS approved,
            count(*) FILTER (WHERE c.status = 'recusado')::int AS refused,
            max(c.created_at) AS last
       FROM record_comment c JOIN record r ON r.id = c.record_id
      WHERE c.patron_id = $1
      GROUP BY c.record_id, r.title
      ORDER BY max(c.created_at) DESC, c.record_id DESC`,
    [patronId],
  );
  return rows.map((r) => ({
    cod_acervo: r.record_id,
    titulo: r.title,
    total: r.total,
    pendentes: r.pending,
    aprovados: r.approved,
    recusados: r.refused,
    ultimo_comentario: iso(r.last)!,
  }));
}

export async function deleteOwnComment(db: Queryable, patronId: number, id: number): Promise<boolean> {
  const rows = await db.query(`DELETE FROM record_comment WHERE id = $1 AND patron_id = $2 RETURNING id`, [
    id,
    patronId,
  ]);
  return rows.length > 0;
}

// ---- Moderation ---------------------------------------------------------------------------------

type DeskRow = OwnRow &
  Pick<RecordCommentTable, "patron_id" | "moderated_by"> &
  Pick<PatronTable, "login"> & { patron_name: PatronTable["name"] };

const DESK_COLUMNS = `${OWN_COLUMNS}, c.patron_id, p.login, p.name AS patron_name, c.moderated_by`;

function deskOut(row: DeskRow): DeskComment {
  return {
    ...ownOut(row),
    cod_pessoa: row.patron_id,
    login: row.login,
    nome_pessoa: row.patron_name,
    moderado_por: row.moderated_by,
  };
}

/** The comments in one situation: pending oldest first (a queue), the others newest first. */
export async function commentsByState(db: Queryable, state: CommentState, limit: number): Promise<DeskComment[]> {
  const order = state === "pendente" ? "c.created_at, c.id" : "coalesce(c.moderated_at, c.created_at) DESC, c.id DESC";
  const rows = await db.query<DeskRow>(
    `SELECT ${DESK_COLUMNS} FROM record_comment c JOIN record r ON r.id = c.record_id JOIN patron p ON p.id = c.patron_id
      WHERE c.status = $1 ORDER BY ${order} LIMIT $2`,
    [state, limit],
  );
  return rows.map(deskOut);
}

export async function findDeskComment(db: Queryable, id: number): Promise<DeskComment | undefined> {
  return selectDeskComment(db, id, "");
}

/** `findDeskComment`, its row locked until the transaction ends: two moderators take turns. */
export async function lockDeskComment(tx: Tx, id: number): Promise<DeskComment | undefined> {
  return selectDeskComment(tx, id, " FOR UPDATE OF c");
}

/** `lock`: the locking clause, from a function that takes the transaction, or "". */
async function selectDeskComment(db: Queryable, id: number, lock: string): Promise<DeskComment | undefined> {
  const [row] = await db.query<DeskRow>(
    `SELECT ${DESK_COLUMNS} FROM record_comment c JOIN record r ON r.id = c.record_id JOIN patron p ON p.id = c.patron_id
      WHERE c.id = $1${lock}`,
    [id],
  );
  return row ? deskOut(row) : undefined;
}

export async function setCommentState(
  db: Queryable,
  id: number,
  change: { state: CommentState; reason: string | null; by: string },
): Promise<void> {
  await db.query(
    `UPDATE record_comment SET status = $2, refusal_reason = $3, moderated_at = now(), moderated_by = $4 WHERE id = $1`,
    [id, change.state, change.reason, change.by],
  );
}

// ---- General comments to a library --------------------------------------------------------------

export async function findLibrary(db: Queryable, id: number): Promise<Pick<LibraryTable, "name"> | undefined> {
  const [row] = await db.query<Pick<LibraryTable, "name">>(`SELECT name FROM library WHERE id = $1`, [id]);
  return row;
}

export async function insertLibraryComment(
  db: Queryable,
  c: { libraryId: number; patronId: number; content: string },
): Promise<{ id: number; created_at: string }> {
  const [row] = await db.query<Pick<LibraryCommentTable, "id" | "created_at">>(
    `INSERT INTO library_comment (library_id, patron_id, content) VALUES ($1, $2, $3) RETURNING id, created_at`,
    [c.libraryId, c.patronId, c.content],
  );
  return { id: row.id, created_at: iso(row.created_at)! };
}

/** A general comment; the patron's columns are null for an anonymous one (a left join). */
type LibraryRow = Pick<
  LibraryCommentTable,
  "id" | "library_id" | "patron_id" | "content" | "created_at" | "handled_at" | "handled_by"
> & {
  status: LibraryCommentState;
  library_name: LibraryTable["name"];
  login: PatronTable["login"] | null;
  patron_name: PatronTable["name"] | null;
  email: PatronTable["email"];
};

const LIBRARY_SELECT = `SELECT c.id, c.library_id, l.name AS library_name, c.patron_id, p.login, p.name AS patron_name,
       p.email, c.content, c.status, c.created_at, c.handled_at, c.handled_by
  FROM library_comment c JOIN library l ON l.id = c.library_id LEFT JOIN patron p ON p.id = c.patron_id`;

function libraryOut(r: LibraryRow): DeskLibraryComment {
  return {
    cod_comentario: r.id,
    cod_biblioteca: r.library_id,
    desc_biblioteca: r.library_name,
    cod_pessoa: r.patron_id,
    login: r.login,
    nome_pessoa: r.patron_name,
    email: r.email,
    texto: r.content,
    situacao: r.status,
    data: iso(r.created_at)!,
    data_tratamento: iso(r.handled_at),
    tratado_por: r.handled_by,
  };
}

/** General comments, of one library when given, in one situation or all; oldest new ones first. */
export async function libraryComments(
  db: Queryable,
  filter: { libraryId: number | null; state: LibraryCommentState | null; limit: number },
): Promise<DeskLibraryComment[]> {
  const rows = await db.query<LibraryRow>(
    `${LIBRARY_SELECT}
      WHERE ($1::int IS NULL OR c.library_id = $1) AND ($2::text IS NULL OR c.status = $2)
      ORDER BY (c.status = 'novo') DESC, c.created_at DESC, c.id DESC LIMIT $3`,
    [filter.libraryId, filter.state, filter.limit],
  );
  return rows.map(libraryOut);
}

export async function findLibraryComment(db: Queryable, id: number): Promise<DeskLibraryComment | undefined> {
  const [row] = await db.query<LibraryRow>(`${LIBRARY_SELECT} WHERE c.id = $1`, [id]);
  return row ? libraryOut(row) : undefined;
}

export async function setLibraryCommentState(
  db: Queryable,
  id: number,
  change: { state: LibraryCommentState; by: string },
): Promise<void> {
  await db.query(`UPDATE library_comment SET status = $2, handled_at = now(), handled_by = $3 WHERE id = $1`, [
    id,
    change.state,
    change.by,
  ]);
}

/** Whether the category has the activity (category_permission, any module). */
export async function categoryHasActivity(db: Queryable, category: string, activity: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM category_permission WHERE category = $1 AND activity = $2 LIMIT 1`, [
    category,
    activity,
  ]);
  return rows.length > 0;
}

export async function patronCategory(db: Queryable, patronId: number): Promise<string | undefined> {
  const [row] = await db.query<Pick<PatronTable, "category">>(
    `SELECT category FROM patron WHERE id = $1 AND NOT blocked`,
    [patronId],
  );
  return row?.category;
}
