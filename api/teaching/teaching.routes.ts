import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../http/env.ts";
import { Id, validParam, validQuery as query } from "../http/input.ts";
import {
  campusByCode,
  courseByCode,
  disciplineByCode,
  libraryByCode,
  lookupCampuses,
  lookupCourses,
  lookupDisciplines,
  lookupLibraries,
  lookupTeachers,
  teacherByCode,
  teacherNamed,
} from "./teaching.service.ts";

const Code = Id;
const Lookup = z.object({
  search_text: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});
const code = validParam(z.object({ code: Code }));

/**
 * The teaching-plan look-ups under /consulta (document 1 §7; decision 019): lists searched by
 * name and paged, and one entry by code (404 when unknown).
 */
export const teachingRoutes = new Hono<ApiEnv>()
  .get("/campus", query(Lookup), async (c) => c.json(await lookupCampuses(c.get("db"), c.req.valid("query"))))
  .get("/cursos", query(Lookup.extend({ codCampus: Code.optional() })), async (c) =>
    c.json(await lookupCourses(c.get("db"), c.req.valid("query"))),
  )
  .get("/professores", query(Lookup), async (c) => c.json(await lookupTeachers(c.get("db"), c.req.valid("query"))))
  .get("/disciplinas", query(Lookup.extend({ codDepartamento: Code.optional() })), async (c) =>
    c.json(await lookupDisciplines(c.get("db"), c.req.valid("query"))),
  )
  .get("/bibliotecas", query(Lookup.extend({ codCampus: Code.optional() })), async (c) =>
    c.json(await lookupLibraries(c.get("db"), c.req.valid("query"))),
  )
  .get("/campus/:code", code, async (c) => c.json(await campusByCode(c.get("db"), c.req.valid("param").code)))
  .get("/curso/:code", code, async (c) => c.json(await courseByCode(c.get("db"), c.req.valid("param").code)))
  // Document 1 §7 "biblioteca/{code}": one library of the look-up, by code (404 when unknown).
  .get("/biblioteca/:code", code, async (c) => c.json(await libraryByCode(c.get("db"), c.req.valid("param").code)))
  .get("/disciplina/:code", code, async (c) => c.json(await disciplineByCode(c.get("db"), c.req.valid("param").code)))
  .get("/professor-by-name", query(z.object({ nomeProfessor: z.string().trim().min(1).max(200) })), async (c) =>
    c.json(await teacherNamed(c.get("db"), c.req.valid("query").nomeProfessor)),
  )
  .get("/professor/:code", code, async (c) => c.json(await teacherByCode(c.get("db"), c.req.valid("param").code)));
