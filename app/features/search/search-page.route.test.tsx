// @vitest-environment happy-dom
/**
 * The search tab's GET form as a route module (Remix's createRemixStub): the real page and form,
 * a loader that applies the real rules (parseSearchState, searchFormResult) to the request's query
 * and answers the rest with fixed data. A failed search shows the error summary linking to the
 * field, the field's inline message tied to it (aria-invalid, aria-describedby), and what was typed.
 */
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, beforeAll, describe, expect, test } from "vitest";

import type { AdvancedSearchOptions } from "../../../api/contract.ts";
import i18nConfig from "../../lib/i18n.ts";
import { parseSearchState } from "./search-config.ts";
import { SearchPage } from "./search-page.tsx";
import { searchFormResult } from "./search-form-result.ts";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng: "pt" });
});
afterEach(cleanup);

const OPTIONS: AdvancedSearchOptions = {
  similar: false,
  libraries: [{ cod: "1", description: "Biblioteca Central" }],
  typeOfWorkList: [{ cod: "1", description: "Livros" }],
  languageList: [{ cod: "por", description: "Português" }],
  internLocation: [],
};

/** The advanced tab's loader, with the real rules and without the library service. */
function loader({ request }: { request: Request }) {
  const params = new URL(request.url).searchParams;
  const state = parseSearchState(params, "pesquisa_avancada");
  const result = state.q === null ? null : searchFormResult(params, state, { similar: OPTIONS.similar });
  return Response.json(
    {
      state,
      result,
      search: null,
      tabs: [{ code: "pesquisa_avancada", title: "Pesquisa avançada", href: "/pesquisa_avancada" }],
      guideTitle: "Pesquisa avançada",
      title: "Pesquisa avançada",
      options: OPTIONS,
      authorities: null,
      teaching: null,
    },
    { status: result ? 400 : 200 },
  );
}

function renderAt(url: string) {
  const Stub = createRemixStub([{ path: "/pesquisa_avancada", Component: SearchPage, loader }]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={[url]} />
    </I18nextProvider>,
  );
}

// Generous waits: the machine running the suites is shared, and a slow render is not a failure.
const WAIT = { timeout: 10_000 };
const summary = () => screen.findByRole("alert", {}, WAIT);

describe("the advanced search's GET form with errors", () => {
  test("an invalid year: the summary links to the field, which is invalid, described by its message, and keeps the year", async () => {
    renderAt("/pesquisa_avancada?q=history&for=TITULO&keyword_type=P&comp_ano=igual&ano=999");
    const message = "O campo Ano de publicação deve ter um ano de 1000 a 9999.";
    const alert = await summary();
    expect(within(alert).getByRole("heading", { name: "Há um problema" })).toBeTruthy();
    const links = within(alert).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([[message, "#search-ano"]]);

    const year = screen.getByLabelText("Ano de publicação", { selector: "input" }) as HTMLInputElement;
    expect(year.id).toBe("search-ano");
    expect(year.value).toBe("999");
    expect(year.getAttribute("aria-invalid")).toBe("true");
    expect(year.getAttribute("aria-describedby")).toBe("search-year-hint search-ano-error");
    expect(document.getElementById("search-ano-error")?.textContent).toBe(`Erro: ${message}`);
    expect(document.getElementById("search-year-hint")?.textContent).toBe("Quatro algarismos, de 1000 a 9999.");
    // The panel holding the field opens by itself, and the rest of the search is kept.
    expect(year.closest("details")?.open).toBe(true);
    expect((screen.getByLabelText("Termo 1") as HTMLInputElement).value).toBe("history");
    expect((document.getElementById("search-comp-ano") as HTMLSelectElement).value).toBe("igual");
    // The fields without a problem are not marked.
    const final = document.getElementById("search-ano-final")!;
    expect(final.hasAttribute("aria-invalid")).toBe(false);
    expect(final.getAttribute("aria-describedby")).toBe("search-year-hint");
    expect(document.querySelectorAll(".field-error")).toHaveLength(1);
  });

  test("several problems are listed in the order of the page, each inline by its field", async () => {
    renderAt("/pesquisa_avancada?q=&for=TITULO&comp_ano=entre&ano=2000&ano_final=1990");
    const alert = await summary();
    expect(
      within(alert)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Campo de busca obrigatório.", "#busca"],
      ["Você deve selecionar uma opção", "#keyword-type-P"],
      ["O campo Ano final não pode ser menor que Ano de publicação", "#search-ano-final"],
    ]);
    const term = screen.getByLabelText("Termo 1");
    expect(term.getAttribute("aria-invalid")).toBe("true");
    expect(term.getAttribute("aria-describedby")).toBe("busca-error");
    // The term type is a group: the fieldset carries the description, its message is keyword-type-error.
    const group = screen.getByRole("group", { name: "Como procurar os termos" });
    expect(group.getAttribute("aria-describedby")).toBe("keyword-type-error");
    expect(document.getElementById("keyword-type-error")?.textContent).toBe("Erro: Você deve selecionar uma opção");
    expect((document.getElementById("search-ano-final") as HTMLInputElement).value).toBe("1990");
  });

  test("the landing form has no summary; sending it with a wrong year brings the errors back", async () => {
    renderAt("/pesquisa_avancada");
    // Once hydrated, the term is the suggestions combobox (a new element).
    const term = (await screen.findByRole("combobox", { name: "Termo 1" }, WAIT)) as HTMLInputElement;
    expect(screen.queryByRole("alert")).toBeNull();
    expect(term.hasAttribute("aria-invalid")).toBe(false);

    fireEvent.change(term, { target: { value: "history" } });
    fireEvent.change(document.getElementById("search-comp-ano")!, { target: { value: "maior" } });
    fireEvent.change(document.getElementById("search-ano")!, { target: { value: "12" } });
    fireEvent.click(screen.getByRole("radio", { name: "Todas as palavras" }));
    await act(async () => {
      fireEvent.click(screen.getAllByRole("button", { name: "Pesquisar" }).at(-1)!);
    });
    const alert = await summary();
    // The summary takes the focus after a failed search.
    await waitFor(() => expect(document.activeElement).toBe(alert.parentElement), WAIT);
    expect(within(alert).getByRole("link").textContent).toBe(
      "O campo Ano de publicação deve ter um ano de 1000 a 9999.",
    );
    await waitFor(() => expect(document.getElementById("search-ano")?.getAttribute("aria-invalid")).toBe("true"), WAIT);
    expect((document.getElementById("search-ano") as HTMLInputElement).value).toBe("12");
    expect((screen.getByLabelText("Termo 1") as HTMLInputElement).value).toBe("history");
  });
});
