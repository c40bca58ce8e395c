/**
 * Teaching plans (decision 019): the look-ups of campuses, courses, disciplines, teachers and
 * libraries, the plano_ensino search (course AND discipline AND teacher, plus campus) and the
 * new-acquisitions filters by course (NA_C) and knowledge area (NA_A), on the real demo records
 * with the demo plans, on both engines. Expected values come from the tables, not from counts
 * written here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  CourseOut,
  FilterDefinition,
  LookupPage,
  SearchGuide,
  SearchResponse,
  TeacherOut,
} from "../../api/contract.ts";
import { DEMO_PLANS, seedTeachingPlans } from "../../api/operations/demo/teaching-plans.ts";
import { LOOKUP_PAGE_SIZE } from "../../api/catalogue/teaching/teaching.repository.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

describe.each(engines)("teaching plans on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    expect(await seedTeachingPlans(lib.db)).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const ok = async <T>(url: string, lang = "pt") => {
    const res = await lib.call(url, { headers: { lang: lang === "en" ? "5" : "1" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as T;
  };
  /** Record ids in the bibliographies of plans matching the condition on `p`. */
  const planRecords = async (condition: string, params: unknown[] = []) =>
    (
      await lib.db.query<{ record_id: number }>(
        `SELECT DISTINCT b.record_id FROM teaching_plan_bibliography b JOIN teaching_plan p ON p.id = b.plan_id
          JOIN course co ON co.id = p.course_id WHERE ${condition} ORDER BY 1`,
        params,
      )
    ).map((r) => r.record_id);
  const allIds = async (query: string) => {
    const first = await ok<SearchResponse>(`/api/consulta?${query}&perPage=100`);
    return { total: first.totalRegistros, ids: first.registros.map((r) => r.cod_acervo).sort((a, b) => a - b), first };
  };

  describe("look-ups", () => {
    it("lists campuses and finds them by any part of the name", async () => {
      const all = await ok<LookupPage<{ cod_campus: number; nome_campus: string }>>("/api/consulta/campus");
      const rows = await lib.db.query<{ id: number; name: string }>("SELECT id, name FROM campus ORDER BY name");
      expect(all.registros).toEqual(rows.map((r) => ({ cod_campus: r.id, nome_campus: r.name })));
      expect(all).toMatchObject({ total: rows.length, page: 1, lastPage: 1, perPage: LOOKUP_PAGE_SIZE });
      const norte = await ok<LookupPage<{ nome_campus: string }>>("/api/consulta/campus?search_text=NORTE");
      expect(norte.registros.map((r) => r.nome_campus)).toEqual(
        rows.filter((r) => /norte/i.test(r.name)).map((r) => r.name),
      );
      const one = await ok<{ nome_campus: string }>(`/api/consulta/campus/${rows[0].id}`);
      expect(one.nome_campus).toBe(rows[0].name);
    });

    it("searches courses, disciplines and teachers without regard to accents or case", async () => {
      const courses = await ok<LookupPage<CourseOut>>("/api/consulta/cursos?search_text=historia");
      expect(courses.registros.map((c) => c.nome_departamento)).toEqual(["História (Licenciatura)"]);
      expect(courses.registros[0]).toMatchObject({
        nome_campus: "Campus Centro",
        desc_area_conhecimento: "Ciências Humanas",
      });

      const teachers = await ok<LookupPage<TeacherOut>>("/api/consulta/professores?search_text=JULIA%20prado");
      expect(teachers.registros.map((t) => t.nome_pessoa)).toEqual(["Júlia Ilustração Prado"]);
      const none = await ok<LookupPage<TeacherOut>>("/api/consulta/professores?search_text=zzzz");
      expect(none).toMatchObject({ registros: [], total: 0, lastPage: 1 });

      // Disciplines of one course (Pergamum's codDepartamento is the course).
      const course = courses.registros[0].cod_departamento;
      const taught = await lib.db.query<{ name: string }>(
        `SELECT DISTINCT d.name FROM discipline d JOIN teaching_plan p ON p.discipline_id = d.id WHERE p.course_id = $1 ORDER BY d.name`,
        [course],
      );
      const disciplines = await ok<LookupPage<{ descricao: string }>>(
        `/api/consulta/disciplinas?codDepartamento=${course}`,
      );
      expect(disciplines.registros.map((d) => d.descricao)).toEqual(taught.map((d) => d.name));
      const ciencia = await ok<LookupPage<{ descricao: string }>>("/api/consulta/disciplinas?search_text=ciencia");
      expect(ciencia.registros.map((d) => d.descricao)).toEqual(["História da Ciência"]);
    });

    it("pages with a fixed size and says which page is the last", async () => {
      // Enough teachers for three pages.
      const [{ max }] = await lib.db.query<{ max: number }>("SELECT max(id)::int AS max FROM teacher");
      for (let n = 1; n <= 2 * LOOKUP_PAGE_SIZE; n++) {
        await lib.db.query("INSERT INTO teacher (id, name) VALUES ($1, $2)", [
          max + n,
          `Docente Paginação ${String(n).padStart(2, "0")}`,
        ]);
      }
      try {
        const [{ total }] = await lib.db.query<{ total: number }>("SELECT count(*)::int AS total FROM teacher");
        const first = await ok<LookupPage<TeacherOut>>("/api/consulta/professores");
        expect(first).toMatchObject({ total, page: 1, lastPage: Math.ceil(total / LOOKUP_PAGE_SIZE) });
        expect(first.registros).toHaveLength(LOOKUP_PAGE_SIZE);
        const last = await ok<LookupPage<TeacherOut>>(`/api/consulta/professores?page=${first.lastPage}`);
        expect(last.registros).toHaveLength(total - (first.lastPage - 1) * LOOKUP_PAGE_SIZE);
        const paged = await ok<LookupPage<TeacherOut>>("/api/consulta/professores?search_text=paginacao&page=2");
        expect(paged.registros.map((t) => t.nome_pessoa)).toEqual(
          Array.from(
            { length: LOOKUP_PAGE_SIZE },
            (_, i) => `Docente Paginação ${String(LOOKUP_PAGE_SIZE + i + 1).padStart(2, "0")}`,
          ),
        );
      } finally {
        await lib.db.query("DELETE FROM teacher WHERE id > $1", [max]);
      }
    });

    it("finds one by code or teacher by name, and answers 404 with the one error type when unknown", async () => {
      const [teacher] = await lib.db.query<{ id: number; name: string }>(
        "SELECT id, name FROM teacher ORDER BY id LIMIT 1",
      );
      expect(await ok(`/api/consulta/professor/${teacher.id}`)).toEqual({
        cod_pessoa: teacher.id,
        nome_pessoa: teacher.name,
      });
      const folded = teacher.name.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase();
      expect(await ok(`/api/consulta/professor-by-name?nomeProfessor=${encodeURIComponent(folded)}`)).toEqual({
        cod_pessoa: teacher.id,
        nome_pessoa: teacher.name,
      });
      for (const [path, message] of [
        ["campus/999999", "Campus 999999 não encontrado."],
        ["curso/999999", "Curso 999999 não encontrado."],
        ["disciplina/999999", "Disciplina 999999 não encontrada."],
        ["professor/999999", "Professor 999999 não encontrado."],
        ["professor-by-name?nomeProfessor=Ningu%C3%A9m", "Professor Ninguém não encontrado."],
      ]) {
        const res = await lib.call(`/api/consulta/${path}`);
        expect(res.status, path).toBe(404);
        expect(res.body, path).toEqual({ error: { code: expect.stringMatching(/_not_found$/), message } });
      }
      expect((await lib.call("/api/consulta/curso/abc")).status).toBe(400);
      expect((await lib.call("/api/consulta/cursos?page=0")).status).toBe(400);
    });

    it("lists libraries, of one campus when asked", async () => {
      const rows = await lib.db.query<{ name: string }>("SELECT name FROM library WHERE campus_id = 1 ORDER BY name");
      const page = await ok<LookupPage<{ desc_biblioteca: string }>>("/api/consulta/bibliotecas?codCampus=1");
      expect(page.registros.map((l) => l.desc_biblioteca)).toEqual(rows.map((r) => r.name));
    });
  });

  describe("the plano_ensino search", () => {
    it("is a tab, after new acquisitions", async () => {
      const guides = await ok<SearchGuide[]>("/api/consulta/guias");
      const codes = guides.map((g) => g.codigo);
      expect(codes.indexOf("plano_ensino")).toBe(codes.indexOf("novas_aquisicoes") + 1);
      expect(guides.find((g) => g.codigo === "plano_ensino")?.titulo).toBe("Plano de ensino");
    });

    it("needs a course, a discipline or a teacher", async () => {
      for (const query of ["guia=plano_ensino", "guia=plano_ensino&campus=1"]) {
        for (const path of ["/api/consulta", "/api/consulta/filtros"]) {
          const res = await lib.call(`${path}?${query}`);
          expect(res.status).toBe(400);
          expect(res.body).toEqual({
            error: {
              code: "teaching_plan_choice_required",
              message: "É necessário selecionar um dos seguintes campos: curso, disciplina ou professor.",
            },
          });
        }
      }
      const en = await lib.call("/api/consulta?guia=plano_ensino", { headers: { lang: "5" } });
      expect(en.body.error.message).toBe(
        "Please select at least one of the following fields: course, discipline or teacher.",
      );
      // The choices belong to this guide only.
      expect((await lib.call("/api/consulta?q=history&curso=101")).status).toBe(400);
    });

    it("finds the bibliography of the plans matching course AND discipline AND teacher", async () => {
      // A discipline taught in two courses by two teachers (the demo's História da Ciência).
      const shared = DEMO_PLANS.filter((p) => DEMO_PLANS.filter((q) => q.discipline === p.discipline).length > 1);
      expect(new Set(shared.map((p) => p.course)).size).toBeGreaterThan(1);
      const [a, b] = shared;
      const byDiscipline = await allIds(`guia=plano_ensino&disciplina=${a.discipline}`);
      expect(byDiscipline.ids).toEqual(await planRecords("p.discipline_id = $1", [a.discipline]));
      const byCourse = await allIds(`guia=plano_ensino&curso=${a.course}`);
      expect(byCourse.ids).toEqual(await planRecords("p.course_id = $1", [a.course]));
      const both = await allIds(`guia=plano_ensino&curso=${a.course}&disciplina=${a.discipline}`);
      expect(both.ids).toEqual(
        await planRecords("p.course_id = $1 AND p.discipline_id = $2", [a.course, a.discipline]),
      );
      expect(both.ids.length).toBeGreaterThan(0);
      expect(both.ids.length).toBeLessThan(byDiscipline.ids.length);
      expect(both.ids.length).toBeLessThan(byCourse.ids.length);
      // The other course's teacher with this course: no plan, nothing found.
      const none = await allIds(`guia=plano_ensino&curso=${a.course}&professor=${b.teacher}`);
      expect(none.total).toBe(0);
      const teacher = await allIds(`guia=plano_ensino&professor=${a.teacher}&disciplina=${a.discipline}`);
      expect(teacher.ids).toEqual(both.ids);
      // Campus narrows too: the course's own campus keeps them, the other one drops them.
      const campus = (
        await lib.db.query<{ campus_id: number }>("SELECT campus_id FROM course WHERE id = $1", [a.course])
      )[0].campus_id;
      expect((await allIds(`guia=plano_ensino&curso=${a.course}&campus=${campus}`)).ids).toEqual(byCourse.ids);
      expect((await allIds(`guia=plano_ensino&curso=${a.course}&campus=${campus === 1 ? 2 : 1}`)).total).toBe(0);
    });

    it("says for each record whether it is basic or complementary, and in which discipline of which course", async () => {
      const plan = DEMO_PLANS[0];
      const found = await allIds(`guia=plano_ensino&curso=${plan.course}&disciplina=${plan.discipline}`);
      const entries = await lib.db.query<{ record_id: number; kind: string }>(
        "SELECT record_id, kind FROM teaching_plan_bibliography WHERE plan_id = $1",
        [plan.id],
      );
      expect(found.total).toBe(entries.length);
      const [{ course, discipline }] = await lib.db.query<{ course: string; discipline: string }>(
        "SELECT co.name AS course, d.name AS discipline FROM course co, discipline d WHERE co.id = $1 AND d.id = $2",
        [plan.course, plan.discipline],
      );
      for (const record of found.first.registros) {
        const entry = entries.find((e) => e.record_id === record.cod_acervo)!;
        expect(record.bibliografia).toEqual([
          expect.objectContaining({
            tipo: entry.kind === "basic" ? "basica" : "complementar",
            nome_curso: course,
            disciplina: discipline,
          }),
        ]);
      }
      expect(new Set(found.first.registros.map((r) => r.bibliografia![0].tipo))).toEqual(
        new Set(["basica", "complementar"]),
      );
      // The usual filters work on the bibliography.
      const filters = await ok<FilterDefinition[]>(`/api/consulta/filtros?guia=plano_ensino&curso=${plan.course}`);
      const types = filters.find((f) => f.codigo === "T")!.contagem;
      expect(types.reduce((n, c) => n + c.total, 0)).toBe(
        (await allIds(`guia=plano_ensino&curso=${plan.course}`)).total,
      );
    });
  });

  describe("new acquisitions by course (NA_C) and area (NA_A)", () => {
    it("counts the records of each course's and area's plans, sorted by label", async () => {
      const filters = await ok<FilterDefinition[]>("/api/consulta/filtros?guia=novas_aquisicoes&for=TODOS&q=");
      const courses = filters.find((f) => f.codigo === "NA_C")!;
      const areas = filters.find((f) => f.codigo === "NA_A")!;
      expect(courses.descricao).toBe("Cursos");
      expect(areas.descricao).toBe("Áreas do conhecimento");
      const expectedCourses = await lib.db.query<{ codigo: string; descricao: string; total: number }>(
        `SELECT co.id::text AS codigo, co.name AS descricao, count(DISTINCT b.record_id)::int AS total
           FROM course co JOIN teaching_plan p ON p.course_id = co.id JOIN teaching_plan_bibliography b ON b.plan_id = p.id
          GROUP BY co.id, co.name`,
      );
      const collator = new Intl.Collator("pt", { sensitivity: "base" });
      expectedCourses.sort((x, y) => collator.compare(x.descricao, y.descricao));
      expect(courses.contagem.map(({ codigo, descricao, total }) => ({ codigo, descricao, total }))).toEqual(
        expectedCourses,
      );
      const expectedAreas = await lib.db.query<{ codigo: string; total: number }>(
        `SELECT a.id::text AS codigo, count(DISTINCT b.record_id)::int AS total
           FROM knowledge_area a JOIN course co ON co.knowledge_area_id = a.id JOIN teaching_plan p ON p.course_id = co.id
           JOIN teaching_plan_bibliography b ON b.plan_id = p.id GROUP BY a.id`,
      );
      expect(new Map(areas.contagem.map((c) => [c.codigo, c.total]))).toEqual(
        new Map(expectedAreas.map((a) => [a.codigo, a.total])),
      );
      expect(areas.contagem.map((a) => a.descricao)).toEqual(
        [...areas.contagem.map((a) => a.descricao)].sort(collator.compare),
      );
      // Other guides have no such groups, and refuse the letters.
      const general = await ok<FilterDefinition[]>("/api/consulta/filtros?q=history");
      expect(general.map((f) => f.codigo)).not.toContain("NA_C");
      expect((await lib.call("/api/consulta?q=history&NA_C=101")).status).toBe(400);
    });

    it("restricts to those bibliographies: OR within a letter, AND across letters", async () => {
      const [c1, c2] = [DEMO_PLANS[0].course, DEMO_PLANS[2].course];
      const one = await allIds(`guia=novas_aquisicoes&for=TODOS&q=&NA_C=${c1}`);
      expect(one.ids).toEqual(await planRecords("p.course_id = $1", [c1]));
      const two = await allIds(`guia=novas_aquisicoes&for=TODOS&q=&NA_C=${c1}&NA_C=${c2}`);
      expect(two.ids).toEqual(await planRecords("p.course_id = ANY($1::int[])", [[c1, c2]]));
      expect(two.total).toBeGreaterThan(one.total);
      const [{ area }] = await lib.db.query<{ area: number }>(
        "SELECT knowledge_area_id AS area FROM course WHERE id = $1",
        [c1],
      );
      const byArea = await allIds(`guia=novas_aquisicoes&for=TODOS&q=&NA_A=${area}`);
      expect(byArea.ids).toEqual(await planRecords("co.knowledge_area_id = $1", [area]));
      // Course of one area AND that area: the course's records; AND another area: only records in both.
      const [{ other }] = await lib.db.query<{ other: number }>(
        "SELECT knowledge_area_id AS other FROM course WHERE id = $1",
        [c2],
      );
      expect((await allIds(`guia=novas_aquisicoes&for=TODOS&q=&NA_C=${c1}&NA_A=${area}`)).ids).toEqual(one.ids);
      const across = await allIds(`guia=novas_aquisicoes&for=TODOS&q=&NA_C=${c1}&NA_A=${other}`);
      const inOther = new Set(await planRecords("co.knowledge_area_id = $1", [other]));
      expect(across.ids).toEqual(one.ids.filter((id) => inOther.has(id)));
      // With a term too.
      const term = await allIds(`guia=novas_aquisicoes&for=ASSUNTO&q=history&NA_C=${c1}`);
      expect(term.ids).toEqual(
        await planRecords(
          `p.course_id = $1 AND EXISTS (SELECT 1 FROM record r WHERE r.id = b.record_id AND r.tsv_subject @@ websearch_to_tsquery('opac', 'history'))`,
          [c1],
        ),
      );
      expect(term.total).toBeGreaterThan(0);
    });
  });
});
