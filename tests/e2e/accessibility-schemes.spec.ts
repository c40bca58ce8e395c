/**
 * "axe clean in every colour scheme and at the largest text size" (decision 038) for every page
 * type the accessibility work covers: the accessible search from the
 * start to a title's copies (start, about, pre-result, results, filters with one chosen, details
 * with one library's copies, libraries) and its own FAQ, the statistics home and each of the
 * eleven reports with a filter and its chart (its table and CSV link are in the page; the CSV
 * itself is statistics.spec.ts's), the kids home with every information tab open, the kids record
 * page in each view it draws (details, covers, reference, MARC, Dublin Core, copies,
 * localisation, reservation), a record with its availability under the title, the museum
 * catalogue and one of its objects, the FAQ, information, service points and one of them, a
 * function's explanation, events and support pages, and the six mobile views at 360 px without
 * sideways scrolling. With and without JS, at the largest text size the bar offers, the
 * preferences set by the cookie the bar writes (walking the bar's controls is
 * tests/e2e/accessibility-bar.spec.ts's part, each flow its own spec's).
 *
 * Every page type in every scheme, in every run (decision 038): each page is
 * loaded once and shown in the other three schemes in place, since its server HTML in another
 * scheme differs only by the scheme's two marks (proved for each page, once a run); the rules that
 * read no colour are analysed once a page (their verdict ignores the scheme, fixtures.ts), the
 * colour rules once per page and scheme. The normal scheme at the default size is every flow's
 * spec's, and every pair of colour tokens in every scheme (at the 4.5:1 of normal-size text, which
 * axe relaxes to 3:1 at 200 %) is app/features/a11y/contrast.test.ts's.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

import type { APIRequestContext, Locator, Page, Response, TestInfo } from "@playwright/test";

import { SCHEMES, TEXT_SIZE_MAX, type Scheme } from "../../app/features/a11y/preferences.ts";

import { expect, schemeBlind, test, withoutScripts } from "./fixtures.ts";
import { recordByKey, type RecordKey } from "./record-finders.ts";

/** The bar's cookie (app/features/a11y/preferences.server.ts): Remix's unsigned JSON in base64. */
const prefsCookie = (scheme: Scheme, textSize: number, bold: boolean) =>
  Buffer.from(JSON.stringify({ scheme, textSize, bold })).toString("base64");

/** What `<html>` says: its scheme (normal is the absence of one) and text size. */
const applied = (scheme: Scheme) => ({ scheme: scheme === "normal" ? null : scheme, textSize: String(TEXT_SIZE_MAX) });

/**
 * The scheme and the size are in the server's HTML. Read in one call (as `showScheme` does): a
 * locator assertion each cost a round trip, a sixth of a scheme's check.
 */
async function expectApplied(page: Page, scheme: Scheme) {
  const html = await page.evaluate(() => ({
    scheme: document.documentElement.getAttribute("data-scheme"),
    textSize: document.documentElement.getAttribute("data-text-size"),
  }));
  expect(html).toEqual(applied(scheme));
}

const year = new Date().getFullYear() - 1;

interface PageCase {
  /** The page's address, or how to find it in the demo data (a record's id depends on the import). */
  path: string | ((request: APIRequestContext) => Promise<string>);
  /** The visible h1. */
  heading: string;
  /** What else the page must show. */
  shows?: (page: Page) => Locator;
  /** Brings the page to the state checked (after loading it). */
  open?: (page: Page) => Promise<void>;
  /** A phone's window (360 px), where nothing may be wider than the window. */
  phone?: boolean;
}

const LUCRETIA = "Lucretia Mott : a photo-illustrated biography";
const lucretia = (view: string) => `/catalogos/kids/acervo/129/*/${view}`;
/** The Dust Bowl (Lassieur, 2009): copies on the shelf and on loan, its availability under the title. */
const DUST_BOWL: RecordKey = { key: "15408335|", search: "q=dust+bowl&for=TITULO" };
/** Orihon (Burtonwood, 2014), a three-dimensional object of the museum catalogue. */
const ORIHON: RecordKey = { key: "9928371|", search: "q=orihon&for=TITULO" };

/** A statistics report: its h1 and the name of its chart, drawn for the filter in the address. */
const report = (path: string, heading: string, chart: string): PageCase => ({
  path: `/estatistica/${path}`,
  heading,
  shows: (page) => page.getByRole("img", { name: `Gráfico: ${chart}` }),
});

const CASES = {
  accessibleStart: { path: "/pesquisa_acessibilidade", heading: "Pesquisa acessível" },
  accessibleAbout: { path: "/pesquisa_acessibilidade/sobre", heading: "Sobre a pesquisa acessível" },
  accessiblePreResult: {
    path: "/pesquisa_acessibilidade/pre-resultado?q=civil&titulos=TT",
    heading: "Resultado da pesquisa",
    shows: (page) => page.getByText("14 títulos encontrados para “civil”."),
  },
  accessibleResults: {
    path: "/pesquisa_acessibilidade/resultados?q=civil&titulos=TT",
    heading: "Resultados, página 1 de 2",
  },
  // With a filter chosen: the radio the server marks checked.
  accessibleFilters: {
    path: "/pesquisa_acessibilidade/filtros?q=civil&titulos=TT&tipo_obra=9",
    heading: "Filtrar os resultados",
    shows: (page) => page.getByRole("radio", { name: "Gravação de som (1 título)", checked: true }),
  },
  accessibleDetails: {
    path: "/pesquisa_acessibilidade/detalhes/601/2?q=civil&titulos=TT&tipo_obra=9",
    heading: "Civil disobedience",
    shows: (page) => page.getByRole("table", { name: /^Exemplares na Biblioteca de Ciências Humanas/ }),
  },
  accessibleLibraries: {
    path: "/pesquisa_acessibilidade/bibliotecas/601?q=civil&titulos=TT&tipo_obra=9",
    heading: "Bibliotecas com Civil disobedience",
  },
  accessibleFaq: {
    path: "/pesquisa_acessibilidade/duvidas-frequentes",
    heading: "Dúvidas frequentes sobre a pesquisa acessível",
  },
  statistics: {
    path: "/estatistica",
    heading: "Estatísticas",
    shows: (page) => page.getByRole("listitem").filter({ hasText: "Usuários ativos:" }),
  },
  // Every report with a filter (the two of active users by library and by category have none).
  openingDays: report(
    `estat_bib_funcionamento?ano=${year}`,
    "Dias de funcionamento",
    // The chart draws the months' totals: its title says so (the table is by library and month).
    `Dias de funcionamento em ${year}, por mês, somando as bibliotecas`,
  ),
  turnstiles: report(
    `estat_bib_catracas?biblioteca=1&ano=${year}&mes=3`,
    "Frequência (catracas)",
    `Entradas e saídas em Março ${year} – Biblioteca Central`,
  ),
  usersByLibrary: report("estat_usu_inst_bib", "Usuários ativos por biblioteca", "Usuários ativos por biblioteca"),
  usersByCategory: report("estat_usu_inst_categ_usu", "Usuários ativos por categoria", "Usuários ativos por categoria"),
  usersByUnit: report(
    "estat_usu_inst_uo?ordem=total",
    "Usuários ativos por unidade organizacional",
    "Usuários ativos por unidade organizacional (página 1 de 1)",
  ),
  circulationInstitution: report(
    `estat_circ_mat_inst?ano=${year}&opcao=D`,
    "Circulação de materiais na instituição",
    `Devoluções em ${year}, por mês – toda a instituição`,
  ),
  circulationLibrary: report(
    `estat_circ_mat_bib?biblioteca=1&ano=${year}&opcao=D`,
    "Circulação de materiais por biblioteca",
    `Devoluções em ${year}, por mês – Biblioteca Central`,
  ),
  collection: report(
    "estat_acervo_geral?bibliotecas=1&bibliotecas=2&tipos=1",
    "Acervo geral",
    "Títulos e exemplares por biblioteca e tipo de obra",
  ),
  mec: report(
    "estat_mec_q83?biblioteca=1",
    "MEC – acervo por área do conhecimento",
    "Títulos e exemplares por área do conhecimento – Biblioteca Central – Acervo atual",
  ),
  mecBooks: report(
    "estat_mec_q83_a?biblioteca=1",
    "MEC – livros por área do conhecimento (tipo A)",
    "Títulos e exemplares por área do conhecimento – Biblioteca Central – Acervo atual",
  ),
  mecPeriodicals: report(
    "estat_mec_q83_b?biblioteca=1",
    "MEC – periódicos por área do conhecimento (tipo B)",
    "Títulos e exemplares por área do conhecimento – Biblioteca Central – Acervo atual",
  ),
  kidsHome: {
    path: "/catalogos/kids",
    heading: "Catálogo infantil",
    shows: (page) =>
      page.getByRole("region", { name: "Informações" }).getByRole("table", { name: "Horário de atendimento" }),
    // Native disclosures, with or without JS, every one open (the empty HTML tab is not drawn);
    // from the keyboard, since a mouse left over one would hover whatever the next page shows there.
    open: async (page) => {
      const info = page.getByRole("region", { name: "Informações" });
      for (const tab of ["Sobre a biblioteca infantil", "Atendimento", "Eventos", "Regras da sala"])
        await info.getByText(tab, { exact: true }).press("Enter");
      await expect(info.locator("details[open]")).toHaveCount(4);
    },
  },
  // The record page in each view its side menu draws itself (catalogue-home.ts KIDS_VIEWS).
  kidsRecord: {
    path: "/catalogos/kids/acervo/129",
    heading: LUCRETIA,
    shows: (page) => page.getByRole("heading", { level: 2, name: "Dados do acervo – Livro" }),
  },
  kidsCovers: {
    path: lucretia("capas"),
    heading: LUCRETIA,
    shows: (page) => page.getByRole("img", { name: `Capa de ${LUCRETIA}` }),
  },
  kidsReference: {
    path: lucretia("referencia"),
    heading: LUCRETIA,
    shows: (page) => page.getByText("DAVIS, Lucile. Lucretia Mott: a photo-illustrated biography.", { exact: false }),
  },
  kidsMarc: {
    path: lucretia("marc"),
    heading: LUCRETIA,
    shows: (page) => page.getByRole("table", { name: /^Registro MARC de Lucretia Mott/ }),
  },
  kidsDublinCore: {
    path: lucretia("dublin-core"),
    heading: LUCRETIA,
    shows: (page) => page.getByRole("cell", { name: /Lucretia Mott/ }).first(),
  },
  kidsCopies: {
    path: lucretia("exemplares"),
    heading: LUCRETIA,
    shows: (page) =>
      page
        .getByRole("table", { name: "Biblioteca Central: 1 de 1 disponíveis" })
        .getByRole("row", { name: "100001291 305.42/092 — Disponível" }),
  },
  kidsLocalisation: {
    path: lucretia("localizacao"),
    heading: LUCRETIA,
    shows: (page) =>
      page
        .getByRole("table", { name: "Biblioteca Central: 1 de 1 disponíveis" })
        .getByRole("row", { name: "Acervo geral 305.42/092 Disponível" }),
  },
  kidsReservation: {
    path: lucretia("reserva"),
    heading: LUCRETIA,
    shows: (page) => page.getByRole("link", { name: "Reservar" }),
  },
  // A record as a patron meets it: availability by library and Reservar under the title.
  record: {
    path: async (request) => `/acervo/${await recordByKey(request, DUST_BOWL)}`,
    heading: "The Dust Bowl : an interactive history adventure",
    shows: (page) =>
      page
        .getByRole("region", { name: "Disponibilidade" })
        .getByRole("link", { name: "Reservar em Biblioteca Central" }),
  },
  museum: { path: "/catalogos/museus", heading: "Catálogo do museu" },
  museumObject: {
    path: async (request) => `/catalogos/museus/acervo/${await recordByKey(request, ORIHON)}`,
    heading: "Orihon",
    shows: (page) => page.getByText("1 object : plastic ; 13 x 20 x 20 cm + 1 USB flash drive."),
  },
  faq: { path: "/faq", heading: "Perguntas frequentes" },
  information: { path: "/informacoes", heading: "Informações" },
  servicePoints: {
    path: "/atendimento",
    heading: "Atendimento",
    shows: (page) => page.getByRole("link", { name: "Balcão de atendimento da Biblioteca Central" }),
  },
  servicePoint: {
    // The service point's id is the database's: its link on /atendimento names it.
    path: async (request) => {
      const html = await (await request.get("/atendimento")).text();
      return html.match(/href="(\/atendimento\/\d+)"[^>]*>Balcão de atendimento da Biblioteca Central</)![1];
    },
    heading: "Balcão de atendimento da Biblioteca Central",
    shows: (page) => page.getByRole("link", { name: "central@biblioteca.example" }),
  },
  activity: {
    path: "/informacoes/atividade/75",
    heading: "Sobre: Solicitação de empréstimo",
    shows: (page) => page.getByText("Peça que um item de outra biblioteca seja levado à sua para retirada."),
  },
  events: {
    path: "/eventos",
    heading: "Eventos",
    shows: (page) => page.getByRole("heading", { level: 2, name: "Semana do Livro e da Biblioteca (demonstração)" }),
  },
  support: {
    path: "/suporte",
    heading: "Suporte",
    shows: (page) => page.getByRole("link", { name: "suporte@biblioteca.example" }),
  },
  mobileLogin: { path: "/?mobileView=login", heading: "Entrar", phone: true },
  mobileServices: { path: "/?mobileView=services", heading: "Serviços", phone: true },
  mobileFaqs: { path: "/?mobileView=faqs", heading: "Perguntas frequentes", phone: true },
  mobileLinks: { path: "/?mobileView=suggestions_and_links", heading: "Sugestões e links", phone: true },
  mobileNews: { path: "/?mobileView=featured_and_news", heading: "Destaques e notícias", phone: true },
  mobileSearch: { path: "/?mobileView=search", heading: "Pesquisa geral", phone: true },
} satisfies Record<string, PageCase>;

/**
 * The page types in groups of about the same cost, one test each. Each page is loaded once,
 * in the first scheme, and shown in the other three in place (`showScheme`).
 */
const GROUPS: Record<string, PageCase[]> = {
  "the accessible search and the FAQ": [
    CASES.accessibleStart,
    CASES.accessibleAbout,
    CASES.accessiblePreResult,
    CASES.accessibleResults,
    CASES.accessibleFilters,
    CASES.accessibleDetails,
    CASES.accessibleLibraries,
    CASES.accessibleFaq,
    CASES.faq,
  ],
  "the statistics reports": [
    CASES.statistics,
    CASES.openingDays,
    CASES.turnstiles,
    CASES.usersByLibrary,
    CASES.usersByCategory,
    CASES.usersByUnit,
    CASES.circulationInstitution,
    CASES.circulationLibrary,
    CASES.collection,
    CASES.mec,
    CASES.mecBooks,
    CASES.mecPeriodicals,
  ],
  "the kids catalogue": [
    CASES.kidsHome,
    CASES.kidsRecord,
    CASES.kidsCovers,
    CASES.kidsReference,
    CASES.kidsMarc,
    CASES.kidsDublinCore,
    CASES.kidsCopies,
    CASES.kidsLocalisation,
    CASES.kidsReservation,
  ],
  "the museum, the information pages and the mobile views": [
    CASES.record,
    CASES.museum,
    CASES.museumObject,
    CASES.information,
    CASES.servicePoints,
    CASES.servicePoint,
    CASES.activity,
    CASES.events,
    CASES.support,
    CASES.mobileLogin,
    CASES.mobileServices,
    CASES.mobileFaqs,
    CASES.mobileLinks,
    CASES.mobileNews,
    CASES.mobileSearch,
  ],
};

/**
 * The page as the server renders it in `scheme`: the two things a scheme changes in its HTML
 * (`schemeBlind`, fixtures.ts), set in the document already shown, and what `<html>` then says,
 * read in the same call. Script-free, so the same in both projects.
 */
async function showScheme(page: Page, scheme: Scheme) {
  const shown = await page.evaluate((scheme) => {
    const html = document.documentElement;
    if (scheme === "normal") html.removeAttribute("data-scheme");
    else html.setAttribute("data-scheme", scheme);
    for (const button of document.querySelectorAll<HTMLButtonElement>('button[name="esquema"]')) {
      button.setAttribute("aria-pressed", String(button.value === scheme));
    }
    return { scheme: html.getAttribute("data-scheme"), textSize: html.getAttribute("data-text-size") };
  }, scheme);
  expect(shown).toEqual(applied(scheme));
}

/** The bar's cookie for `scheme` at the largest size, bold: the widest text, for the reflow at 360 px. */
const cookieFor = (scheme: Scheme) => `opac_a11y=${prefsCookie(scheme, TEXT_SIZE_MAX, true)}`;

/**
 * What showScheme relies on: the server's HTML of `path` in every scheme is the same but for what
 * schemeBlind leaves out (and the scripts, which axe does not read). Proved once a run for each
 * page (the answer is the server's, the same for both projects): the first test to show the page
 * asks for it in the other schemes while the browser loads it in the first (`shown`, the answer
 * the browser got), and leaves a mark the other project's test finds. Undefined when proved.
 */
function proveSchemesDifferOnlyByTheirMarks(request: APIRequestContext, path: string, testInfo: TestInfo) {
  const mark = join(testInfo.project.outputDir, "scheme-proofs", createHash("sha256").update(path).digest("hex"));
  if (existsSync(mark)) return undefined;
  const [, ...others] = SCHEMES;
  // One connection a request: a kept-alive one the server has just timed out resets.
  const answers = others.map((scheme) =>
    request.get(path, { headers: { cookie: cookieFor(scheme), connection: "close" } }),
  );
  return async (shown: Response | null) => {
    const served: string[] = [];
    for (const response of [shown!, ...(await Promise.all(answers))]) {
      expect(response.status(), path).toBe(200);
      // What axe is given: the DOM without scripts (whose nonces and loader data differ).
      served.push(withoutScripts(await response.text()));
    }
    for (const [i, html] of served.entries()) {
      expect(html, `${path} in ${SCHEMES[i]}`).toContain(i === 0 ? "<html" : `data-scheme="${SCHEMES[i]}"`);
      expect(schemeBlind(html), `${path} in ${SCHEMES[i]}, but for its scheme`).toBe(schemeBlind(served[0]!));
    }
    mkdirSync(dirname(mark), { recursive: true });
    writeFileSync(mark, path);
  };
}

for (const [name, cases] of Object.entries(GROUPS)) {
  test(`${name}: every scheme at the largest text size passes axe`, async ({ page, a11y, baseURL, request }) => {
    const desktop = page.viewportSize()!;
    const [first, ...others] = SCHEMES;
    // Bold text too: the widest text, for the reflow at 360 px.
    await page
      .context()
      .addCookies([{ name: "opac_a11y", value: prefsCookie(first, TEXT_SIZE_MAX, true), url: baseURL! }]);
    for (const { path: where, heading, shows, open, phone } of cases) {
      const path = typeof where === "string" ? where : await where(request);
      await page.setViewportSize(phone ? { width: 360, height: 740 } : desktop);
      const proof = proveSchemesDifferOnlyByTheirMarks(request, path, test.info());
      const response = await page.goto(path);
      await expectApplied(page, first);
      if (open) await open(page);
      // The mobile views keep the search page's h1 in the page, hidden on a phone.
      await expect(page.getByRole("heading", { level: 1 }).filter({ visible: true })).toHaveText(heading);
      if (shows) await expect(shows(page)).toBeVisible();
      if (phone) {
        const [scrollWidth, innerWidth] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          window.innerWidth,
        ]);
        expect(scrollWidth, `${path}: no sideways scrolling`).toBeLessThanOrEqual(innerWidth);
      }
      await a11y.check();
      await proof?.(response);
      for (const scheme of others) {
        await showScheme(page, scheme);
        // Only the colour rules are analysed again: the others' verdict ignores the scheme.
        await a11y.check();
      }
    }
  });
}
