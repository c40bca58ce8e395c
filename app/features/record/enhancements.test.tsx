// @vitest-environment happy-dom
/**
 * The two script enhancements of these pages, rendered in a DOM: the PDF viewer's controls and
 * the library carousel. Before effects run (the server's HTML) they add nothing / show the list.
 */
import { createInstance } from "i18next";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, beforeAll, expect, test, vi } from "vitest";

import i18nConfig from "../../lib/i18n.ts";
import { ImageCarousel } from "./image-carousel.tsx";
import { PdfViewer } from "./pdf-viewer.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng: "pt" });
});

let root: Root | undefined;
let container: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  vi.useRealTimers();
});

/** `attached: false` keeps the tree out of the document, so happy-dom does not try to load frames. */
function render(node: ReactNode, { attached = true } = {}) {
  container = document.createElement("div");
  if (attached) document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>));
}

const button = (name: string) =>
  [...container.querySelectorAll("button")].find((b) => b.textContent === name) as HTMLButtonElement;

test("the PDF viewer is absent from the server's HTML", () => {
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <PdfViewer url="/api/vinculos/arquivo/1/1?t=x" title="Doc" pages={3} />
    </I18nextProvider>,
  );
  expect(html).toBe("");
});

test("the PDF viewer: zoom in steps of 0.5 down to 0.5, page 1..total applied after 500 ms", () => {
  vi.useFakeTimers();
  // Detached: happy-dom does not load frames and reports each attempt; the frame's address is what we check.
  render(<PdfViewer url="/api/vinculos/arquivo/1/1?t=x" title="Doc" pages={3} />, { attached: false });
  const frame = () => container.querySelector("iframe")!;
  expect(frame().getAttribute("src")).toBe("/api/vinculos/arquivo/1/1?t=x#page=1&zoom=100");
  expect(frame().getAttribute("title")).toBe("Visualizador de PDF: Doc");

  act(() => button("Aumentar zoom").click());
  expect(frame().getAttribute("src")).toContain("zoom=150");
  act(() => button("Diminuir zoom").click());
  act(() => button("Diminuir zoom").click());
  expect(frame().getAttribute("src")).toContain("zoom=50");
  // At its limit the button stays focusable and does nothing.
  expect(button("Diminuir zoom").getAttribute("aria-disabled")).toBe("true");
  expect(button("Diminuir zoom").disabled).toBe(false);
  act(() => button("Diminuir zoom").click());
  expect(frame().getAttribute("src")).toContain("zoom=50");

  const input = container.querySelector("input")!;
  const type = (value: string) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    act(() => {
      setter.call(input, value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
  };
  type("4");
  act(() => vi.advanceTimersByTime(600));
  expect(input.getAttribute("aria-invalid")).toBe("true");
  // The reason is given next to the field and read with it.
  const error = container.querySelector(".pdf-viewer__error")!;
  expect(error.textContent).toBe("Digite uma página de 1 a 3.");
  expect(input.getAttribute("aria-describedby")!.split(" ")).toContain(error.id);
  expect(frame().getAttribute("src")).toContain("page=1&");
  type("2a");
  expect(input.value).toBe("2");
  act(() => vi.advanceTimersByTime(400));
  expect(frame().getAttribute("src")).toContain("page=1&");
  act(() => vi.advanceTimersByTime(200));
  expect(frame().getAttribute("src")).toContain("page=2&");
});

test("the PDF viewer from the keyboard: Enter applies the page at once, the arrows step within 1..total", () => {
  vi.useFakeTimers();
  render(<PdfViewer url="/doc.pdf" title="Doc" pages={3} />, { attached: false });
  const frame = () => container.querySelector("iframe")!.getAttribute("src");
  const input = container.querySelector("input")!;
  const key = (name: string) =>
    act(() => {
      input.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true }));
    });
  key("ArrowUp");
  expect(input.value).toBe("2");
  expect(frame()).toBe("/doc.pdf#page=2&zoom=100");
  key("ArrowUp");
  key("ArrowUp");
  expect(frame()).toBe("/doc.pdf#page=3&zoom=100");
  key("ArrowDown");
  expect(frame()).toBe("/doc.pdf#page=2&zoom=100");
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  act(() => {
    setter.call(input, "1");
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
  key("Enter");
  // No wait: Enter does not go through the 500 ms debounce.
  expect(frame()).toBe("/doc.pdf#page=1&zoom=100");
  key("ArrowDown");
  expect(input.value).toBe("1");
});

const images = [
  { ordem: 1, url: "/a.svg", descricao: "Fachada" },
  { ordem: 2, url: "/b.svg", descricao: "Estantes" },
];

test("the carousel is a list in the server's HTML", () => {
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <ImageCarousel images={images} label="Imagens" />
    </I18nextProvider>,
  );
  expect(html).toContain('alt="Fachada"');
  expect(html).toContain('alt="Estantes"');
  expect(html).not.toContain("button");
});

test("the carousel: pause, previous and next buttons; one image at a time; no rotation under reduced motion", () => {
  window.matchMedia = ((query: string) => ({
    matches: query.includes("reduce"),
    media: query,
  })) as typeof window.matchMedia;
  render(<ImageCarousel images={images} label="Imagens" />);
  const img = () => container.querySelector("img")!;
  expect(container.querySelectorAll("img")).toHaveLength(1);
  expect(img().alt).toBe("Fachada");
  expect(button("Iniciar rotação")).toBeTruthy();
  act(() => button("Próxima imagem").click());
  expect(img().alt).toBe("Estantes");
  expect(container.textContent).toContain("Imagem 2 de 2");
  act(() => button("Próxima imagem").click());
  expect(img().alt).toBe("Fachada");
  act(() => button("Imagem anterior").click());
  expect(img().alt).toBe("Estantes");
  act(() => button("Iniciar rotação").click());
  expect(button("Pausar rotação")).toBeTruthy();
  // Every control is a plain button in the tab order: nothing traps focus.
  expect([...container.querySelectorAll("[tabindex]")].filter((e) => e.getAttribute("tabindex") !== "0")).toHaveLength(
    0,
  );
});
