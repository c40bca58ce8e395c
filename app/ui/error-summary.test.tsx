// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";

import { renderPt } from "../test/render.tsx";
import { ErrorSummary } from "./error-summary.tsx";

afterEach(() => {
  cleanup();
  document.title = "";
});

describe("ErrorSummary", () => {
  test("nothing without errors", async () => {
    const { container } = await renderPt(<ErrorSummary errors={[]} />);
    expect(container.innerHTML).toBe("");
  });

  test("lists the problems, links to the fields, takes focus and prefixes the title", async () => {
    document.title = "Entrar | Pergamum";
    await renderPt(
      <>
        <ErrorSummary
          errors={[{ fieldId: "username", message: "Informe o usuário." }, { message: "Tente mais tarde." }]}
        />
        <label htmlFor="username">Usuário</label>
        <input id="username" />
      </>,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Há um problema");
    const link = screen.getByRole("link", { name: "Informe o usuário." });
    expect(link.getAttribute("href")).toBe("#username");
    expect(alert.textContent).toContain("Tente mais tarde.");
    expect(document.activeElement?.classList.contains("error-summary")).toBe(true);
    expect(document.title).toBe("Erro: Entrar | Pergamum");

    fireEvent.click(link);
    expect(document.activeElement?.id).toBe("username");
  });

  test("a title already prefixed by meta() is left as it is, and given back on unmount", async () => {
    document.title = "Erro: Entrar | Pergamum";
    const { unmount } = await renderPt(<ErrorSummary errors={[{ message: "x" }]} />);
    expect(document.title).toBe("Erro: Entrar | Pergamum");
    unmount();
    expect(document.title).toBe("Erro: Entrar | Pergamum");
  });
});
