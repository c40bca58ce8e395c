/**
 * A catalogue patrons enjoy (decision 037), with and without JS, the same assertions:
 * - the first result high on the page (at most 300 px down at 1280x800, within the first screen
 *   at 360x740), each result and the record saying where a copy is, the record's way back to the
 *   results and to the previous and next result, compressed pages; a record opened from mid-page
 *   shown from its top and Back to the results where they were (with JS, the focus on the result
 *   opened), also after a filter and a page change;
 * - on a 360x740 phone (decision 061) the first result's title and availability within the first
 *   screen in Portuguese, English and Spanish, and no main page wider than 320 px with WCAG 1.4.12
 *   text spacing;
 * - the patron home as a dashboard for `demo` and `norte`, a fine still running said as a debt in
 *   progress, and no patron page scrolling sideways at 320 px; on a phone the page's `h1` and what
 *   needs doing before the folded menu, and the loans as cards with the due date and status in
 *   sight;
 * - what the patron typed before the page hydrated kept, and after a search, a filter, a page
 *   change or a new term row the focus where the patron is and the count said (JS on a throttled
 *   CPU; without JS the same visible outcome).
 * Rule by rule (wording, refusals, compression) is in unit and API tests.
 */
import type { APIRequestContext, Page } from "@playwright/test";

import { loginTo } from "./circulation-helpers.ts";
import { expect, resultCount, test, typeTerm, type A11y } from "./fixtures.ts";

const SEARCH = "/?q=history&for=LIVRE";

interface LibraryAvailability {
  nome_biblioteca: string;
  total: number;
  disponiveis: number;
  emprestados: number;
  proxima_devolucao: string | null;
}

const day = (iso: string) => iso.split("-").reverse().join("/");

/** The record's first availability line as the catalogue words it, from the service's answer. */
async function expectedAvailability(request: APIRequestContext, id: number): Promise<string> {
  const answer = await request.get(`/api/acervo/${id}/disponibilidade`);
  expect(answer.ok()).toBe(true);
  const { bibliotecas } = (await answer.json()) as { bibliotecas: LibraryAvailability[] };
  const onShelf = bibliotecas
    .filter((l) => l.disponiveis > 0)
    .sort((a, b) => b.disponiveis - a.disponiveis || a.nome_biblioteca.localeCompare(b.nome_biblioteca));
  if (onShelf[0])
    return `Disponível em ${onShelf[0].nome_biblioteca} (${onShelf[0].disponiveis} de ${onShelf[0].total})`;
  const due = bibliotecas
    .map((l) => l.proxima_devolucao)
    .filter((d): d is string => d !== null)
    .sort()[0];
  expect(due, `record ${id} has a copy on the shelf or on loan`).toBeDefined();
  return `Emprestado, devolução prevista em ${day(due!)}`;
}

async function top(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * Scroll and Back like a plain page (decision 059): the tenth result, reached from the keyboard
 * and opened, shows its record from the top; Back shows the results where they were and, with JS,
 * the focus on the result opened. Without JS the focus comes back only from a back-forward cache,
 * which the tests' browser (Chromium's headless shell) does not have; the browser reloads the page
 * at its scroll position.
 */
async function openTenthAndComeBack(page: Page, a11y: A11y, javaScriptEnabled: boolean | undefined) {
  const link = page.locator(".result-list > li").nth(9).locator("h3 a");
  await link.focus();
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(0);
  const href = (await link.getAttribute("href"))!;
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(href);
  await expect(page.getByRole("navigation", { name: "Navegação nos resultados" })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await a11y.check();
  await page.goBack();
  if (javaScriptEnabled) await expect(link).toBeFocused();
  await expect.poll(() => scrollY(page)).toBe(before);
}

async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** WCAG 1.4.12's text spacing, as a user style sheet would set it. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

/** The main page types, each at most 320 px wide at 320 px with text spacing (decision 061). */
const MAIN_PAGES = ["/", SEARCH, "/pesquisa_avancada", "/login", "/faq", "/catalogos/museus", "/nao-existe"];

/** Where the first result's title and availability end, from the top of the page. */
async function firstResultBottom(page: Page): Promise<{ title: number; availability: number }> {
  const first = page.locator(".result-list > li").first();
  const bottom = (locator: typeof first) =>
    locator.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
  return { title: await bottom(first.locator("h3")), availability: await bottom(first.locator(".availability")) };
}

/** YYYY-MM-DD in the library's time zone, `days` from today, as the dashboard writes it. */
function libraryDay(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return day(date.toISOString().slice(0, 10));
}

test("results first with availability, the record's way back and to its neighbours, compressed pages", async ({
  page,
  a11y,
  request,
  javaScriptEnabled,
}) => {
  test.slow(); // a whole walk: results, three record pages, two viewports, the compressed answers
  await page.setViewportSize({ width: 1280, height: 800 });
  await a11y.visit(SEARCH);
  const results = page.locator(".result-list > li");
  await expect(results).toHaveCount(20);
  expect(await top(page, ".result-list > li")).toBeLessThanOrEqual(300);
  // The search is one line above the results, and there is no second search bar in the header.
  await expect(page.getByRole("search")).toHaveCount(1);
  await expect(page.getByLabel("Termo de pesquisa")).toHaveValue("history");

  const ids = await results
    .locator("h3 a")
    .evaluateAll((links) => links.map((a) => Number(a.getAttribute("href")!.split("/").pop())));
  const first = await expectedAvailability(request, ids[0]);
  await expect(results.first().locator(".availability li").first()).toHaveText(first);

  // The record: its availability, back to the results, previous and next.
  await results.first().locator("h3 a").click();
  await expect(page).toHaveURL(`/acervo/${ids[0]}`);
  const nav = page.getByRole("navigation", { name: "Navegação nos resultados" });
  await expect(nav).toContainText("Resultado 1 de 20 desta página");
  await expect(nav.getByRole("link", { name: "‹ Resultado anterior" })).toHaveCount(0);
  const availability = page.getByRole("region", { name: "Disponibilidade" });
  await expect(availability.locator("li").first()).toHaveText(first);
  // Every page but the search tabs has the header's search.
  await expect(page.getByRole("search", { name: "Pesquisa rápida" })).toBeVisible();
  await a11y.check();

  await nav.getByRole("link", { name: "Próximo resultado ›" }).click();
  await expect(page).toHaveURL(`/acervo/${ids[1]}`);
  await expect(nav).toContainText("Resultado 2 de 20 desta página");
  await expect(availability.locator("li").first()).toHaveText(await expectedAvailability(request, ids[1]));
  await a11y.check();
  await nav.getByRole("link", { name: "‹ Resultado anterior" }).click();
  await expect(page).toHaveURL(`/acervo/${ids[0]}`);
  await nav.getByRole("link", { name: "← Voltar aos resultados" }).click();
  await expect(page).toHaveURL(SEARCH);
  await expect(results).toHaveCount(20);
  // A record opened from mid-page and Back, then the same after a filter (decision 059).
  await openTenthAndComeBack(page, a11y, javaScriptEnabled);
  const total = await resultCount(page);
  await page
    .getByRole("region", { name: "Refinar resultados" })
    .getByRole("group", { name: "Biblioteca" })
    .getByRole("link", { name: "Biblioteca Central", exact: true })
    .click();
  await expect.poll(() => resultCount(page)).toBeLessThan(total);
  await a11y.check();
  await openTenthAndComeBack(page, a11y, javaScriptEnabled);
  await page.goto(SEARCH);

  // A phone: the first result within the first screen, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => top(page, ".result-list > li")).toBeLessThan(740);
  expect(await scrollsSideways(page)).toBe(false);
  await a11y.check();
  // Its title and availability too, in each language, nothing covering them (decision 061); then
  // the main page types at 320 px with WCAG 1.4.12 text spacing. A second tab, measured only: each
  // page's axe check belongs to its own spec.
  const probe = await page.context().newPage();
  try {
    await probe.setViewportSize({ width: 360, height: 740 });
    // Portuguese last: the choice is a cookie of the browser, and the rest of the walk is in Portuguese.
    for (const lng of ["en", "es", "pt"]) {
      await probe.goto(`${SEARCH}&lng=${lng}`);
      await expect(probe.locator("html")).toHaveAttribute("lang", lng);
      const bottom = await firstResultBottom(probe);
      expect(bottom.title, lng).toBeLessThanOrEqual(740);
      expect(bottom.availability, lng).toBeLessThanOrEqual(740);
      // The first screen's bottom edge: what is drawn there is the page itself, not a bar over it.
      const atEdge = await probe.evaluate(() => document.elementFromPoint(180, 735)?.closest(".mobile-home__menu"));
      expect(atEdge, lng).toBeFalsy();
    }
    await probe.setViewportSize({ width: 320, height: 640 });
    const wide: string[] = [];
    for (const path of MAIN_PAGES) {
      await probe.goto(path);
      await probe.evaluate((css) => {
        const style = document.createElement("style");
        style.textContent = css;
        document.head.append(style);
      }, TEXT_SPACING);
      const width = await probe.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wide.push(`${path}: ${width}`);
    }
    expect(wide).toEqual([]);
  } finally {
    await probe.close();
  }
  // The record on a phone: its tabs a compact list in two columns, not rows of wrapping tabs.
  await results.first().locator("h3 a").click();
  await expect(page).toHaveURL(`/acervo/${ids[0]}`);
  const tabs = page.getByRole("navigation", { name: "Seções do registro" });
  // With JS the address changes before the new page is drawn: asked again until the record's tabs are there.
  const columns = () =>
    tabs
      .getByRole("link")
      .evaluateAll((links) => new Set(links.map((a) => Math.round(a.getBoundingClientRect().left))).size);
  await expect.poll(columns).toBe(2);
  expect((await tabs.boundingBox())!.height).toBeLessThanOrEqual(200);
  expect(await scrollsSideways(page)).toBe(false);
  await a11y.check();
  // Back on a phone, then a page change, a record opened from mid-page and Back (decision 059).
  await page.goBack();
  await page
    .getByRole("navigation", { name: "Paginação dos resultados" })
    .getByRole("link", { name: "Página 2", exact: true })
    .click();
  await expect(page.locator(".result-list")).toHaveAttribute("start", "21");
  await a11y.check();
  await openTenthAndComeBack(page, a11y, javaScriptEnabled);

  // Compressed as the browser asks; the bundles cached for a year.
  for (const encoding of ["br", "gzip"]) {
    const html = await request.get(SEARCH, { headers: { "Accept-Encoding": encoding } });
    expect(html.headers()["content-encoding"]).toBe(encoding);
    expect(html.headers()["vary"]).toContain("Accept-Encoding");
    expect(await html.text()).toContain('id="results-heading"');
  }
  const bundle = await page.locator("link[rel=stylesheet][href^='/build/']").first().getAttribute("href");
  const asset = await request.get(bundle!, { headers: { "Accept-Encoding": "br" } });
  expect(asset.headers()["content-encoding"]).toBe("br");
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("the patron home says what needs doing, for demo and norte; no patron page scrolls sideways at 320 px", async ({
  page,
  a11y,
}) => {
  await loginTo(page, a11y, "/meupergamum");
  const todo = page.getByRole("region", { name: "O que precisa da sua atenção" });
  const items = todo.getByRole("listitem");
  // Most urgent first; each kind said in words, not colour alone.
  await expect(items.locator(".dashboard__kind")).toHaveText([
    "Em atraso:",
    "Pronta para retirada:",
    "Vence em breve:",
  ]);
  await expect(items.nth(0)).toContainText(
    `devolução prevista em ${libraryDay(-3)} (3 dias de atraso). Multa até hoje: R$ 3,00.`,
  );
  await expect(items.nth(1)).toContainText(`retirar até ${libraryDay(2)}.`);
  await expect(items.nth(2)).toContainText(`devolver até ${libraryDay(2)}.`);
  // The overdue title, in English, says so inside the Portuguese sentence (decision 038).
  await expect(
    items.nth(0).getByText("Comparative statistical tables and charts of the commerce of the world", { exact: true }),
  ).toHaveAttribute("lang", "en");
  const counts = page.getByRole("region", { name: "Seus serviços" }).getByRole("link");
  await expect(counts).toHaveText([
    "3 empréstimos em aberto",
    "3 reservas (1 pronta para retirada)",
    "Débito em andamento: R$ 3,00 de multa até hoje, lançado na devolução",
  ]);
  await a11y.check();

  // A phone (decision 061): the page's h1 first, then what needs doing, then the menu, folded.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(
    await page
      .locator("h1, h2")
      .first()
      .evaluate((h) => h.tagName),
  ).toBe("H1");
  const menuNav = page.getByRole("navigation", { name: "Minha conta" });
  const fold = menuNav.getByText("Menu da conta");
  await expect(fold).toBeVisible();
  await expect(menuNav.getByRole("link", { name: "Empréstimos" })).toBeHidden();
  const topOf = async (locator: typeof todo) => (await locator.boundingBox())!.y;
  expect(await topOf(items.first())).toBeLessThan(740);
  expect(await topOf(todo)).toBeLessThan(await topOf(menuNav));
  await a11y.check();
  // The loans, from the folded menu, as cards: the due date and the status under the title, in sight.
  await fold.click();
  await menuNav.getByRole("link", { name: "Empréstimos" }).click();
  await expect(page).toHaveURL("/meupergamum/emprestimos");
  const card = page.locator("tbody > tr").first();
  const title = card.getByRole("rowheader");
  for (const [cell, column] of [
    [card.locator(".table__lead--1"), "Devolução prevista"],
    [card.locator(".table__lead--2"), "Situação"],
  ] as const) {
    await expect(cell).toHaveAttribute("data-label", column);
    await expect(cell).toBeInViewport();
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width, column).toBeLessThanOrEqual(360);
    expect(box.y, column).toBeGreaterThan(await topOf(title));
  }
  expect(await scrollsSideways(page)).toBe(false);
  await a11y.check();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goBack();

  // Every page of the patron's menu at 320 px: a second tab, measured only (each page's axe check
  // belongs to its own spec).
  const menu = await page
    .getByRole("navigation", { name: "Minha conta" })
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  expect(menu.length).toBeGreaterThan(10);
  const probe = await page.context().newPage();
  try {
    await probe.setViewportSize({ width: 320, height: 640 });
    const wide: string[] = [];
    for (const href of menu) {
      const response = await probe.goto(href);
      expect(response?.status(), href).toBe(200);
      if (await scrollsSideways(probe)) wide.push(href);
    }
    expect(wide).toEqual([]);
  } finally {
    await probe.close();
  }

  await page.context().clearCookies();
  await loginTo(page, a11y, "/meupergamum", "norte");
  await expect(items.locator(".dashboard__kind")).toHaveText(["Em atraso:", "Débito:", "Suspensão:"]);
  await expect(items.nth(0)).toContainText(
    `devolução prevista em ${libraryDay(-10)} (10 dias de atraso). Multa até hoje: R$ 5,00.`,
  );
  await expect(items.nth(1)).toContainText("Você deve R$ 3,50.");
  await expect(items.nth(2)).toContainText(
    `Empréstimos suspensos até ${libraryDay(5)} (Suspensão por devolução em atraso).`,
  );
  await expect(counts).toHaveText(["1 empréstimo em aberto", "Nenhuma reserva", "Débitos pendentes: R$ 3,50"]);
  // The debt recorded and the fine still running, both said.
  await expect(counts.last().locator("..")).toHaveText(
    "Débitos pendentes: R$ 3,50 e R$ 5,00 de multa em andamento, lançada na devolução",
  );
  await a11y.check();
});

test("typed text survives hydration; after a search, a filter, a page and a new row the focus is where the patron is", async ({
  page,
  a11y,
  javaScriptEnabled,
}) => {
  test.slow(); // a throttled CPU, then five page states
  // A slow phone: the page is shown long before its script has run.
  const cdp = javaScriptEnabled ? await page.context().newCDPSession(page) : null;
  await cdp?.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.goto("/", { waitUntil: "commit" });
  const term = page.getByLabel("Termo de pesquisa");
  await term.click();
  await term.pressSequentially("history");
  // Hydrated: the field became the suggestions combobox, the same element, with what was typed.
  if (javaScriptEnabled) await expect(page.getByRole("combobox", { name: "Termo de pesquisa" })).toBeVisible();
  await expect(term).toHaveValue("history");
  await expect(term).toBeFocused();
  await cdp?.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await a11y.check();

  const heading = page.getByRole("heading", { level: 2, name: "Resultados da pesquisa" });
  const said = page.locator("#search-announcement");
  await term.press("Enter");
  await expect(page).toHaveURL(/[?&]q=history/);
  const total = await resultCount(page);
  await expect(heading).toBeVisible();
  if (javaScriptEnabled) {
    await expect(heading).toBeFocused();
    await expect(said).toHaveText(`${total} registros encontrados`);
  }
  await a11y.check();

  // A filter, then the next page: the same.
  const libraries = page.getByRole("region", { name: "Refinar resultados" }).getByRole("group", { name: "Biblioteca" });
  await libraries.getByRole("link", { name: "Biblioteca Central", exact: true }).click();
  await expect(page).toHaveURL(/[?&]B=\d+/);
  await expect.poll(() => resultCount(page)).toBeLessThan(total);
  const filtered = await resultCount(page);
  if (javaScriptEnabled) {
    await expect(heading).toBeFocused();
    await expect(said).toHaveText(`${filtered} registros encontrados`);
  }
  await a11y.check();
  await page
    .getByRole("navigation", { name: "Paginação dos resultados" })
    .getByRole("link", { name: "Página 2", exact: true })
    .click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.locator(".result-list")).toHaveAttribute("start", "21");
  if (javaScriptEnabled) {
    await expect(heading).toBeFocused();
    // The same count, said again with the page that is the news (20 a page).
    await expect(said).toHaveText(`${filtered} registros encontrados. Página 2 de ${Math.ceil(filtered / 20)}`);
  }
  await a11y.check();

  // A new term row: its field has the focus (JS); the row is there with what was typed (both).
  await a11y.visit("/pesquisa_avancada");
  await typeTerm(page.getByLabel("Termo 1"), "history");
  await page.getByRole("button", { name: "Adicionar termo" }).click();
  const second = page.getByLabel("Termo 2", { exact: true });
  await expect(second).toBeVisible();
  await expect(page.getByLabel("Termo 1")).toHaveValue("history");
  if (javaScriptEnabled) {
    await expect(second).toBeFocused();
    await expect(said).toHaveText("2 termos no formulário");
  }
  await a11y.check();
});
