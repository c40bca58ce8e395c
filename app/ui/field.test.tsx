// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";

import { renderPt } from "../test/render.tsx";
import { Field, Fieldset } from "./field.tsx";

afterEach(cleanup);

describe("Field", () => {
  test("label, hint and inline error tie to the control", async () => {
    await renderPt(
      <Field id="email" label="E-mail" hint="Several, separated by ;" error="Informe o e-mail.">
        {(control) => <input {...control} name="email" />}
      </Field>,
    );
    const input = screen.getByLabelText("E-mail");
    expect(input.id).toBe("email");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("email-hint email-error");
    expect(document.getElementById("email-hint")?.textContent).toBe("Several, separated by ;");
    expect(document.getElementById("email-error")?.textContent).toBe("Erro: Informe o e-mail.");
    expect(input.closest(".field")?.classList.contains("field--error")).toBe(true);
  });

  test("without an error: no aria-invalid, described by the hint alone", async () => {
    await renderPt(
      <Field id="name" label="Nome">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText("Nome");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    expect(document.getElementById("name-error")).toBeNull();
  });

  test("a checkbox's label follows the box", async () => {
    await renderPt(
      <Field id="remember" label="Lembrar" checkbox>
        {(control) => <input {...control} type="checkbox" />}
      </Field>,
    );
    const box = screen.getByRole("checkbox", { name: "Lembrar" });
    expect(box.nextElementSibling?.tagName).toBe("LABEL");
  });
});

describe("Fieldset", () => {
  test("the legend names the group, which carries the hint and the error", async () => {
    await renderPt(
      <Fieldset id="formato" legend="Formato" hint="Um" error="Escolha o formato.">
        <input type="radio" name="formato" id="formato-a" aria-label="A" />
      </Fieldset>,
    );
    const group = screen.getByRole("group", { name: "Formato" });
    expect(group.getAttribute("aria-describedby")).toBe("formato-hint formato-error");
    expect(document.getElementById("formato-error")?.textContent).toBe("Erro: Escolha o formato.");
  });
});
