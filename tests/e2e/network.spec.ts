/**
 * The network search (decision 041), with and without JS: this demo instance harvests
 * another running demo instance's /oai over HTTP (the other Playwright worker's server: each
 * worker's server is a product instance with its own database; with a single worker there is no
 * other, and the server harvests its own /oai), then a visitor chooses the network base, is
 * refused without an institution, finds the other instance's records with their institution, and
 * opens one, which links to its home catalogue: that record's page on the other instance. The
 * same films harvested a second time, as a second institution's, make every film a work two
 * institutions hold: grouped by work, each is one entry naming both (decision 056). The
 * endpoints (and what was harvested from them) are removed after; the other instance is only read.
 */
import { expect, test } from "./fixtures.ts";
import { e2eServers } from "./servers.ts";

const STAFF = { "x-staff-key": "demo-balcao-chave-2026" };
const ENTITIES: Record<string, string> = { amp: "&", quot: '"', "#x27": "'", lt: "<", gt: ">" };

test("one instance finds another's harvested records through the network search and opens one", async ({
  page,
  a11y,
  request,
}, testInfo) => {
  const acronym = `CINE${testInfo.project.name.toUpperCase()}`;
  const twin = `${acronym}2`;
  const peer = e2eServers[(testInfo.parallelIndex + 1) % e2eServers.length];
  try {
    // The other instance's films (work type 10): 35 records, one page.
    const put = await request.put(`/api/balcao/rede/endpoints/${acronym}`, {
      headers: STAFF,
      data: {
        name: "Cinemateca Parceira (fictícia)",
        url: `${peer.url}/oai`,
        set: "type:10",
        home: `${peer.url}/acervo/{id}`,
      },
    });
    expect(put.status()).toBe(200);
    const harvest = await request.post(`/api/balcao/rede/coleta?sigla=${acronym}`, { headers: STAFF });
    expect(await harvest.json()).toEqual([{ acronym, ok: true, pages: 1, records: 35, deleted: 0 }]);

    await a11y.visit("/");
    await page.getByLabel("Base de dados").selectOption({ label: "Rede OAI Local" });
    const picker = page.getByRole("group", { name: "Instituições da rede" });
    await expect(picker.getByRole("checkbox", { name: "Todas as instituições" })).toBeChecked();
    await picker.getByRole("checkbox", { name: "Todas as instituições" }).uncheck();
    await page.getByLabel("Termo de pesquisa").fill("filmstrip");
    await page.getByRole("button", { name: "Pesquisar" }).click();
    // None chosen: refused with a message, the choices kept.
    await expect(page).toHaveTitle(/^Erro: /);
    await expect(
      page.getByRole("link", { name: "Selecione ao menos uma instituição para pesquisar na rede." }),
    ).toBeVisible();
    await expect(page.getByLabel("Base de dados")).toHaveValue("109");
    await a11y.check();

    await page
      .getByRole("group", { name: "Instituições da rede" })
      .getByRole("checkbox", { name: `${acronym} - Cinemateca Parceira (fictícia)` })
      .check();
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Resultados na rede" })).toBeVisible();
    await expect(page.locator("#results-count")).toHaveText("Registros encontrados: 14");
    const first = page.locator(".network-result").first();
    await expect(first).toContainText(`Instituição${acronym} - Cinemateca Parceira (fictícia)`);
    const filter = page.getByRole("navigation", { name: "Instituição" });
    await expect(filter).toContainText(`${acronym} - Cinemateca Parceira (fictícia) (14)`);
    await a11y.check();

    const title = (await first.getByRole("link").textContent())!;
    await first.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const home = page.getByRole("link", { name: `Ver no catálogo de origem (${acronym})` });
    await expect(home).toHaveAttribute("href", new RegExp(`^${peer.url}/acervo/\\d+$`));
    await expect(page.getByRole("table", { name: "Dublin Core do registro coletado" })).toContainText("moving image");
    await a11y.check();
    // The home link is the record's own page on the other instance (read, not shown: no new page state).
    const origin = await request.get((await home.getAttribute("href"))!);
    expect(origin.status()).toBe(200);
    // Its heading there is the title as the other catalogue shows it (Dublin Core's adds the medium).
    const heading = /<h1 id="record-title"[^>]*>([^<]+)<\/h1>/.exec(await origin.text())?.[1] ?? "";
    const text = heading.replace(/&(amp|quot|#x27|lt|gt);/g, (_, e: string) => ENTITIES[e]);
    expect(text.length).toBeGreaterThan(3);
    expect(title.trim().startsWith(text)).toBe(true);

    const second = await request.put(`/api/balcao/rede/endpoints/${twin}`, {
      headers: STAFF,
      data: { name: "Filmoteca Gêmea (fictícia)", url: `${peer.url}/oai`, set: "type:10" },
    });
    expect(second.status()).toBe(200);
    const again = await request.post(`/api/balcao/rede/coleta?sigla=${twin}`, { headers: STAFF });
    expect(await again.json()).toEqual([{ acronym: twin, ok: true, pages: 1, records: 35, deleted: 0 }]);

    // Every institution: each film twice, and once per work when grouped, naming both holders.
    await a11y.visit("/");
    await page.getByLabel("Base de dados").selectOption({ label: "Rede OAI Local" });
    await page.getByLabel("Termo de pesquisa").fill("filmstrip");
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page.locator("#results-count")).toHaveText("Registros encontrados: 28");
    await a11y.check();
    await page.getByRole("link", { name: "Agrupar edições por obra" }).click();
    await expect(page.locator("#results-count")).toHaveText("Obras encontradas: 14");
    await expect(page.locator(".network-result").first()).toContainText(
      `Instituições${acronym} - Cinemateca Parceira (fictícia)${twin} - Filmoteca Gêmea (fictícia)`,
    );
    await a11y.check();
  } finally {
    await request.delete(`/api/balcao/rede/endpoints/${acronym}`, { headers: STAFF });
    await request.delete(`/api/balcao/rede/endpoints/${twin}`, { headers: STAFF });
  }
});

/**
 * A remote catalogue over SRU (decision 058): the institution points Target GEDWeb (113, granted to
 * visitors by the demo) at another instance's /sru (the other worker's server; with one worker,
 * its own); a visitor chooses it, finds its records with their source and opens one, read from
 * its MARCXML. The parameter is removed after.
 */
test("a database type answered by another catalogue over SRU shows its records with their source", async ({
  page,
  a11y,
  request,
}, testInfo) => {
  const peer = e2eServers[(testInfo.parallelIndex + 1) % e2eServers.length];
  const source = `Catálogo Parceiro SRU (${testInfo.project.name})`;
  const setTargets = (value: string) =>
    request.put("/api/parametros/instituicao/catalogos_remotos", { headers: STAFF, form: { valor: value } });
  try {
    const put = await setTargets(JSON.stringify([{ codigo: 113, nome: source, url: `${peer.url}/sru` }]));
    expect(put.status(), await put.text()).toBe(200);
    const expected = (await (await request.get(`${peer.url}/api/consulta?q=piano&for=TITULO`)).json()).totalRegistros;

    await a11y.visit("/");
    await page.getByLabel("Base de dados").selectOption({ label: "Target GEDWeb" });
    await page.getByLabel("Pesquisar por").selectOption("TITULO");
    await page.getByLabel("Termo de pesquisa").fill("piano");
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page.getByRole("heading", { level: 2, name: `Resultados em ${source}` })).toBeVisible();
    await expect(page.locator("#results-count")).toHaveText(`Registros encontrados: ${expected}`);
    const first = page.locator(".network-result").first();
    await expect(first).toContainText(`Fonte${source}`);
    await a11y.check();

    const title = (await first.getByRole("link").textContent())!;
    await first.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`Registro 1 da pesquisa “piano” em ${source}.`)).toBeVisible();
    await expect(page.getByRole("table", { name: "Dublin Core do registro, lido do seu MARCXML" })).toContainText(
      "dc:title",
    );
    await expect(page.getByRole("table", { name: `Campos MARC como ${source} os enviou` })).toContainText("245");
    await a11y.check();
  } finally {
    await setTargets("");
  }
});
