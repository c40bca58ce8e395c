// @vitest-environment happy-dom
/**
 * The login page's intents in Remix's stub: the person choice refused without a login chosen,
 * then going back to the password form. The action stand-in parses with the real schema of the
 * three intents, as the real action does, and keeps the pending choice as the session would.
 */
import { redirect } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";

import { parseForm } from "../../lib/forms.ts";
import { renderPt } from "../../test/render.tsx";
import { loginActionSchema } from "./login-form.ts";
import { LoginPage } from "./login-page.tsx";

afterEach(cleanup);

const LOGINS = [
  { codigo: 7, login: "ana", categoria: "Aluno" },
  { codigo: 9, login: "ana.prof", categoria: "Professor" },
];

function stub() {
  let pending = true;
  return createRemixStub([
    {
      path: "/login",
      Component: LoginPage,
      loader: () => ({
        title: pending ? "Escolha o login" : "Entrar",
        label: "Usuário",
        message: null,
        recovery: null,
        destination: null,
        categoryCodes: null,
        captcha: null,
        redirectTo: "",
        suporte: false,
        restricted: false,
        choice: pending ? { logins: LOGINS } : null,
      }),
      action: async ({ request }) => {
        const parsed = parseForm(await request.formData(), loginActionSchema({ destinationRequired: false }));
        if (!parsed.ok) return { result: parsed.result, captcha: null };
        if (parsed.value.intent === "cancel") pending = false;
        return redirect("/login", { status: 303 });
      },
    },
  ]);
}

test("the person choice without a login chosen: the summary says so and points at the first login", async () => {
  const Stub = stub();
  await renderPt(<Stub initialEntries={["/login"]} />);
  fireEvent.click(await screen.findByRole("button", { name: "Continuar" }));
  const link = await screen.findByRole("link", { name: "Escolha com qual login deseja entrar." });
  expect(link.getAttribute("href")).toBe("#login-choice-7");
  expect(screen.getByRole("group", { name: "Login" }).getAttribute("aria-describedby")).toBe("login-choice-error");
});

test("another user: the choice is dropped and the password form is back", async () => {
  const Stub = stub();
  await renderPt(<Stub initialEntries={["/login"]} />);
  fireEvent.click(await screen.findByRole("button", { name: "Entrar com outro usuário" }));
  expect(await screen.findByLabelText("Usuário")).toBeTruthy();
  expect(screen.getByLabelText("Senha")).toBeTruthy();
  expect(screen.queryByRole("group", { name: "Login" })).toBeNull();
});
