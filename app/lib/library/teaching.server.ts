/** The teaching-plan look-ups under /consulta (decision 019): one entry by code, or a page by name. */
import type { CampusOut, CourseOut, DisciplineOut, LookupPage, TeacherOut } from "../../../api/contract.ts";
import type { Transport } from "./transport.server.ts";

/** The look-up kinds and what each answers. */
export interface TeachingEntries {
  campus: CampusOut;
  curso: CourseOut;
  disciplina: DisciplineOut;
  professor: TeacherOut;
}
export type TeachingKind = keyof TeachingEntries;
/** A look-up page: the name searched, and the chosen campus (courses) or course (disciplines). */
export type TeachingQuery = {
  page: number;
  search_text?: string;
  codCampus?: string;
  codDepartamento?: string;
};

const ONE: Record<TeachingKind, string> = {
  campus: "/consulta/campus",
  curso: "/consulta/curso",
  disciplina: "/consulta/disciplina",
  professor: "/consulta/professor",
};
const MANY: Record<TeachingKind, string> = {
  campus: "/consulta/campus",
  curso: "/consulta/cursos",
  disciplina: "/consulta/disciplinas",
  professor: "/consulta/professores",
};

export function teachingCalls(t: Transport) {
  return {
    /** GET /consulta/{campus,curso,disciplina,professor}/{code} (404 when unknown). */
    one: <K extends TeachingKind>(kind: K, code: string) => t.json<TeachingEntries[K]>(`${ONE[kind]}/${code}`),
    /** GET /consulta/{campus,cursos,disciplinas,professores}?search_text=&page=&codCampus=&codDepartamento= */
    page: <K extends TeachingKind>(kind: K, query: TeachingQuery) =>
      t.json<LookupPage<TeachingEntries[K]>>(MANY[kind], { query }),
  };
}
