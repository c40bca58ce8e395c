/**
 * The home page below the search (docs/decisions/062-home-page.md): the newest records with their
 * covers, each library's hours today in words, the next events; the same with and without JS.
 */
import { expect, test } from "./fixtures.ts";

/** The demo Biblioteca Central's hours ("Segunda a sexta, 8h às 22h; sábado, 8h às 12h") on today's weekday. */
function centralToday(): string {
  const weekday = new Intl.DateTimeFormat("en-US", { timeZone: "America/Sao_Paulo", weekday: "short" }).format(
    new Date(),
  );
  if (weekday === "Sun") return "Fechada hoje";
  return weekday === "Sat" ? "Aberta hoje das 8h às 12h" : "Aberta hoje das 8h às 22h";
}

test("the home page shows new acquisitions, today's hours and the next events below the search", async ({
  page,
  a11y,
  request,
}) => {
  await a11y.visit("/");
  // The search comes first: the showcase is after the form.
  const form = page.locator("main").getByRole("search").first();
  const showcase = page.locator(".home-showcase");
  expect((await form.boundingBox())!.y).toBeLessThan((await showcase.boundingBox())!.y);

  const acquisitions = page.getByRole("region", { name: "Novas aquisições" });
  const newest = (await (await request.get("/api/acervo/novas-aquisicoes?limite=6")).json()) as {
    cod_acervo: number;
    titulo: string;
  }[];
  expect(newest).toHaveLength(6);
  const first = acquisitions.getByRole("link", { name: newest[0].titulo, exact: true });
  await expect(first).toHaveAttribute("href", `/acervo/${newest[0].cod_acervo}`);
  const covers = acquisitions.locator("img");
  await expect(covers).toHaveCount(6);
  await expect(covers.first()).toHaveAttribute("loading", "lazy");
  await expect(covers.first()).toHaveAttribute("width", "96");
  await expect(covers.first()).toHaveAttribute("alt", "");

  const hours = page.getByRole("region", { name: "Horário de hoje" });
  await expect(hours.getByRole("listitem").first()).toHaveText(
    `Biblioteca Central: ${centralToday()}Segunda a sexta, 8h às 22h; sábado, 8h às 12h`,
  );
  await expect(hours.getByRole("link", { name: "Biblioteca Central" })).toHaveAttribute("href", "/biblioteca/1");

  const events = page.getByRole("region", { name: "Eventos" });
  await expect(events.getByRole("listitem").first()).toContainText("Semana do Livro e da Biblioteca (demonstração)");
  await expect(events.getByRole("listitem").first()).toContainText("Biblioteca Central");
  await expect(events.getByRole("listitem")).toHaveCount(3);
  await expect(events.getByRole("link", { name: "Todos os eventos" })).toHaveAttribute("href", "/eventos");

  // A search's results take the page: no showcase.
  await a11y.visit("/?q=history&for=LIVRE");
  await expect(page.locator(".home-showcase")).toHaveCount(0);

  // On an English page, what the library wrote in Portuguese says so (decision 038).
  await a11y.visit("/?lng=en");
  const hoursEn = page.getByRole("region", { name: "Opening hours today" });
  await expect(hoursEn.getByRole("link", { name: "Biblioteca Central" })).toHaveAttribute("lang", "pt-BR");
  await expect(
    page.getByRole("region", { name: "Events" }).getByText("Semana do Livro e da Biblioteca (demonstração)"),
  ).toHaveAttribute("lang", "pt-BR");
  await expect(page.getByRole("heading", { level: 2, name: "Opening hours today" })).not.toHaveAttribute("lang");
  await a11y.check();
});
