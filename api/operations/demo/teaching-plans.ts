/**
 * Demonstration teaching plans (decision 019): invented courses, disciplines, departments and
 * teachers at the demo campuses — scaffolding like the demo patrons — whose bibliographies point
 * at REAL demo records, chosen at seed time by their real subjects (650 and the other 6XX, the
 * `tsv_subject` column), never by hard-coded ids: a History discipline lists records about
 * history, a Medicine discipline the medical (NLM MeSH-indexed) records, and so on. Every choice
 * is ordered by re-import key, so the same records in give the same plans out.
 */
import type { Db } from "../../core/db/db.ts";

/** CNPq "grandes áreas" of the demo courses. */
export const DEMO_KNOWLEDGE_AREAS = [
  { id: 1, code: "1.00.00.00-3", name: "Ciências Exatas e da Terra" },
  { id: 4, code: "4.00.00.00-1", name: "Ciências da Saúde" },
  { id: 7, code: "7.00.00.00-0", name: "Ciências Humanas" },
  { id: 8, code: "8.00.00.00-2", name: "Linguística, Letras e Artes" },
];

export const DEMO_DEPARTMENTS = [
  { id: 1, name: "Departamento de História" },
  { id: 2, name: "Departamento de Morfologia" },
  { id: 3, name: "Departamento de Letras" },
  { id: 4, name: "Departamento de Física" },
  { id: 5, name: "Departamento de Geociências" },
  { id: 6, name: "Departamento de Música" },
];

/** Courses on the demo campuses (api/operations/demo/seed.ts DEMO_CAMPUSES: 1 Centro, 2 Norte). */
export const DEMO_COURSES = [
  { id: 101, name: "História (Licenciatura)", campus_id: 1, area_id: 7 },
  { id: 102, name: "Medicina", campus_id: 2, area_id: 4 },
  { id: 103, name: "Letras – Português e Literaturas", campus_id: 1, area_id: 8 },
  { id: 104, name: "Física (Bacharelado)", campus_id: 2, area_id: 1 },
  { id: 105, name: "Geografia", campus_id: 1, area_id: 7 },
  { id: 106, name: "Música", campus_id: 1, area_id: 8 },
];

export const DEMO_DISCIPLINES = [
  { id: 201, name: "Historiografia e Teoria da História", department_id: 1 },
  { id: 202, name: "História dos Estados Unidos", department_id: 1 },
  { id: 203, name: "Biologia Celular", department_id: 2 },
  { id: 204, name: "Histologia", department_id: 2 },
  { id: 205, name: "Teoria da Literatura", department_id: 3 },
  { id: 206, name: "Cosmologia", department_id: 4 },
  { id: 207, name: "História da Ciência", department_id: 1 },
  { id: 208, name: "Cartografia", department_id: 5 },
  { id: 209, name: "Prática Orquestral", department_id: 6 },
];

export const DEMO_TEACHERS = [
  { id: 301, name: "Marina Demonstração Costa" },
  { id: 302, name: "Rafael Exemplo Lima" },
  { id: 303, name: "Sofia Modelo Rocha" },
  { id: 304, name: "Tiago Amostra Nunes" },
  { id: 305, name: "Júlia Ilustração Prado" },
  { id: 306, name: "Otávio Fictício Ramos" },
  // Teachers without a plan this semester: an institution's list is longer than its plans, and it
  // takes the teacher look-up past one page (10).
  { id: 307, name: "Beatriz Hipotética Souza" },
  { id: 308, name: "Caio Simulado Ferreira" },
  { id: 309, name: "Denise Protótipo Alves" },
  { id: 310, name: "Eduardo Ensaio Martins" },
  { id: 311, name: "Fernanda Rascunho Dias" },
  { id: 312, name: "Gustavo Maquete Pires" },
];

/**
 * The plans. `basic` and `complementary` are subject queries (tsquery syntax over the records'
 * subject headings, folded) with how many records to take; complementary takes the next records
 * after the basic ones, so the two never overlap. The same discipline (História da Ciência) is
 * taught in two courses by two teachers, and a teacher (Marina) teaches in two courses, so
 * combining course, discipline and teacher narrows the plans.
 */
export const DEMO_PLANS: {
  id: number;
  course: number;
  discipline: number;
  teacher: number;
  period: number;
  subjects: string;
  basic: number;
  complementary: number;
}[] = [
  {
    id: 401,
    course: 101,
    discipline: 201,
    teacher: 301,
    period: 1,
    subjects: "history & philosophy | historiography",
    basic: 2,
    complementary: 2,
  },
  {
    id: 402,
    course: 101,
    discipline: 202,
    teacher: 302,
    period: 3,
    subjects: "united & states & history",
    basic: 4,
    complementary: 4,
  },
  {
    id: 403,
    course: 102,
    discipline: 203,
    teacher: 303,
    period: 1,
    subjects: "cell & biology",
    basic: 5,
    complementary: 5,
  },
  {
    id: 404,
    course: 102,
    discipline: 204,
    teacher: 304,
    period: 2,
    subjects: "histology | medical | medicine",
    basic: 4,
    complementary: 4,
  },
  {
    id: 405,
    course: 103,
    discipline: 205,
    teacher: 305,
    period: 2,
    subjects: "criticism & interpretation | literature & history",
    basic: 4,
    complementary: 4,
  },
  {
    id: 406,
    course: 104,
    discipline: 206,
    teacher: 306,
    period: 4,
    subjects: "kosmologia | cosmology | universum",
    basic: 3,
    complementary: 3,
  },
  {
    id: 407,
    course: 101,
    discipline: 207,
    teacher: 301,
    period: 5,
    subjects: "science & history",
    basic: 2,
    complementary: 2,
  },
  {
    id: 408,
    course: 104,
    discipline: 207,
    teacher: 306,
    period: 6,
    subjects: "physics | astronomy",
    basic: 2,
    complementary: 2,
  },
  {
    id: 409,
    course: 105,
    discipline: 208,
    teacher: 302,
    period: 2,
    subjects: "maps | atlases | kartat",
    basic: 4,
    complementary: 4,
  },
  {
    id: 410,
    course: 106,
    discipline: 209,
    teacher: 305,
    period: 3,
    subjects: "symphonies | instrumental & music",
    basic: 3,
    complementary: 3,
  },
];

export const DEMO_PLAN_YEAR = 2026;
export const DEMO_PLAN_SEMESTER = 1;

/**
 * Creates the demo courses, disciplines, teachers and plans once, when the catalogue has records
 * and no course exists yet. A plan whose subjects match no record gets no bibliography (a
 * catalogue without those records), rather than invented entries.
 */
export async function seedTeachingPlans(db: Db): Promise<number> {
  const [{ courses }] = await db.query<{ courses: number }>("SELECT count(*)::int AS courses FROM course");
  const [{ records }] = await db.query<{ records: number }>("SELECT count(*)::int AS records FROM record");
  if (courses > 0 || records === 0) return 0;
  let entries = 0;
  await db.transaction(async (tx) => {
    for (const a of DEMO_KNOWLEDGE_AREAS) {
      await tx.query("INSERT INTO knowledge_area (id, code, name) VALUES ($1, $2, $3)", [a.id, a.code, a.name]);
    }
    for (const d of DEMO_DEPARTMENTS)
      await tx.query("INSERT INTO department (id, name) VALUES ($1, $2)", [d.id, d.name]);
    for (const c of DEMO_COURSES) {
      await tx.query("INSERT INTO course (id, name, campus_id, knowledge_area_id) VALUES ($1, $2, $3, $4)", [
        c.id,
        c.name,
        c.campus_id,
        c.area_id,
      ]);
    }
    for (const d of DEMO_DISCIPLINES) {
      await tx.query("INSERT INTO discipline (id, name, department_id) VALUES ($1, $2, $3)", [
        d.id,
        d.name,
        d.department_id,
      ]);
    }
    for (const t of DEMO_TEACHERS) await tx.query("INSERT INTO teacher (id, name) VALUES ($1, $2)", [t.id, t.name]);
    for (const p of DEMO_PLANS) {
      const course = DEMO_COURSES.find((c) => c.id === p.course)!;
      await tx.query(
        `INSERT INTO teaching_plan (id, course_id, discipline_id, teacher_id, campus_id, year, semester, period)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [p.id, p.course, p.discipline, p.teacher, course.campus_id, DEMO_PLAN_YEAR, DEMO_PLAN_SEMESTER, p.period],
      );
      const chosen = await tx.query<{ id: number }>(
        `SELECT id FROM record WHERE tsv_subject @@ to_tsquery('opac', $1) ORDER BY source_key LIMIT $2`,
        [p.subjects, p.basic + p.complementary],
      );
      for (const [index, { id }] of chosen.entries()) {
        await tx.query("INSERT INTO teaching_plan_bibliography (plan_id, record_id, kind) VALUES ($1, $2, $3)", [
          p.id,
          id,
          index < p.basic ? "basic" : "complementary",
        ]);
        entries++;
      }
    }
  });
  return entries;
}
