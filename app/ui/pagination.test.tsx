// @vitest-environment happy-dom
/**
 * The results' page links, rendered by Remix's router (its Link needs one): previous and next,
 * the window of page numbers, the current page marked for assistive technology, the gaps hidden.
 */
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, beforeAll, describe, expect, test } from "vitest";

import { parseSearchState } from "../features/search/search-config.ts";
import i18nConfig from "../lib/i18n.ts";
import { PageLinks, Pagination } from "./pagination.tsx";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng: "pt" });
});
afterEach(cleanup);

function renderAt(node: ReactNode) {
  const Stub = createRemixStub([{ path: "/", Component: () => <>{node}</> }]);
  return render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={["/"]} />
    </I18nextProvider>,
  );
}

const href = (page: number) => `/busca?page=${page}`;

describe("PageLinks", () => {
  test("a named navigation with previous, a window of pages around the current one and next", () => {
    renderAt(<PageLinks current={5} pages={10} href={href} />);
    const nav = screen.getByRole("navigation", { name: "Paginação dos resultados" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Anterior", "/busca?page=4"],
      ["1", "/busca?page=1"],
      ["2", "/busca?page=2"],
      ["3", "/busca?page=3"],
      ["4", "/busca?page=4"],
      ["5", "/busca?page=5"],
      ["6", "/busca?page=6"],
      ["7", "/busca?page=7"],
      ["10", "/busca?page=10"],
      ["Próxima", "/busca?page=6"],
    ]);
    expect(within(nav).getByRole("link", { name: "Anterior" }).getAttribute("rel")).toBe("prev");
    expect(within(nav).getByRole("link", { name: "Próxima" }).getAttribute("rel")).toBe("next");
    // The gap between 7 and 10 is drawn, not read.
    const gap = nav.querySelector(".pagination__gap");
    expect(gap?.textContent?.trim()).toBe("…");
    expect(gap?.getAttribute("aria-hidden")).toBe("true");
    expect(within(nav).getByText("Página 5 de 10").className).toBe("visually-hidden");
  });

  test("the current page is marked with aria-current, and every number is named as a page", () => {
    renderAt(<PageLinks current={5} pages={10} href={href} />);
    const current = screen.getByRole("link", { name: "Página 5" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(current.className).toBe("pagination__link pagination__link--current");
    const others = screen.getAllByRole("link", { name: /^Página \d+$/ }).filter((link) => link !== current);
    expect(others.map((link) => link.getAttribute("aria-label"))).toEqual([
      "Página 1",
      "Página 2",
      "Página 3",
      "Página 4",
      "Página 6",
      "Página 7",
      "Página 10",
    ]);
    expect(others.every((link) => !link.hasAttribute("aria-current"))).toBe(true);
  });

  test("no previous link on the first page, no next link on the last, nothing for a single page", () => {
    renderAt(<PageLinks current={1} pages={3} href={href} label="Páginas do catálogo" />);
    const nav = screen.getByRole("navigation", { name: "Páginas do catálogo" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["1", "2", "3", "Próxima"]);
    cleanup();
    renderAt(<PageLinks current={3} pages={3} href={href} />);
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Anterior", "1", "2", "3"]);
    cleanup();
    renderAt(<PageLinks current={1} pages={1} href={href} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});

describe("Pagination", () => {
  test("links the pages of the search shown, keeping its terms", () => {
    const state = parseSearchState(new URLSearchParams("q=história&for=TITULO&page=2"), "pesquisa_geral");
    renderAt(<Pagination state={state} pages={3} />);
    expect(screen.getByRole("link", { name: "Próxima" }).getAttribute("href")).toBe(
      "/?q=hist%C3%B3ria&for=TITULO&page=3",
    );
    expect(screen.getByRole("link", { name: "Página 1" }).getAttribute("href")).toBe("/?q=hist%C3%B3ria&for=TITULO");
    expect(screen.getByRole("link", { name: "Página 2" }).getAttribute("aria-current")).toBe("page");
  });
});
