/**
 * The teaching-plan look-ups under /consulta (document 1 §7; decision 019): lists searched by
 * name and paged, and one entry by code (404 when unknown); and the logged-in teacher's own
 * plans under /plano-ensino (document 2 §1, §3; decision 034).
 */
import * as z from "zod";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { Id } from "../../core/http/input.ts";
import { CampusOutSchema, LibraryOutSchema } from "../libraries/libraries.calls.ts";
import { PlanBibliographyResponseSchema, TeacherPlansResponseSchema } from "./teacher-plans.contract.ts";

/** A course. The spec's wire names (document 1 §3): Pergamum calls the course a "departamento". */
export const CourseSchema = z.object({
  cod_departamento: z.number().int(),
  nome_departamento: z.string(),
  cod_campus: z.number().int(),
  nome_campus: z.string(),
  cod_area_conhecimento: z.number().int(),
  desc_area_conhecimento: z.string(),
});
export type CourseOut = z.output<typeof CourseSchema>;

export const DisciplineSchema = z.object({
  cod_disciplina: z.number().int(),
  descricao: z.string(),
  nome_departamento_oferta: z.string().describe("The academic department offering it (not the course)"),
});
export type DisciplineOut = z.output<typeof DisciplineSchema>;

export const TeacherSchema = z.object({ cod_pessoa: z.number().int(), nome_pessoa: z.string() });
export type TeacherOut = z.output<typeof TeacherSchema>;

/** One page of a look-up: `lastPage` is 1 for an empty list. */
const lookupPage = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    registros: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    perPage: z.number().int().min(1),
    lastPage: z.number().int().min(1),
  });
export type LookupPage<T> = Omit<z.output<ReturnType<typeof lookupPage<z.ZodUnknown>>>, "registros"> & {
  registros: T[];
};

const Code = Id;
const Lookup = z.object({
  search_text: z.string().max(200).optional().describe("Part of the name searched"),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});
const ByCode = z.object({ code: Code });
const LookupByCampus = Lookup.extend({ codCampus: Code.optional().describe("A campus code: only its entries") });

const lookup = <Q extends z.ZodType, T extends z.ZodTypeAny>(
  path: string,
  summary: string,
  query: Q,
  item: T,
  what: string,
) =>
  defineCall({
    method: "get",
    path,
    summary,
    query,
    responses: { 200: json(lookupPage(item), `A page of ${what}.`), 400: refusal("A parameter is not valid.") },
  });
const byCode = <T extends z.ZodTypeAny>(path: string, summary: string, item: T, what: string, notFound: string) =>
  defineCall({
    method: "get",
    path,
    summary,
    params: ByCode,
    responses: {
      200: json(item, what),
      400: refusal("The code is not a code."),
      404: refusal(`\`${notFound}\`: no entry has this code.`),
    },
  });

export const teachingCalls = {
  campuses: lookup("/consulta/campus", "A page of campuses, searched by name", Lookup, CampusOutSchema, "campuses"),
  courses: lookup("/consulta/cursos", "A page of courses, searched by name", LookupByCampus, CourseSchema, "courses"),
  teachers: lookup("/consulta/professores", "A page of teachers, searched by name", Lookup, TeacherSchema, "teachers"),
  disciplines: lookup(
    "/consulta/disciplinas",
    "A page of disciplines, searched by name",
    Lookup.extend({ codDepartamento: Code.optional().describe("A course code: only its disciplines") }),
    DisciplineSchema,
    "disciplines",
  ),
  libraries: lookup(
    "/consulta/bibliotecas",
    "A page of libraries, searched by name",
    LookupByCampus,
    LibraryOutSchema,
    "libraries",
  ),
  campus: byCode("/consulta/campus/:code", "One campus, by code", CampusOutSchema, "The campus.", "campus_not_found"),
  course: byCode("/consulta/curso/:code", "One course, by code", CourseSchema, "The course.", "course_not_found"),
  library: byCode(
    "/consulta/biblioteca/:code",
    "One library of the look-up, by code",
    LibraryOutSchema,
    "The library.",
    "library_not_found",
  ),
  discipline: byCode(
    "/consulta/disciplina/:code",
    "One discipline, by code",
    DisciplineSchema,
    "The discipline.",
    "discipline_not_found",
  ),
  teacherNamed: defineCall({
    method: "get",
    path: "/consulta/professor-by-name",
    summary: "The teacher of this name",
    query: z.object({ nomeProfessor: z.string().trim().min(1).max(200).describe("The teacher's name") }),
    responses: {
      200: json(TeacherSchema, "The teacher."),
      400: refusal("`nomeProfessor` is missing or too long."),
      404: refusal("`teacher_not_found`: no teacher has this name."),
    },
  }),
  teacher: byCode(
    "/consulta/professor/:code",
    "One teacher, by code",
    TeacherSchema,
    "The teacher.",
    "teacher_not_found",
  ),
};

export const teacherPlanCalls = {
  plans: defineCall({
    method: "get",
    path: "/plano-ensino/disciplinas-bibliotecas",
    summary: "The logged-in teacher's plans and the libraries holding their titles",
    auth: "patron",
    responses: {
      200: json(TeacherPlansResponseSchema, "The plans (course, year, semester, period, discipline, vacancies)."),
      401: refusal("No valid patron token."),
      403: refusal("The patron's category may not see teaching plans."),
    },
  }),
  bibliography: defineCall({
    method: "get",
    path: "/plano-ensino/bibliografia",
    summary: "One of the teacher's plans, with its bibliography and the copies per library",
    auth: "patron",
    query: z.object({ plano: Id.describe("The plan's code") }),
    deferQuery: {},
    responses: {
      200: json(PlanBibliographyResponseSchema, "The plan and its bibliography."),
      400: refusal("`plano` is not a plan code."),
      401: refusal("No valid patron token."),
      403: refusal("The patron's category may not see teaching plans."),
      404: refusal("The plan is not one of the teacher's."),
    },
  }),
};
