// @vitest-environment happy-dom
/**
 * The login page's real component in Remix's stub: the loader and action are small stand-ins
 * (the action parses with the real schema and refuses the pair like the service's 401).
 */
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";

import { loginPageSchema } from "../features/login/login-form.ts";
import { parseForm } from "../lib/forms.ts";
import { renderPt } from "../test/render.tsx";
import LoginPage from "./login.tsx";

afterEach(cleanup);

const PAGE = {
  title: "Entrar",
  label: "Usuário",
  message: null,
  recovery: null,
  destination: null as { memberAreaLabel: string | null; preselected: "M" | "C" | null } | null,
  categoryCodes: null,
  captcha: null,
  redirectTo: "",
  suporte: false,
  restricted: false,
  choice: null,
};

function stub(page: Partial<typeof PAGE> = {}) {
  const destinationRequired = Boolean(page.destination);
  return createRemixStub([
    {
      path: "/login",
      Component: LoginPage,
      loader: () => ({ ...PAGE, ...page }),
      action: async ({ request }) => {
        const parsed = parseForm(await request.formData(), loginPageSchema({ destinationRequired }), {
          hideFields: ["password"],
        });
        if (!parsed.ok) return { result: parsed.result, captcha: null };
        return { result: parsed.reject({ formErrors: ["login.errors.UsuarioOuSenhaIncorretaCustom"] }), captcha: null };
      },
    },
  ]);
}

test("empty fields: the summary lists both messages, the fields point at theirs", async () => {
  const Stub = stub();
  await renderPt(<Stub initialEntries={["/login"]} />);
  fireEvent.click(await screen.findByRole("button", { name: "Entrar" }));
  const alert = await screen.findByRole("alert");
  expect(screen.getByRole("link", { name: "Informe o usuário." }).getAttribute("href")).toBe("#login-username");
  expect(screen.getByRole("link", { name: "Informe a senha." }).getAttribute("href")).toBe("#login-password");
  expect(alert).toBeTruthy();
  const username = screen.getByLabelText("Usuário");
  expect(username.getAttribute("aria-invalid")).toBe("true");
  expect(username.getAttribute("aria-describedby")).toBe("login-username-error");
  expect(document.getElementById("login-username-error")?.textContent).toBe("Erro: Informe o usuário.");
  expect(screen.getByLabelText("Senha").getAttribute("aria-describedby")).toBe("login-password-error");
});

test("a refused pair: the typed username is kept, the password is not, every aria-describedby names an element", async () => {
  const Stub = stub();
  await renderPt(<Stub initialEntries={["/login"]} />);
  fireEvent.change(await screen.findByLabelText("Usuário"), { target: { value: "demo" } });
  fireEvent.change(screen.getByLabelText("Senha"), { target: { value: "wrong" } });
  fireEvent.click(screen.getByRole("button", { name: "Entrar" }));
  await screen.findByRole("link", { name: "Usuário ou senha incorretos." });
  expect((screen.getByLabelText("Usuário") as HTMLInputElement).value).toBe("demo");
  await waitFor(() => expect((screen.getByLabelText("Senha") as HTMLInputElement).value).toBe(""));
  // The refusal is about the pair: the username is marked, with no inline message.
  expect(screen.getByLabelText("Usuário").getAttribute("aria-invalid")).toBe("true");
  expect(document.getElementById("login-username-error")).toBeNull();
  // Every aria-describedby names an element of the page (none points at a message not shown).
  const named = [...document.querySelectorAll("[aria-describedby]")].flatMap((el) =>
    el.getAttribute("aria-describedby")!.split(/\s+/),
  );
  expect(named.filter((id) => !document.getElementById(id))).toEqual([]);
});

test("the password toggle shows and hides the password, saying so with aria-pressed", async () => {
  const Stub = stub();
  await renderPt(<Stub initialEntries={["/login"]} />);
  const toggle = await screen.findByRole("button", { name: "Mostrar senha" });
  const password = screen.getByLabelText("Senha");
  expect(password.getAttribute("type")).toBe("password");
  expect(toggle.getAttribute("aria-pressed")).toBe("false");
  fireEvent.click(toggle);
  expect(password.getAttribute("type")).toBe("text");
  expect(toggle.getAttribute("aria-pressed")).toBe("true");
  fireEvent.click(toggle);
  expect(password.getAttribute("type")).toBe("password");
});

test("the destination choice is required when offered: 'PreenchaCampo' naming the field", async () => {
  const Stub = stub({ destination: { memberAreaLabel: "Meu Pergamum", preselected: null } });
  await renderPt(<Stub initialEntries={["/login"]} />);
  fireEvent.change(await screen.findByLabelText("Usuário"), { target: { value: "demo" } });
  fireEvent.change(screen.getByLabelText("Senha"), { target: { value: "demo" } });
  fireEvent.click(screen.getByRole("button", { name: "Entrar" }));
  const link = await screen.findByRole("link", { name: "Preencha o campo Direcionar para." });
  expect(link.getAttribute("href")).toBe("#login-destination-M");
  expect(screen.getByRole("group", { name: "Direcionar para" }).getAttribute("aria-describedby")).toBe(
    "login-destination-error",
  );
});
