import { callRoutes } from "../../core/http/call.ts";
import { teachingCalls as calls } from "./teaching.calls.ts";
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

/** The teaching-plan look-ups under /consulta, mounted from their declarations (teaching.calls.ts). */
export const teachingRoutes = callRoutes("/consulta")
  .on(calls.campuses, async (c) => c.json(await lookupCampuses(c.get("db"), c.req.valid("query"))))
  .on(calls.courses, async (c) => c.json(await lookupCourses(c.get("db"), c.req.valid("query"))))
  .on(calls.teachers, async (c) => c.json(await lookupTeachers(c.get("db"), c.req.valid("query"))))
  .on(calls.disciplines, async (c) => c.json(await lookupDisciplines(c.get("db"), c.req.valid("query"))))
  .on(calls.libraries, async (c) => c.json(await lookupLibraries(c.get("db"), c.req.valid("query"))))
  .on(calls.campus, async (c) => c.json(await campusByCode(c.get("db"), c.req.valid("param").code)))
  .on(calls.course, async (c) => c.json(await courseByCode(c.get("db"), c.req.valid("param").code)))
  .on(calls.library, async (c) => c.json(await libraryByCode(c.get("db"), c.req.valid("param").code)))
  .on(calls.discipline, async (c) => c.json(await disciplineByCode(c.get("db"), c.req.valid("param").code)))
  .on(calls.teacherNamed, async (c) => c.json(await teacherNamed(c.get("db"), c.req.valid("query").nomeProfessor)))
  .on(calls.teacher, async (c) => c.json(await teacherByCode(c.get("db"), c.req.valid("param").code))).app;
