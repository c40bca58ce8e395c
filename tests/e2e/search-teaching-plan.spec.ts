/**
 * The teaching-plan tab (decision 019): choosing a course and a discipline through the look-ups
 * (text search, radio list, remove) without JavaScript, the bibliography of the chosen plans,
 * the validation message, and the new-acquisitions filter by course. Same assertions with and
 * without JS; expected values come from the service.
 */
import type { Page } from "@playwright/test";
import { expect, resultCount, test } from "./fixtures.ts";
import { searchTabLink } from "./search-tab-helpers.ts";

interface Found {
  totalRegistros: number;
  registros: {
    titulo: string;
    bibliografia?: { tipo: "basica" | "complementar"; disciplina: string; nome_curso: string }[];
  }[];
}
interface Lookup {
  registros: { cod_departamento?: number; cod_disciplina?: number; nome_departamento?: string; descricao?: string }[];
}

const KIND = { basica: "Bibliografia básica", complementar: "Bibliografia complementar" };

function lookup(page: Page, legend: string) {
  return page.locator("fieldset.plan-lookup").filter({ has: page.locator(`legend:text-is("${legend}")`) });
}

test.describe("teaching plan tab", () => {
  test("asks for a course, a discipline or a teacher", async ({ page, a11y }) => {
    await a11y.visit("/");
    await (await searchTabLink(page, "Plano de ensino")).click();
    await expect(page).toHaveURL(/\/plano_ensino$/);
    await expect(page.getByRole("heading", { level: 1, name: "Plano de ensino" })).toBeVisible();
    await a11y.check();

    await page.getByRole("button", { name: "Pesquisar", exact: true }).click();
    await expect(page).toHaveTitle(/^Erro: /);
    const message = "É necessário selecionar um dos seguintes campos: curso, disciplina ou professor.";
    await expect(page.getByRole("alert").getByRole("link", { name: message })).toBeVisible();
    await expect(page.getByLabel("Procurar curso")).toHaveAccessibleDescription(new RegExp(message));
    await a11y.check();
  });

  test("chooses a course and a discipline through the look-ups and lists their bibliography", async ({
    page,
    a11y,
    request,
  }) => {
    await a11y.visit("/plano_ensino");
    const courses = (await (await request.get("/api/consulta/cursos?search_text=historia")).json()) as Lookup;
    const course = courses.registros[0];
    expect(course.nome_departamento).toBeTruthy();

    // Course look-up: type part of the name without accents, list, choose.
    await page.getByLabel("Procurar curso").fill("historia");
    await page.getByRole("button", { name: "Procurar cursos" }).click();
    await expect(page).toHaveURL(/acao=procurar-curso/);
    const courseList = lookup(page, "Curso").getByRole("group", { name: `Encontrados: ${courses.registros.length}` });
    await expect(courseList.getByRole("radio")).toHaveCount(courses.registros.length);
    await a11y.check();
    await courseList.getByRole("radio", { name: course.nome_departamento! }).check();

    // Discipline look-up: only the chosen course's disciplines (the course's radio is submitted with it).
    const disciplines = (await (
      await request.get(`/api/consulta/disciplinas?search_text=ciencia&codDepartamento=${course.cod_departamento}`)
    ).json()) as Lookup;
    const discipline = disciplines.registros[0];
    await page.getByLabel("Procurar disciplina").fill("ciencia");
    await page.getByRole("button", { name: "Procurar disciplinas" }).click();
    await expect(lookup(page, "Curso")).toContainText(`Escolhido: ${course.nome_departamento}`);
    const disciplineList = lookup(page, "Disciplina").getByRole("group", {
      name: `Encontrados: ${disciplines.registros.length}`,
    });
    await disciplineList.getByRole("radio", { name: discipline.descricao! }).check();
    await a11y.check();

    await page.getByRole("button", { name: "Pesquisar", exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/plano_ensino\\?curso=${course.cod_departamento}&disciplina=${discipline.cod_disciplina}$`),
    );
    const api = (await (
      await request.get(
        `/api/consulta?guia=plano_ensino&curso=${course.cod_departamento}&disciplina=${discipline.cod_disciplina}`,
      )
    ).json()) as Found;
    expect(api.totalRegistros).toBeGreaterThan(0);
    await expect.poll(() => resultCount(page)).toBe(api.totalRegistros);
    const results = page.locator(".result-list > li");
    await expect(results).toHaveCount(api.registros.length);
    for (const [i, record] of api.registros.entries()) {
      // The heading's name: the ordinal beside the title is drawn for the eye (aria-hidden).
      await expect(results.nth(i).getByRole("heading", { level: 3 })).toHaveAccessibleName(record.titulo);
      await expect(results.nth(i).locator(".result__plans li")).toHaveText(
        record.bibliografia!.map((b) => `${KIND[b.tipo]} de ${b.disciplina} – ${b.nome_curso}`),
      );
    }
    await expect(lookup(page, "Disciplina")).toContainText(`Escolhido: ${discipline.descricao}`);
    await a11y.check();

    // The teacher look-up pages through every teacher, keeping the course and discipline chosen.
    const teachers = (await (await request.get("/api/consulta/professores")).json()) as {
      lastPage: number;
      total: number;
    };
    expect(teachers.lastPage).toBeGreaterThan(1);
    await page.getByRole("button", { name: "Procurar professores" }).click();
    const teacherLookup = lookup(page, "Professor");
    await expect(teacherLookup.getByText(`Página 1 de ${teachers.lastPage}`)).toBeVisible();
    await a11y.check();
    await teacherLookup.getByRole("link", { name: "Próxima página" }).click();
    await expect(teacherLookup.getByText(`Página 2 de ${teachers.lastPage}`)).toBeVisible();
    const secondPage = (await (await request.get("/api/consulta/professores?page=2")).json()) as {
      registros: { nome_pessoa: string }[];
    };
    await expect(teacherLookup.getByRole("radio")).toHaveCount(secondPage.registros.length);
    await expect(lookup(page, "Curso")).toContainText(`Escolhido: ${course.nome_departamento}`);
    await expect(lookup(page, "Disciplina")).toContainText(`Escolhido: ${discipline.descricao}`);
    await a11y.check();
    // Searching without choosing a teacher keeps the same results.
    await page.getByRole("button", { name: "Pesquisar", exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/plano_ensino\\?curso=${course.cod_departamento}&disciplina=${discipline.cod_disciplina}$`),
    );
    await expect.poll(() => resultCount(page)).toBe(api.totalRegistros);
    await a11y.check();

    // Removing the discipline keeps the course; searching again lists the whole course's plans.
    await lookup(page, "Disciplina")
      .getByRole("button", { name: /^Remover/ })
      .click();
    await expect(lookup(page, "Disciplina")).not.toContainText("Escolhido:");
    await expect(lookup(page, "Curso")).toContainText(`Escolhido: ${course.nome_departamento}`);
    await a11y.check();
    await page.getByRole("button", { name: "Pesquisar", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/plano_ensino\\?curso=${course.cod_departamento}$`));
    const whole = (await (
      await request.get(`/api/consulta?guia=plano_ensino&curso=${course.cod_departamento}`)
    ).json()) as Found;
    expect(whole.totalRegistros).toBeGreaterThan(api.totalRegistros);
    await expect.poll(() => resultCount(page)).toBe(whole.totalRegistros);
    await a11y.check();
  });
});

test.describe("new acquisitions by course", () => {
  test("the course filter narrows the listing and is removable", async ({ page, a11y, request }) => {
    await a11y.visit("/novas_aquisicoes?q=&for=TODOS");
    const total = await resultCount(page);
    const filters = (await (await request.get("/api/consulta/filtros?guia=novas_aquisicoes&for=TODOS&q=")).json()) as {
      codigo: string;
      contagem: { codigo: string; descricao: string; total: number }[];
    }[];
    const courses = filters.find((f) => f.codigo === "NA_C")!.contagem;
    expect(courses.length).toBeGreaterThan(0);
    const group = page.locator(".filter-panel__group").filter({ has: page.locator('legend:text-is("Cursos")') });
    await expect(group.getByRole("link")).toHaveText(courses.map((c) => c.descricao));
    const course = courses[0];
    expect(course.total).toBeLessThan(total);

    await group.getByRole("link", { name: course.descricao, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]NA_C=${course.codigo}`));
    await expect.poll(() => resultCount(page)).toBe(course.total);
    const active = page.getByRole("region", { name: "Filtros aplicados" });
    await expect(active).toContainText(`Cursos: ${course.descricao}`);
    await a11y.check();

    await active.getByRole("link", { name: `Remover filtro Cursos: ${course.descricao}` }).click();
    await expect(page).not.toHaveURL(/NA_C=/);
    await expect.poll(() => resultCount(page)).toBe(total);
    await a11y.check();
  });
});
