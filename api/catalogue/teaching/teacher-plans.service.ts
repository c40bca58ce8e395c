/**
 * A teacher's own teaching plans (decision 034): the plans whose teacher is the patron's login
 * (teacher.patron_id), with their bibliography and how many copies each library holds of each
 * title. Only a category holding the teaching-plans activity (the demo's professor) may ask;
 * another patron gets 403, and a plan that is not the patron's is unknown (404).
 */
import type { Db } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import {
  TEACHING_PLANS_ACTIVITY,
  type PlanBibliographyResponse,
  type TeacherPlan,
  type TeacherPlansResponse,
} from "./teacher-plans.contract.ts";
import {
  bibliographyOf,
  categoryHolds,
  copiesOf,
  librariesOfPlans,
  planOfPatron,
  plansOfPatron,
  type TeacherPlanRow,
} from "./teacher-plans.repository.ts";

function planOut(row: TeacherPlanRow): TeacherPlan {
  return {
    cod_plano: row.id,
    cod_curso: row.course_id,
    nome_curso: row.course_name,
    cod_disciplina: row.discipline_id,
    nome_disciplina: row.discipline_name,
    ano: row.year,
    semestre: row.semester,
    periodo: row.period,
    vagas: row.vacancies,
    nome_campus: row.campus_name,
    titulos: row.titles,
  };
}

async function requireTeacher(db: Db, patronId: number): Promise<void> {
  if (!(await categoryHolds(db, patronId, TEACHING_PLANS_ACTIVITY)))
    throw new ApiError(403, "forbidden", "errors.teaching_plans_forbidden");
}

export async function teacherPlans(db: Db, patronId: number): Promise<TeacherPlansResponse> {
  await requireTeacher(db, patronId);
  const [plans, libraries] = await Promise.all([plansOfPatron(db, patronId), librariesOfPlans(db, patronId)]);
  return {
    planos: plans.map(planOut),
    bibliotecas: libraries.map((l) => ({ cod_biblioteca: l.id, desc_biblioteca: l.name })),
  };
}

export async function planBibliography(db: Db, patronId: number, planId: number): Promise<PlanBibliographyResponse> {
  await requireTeacher(db, patronId);
  const plan = await planOfPatron(db, patronId, planId);
  if (!plan) throw new ApiError(404, "not_found", "errors.teaching_plan_not_found");
  const entries = await bibliographyOf(db, planId);
  const copies = await copiesOf(
    db,
    entries.map((e) => e.record_id),
  );
  return {
    plano: planOut(plan),
    bibliografia: entries.map((e) => {
      const bibliotecas = copies
        .filter((c) => c.record_id === e.record_id)
        .map((c) => ({
          cod_biblioteca: c.library_id,
          desc_biblioteca: c.library_name,
          exemplares: c.copies,
          disponiveis: c.available,
        }));
      return {
        cod_acervo: e.record_id,
        titulo: e.title,
        autor: e.author,
        ano_publicacao: e.year,
        tipo: e.kind === "basic" ? ("basica" as const) : ("complementar" as const),
        bibliotecas,
        total_exemplares: bibliotecas.reduce((sum, b) => sum + b.exemplares, 0),
      };
    }),
  };
}
