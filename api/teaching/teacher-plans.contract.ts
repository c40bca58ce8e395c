/**
 * Response shapes of the teacher's own teaching plans (GET /api/plano-ensino/disciplinas-bibliotecas
 * and /api/plano-ensino/bibliografia; decision 034): document 2 §3 "teaching plan (course, year,
 * semester, period, discipline, vacancies, bibliography)", and how many copies each library
 * holds of each title.
 */

/** The activity (category_permission) that lets a category see its teachers' plans. */
export const TEACHING_PLANS_ACTIVITY = 1140;

export interface TeacherPlan {
  cod_plano: number;
  cod_curso: number;
  nome_curso: string;
  cod_disciplina: number;
  nome_disciplina: string;
  ano: number;
  semestre: number;
  periodo: number;
  /** Seats offered; null when the plan does not say. */
  vagas: number | null;
  nome_campus: string;
  /** Titles in the bibliography, basic and complementary. */
  titulos: number;
}

/** One library's copies of a title. */
export interface CopiesAtLibrary {
  cod_biblioteca: number;
  desc_biblioteca: string;
  exemplares: number;
  /** Of those, on the shelf now. */
  disponiveis: number;
}

export interface PlanBibliographyEntry {
  cod_acervo: number;
  titulo: string;
  autor: string | null;
  ano_publicacao: number | null;
  /** "basica" or "complementar". */
  tipo: "basica" | "complementar";
  bibliotecas: CopiesAtLibrary[];
  total_exemplares: number;
}

/** GET /api/plano-ensino/disciplinas-bibliotecas: the teacher's plans and the libraries that hold their titles. */
export interface TeacherPlansResponse {
  planos: TeacherPlan[];
  /** Libraries holding at least one title of the plans: the columns of the copies table. */
  bibliotecas: { cod_biblioteca: number; desc_biblioteca: string }[];
}

/** GET /api/plano-ensino/bibliografia?plano={id} */
export interface PlanBibliographyResponse {
  plano: TeacherPlan;
  bibliografia: PlanBibliographyEntry[];
}
