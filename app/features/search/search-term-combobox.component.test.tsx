// @vitest-environment happy-dom
/**
 * The search term combobox in a DOM, its suggestions from a stubbed /consulta/auto-complete: the
 * ARIA 1.2 combobox attributes, the listbox hidden until there are options, and the keyboard
 * (Down highlights, Enter takes the highlighted option into the field without submitting).
 */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";

import i18nConfig from "../../lib/i18n.ts";
import { AUTOCOMPLETE_DEBOUNCE_MS, SearchTermCombobox } from "./search-term-combobox.tsx";

const SUGGESTIONS = [
  { termo: "História do Brasil", tipo: "TITULO" },
  { termo: "Historiografia", tipo: "ASSUNTO" },
];

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng: "pt" });
});

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(async () => new Response(JSON.stringify(SUGGESTIONS), { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderForm() {
  const onSubmit = vi.fn((event: Event) => event.preventDefault());
  render(
    <I18nextProvider i18n={i18n}>
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <label htmlFor="busca">Termo de pesquisa</label>
        <SearchTermCombobox
          id="busca"
          name="q"
          defaultValue=""
          searchByName="for"
          aria-describedby="busca-hint"
          className="input"
        />
        <select name="for" defaultValue="AUTOR" aria-label="Pesquisar por">
          <option value="AUTOR">Autor</option>
        </select>
      </form>
    </I18nextProvider>,
  );
  return { input: screen.getByRole("combobox", { name: "Termo de pesquisa" }), onSubmit };
}

const suggestions = () => within(screen.getByRole("listbox")).getAllByRole("option");

/** Types a term and lets the debounce and the stubbed request finish. */
async function type(input: HTMLElement, term: string) {
  input.focus();
  fireEvent.change(input, { target: { value: term } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
  });
}

describe("the search term combobox", () => {
  test("is an ARIA combobox with a list popup, collapsed and without a listbox to show at first", () => {
    const { input } = renderForm();
    // A text field: the Nu checker refuses role=combobox on type=search; the hints keep the phone's search key.
    expect(input.getAttribute("type")).toBe("text");
    expect(input.getAttribute("inputmode")).toBe("search");
    expect(input.getAttribute("enterkeyhint")).toBe("search");
    expect(input.getAttribute("name")).toBe("q");
    expect(input.getAttribute("aria-autocomplete")).toBe("list");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.getAttribute("aria-controls")).toBe("busca-suggestions");
    expect(input.hasAttribute("aria-activedescendant")).toBe(false);
    // The attributes of its Field pass through.
    expect(input.getAttribute("aria-describedby")).toBe("busca-hint");
    expect(input.getAttribute("autocomplete")).toBe("off");
    const listbox = document.getElementById("busca-suggestions")!;
    expect(listbox.getAttribute("role")).toBe("listbox");
    expect(listbox.getAttribute("aria-label")).toBe("Sugestões");
    expect(listbox.hidden).toBe(true);
    expect(within(document.getElementById("busca-suggestions")!).queryAllByRole("option", { hidden: true })).toEqual(
      [],
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("asks for suggestions after the pause, for the form's search-by option, and shows them", async () => {
    const { input } = renderForm();
    await type(input, "hist");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe("/consulta/auto-complete?term=hist&searchBy=AUTOR");
    const listbox = screen.getByRole("listbox", { name: "Sugestões" });
    expect(listbox.hidden).toBe(false);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(suggestions().map((option) => option.textContent)).toEqual([
      "História do Brasil (Título)",
      "Historiografia (Assunto)",
    ]);
    expect(screen.getByRole("status").textContent).toBe(
      "2 sugestões disponíveis. Use as setas para cima e para baixo para escolher e Enter para confirmar.",
    );
  });

  test("ArrowDown highlights an option, Enter takes it into the field without submitting", async () => {
    const { input, onSubmit } = renderForm();
    await type(input, "hist");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input.getAttribute("aria-activedescendant")).toBe("busca-suggestion-0");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input.getAttribute("aria-activedescendant")).toBe("busca-suggestion-1");
    const options = suggestions();
    expect(options.map((option) => option.getAttribute("aria-selected"))).toEqual(["false", "true"]);
    fireEvent.keyDown(input, { key: "Enter" });
    expect((input as HTMLInputElement).value).toBe("Historiografia");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.hasAttribute("aria-activedescendant")).toBe(false);
    expect(document.getElementById("busca-suggestions")!.hidden).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test("Escape closes the list, and clears the field when the list is closed", async () => {
    const { input } = renderForm();
    await type(input, "hist");
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect((input as HTMLInputElement).value).toBe("hist");
    fireEvent.keyDown(input, { key: "Escape" });
    expect((input as HTMLInputElement).value).toBe("");
  });

  test("Escape before the suggestions open stops them and keeps what was typed", async () => {
    const { input } = renderForm();
    input.focus();
    fireEvent.change(input, { target: { value: "hist" } });
    fireEvent.keyDown(input, { key: "Escape" });
    expect((input as HTMLInputElement).value).toBe("hist");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input.getAttribute("aria-expanded")).toBe("false");
    // Nothing open and nothing on its way: now Escape clears.
    fireEvent.keyDown(input, { key: "Escape" });
    expect((input as HTMLInputElement).value).toBe("");
  });

  test("suggestions that arrive after the patron left the field do not open over the next one", async () => {
    const { input } = renderForm();
    input.focus();
    fireEvent.change(input, { target: { value: "hist" } });
    screen.getByRole("combobox", { name: "Pesquisar por" }).focus();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect((input as HTMLInputElement).value).toBe("hist");
  });
});
