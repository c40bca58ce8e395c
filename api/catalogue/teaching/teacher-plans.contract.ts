/**
 * Answer shapes of the teacher's own teaching plans (GET /api/plano-ensino/disciplinas-bibliotecas
 * and /api/plano-ensino/bibliografia; decision 034): document 2 §3 "teaching plan (course, year,
 * semester, period, discipline, vacancies, bibliography)", and how many copies each library
 * holds of each title. The calls are declared in teaching.calls.ts.
 */
import * as z from "zod";

/** The activity (category_permission) that lets a category see its teachers' plans. */
export const TEACHING_PLANS_ACTIVITY = 1140;

export const TeacherPlanSchema = z.object({
  cod_plano: z.number().int(),
  cod_curso: z.number().int(),
  nome_curso: z.string(),
  cod_disciplina: z.number().int(),
  nome_disciplina: z.string(),
  ano: z.number().int(),
  semestre: z.number().int(),
  periodo: z.number().int(),
  vagas: z.number().int().nullable().describe("Seats offered; null when the plan does not say"),
  nome_campus: z.string(),
  titulos: z.number().int().describe("Titles in the bibliography, basic and complementary"),
});
export type TeacherPlan = z.output<typeof TeacherPlanSchema>;

/** One library's copies of a title. */
export const CopiesAtLibrarySchema = z.object({
  cod_biblioteca: z.number().int(),
  desc_biblioteca: z.string(),
  exemplares: z.number().int(),
  disponiveis: z.number().int().describe("Of those, on the shelf now"),
});
export type CopiesAtLibrary = z.output<typeof CopiesAtLibrarySchema>;

export const PlanBibliographyEntrySchema = z.object({
  cod_acervo: z.number().int(),
  titulo: z.string(),
  autor: z.string().nullable(),
  ano_publicacao: z.number().int().nullable(),
  tipo: z.enum(["basica", "complementar"]),
  bibliotecas: z.array(CopiesAtLibrarySchema),
  total_exemplares: z.number().int(),
});
export type PlanBibliographyEntry = z.output<typeof PlanBibliographyEntrySchema>;

/** The teacher's plans and the libraries that hold their titles. */
export const TeacherPlansResponseSchema = z.object({
  planos: z.array(TeacherPlanSchema),
  bibliotecas: z
    .array(z.object({ cod_biblioteca: z.number().int(), desc_biblioteca: z.string() }))
    .describe("Libraries holding at least one title of the plans: the columns of the copies table"),
});
export type TeacherPlansResponse = z.output<typeof TeacherPlansResponseSchema>;

/** One plan and its bibliography. */
export const PlanBibliographyResponseSchema = z.object({
  plano: TeacherPlanSchema,
  bibliografia: z.array(PlanBibliographyEntrySchema),
});
export type PlanBibliographyResponse = z.output<typeof PlanBibliographyResponseSchema>;
