/**
 * The full record page: tabs from the service's permissions, the reference in ABNT, APA and a CSL
 * style chosen in a GET form, the exports, the print view, the permalink and its QR code, the
 * JSON-LD, covers; the availability by library under the title, with its way to the reservation,
 * in the first screen of a phone in the three languages; and the tabs added for serials,
 * summaries, loan statistics and closed stacks.
 */
import { expect, test } from "./fixtures.ts";
import { activities, apiJson, login, recordByKey } from "./record-finders.ts";

/** A serial with a kardex (its demo issues are made from the record at seed time), reservable and lendable. */
const BRUCKNER_EDITION = { key: "8854522|", search: "q=bruckner&for=TITULO" };
const BRUCKNER_TITLE = "New Anton Bruckner complete edition";
/** A book, not a serial: it has no kardex tab. */
const DATA_ANALYTICS = { key: "002921939|", search: "q=data+analytics&for=TITULO" };
/**
 * A book with an author, an imprint and a series: a full reference in ABNT and APA; one copy on the
 * shelf at the Biblioteca Central and one on loan at the Ciências Humanas (demo loans), both
 * under the call number 978/.032; online access too.
 */
const DUST_BOWL = { key: "15408335|", search: "q=dust+bowl&for=TITULO" };
const DUST_BOWL_TITLE = "The Dust Bowl : an interactive history adventure";
/** A video with a summary (520) and loans in the demo's statistics. */
const RAY_CHEW = { key: "10002020|", search: "q=ray+chew&for=TITULO" };
/** A book with a table-of-contents link (856 $3 "Table of contents only"). */
const BIRMINGHAM_BOMBING = { key: "15440252|", search: "q=birmingham+church+bombing&for=TITULO" };
/** A book whose copy at the Biblioteca de Ciências Humanas is in closed stacks. */
const WSPOLNE_TRADYCJE = { key: "u711|SIRSI", search: "q=wspolne+tradycje&for=TITULO" };

test.describe("record page tabs", () => {
  test("a serial shows the tabs the service permits, in its order, with the loan tabs linked", async ({
    page,
    a11y,
    request,
  }) => {
    const id = await recordByKey(request, BRUCKNER_EDITION);
    // "Dados do acervo" first, then the rest in the service's order ("Capas" first among them),
    // the staff's views last.
    const all = await activities(request, id);
    const staff = ["marc", "dados-estatisticos", "dublin-core"];
    const expected = [
      ...all.filter((a) => a.slug === ""),
      ...all.filter((a) => a.slug !== "" && !staff.includes(a.slug)),
      ...all.filter((a) => staff.includes(a.slug)),
    ];
    expect(expected.map((a) => a.slug)).toEqual([
      "",
      "capas",
      "reserva",
      "exemplares",
      "localizacao",
      "colecao-kardex",
      "referencia",
      "solicitacao-emprestimo",
      "solicitacao-emprestimo-delivery",
      "sumarios",
      "marc",
      "dados-estatisticos",
      "dublin-core",
    ]);
    await a11y.visit(`/acervo/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(BRUCKNER_TITLE);
    const nav = page.getByRole("navigation", { name: "Seções do registro" });
    // The staff's views fold under "Mais detalhes", closed while the page is not one of them.
    const more = nav.locator("details");
    await expect(more).not.toHaveAttribute("open");
    await expect(nav.getByRole("link", { name: "MARC" })).toBeHidden();
    await more.locator("summary", { hasText: "Mais detalhes" }).click();
    await expect(more.getByRole("link")).toHaveText(["MARC", "Dados estatísticos", "Dublin Core"]);
    const links = nav.getByRole("link");
    await expect(links).toHaveCount(expected.length);
    for (const [index, activity] of expected.entries()) {
      await expect(links.nth(index)).toHaveAttribute(
        "href",
        activity.slug ? `/acervo/${id}/${activity.slug}` : `/acervo/${id}`,
      );
    }
    await expect(nav.getByRole("link", { name: "Dados do acervo" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Coleção (kardex)" })).toBeVisible();
    // Under the data and its links, the block the institution writes (code 85, decision 065).
    await expect(page.getByRole("region", { name: "Reprodução e direitos autorais" })).toContainText(
      "Lei nº 9.610/1998",
    );
    await expect(nav.getByRole("link", { name: "Reserva", exact: true })).toHaveAttribute(
      "href",
      `/acervo/${id}/reserva`,
    );
    await expect(nav.getByRole("link", { name: "Solicitação de empréstimo", exact: true })).toHaveAttribute(
      "href",
      `/acervo/${id}/solicitacao-emprestimo`,
    );
    await expect(nav.getByRole("link", { name: "Solicitação de empréstimo com entrega" })).toHaveAttribute(
      "href",
      `/acervo/${id}/solicitacao-emprestimo-delivery`,
    );
    // The data tab shows the cover small and beside the record; "Capas" shows it large.
    const cover = page.locator(".record-data img.cover");
    await expect(cover).toHaveAttribute("alt", "");
    await expect(cover).toHaveAttribute("src", `/api/acervo/${id}/capa`);
    expect((await cover.boundingBox())?.width).toBe(150);
    await nav.getByRole("link", { name: "Capas" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Capas" })).toBeVisible();
    const large = page.getByRole("img", { name: `Capa de ${BRUCKNER_TITLE}` });
    await expect(large).toHaveAttribute("src", `/api/acervo/${id}/capa`);
    expect((await large.boundingBox())?.width).toBe(300);
    await a11y.check();

    // Where the copies stand: each library's places and call numbers, with their counts.
    await nav.getByRole("link", { name: "Localização" }).click();
    await expect(page).toHaveTitle(`${BRUCKNER_TITLE} – Localização | Catálogo da Biblioteca`);
    const places = page.getByRole("region", { name: "Localização" }).getByRole("row");
    await expect(places).toHaveText([
      "LocalizaçãoNúmero de chamadaExemplares",
      "PeriódicosM3 .B88 2014Exemplares: 1. Disponíveis: 1.",
    ]);
    await a11y.check();
  });

  test("a tab the record does not have is not found", async ({ page, a11y, request }) => {
    const id = await recordByKey(request, DATA_ANALYTICS);
    expect((await activities(request, id)).map((a) => a.slug)).not.toContain("colecao-kardex");
    const response = await a11y.visit(`/acervo/${id}/colecao-kardex`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada!");
  });
});

test.describe("references, exports, print, permalink, JSON-LD", () => {
  test("ABNT by default, APA on choice, four exports, a print view", async ({ page, a11y, request }) => {
    const id = await recordByKey(request, DUST_BOWL);
    const record = await apiJson<{ titulo: string }>(request, `/api/acervo/${id}`);
    expect(record.titulo).toBe(DUST_BOWL_TITLE);
    await a11y.visit(`/acervo/${id}/referencia`);
    await expect(page.getByRole("heading", { level: 2, name: "Referência (ABNT NBR 6023)" })).toBeVisible();
    await expect(page.locator(".reference strong")).not.toHaveCount(0);
    await expect(page.locator(".reference")).toHaveText(
      "LASSIEUR, Allison. The Dust Bowl: an interactive history adventure. Mankato, Minn.: Capstone Press, 2009. 112 p. (You choose books).",
    );
    await expect(page.locator(".reference strong")).toHaveText("The Dust Bowl");
    const styles = page.getByRole("navigation", { name: "Estilo da referência" });
    await expect(styles.getByRole("link", { name: "ABNT" })).toHaveAttribute("aria-current", "page");

    // The permalink, on every tab.
    const permalink = page.locator(".record__permalink a");
    await expect(permalink).toHaveAttribute("href", new RegExp(`^https?://[^/]+/acervo/${id}$`));

    // JSON-LD: schema.org data of this record, parseable.
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "null");
    expect(jsonLd["@context"]).toBe("https://schema.org");
    const served = await apiJson<{ name: string; "@type": string }>(
      request,
      `/api/acervo/${id}/exportar?formato=jsonld`,
    );
    expect(jsonLd.name).toBe(served.name);
    expect(jsonLd["@type"]).toBe(served["@type"]);
    expect(jsonLd.url).toMatch(new RegExp(`/acervo/${id}$`));

    const exports = page.getByRole("list", { name: "Exportar registro" });
    for (const [name, format] of [
      ["RIS (gerenciadores de referências)", "ris"],
      ["BibTeX", "bibtex"],
      ["MARC 21 (ISO 2709)", "marc"],
      ["MARCXML", "marcxml"],
    ]) {
      await expect(exports.getByRole("link", { name })).toHaveAttribute(
        "href",
        `/api/acervo/${id}/exportar?formato=${format}`,
      );
    }
    const ris = await request.get(`/api/acervo/${id}/exportar?formato=ris`);
    expect(await ris.text()).toMatch(/^TY {2}- /);

    await styles.getByRole("link", { name: "APA" }).click();
    await expect(page).toHaveURL(new RegExp(`/acervo/${id}/referencia\\?estilo=apa$`));
    await expect(page.getByRole("heading", { level: 2, name: "Referência (APA, 7ª edição)" })).toBeVisible();
    await expect(page.locator(".reference em")).not.toHaveCount(0);
    await expect(page.locator(".reference")).toHaveText(
      "Lassieur, A. (2009). The Dust Bowl: an interactive history adventure. Capstone Press.",
    );
    await expect(page.locator(".reference em")).toHaveText("The Dust Bowl: an interactive history adventure");
    await expect(styles.getByRole("link", { name: "APA" })).toHaveAttribute("aria-current", "page");
    await a11y.check();

    // A CSL style chosen in the GET form: the address keeps it, the reference is citeproc's.
    await page.getByLabel("Estilo", { exact: true }).selectOption("mla");
    await page.getByRole("button", { name: "Mostrar" }).click();
    await expect(page).toHaveURL(new RegExp(`/acervo/${id}/referencia\\?estilo=mla$`));
    await expect(page.getByRole("heading", { level: 2, name: "Referência (MLA 9)" })).toBeVisible();
    await expect(page.getByLabel("Estilo", { exact: true })).toHaveValue("mla");
    const mla = await apiJson<{ referencia: string }>(request, `/api/acervo/${id}/referencia-csl?estilo=mla`);
    await expect(page.locator(".reference")).toHaveText(mla.referencia);
    // The permanent address's QR code: named for assistive technology, the address written beside it.
    const qrName = "Código QR do endereço permanente deste registro";
    await expect(page.getByRole("img", { name: qrName })).toBeVisible();
    await expect(page.locator(".permalink-qr figcaption")).toContainText(new RegExp(`https?://[^/]+/acervo/${id}$`));
    await a11y.check();

    await page.getByRole("link", { name: "Versão para impressão" }).click();
    await expect(page).toHaveURL(new RegExp(`/acervo/${id}\\?imprimir=1$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(record.titulo);
    await expect(page.getByRole("heading", { level: 2, name: "Referência" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Seções do registro" })).toHaveCount(0);
    await expect(page).toHaveTitle(/Versão para impressão/);
    await expect(page.getByRole("img", { name: qrName })).toBeVisible();
    await a11y.check();
  });

  // 64 px, not document 1 §9's 150: a compact result card (decision 037).
  test("results show each cover 64 px wide, decorative", async ({ page, a11y }) => {
    await a11y.visit("/?q=history&for=LIVRE");
    const covers = page.locator(".result-list img.result__cover");
    await expect(covers.first()).toHaveAttribute("alt", "");
    await expect(covers.first()).toHaveAttribute("src", /^\/api\/acervo\/\d+\/capa$/);
    expect((await covers.first().boundingBox())?.width).toBe(64);
  });
});

test.describe("serials, contents, statistics, closed stacks", () => {
  test("a serial's kardex filters by library with a GET form", async ({ page, a11y, request }) => {
    const id = await recordByKey(request, BRUCKNER_EDITION);
    const options = await apiJson<{ bibliotecas: { cod_biblioteca: number; desc_biblioteca: string }[] }>(
      request,
      `/api/kardex/${id}/combobox-data`,
    );
    await a11y.visit(`/acervo/${id}/colecao-kardex`);
    await expect(page.getByRole("heading", { level: 2, name: "Coleção (kardex)" })).toBeVisible();
    const table = page.getByRole("table", { name: "Fascículos da coleção" });
    await expect(table.getByRole("columnheader", { name: "Situação" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText(/^Fascículos: \d+\. Recebidos: \d+\. Não recebidos: \d+\.$/);

    const library = options.bibliotecas.at(-1)!;
    await page.getByLabel("Biblioteca").selectOption(String(library.cod_biblioteca));
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/acervo/${id}/colecao-kardex\\?biblioteca=${library.cod_biblioteca}&ano=(&periodo=)?$`),
    );
    await expect(page.getByLabel("Biblioteca")).toHaveValue(String(library.cod_biblioteca));
    const cells = table.locator("tbody tr td:nth-child(4)");
    await expect(cells.first()).toHaveText(library.desc_biblioteca);
    for (const text of await cells.allTextContents()) expect(text).toBe(library.desc_biblioteca);
    await a11y.check();
  });

  test("contents and summaries, and a book's table-of-contents links", async ({ page, a11y, request }) => {
    const id = await recordByKey(request, RAY_CHEW);
    const summary = await apiJson<{ conteudo: unknown[]; resumo: string[] }>(request, `/api/sumario/${id}/dados`);
    // The video has a summary (520) and no contents (505).
    expect(summary.conteudo).toEqual([]);
    expect(summary.resumo).toHaveLength(1);
    expect(summary.resumo[0]).toMatch(/^Music director Ray Chew was born in 1958, in Harlem, New York\. /);
    await a11y.visit(`/acervo/${id}/sumarios`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The HistoryMakers video oral history with Ray Chew",
    );
    await expect(page.getByRole("heading", { level: 2, name: "Sumários" })).toBeVisible();
    if (summary.conteudo.length > 0)
      await expect(page.getByRole("heading", { level: 3, name: "Sumário" })).toBeVisible();
    if (summary.resumo.length > 0) {
      await expect(page.getByRole("heading", { level: 3, name: "Resumo" })).toBeVisible();
      await expect(page.getByText(summary.resumo[0])).toBeVisible();
    }

    const book = await recordByKey(request, BIRMINGHAM_BOMBING);
    const contents = await apiJson<{ links: { seq_paragrafo: number; descricao: string }[] }>(
      request,
      `/api/acervo/${book}/sumarios-livros`,
    );
    expect(contents.links.map((l) => l.descricao)).toEqual(["Table of contents only"]);
    await a11y.visit(`/acervo/${book}/sumarios-livros`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "1963 Birmingham church bombing : the Ku Klux Klan's history of terror",
    );
    await expect(page.getByRole("heading", { level: 2, name: "Sumários de livros" })).toBeVisible();
    const link = page.locator(".record-tab").getByRole("link", { name: contents.links[0].descricao });
    await expect(link).toHaveAttribute(
      "href",
      new RegExp(`^/vinculos/publico/${book}/seq/${contents.links[0].seq_paragrafo}/`),
    );
  });

  test("loan statistics: a year chosen with a GET form, an accessible table", async ({ page, a11y, request }) => {
    const id = await recordByKey(request, RAY_CHEW);
    const years = await apiJson<number[]>(request, `/api/acervo/${id}/dados-estatisticos/anos`);
    const stats = await apiJson<{ total: number }>(request, `/api/acervo/${id}/dados-estatisticos/dados/${years[0]}`);
    expect(years.length).toBeGreaterThan(0);
    await a11y.visit(`/acervo/${id}/dados-estatisticos`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The HistoryMakers video oral history with Ray Chew",
    );
    await expect(page.getByRole("heading", { level: 2, name: "Dados estatísticos" })).toBeVisible();
    await expect(page.getByLabel("Ano")).toHaveValue(String(years[0]));
    const table = page.getByRole("table", { name: `Empréstimos em ${years[0]} por biblioteca e mês` });
    await expect(table.getByRole("columnheader", { name: "Total" })).toBeVisible();
    await expect(table.locator("tfoot td").last()).toHaveText(String(stats.total));

    await page.getByLabel("Ano").selectOption(String(years.at(-1)));
    await page.getByRole("button", { name: "Exibir" }).click();
    await expect(page).toHaveURL(new RegExp(`/acervo/${id}/dados-estatisticos\\?ano=${years.at(-1)}$`));
    await expect(
      page.getByRole("table", { name: `Empréstimos em ${years.at(-1)} por biblioteca e mês` }),
    ).toBeVisible();
    await a11y.check();
  });

  test("copies in closed stacks", async ({ page, a11y, request }) => {
    const id = await recordByKey(request, WSPOLNE_TRADYCJE);
    const closed = await apiJson<{ exemplares: { tombo: string }[] }>(request, `/api/acervo/${id}/acervo-fechado`);
    expect(closed.exemplares).toHaveLength(1);
    await a11y.visit(`/acervo/${id}/acervo-fechado`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Wspólne tradycje : współdziałanie polskiego i niemieckiego ruchu robotniczego : wybór dokumentów i materiałów",
    );
    await expect(page.getByRole("heading", { level: 2, name: "Acervo fechado" })).toBeVisible();
    const table = page.getByRole("table", { name: "Exemplares em acervo fechado" });
    await expect(table.getByRole("rowheader", { name: closed.exemplares[0].tombo })).toBeVisible();
  });
});

test.describe("narrow screens", () => {
  test("the record page with its cover and an authority page work at 320 px without sideways scrolling", async ({
    page,
    a11y,
    request,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const id = await recordByKey(request, DUST_BOWL);
    for (const path of [`/acervo/${id}`, `/acervo/${id}/referencia`, "/autoridade/6", "/biblioteca/1"]) {
      await a11y.visit(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

/** The availability box's words on the Dust Bowl's page, in each language (decision 008). */
const AVAILABILITY_WORDS = {
  en: {
    heading: "Availability",
    first: "Available at Biblioteca Central (1 of 1)",
    callNumber: "Call number: 978/.032",
    reserve: "Reserve at Biblioteca Central",
  },
  es: {
    heading: "Disponibilidad",
    first: "Disponible en Biblioteca Central (1 de 1)",
    callNumber: "Signatura: 978/.032",
    reserve: "Reservar en Biblioteca Central",
  },
  pt: {
    heading: "Disponibilidade",
    first: "Disponível em Biblioteca Central (1 de 1)",
    callNumber: "Número de chamada: 978/.032",
    reserve: "Reservar em Biblioteca Central",
  },
};

test.describe("availability under the title", () => {
  test("each library's copies in words with its call number and Reservar, in a phone's first screen in pt, en and es", async ({
    page,
    a11y,
    request,
  }) => {
    const id = await recordByKey(request, DUST_BOWL);
    const { bibliotecas } = await apiJson<{
      bibliotecas: { cod_biblioteca: number; proxima_devolucao: string | null }[];
    }>(request, `/api/acervo/${id}/disponibilidade`);
    const humanities = bibliotecas.find((l) => l.proxima_devolucao !== null)!;
    const due = humanities.proxima_devolucao!.split("-").reverse().join("/");
    await page.setViewportSize({ width: 360, height: 740 });
    const box = (heading: string) => page.getByRole("region", { name: heading });
    for (const [language, words] of Object.entries(AVAILABILITY_WORDS)) {
      await a11y.visit(`/acervo/${id}?lng=${language}`);
      // Under the title and before the tabs; its first library and that library's button in the first screen.
      const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      const tabs = (await page.locator(".record-tabs").boundingBox())!;
      const region = (await box(words.heading).boundingBox())!;
      const reserve = (await box(words.heading).getByRole("link", { name: words.reserve }).boundingBox())!;
      expect(region.y, language).toBeGreaterThanOrEqual(title.y + title.height);
      expect(region.y + region.height, language).toBeLessThanOrEqual(tabs.y);
      expect(reserve.y + reserve.height, language).toBeLessThanOrEqual(740);
      await expect(box(words.heading).locator(".availability li").first()).toHaveText(words.first);
      await expect(box(words.heading).getByText(words.callNumber).first()).toBeVisible();
    }

    // In Portuguese, library by library: the one on the shelf, then the one whose copy is out.
    const availability = box("Disponibilidade");
    await expect(availability.locator(".availability li")).toHaveText([
      "Disponível em Biblioteca Central (1 de 1)",
      `Emprestado, devolução prevista em ${due}`,
      "Acesso on-line",
    ]);
    await expect(availability.getByText("Biblioteca de Ciências Humanas", { exact: true })).toBeVisible();
    await expect(availability.getByText("Número de chamada: 978/.032")).toHaveCount(2);
    await expect(availability.getByRole("link", { name: "Reservar", exact: true })).toHaveCount(0);
    // Reserving the copy that is out: the reservation with that library chosen, the login first.
    await availability.getByRole("link", { name: "Reservar em Biblioteca de Ciências Humanas" }).click();
    await expect(page).toHaveURL(`/acervo/${id}/reserva?biblioteca=${humanities.cod_biblioteca}`);
    await expect(page.getByRole("heading", { level: 2, name: "Reserva" })).toBeVisible();
    await expect(page.getByLabel("Biblioteca", { exact: true })).toHaveValue(String(humanities.cod_biblioteca));
    await expect(page.getByRole("heading", { name: "Entre para reservar" })).toBeVisible();
    await a11y.check();
    await login(page);
    await expect(page.getByRole("button", { name: "Confirmar reserva" })).toBeVisible();
    await expect(page.getByLabel("Biblioteca", { exact: true })).toHaveValue(String(humanities.cod_biblioteca));
    await a11y.check();
  });
});
