/**
 * SQL of the teaching-plan look-ups (decision 019): campuses, courses, disciplines, teachers and
 * libraries, searched by name (every typed word contained in the name, accents and case folded)
 * one fixed-size page at a time.
 */
import type { Queryable } from "../../core/db/db.ts";
import type {
  CampusTable,
  CourseTable,
  DepartmentTable,
  DisciplineTable,
  KnowledgeAreaTable,
  LibraryTable,
  TeacherTable,
  TeachingPlanBibliographyTable,
  TeachingPlanTable,
} from "../../core/db/tables.ts";

/** Rows per look-up page (the OPAC shows one page as a radio group). */
export const LOOKUP_PAGE_SIZE = 10;

export interface LookupQuery {
  text?: string;
  page: number;
}

/** The typed words as LIKE patterns on folded text; % and _ typed by the reader are literal. */
export function wordPatterns(text: string | undefined): string[] {
  const words = (text ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 10);
  return words.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** `column` contains every word of $n (an array of patterns, folded in SQL). */
const matchesWords = (column: string, param: string) =>
  `NOT EXISTS (SELECT 1 FROM unnest(${param}::text[]) w WHERE opac_fold(${column}) NOT LIKE opac_fold(w))`;

async function paged<T>(
  db: Queryable,
  from: string,
  select: string,
  order: string,
  params: unknown[],
  page: number,
): Promise<{ rows: T[]; total: number }> {
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params);
  const rows = await db.query<T>(
    `SELECT ${select} ${from} ORDER BY ${order} LIMIT ${LOOKUP_PAGE_SIZE} OFFSET $${params.length + 1}`,
    [...params, (page - 1) * LOOKUP_PAGE_SIZE],
  );
  return { rows, total };
}

export type CampusRow = Pick<CampusTable, "id" | "name">;

export function findCampuses(db: Queryable, q: LookupQuery) {
  return paged<CampusRow>(
    db,
    `FROM campus c WHERE ${matchesWords("c.name", "$1")}`,
    "c.id, c.name",
    "c.name, c.id",
    [wordPatterns(q.text)],
    q.page,
  );
}

export async function campusById(db: Queryable, id: number): Promise<CampusRow | undefined> {
  const [row] = await db.query<CampusRow>("SELECT id, name FROM campus WHERE id = $1", [id]);
  return row;
}

export type CourseRow = Pick<CourseTable, "id" | "name" | "campus_id"> & {
  campus_name: CampusTable["name"];
  area_id: KnowledgeAreaTable["id"];
  area_name: KnowledgeAreaTable["name"];
};

const COURSE_FROM = `FROM course co JOIN campus c ON c.id = co.campus_id JOIN knowledge_area a ON a.id = co.knowledge_area_id`;
const COURSE_SELECT = "co.id, co.name, c.id AS campus_id, c.name AS campus_name, a.id AS area_id, a.name AS area_name";

export function findCourses(db: Queryable, q: LookupQuery & { campus?: number }) {
  return paged<CourseRow>(
    db,
    `${COURSE_FROM} WHERE ${matchesWords("co.name", "$1")} AND ($2::int IS NULL OR co.campus_id = $2)`,
    COURSE_SELECT,
    "co.name, co.id",
    [wordPatterns(q.text), q.campus ?? null],
    q.page,
  );
}

export async function courseById(db: Queryable, id: number): Promise<CourseRow | undefined> {
  const [row] = await db.query<CourseRow>(`SELECT ${COURSE_SELECT} ${COURSE_FROM} WHERE co.id = $1`, [id]);
  return row;
}

export type DisciplineRow = Pick<DisciplineTable, "id" | "name"> & { department_name: DepartmentTable["name"] };

const DISCIPLINE_FROM = "FROM discipline d JOIN department dp ON dp.id = d.department_id";
const DISCIPLINE_SELECT = "d.id, d.name, dp.name AS department_name";

/** Disciplines by name; with a course (Pergamum's codDepartamento), those that course's plans teach. */
export function findDisciplines(db: Queryable, q: LookupQuery & { course?: number }) {
  return paged<DisciplineRow>(
    db,
    `${DISCIPLINE_FROM} WHERE ${matchesWords("d.name", "$1")}
       AND ($2::int IS NULL OR EXISTS (SELECT 1 FROM teaching_plan p WHERE p.discipline_id = d.id AND p.course_id = $2))`,
    DISCIPLINE_SELECT,
    "d.name, d.id",
    [wordPatterns(q.text), q.course ?? null],
    q.page,
  );
}

export async function disciplineById(db: Queryable, id: number): Promise<DisciplineRow | undefined> {
  const [row] = await db.query<DisciplineRow>(`SELECT ${DISCIPLINE_SELECT} ${DISCIPLINE_FROM} WHERE d.id = $1`, [id]);
  return row;
}

export type TeacherRow = Pick<TeacherTable, "id" | "name">;

export function findTeachers(db: Queryable, q: LookupQuery) {
  return paged<TeacherRow>(
    db,
    `FROM teacher t WHERE ${matchesWords("t.name", "$1")}`,
    "t.id, t.name",
    "t.name, t.id",
    [wordPatterns(q.text)],
    q.page,
  );
}

export async function teacherById(db: Queryable, id: number): Promise<TeacherRow | undefined> {
  const [row] = await db.query<TeacherRow>("SELECT id, name FROM teacher WHERE id = $1", [id]);
  return row;
}

/** The teacher whose whole name is this one, accents, case and spacing aside. */
export async function teacherByName(db: Queryable, name: string): Promise<TeacherRow | undefined> {
  const [row] = await db.query<TeacherRow>(
    `SELECT id, name FROM teacher
      WHERE opac_fold(regexp_replace(btrim(name), '\\s+', ' ', 'g')) = opac_fold(regexp_replace(btrim($1), '\\s+', ' ', 'g'))
      ORDER BY id LIMIT 1`,
    [name],
  );
  return row;
}

export type LibraryRow = Pick<LibraryTable, "id" | "name" | "campus_id"> & { campus_name: CampusTable["name"] };

export function findLibraries(db: Queryable, q: LookupQuery & { campus?: number }) {
  return paged<LibraryRow>(
    db,
    `FROM library l JOIN campus c ON c.id = l.campus_id WHERE ${matchesWords("l.name", "$1")} AND ($2::int IS NULL OR l.campus_id = $2)`,
    "l.id, l.name, c.id AS campus_id, c.name AS campus_name",
    "l.name, l.id",
    [wordPatterns(q.text), q.campus ?? null],
    q.page,
  );
}

export async function libraryById(db: Queryable, id: number): Promise<LibraryRow | undefined> {
  const [row] = await db.query<LibraryRow>(
    `SELECT l.id, l.name, c.id AS campus_id, c.name AS campus_name
       FROM library l JOIN campus c ON c.id = l.campus_id
      WHERE l.id = $1`,
    [id],
  );
  return row;
}

export type PlanEntryRow = Pick<TeachingPlanBibliographyTable, "record_id"> &
  Pick<TeachingPlanTable, "course_id" | "discipline_id" | "teacher_id" | "year" | "semester"> & {
    kind: BibliographyKind;
    course_name: CourseTable["name"];
    discipline_name: DisciplineTable["name"];
    teacher_name: TeacherTable["name"];
    campus_name: CampusTable["name"];
  };

/** Which list of a plan's bibliography a title is on. */
export type BibliographyKind = "basic" | "complementary";

export interface PlanChoice {
  course?: number;
  discipline?: number;
  teacher?: number;
  campus?: number;
}

/** SQL condition: a plan `p` matching every given choice (AND); parameters appended to `params`. */
export function planMatches(choice: PlanChoice, param: (value: unknown) => string): string {
  const parts: string[] = [];
  if (choice.course !== undefined) parts.push(`p.course_id = ${param(choice.course)}`);
  if (choice.discipline !== undefined) parts.push(`p.discipline_id = ${param(choice.discipline)}`);
  if (choice.teacher !== undefined) parts.push(`p.teacher_id = ${param(choice.teacher)}`);
  if (choice.campus !== undefined) parts.push(`p.campus_id = ${param(choice.campus)}`);
  return parts.length ? parts.join(" AND ") : "true";
}

/** How each of these records appears in the plans matching the choice, basic first, by course and discipline. */
export async function planEntriesOfRecords(
  db: Queryable,
  recordIds: number[],
  choice: PlanChoice,
): Promise<PlanEntryRow[]> {
  if (recordIds.length === 0) return [];
  const params: unknown[] = [recordIds];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  return db.query<PlanEntryRow>(
    `SELECT b.record_id, b.kind, co.id AS course_id, co.name AS course_name, d.id AS discipline_id, d.name AS discipline_name,
            t.id AS teacher_id, t.name AS teacher_name, c.name AS campus_name, p.year, p.semester
       FROM teaching_plan_bibliography b
       JOIN teaching_plan p ON p.id = b.plan_id
       JOIN course co ON co.id = p.course_id
       JOIN discipline d ON d.id = p.discipline_id
       JOIN teacher t ON t.id = p.teacher_id
       JOIN campus c ON c.id = p.campus_id
      WHERE b.record_id = ANY($1::int[]) AND ${planMatches(choice, param)}
      ORDER BY b.kind, co.name, d.name, p.id`,
    params,
  );
}
