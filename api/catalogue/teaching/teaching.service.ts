/**
 * The teaching-plan look-ups (document 1 §7 "disciplinas, cursos, professores, campus,
 * bibliotecas" and their /{code} companions; decision 019) in the spec's field names.
 */
import type { Queryable } from "../../core/db/db.ts";
import type { CampusOut, CourseOut, DisciplineOut, LibraryOut, LookupPage, TeacherOut } from "../../contract.ts";
import { ApiError } from "../../core/errors.ts";
import {
  LOOKUP_PAGE_SIZE,
  campusById,
  courseById,
  disciplineById,
  findCampuses,
  findCourses,
  findDisciplines,
  findLibraries,
  findTeachers,
  libraryById,
  teacherById,
  teacherByName,
  type CampusRow,
  type CourseRow,
  type DisciplineRow,
  type LibraryRow,
  type TeacherRow,
} from "./teaching.repository.ts";

/** The search narrows and annotates its hits by the teaching plans chosen. */
export { planEntriesOfRecords, planMatches, type PlanEntryRow } from "./teaching.repository.ts";

function page<R, T>({ rows, total }: { rows: R[]; total: number }, pageNo: number, map: (row: R) => T): LookupPage<T> {
  return {
    registros: rows.map(map),
    total,
    page: pageNo,
    perPage: LOOKUP_PAGE_SIZE,
    lastPage: Math.max(1, Math.ceil(total / LOOKUP_PAGE_SIZE)),
  };
}

const campusOut = (r: CampusRow): CampusOut => ({ cod_campus: r.id, nome_campus: r.name });
const courseOut = (r: CourseRow): CourseOut => ({
  cod_departamento: r.id,
  nome_departamento: r.name,
  cod_campus: r.campus_id,
  nome_campus: r.campus_name,
  cod_area_conhecimento: r.area_id,
  desc_area_conhecimento: r.area_name,
});
const disciplineOut = (r: DisciplineRow): DisciplineOut => ({
  cod_disciplina: r.id,
  descricao: r.name,
  nome_departamento_oferta: r.department_name,
});
const teacherOut = (r: TeacherRow): TeacherOut => ({ cod_pessoa: r.id, nome_pessoa: r.name });
const libraryOut = (r: LibraryRow): LibraryOut => ({
  cod_biblioteca: r.id,
  desc_biblioteca: r.name,
  cod_campus: r.campus_id,
  nome_campus: r.campus_name,
});

export interface LookupParams {
  search_text?: string;
  page: number;
}

export async function lookupCampuses(db: Queryable, p: LookupParams): Promise<LookupPage<CampusOut>> {
  return page(await findCampuses(db, { text: p.search_text, page: p.page }), p.page, campusOut);
}

export async function lookupCourses(
  db: Queryable,
  p: LookupParams & { codCampus?: number },
): Promise<LookupPage<CourseOut>> {
  return page(await findCourses(db, { text: p.search_text, page: p.page, campus: p.codCampus }), p.page, courseOut);
}

export async function lookupDisciplines(
  db: Queryable,
  p: LookupParams & { codDepartamento?: number },
): Promise<LookupPage<DisciplineOut>> {
  return page(
    await findDisciplines(db, { text: p.search_text, page: p.page, course: p.codDepartamento }),
    p.page,
    disciplineOut,
  );
}

export async function lookupTeachers(db: Queryable, p: LookupParams): Promise<LookupPage<TeacherOut>> {
  return page(await findTeachers(db, { text: p.search_text, page: p.page }), p.page, teacherOut);
}

export async function lookupLibraries(
  db: Queryable,
  p: LookupParams & { codCampus?: number },
): Promise<LookupPage<LibraryOut>> {
  return page(await findLibraries(db, { text: p.search_text, page: p.page, campus: p.codCampus }), p.page, libraryOut);
}

function found<T>(
  row: T | undefined,
  code: "campus_not_found" | "course_not_found" | "discipline_not_found" | "teacher_not_found" | "library_not_found",
  params: Record<string, string | number>,
): T {
  if (!row) throw new ApiError(404, code, `errors.${code}`, params);
  return row;
}

export async function campusByCode(db: Queryable, code: number): Promise<CampusOut> {
  return campusOut(found(await campusById(db, code), "campus_not_found", { code }));
}

export async function libraryByCode(db: Queryable, code: number): Promise<LibraryOut> {
  return libraryOut(found(await libraryById(db, code), "library_not_found", { code }));
}

export async function courseByCode(db: Queryable, code: number): Promise<CourseOut> {
  return courseOut(found(await courseById(db, code), "course_not_found", { code }));
}

export async function disciplineByCode(db: Queryable, code: number): Promise<DisciplineOut> {
  return disciplineOut(found(await disciplineById(db, code), "discipline_not_found", { code }));
}

export async function teacherByCode(db: Queryable, code: number): Promise<TeacherOut> {
  return teacherOut(found(await teacherById(db, code), "teacher_not_found", { code }));
}

export async function teacherNamed(db: Queryable, name: string): Promise<TeacherOut> {
  return teacherOut(found(await teacherByName(db, name), "teacher_not_found", { code: name }));
}
