/** The teaching-plan look-ups under /consulta (decision 019): one entry by code, or a page by name. */
import type { CallAnswer } from "../../../api/core/http/call.ts";
import { teachingCalls as calls } from "../../../api/catalogue/teaching/teaching.calls.ts";
import type { Transport } from "./transport.server.ts";

/** Each look-up kind's call of one entry by code, and of a page by name. */
const ONE = { campus: calls.campus, curso: calls.course, disciplina: calls.discipline, professor: calls.teacher };
const MANY = { campus: calls.campuses, curso: calls.courses, disciplina: calls.disciplines, professor: calls.teachers };

export type TeachingKind = keyof typeof ONE;
/** What each look-up kind answers. */
export type TeachingEntries = { [K in TeachingKind]: CallAnswer<(typeof ONE)[K]> };
/** A look-up page: the name searched, and the chosen campus (courses) or course (disciplines). */
export type TeachingQuery = {
  page: number;
  search_text?: string;
  codCampus?: string;
  codDepartamento?: string;
};

export function teachingCalls(t: Transport) {
  return {
    /** One entry by code (404 when unknown). */
    one: <K extends TeachingKind>(kind: K, code: string): Promise<TeachingEntries[K]> =>
      t.call(ONE[kind] as (typeof ONE)["campus"], { params: { code } }) as Promise<TeachingEntries[K]>,
    /** A page of entries searched by name, of the chosen campus or course. */
    page: <K extends TeachingKind>(kind: K, query: TeachingQuery): Promise<CallAnswer<(typeof MANY)[K]>> =>
      t.call(MANY[kind] as (typeof MANY)["curso"], { query }) as Promise<CallAnswer<(typeof MANY)[K]>>,
  };
}
