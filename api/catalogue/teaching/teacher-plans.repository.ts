/** The SQL of the teacher's own plans (migrations 014 and 028). */
import type { Queryable } from "../../core/db/db.ts";
import type {
  CampusTable,
  CourseTable,
  DisciplineTable,
  ItemTable,
  LibraryTable,
  RecordTable,
  TeachingPlanTable,
} from "../../core/db/tables.ts";
import type { BibliographyKind } from "./teaching.repository.ts";

export async function categoryHolds(db: Queryable, patronId: number, activity: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM patron p JOIN category_permission cp ON cp.category = p.category
      WHERE p.id = $1 AND cp.activity = $2`,
    [patronId, activity],
  );
  return rows.length > 0;
}

export type TeacherPlanRow = Pick<
  TeachingPlanTable,
  "id" | "course_id" | "discipline_id" | "year" | "semester" | "period" | "vacancies"
> & {
  course_name: CourseTable["name"];
  discipline_name: DisciplineTable["name"];
  campus_name: CampusTable["name"];
  titles: number;
};

const PLAN_SELECT = `
  SELECT tp.id, c.id AS course_id, c.name AS course_name, d.id AS discipline_id, d.name AS discipline_name,
         tp.year, tp.semester, tp.period, tp.vacancies, ca.name AS campus_name,
         (SELECT count(*)::int FROM teaching_plan_bibliography b WHERE b.plan_id = tp.id) AS titles
    FROM teaching_plan tp
    JOIN teacher t ON t.id = tp.teacher_id
    JOIN course c ON c.id = tp.course_id
    JOIN discipline d ON d.id = tp.discipline_id
    JOIN campus ca ON ca.id = tp.campus_id`;

/** The plans taught by the teacher whose login is the patron, newest term first. */
export async function plansOfPatron(db: Queryable, patronId: number): Promise<TeacherPlanRow[]> {
  return db.query<TeacherPlanRow>(
    `${PLAN_SELECT} WHERE t.patron_id = $1 ORDER BY tp.year DESC, tp.semester DESC, c.name, tp.period, d.name`,
    [patronId],
  );
}

export async function planOfPatron(
  db: Queryable,
  patronId: number,
  planId: number,
): Promise<TeacherPlanRow | undefined> {
  const [row] = await db.query<TeacherPlanRow>(`${PLAN_SELECT} WHERE t.patron_id = $1 AND tp.id = $2`, [
    patronId,
    planId,
  ]);
  return row;
}

export type BibliographyRow = Pick<RecordTable, "title" | "author" | "year"> & {
  record_id: RecordTable["id"];
  kind: BibliographyKind;
};

export async function bibliographyOf(db: Queryable, planId: number): Promise<BibliographyRow[]> {
  return db.query<BibliographyRow>(
    `SELECT r.id AS record_id, r.title, r.author, r.year, b.kind
       FROM teaching_plan_bibliography b JOIN record r ON r.id = b.record_id
      WHERE b.plan_id = $1
      ORDER BY CASE b.kind WHEN 'basic' THEN 0 ELSE 1 END, r.title_sort, r.id`,
    [planId],
  );
}

export type CopiesRow = Pick<ItemTable, "record_id" | "library_id"> & {
  library_name: LibraryTable["name"];
  copies: number;
  available: number;
};

/** Copies per library of the records (lost copies are not holdings). */
export async function copiesOf(db: Queryable, recordIds: number[]): Promise<CopiesRow[]> {
  return db.query<CopiesRow>(
    `SELECT i.record_id, l.id AS library_id, l.name AS library_name, count(*)::int AS copies,
            count(*) FILTER (WHERE i.status = 'available')::int AS available
       FROM item i JOIN library l ON l.id = i.library_id
      WHERE i.record_id = ANY($1::int[]) AND i.status <> 'lost'
      GROUP BY i.record_id, l.id, l.name
      ORDER BY l.name`,
    [recordIds],
  );
}

/** The libraries holding a title of any of the patron's plans. */
export async function librariesOfPlans(db: Queryable, patronId: number): Promise<Pick<LibraryTable, "id" | "name">[]> {
  return db.query(
    `SELECT DISTINCT l.id, l.name
       FROM teaching_plan tp JOIN teacher t ON t.id = tp.teacher_id
       JOIN teaching_plan_bibliography b ON b.plan_id = tp.id
       JOIN item i ON i.record_id = b.record_id AND i.status <> 'lost'
       JOIN library l ON l.id = i.library_id
      WHERE t.patron_id = $1
      ORDER BY l.name`,
    [patronId],
  );
}
