/** The SQL of acquisition suggestions (migration 024). */
import type { Queryable, Tx } from "../../core/db/db.ts";
import type {
  AcquisitionSuggestionTable,
  CampusTable,
  CourseTable,
  DisciplineTable,
  LibraryTable,
  PatronTable,
  RecordTable,
} from "../../core/db/tables.ts";
import type { SuggestionSituation } from "./contract.ts";

export type SuggestionRow = Pick<
  AcquisitionSuggestionTable,
  | "id"
  | "patron_id"
  | "title"
  | "author"
  | "edition"
  | "publisher"
  | "isbn_issn"
  | "periodical"
  | "other_info"
  | "library_id"
  | "created_at"
  | "situation_at"
  | "answer"
  | "quantity"
  | "course_id"
  | "discipline_id"
  | "record_id"
> & {
  situation: SuggestionSituation;
  library_name: LibraryTable["name"];
  campus_id: CampusTable["id"];
  campus_name: CampusTable["name"];
  course_name: CourseTable["name"] | null;
  discipline_name: DisciplineTable["name"] | null;
  patron_login: PatronTable["login"];
  patron_name: PatronTable["name"];
  patron_email: PatronTable["email"];
};

const SELECT = `
SELECT s.id, s.patron_id, s.title, s.author, s.edition, s.publisher, s.isbn_issn, s.periodical, s.other_info,
       l.id AS library_id, l.name AS library_name, c.id AS campus_id, c.name AS campus_name,
       s.created_at, s.situation, s.situation_at, s.answer, s.quantity,
       co.id AS course_id, co.name AS course_name, d.id AS discipline_id, d.name AS discipline_name,
       s.record_id, p.login AS patron_login, p.name AS patron_name, p.email AS patron_email
  FROM acquisition_suggestion s
  JOIN library l ON l.id = s.library_id
  JOIN campus c ON c.id = l.campus_id
  JOIN patron p ON p.id = s.patron_id
  LEFT JOIN course co ON co.id = s.course_id
  LEFT JOIN discipline d ON d.id = s.discipline_id`;

/** The day of an instant at the institution (document 1 §9: America/Sao_Paulo). */
const DAY = `(s.created_at AT TIME ZONE 'America/Sao_Paulo')::date`;

export interface SuggestionFilter {
  patronId?: number;
  /** Days (YYYY-MM-DD), both or neither, on the day it was sent. */
  from?: string;
  to?: string;
  situation?: SuggestionSituation;
  libraryId?: number;
}

function where(filter: SuggestionFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(`$${params.length}`));
  };
  if (filter.patronId !== undefined) add((n) => `s.patron_id = ${n}`, filter.patronId);
  if (filter.from !== undefined) add((n) => `${DAY} >= ${n}::date`, filter.from);
  if (filter.to !== undefined) add((n) => `${DAY} <= ${n}::date`, filter.to);
  if (filter.situation !== undefined) add((n) => `s.situation = ${n}`, filter.situation);
  if (filter.libraryId !== undefined) add((n) => `s.library_id = ${n}`, filter.libraryId);
  return { sql: clauses.length ? `WHERE ${clauses.join(" AND ")}` : "", params };
}

/** Newest first. */
export async function findSuggestions(db: Queryable, filter: SuggestionFilter, limit = 500): Promise<SuggestionRow[]> {
  const { sql, params } = where(filter);
  return db.query<SuggestionRow>(
    `${SELECT} ${sql} ORDER BY s.created_at DESC, s.id DESC LIMIT ${Number(limit)}`,
    params,
  );
}

export async function findSuggestion(db: Queryable, id: number): Promise<SuggestionRow | undefined> {
  const [row] = await db.query<SuggestionRow>(`${SELECT} WHERE s.id = $1`, [id]);
  return row;
}

type LockedSuggestion = Pick<AcquisitionSuggestionTable, "id" | "patron_id" | "library_id" | "title"> & {
  situation: SuggestionSituation;
};

/** The row locked for a move, so that two desks moving it at once take turns. */
export async function lockSuggestion(tx: Tx, id: number): Promise<LockedSuggestion | undefined> {
  const [row] = await tx.query<LockedSuggestion>(
    `SELECT id, patron_id, library_id, title, situation FROM acquisition_suggestion WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row;
}

export async function countBySituation(
  db: Queryable,
  filter: SuggestionFilter,
): Promise<{ situation: SuggestionSituation; n: number }[]> {
  const { sql, params } = where(filter);
  return db.query<{ situation: SuggestionSituation; n: number }>(
    `SELECT s.situation, count(*)::int AS n FROM acquisition_suggestion s ${sql} GROUP BY s.situation`,
    params,
  );
}

export interface NewSuggestion {
  patronId: number;
  libraryId: number;
  author: string | null;
  title: string;
  edition: string | null;
  publisher: string;
  isbnIssn: string | null;
  isbn13: string | null;
  isbn10: string | null;
  issn: string | null;
  periodical: boolean;
  otherInfo: string | null;
  quantity: number | null;
  courseId: number | null;
  disciplineId: number | null;
  situation: SuggestionSituation;
  /** Demo rows are dated in the past; otherwise now. */
  createdAt?: Date;
}

export async function insertSuggestion(db: Queryable, s: NewSuggestion): Promise<number> {
  const [row] = await db.query<Pick<AcquisitionSuggestionTable, "id">>(
    `INSERT INTO acquisition_suggestion (patron_id, library_id, author, title, edition, publisher, isbn_issn, isbn13,
        isbn10, issn, periodical, other_info, quantity, course_id, discipline_id, situation, created_at, situation_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
             COALESCE($17::timestamptz, now()), COALESCE($17::timestamptz, now()))
     RETURNING id`,
    [
      s.patronId,
      s.libraryId,
      s.author,
      s.title,
      s.edition,
      s.publisher,
      s.isbnIssn,
      s.isbn13,
      s.isbn10,
      s.issn,
      s.periodical,
      s.otherInfo,
      s.quantity,
      s.courseId,
      s.disciplineId,
      s.situation,
      s.createdAt ?? null,
    ],
  );
  return row.id;
}

/** Moves a suggestion and keeps the move. */
export async function moveSuggestion(
  db: Queryable,
  move: {
    id: number;
    from: SuggestionSituation;
    to: SuggestionSituation;
    answer: string | null;
    staffId: number | null;
    recordId: number | null;
    at?: Date;
  },
): Promise<void> {
  await db.query(
    `UPDATE acquisition_suggestion
        SET situation = $2, situation_at = COALESCE($5::timestamptz, now()), answer = COALESCE($3, answer),
            record_id = COALESCE($4, record_id)
      WHERE id = $1`,
    [move.id, move.to, move.answer, move.recordId, move.at ?? null],
  );
  await db.query(
    `INSERT INTO acquisition_suggestion_move (suggestion_id, from_situation, to_situation, answer, staff_id, record_id, moved_at)
     VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7::timestamptz, now()))`,
    [move.id, move.from, move.to, move.answer, move.staffId, move.recordId, move.at ?? null],
  );
}

/**
 * Open suggestions whose ISBN-13 a record carries (in either form) that was stored or updated
 * after the suggestion was sent: the title was catalogued later. One per suggestion (the
 * newest record).
 */
export async function findCataloguedMatches(
  db: Queryable,
  openSituations: readonly SuggestionSituation[],
): Promise<(Omit<LockedSuggestion, "library_id"> & { record_id: RecordTable["id"] })[]> {
  return db.query(
    `SELECT DISTINCT ON (s.id) s.id, s.patron_id, s.title, s.situation, r.id AS record_id
       FROM acquisition_suggestion s
       JOIN record r ON r.isbn && array_remove(ARRAY[s.isbn13, s.isbn10], NULL)
                    AND r.updated_at >= s.created_at
      WHERE s.isbn13 IS NOT NULL AND s.situation = ANY($1::text[])
      ORDER BY s.id, r.updated_at DESC, r.id DESC`,
    [openSituations],
  );
}

export interface FormChoices {
  campuses: Pick<CampusTable, "id" | "name">[];
  libraries: Pick<LibraryTable, "id" | "name" | "campus_id">[];
}

export async function formChoices(db: Queryable): Promise<FormChoices> {
  const [campuses, libraries] = await Promise.all([
    db.query<FormChoices["campuses"][number]>("SELECT id, name FROM campus ORDER BY name, id"),
    db.query<FormChoices["libraries"][number]>("SELECT id, name, campus_id FROM library ORDER BY name, id"),
  ]);
  return { campuses, libraries };
}

export async function teachingChoices(db: Queryable): Promise<{
  courses: Pick<CourseTable, "id" | "name">[];
  disciplines: Pick<DisciplineTable, "id" | "name">[];
}> {
  const [courses, disciplines] = await Promise.all([
    db.query<Pick<CourseTable, "id" | "name">>("SELECT id, name FROM course ORDER BY name, id"),
    db.query<Pick<DisciplineTable, "id" | "name">>("SELECT id, name FROM discipline ORDER BY name, id"),
  ]);
  return { courses, disciplines };
}

export async function libraryExists(db: Queryable, id: number, campusId: number | undefined): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM library WHERE id = $1 AND ($2::int IS NULL OR campus_id = $2)", [
    id,
    campusId ?? null,
  ]);
  return rows.length > 0;
}

export async function courseExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query("SELECT 1 FROM course WHERE id = $1", [id])).length > 0;
}

export async function disciplineExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query("SELECT 1 FROM discipline WHERE id = $1", [id])).length > 0;
}

export async function patronFacts(
  db: Queryable,
  id: number,
): Promise<Pick<PatronTable, "email" | "category"> | undefined> {
  const [row] = await db.query<Pick<PatronTable, "email" | "category">>(
    "SELECT email, category FROM patron WHERE id = $1",
    [id],
  );
  return row;
}
