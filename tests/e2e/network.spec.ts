/**
 * The network search (issue 15; decision 041), with and without JS: this demo instance harvests
 * another demo instance's catalogue (its provider's stored answer, tests/fixtures/network, served
 * by a tiny local HTTP server), then a visitor chooses the network base, is refused without an
 * institution, finds the other instance's records with their institution, and opens one, which
 * links to its home catalogue. The endpoint (and what was harvested from it) is removed after.
 */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

import { expect, test } from "./fixtures.ts";

const STAFF = { "x-staff-key": "demo-balcao-chave-2026" };
const fixture = (name: string) => readFileSync(path.resolve("tests/fixtures/network", name), "utf8");

/** The other instance's OAI-PMH provider, as stored: Identify, then one ListRecords page. */
async function startPeer(): Promise<{ server: Server; url: string }> {
  const identify = fixture("peer-identify.xml");
  const records = fixture("peer-films-listrecords.xml");
  const server = createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/xml; charset=utf-8" });
    res.end(req.url?.includes("verb=Identify") ? identify : records);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

test("one instance finds another's harvested records through the network search and opens one", async ({
  page,
  a11y,
  request,
}, testInfo) => {
  const acronym = `CINE${testInfo.project.name.toUpperCase()}`;
  const peer = await startPeer();
  try {
    const put = await request.put(`/api/balcao/rede/endpoints/${acronym}`, {
      headers: STAFF,
      data: { name: "Cinemateca Parceira (fictícia)", url: `${peer.url}/oai`, home: `${peer.url}/acervo/{id}` },
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
  } finally {
    await request.delete(`/api/balcao/rede/endpoints/${acronym}`, { headers: STAFF });
    peer.server.close();
  }
});
