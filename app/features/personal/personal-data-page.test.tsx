// @vitest-environment happy-dom
/**
 * The personal data page in Remix's stub: a save refused by the schema, and revoking a device.
 * The action stand-in parses with the real schema of both intents, as the real action does.
 */
import { redirect } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";

import { PERSONAL_FIELDS, type PersonalDataResponse } from "../../../api/patron/personal/contract.ts";
import { parseForm } from "../../lib/forms.ts";
import { renderPt } from "../../test/render.tsx";
import { PersonalDataPage } from "./personal-data-page.tsx";
import { personalActionSchema } from "./personal-form.ts";

afterEach(cleanup);

const PERSONAL = {
  ...Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, null])),
  recebe_email: false,
  nome: "Ana Souza",
  email: "ana@exemplo.com.br",
  editaveis: ["email", "telefone"],
} as unknown as PersonalDataResponse;

function stub() {
  let devices = [
    { id: 3, nome: "Celular da Ana", criado_em: "2026-10-01", usado_em: null },
    { id: 4, nome: "Tablet", criado_em: "2026-10-02", usado_em: null },
  ];
  return createRemixStub([
    {
      path: "/meupergamum/dados-pessoais",
      Component: PersonalDataPage,
      loader: () => ({ title: "Dados pessoais", personal: PERSONAL, devices, locale: "pt" }),
      action: async ({ request }) => {
        const parsed = parseForm(await request.formData(), personalActionSchema("2026-12-05"), {
          autoCoercion: false,
        });
        if (!parsed.ok) return { result: parsed.result };
        const { value } = parsed;
        if (value.intent === "revoke-device") devices = devices.filter((d) => d.id !== Number(value.device));
        return redirect("/meupergamum/dados-pessoais", { status: 303 });
      },
    },
  ]);
}

test("an e-mail without its @: the summary and the field say so, the typed value is kept", async () => {
  const Stub = stub();
  await renderPt(<Stub initialEntries={["/meupergamum/dados-pessoais"]} />);
  fireEvent.change(await screen.findByLabelText("E-mail"), { target: { value: "ana.exemplo" } });
  fireEvent.click(screen.getByRole("button", { name: "Salvar dados pessoais" }));
  const message = "Informe um e-mail válido, como nome@exemplo.com.br.";
  const link = await screen.findByRole("link", { name: message });
  expect(link.getAttribute("href")).toBe("#personal-email");
  const email = screen.getByLabelText("E-mail") as HTMLInputElement;
  expect(email.getAttribute("aria-invalid")).toBe("true");
  expect(email.getAttribute("aria-describedby")).toBe("personal-email-error");
  expect(email.value).toBe("ana.exemplo");
});

test("revoking a device: it leaves the list, the others stay", async () => {
  const Stub = stub();
  await renderPt(<Stub initialEntries={["/meupergamum/dados-pessoais"]} />);
  fireEvent.click(await screen.findByRole("button", { name: "Desconectar Celular da Ana" }));
  await waitFor(() => expect(screen.queryByText("Celular da Ana")).toBeNull());
  expect(screen.getByRole("button", { name: "Desconectar Tablet" })).toBeTruthy();
});
