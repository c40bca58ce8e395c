// @vitest-environment happy-dom
/**
 * The new suggestion page's real component in Remix's stub. The action stand-in runs the real
 * `submitIntent` (the page's one schema, the button's handler) with the library service's calls
 * stood in for; a sent suggestion lands on the list of suggestions.
 */
import { redirect } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";

import type { SuggestionFormOptions } from "../../../api/community/acquisition/contract.ts";
import { onePressedButton } from "../../test/form-data.ts";
import { renderPt } from "../../test/render.tsx";
import { NewSuggestionPage } from "./new-suggestion-page.tsx";
import { submitIntent } from "./new-suggestion.server.ts";
import { SUGGESTIONS_PATH } from "./suggestion-form.ts";

afterEach(cleanup);

const OPTIONS: SuggestionFormOptions = {
  email: "leitor@example.org",
  professor: false,
  campi: [{ cod_campus: 1, nome_campus: "Centro" }],
  bibliotecas: [{ cod_biblioteca: 3, desc_biblioteca: "Biblioteca Central", cod_campus: 1 }],
  cursos: [],
  disciplinas: [],
};

function stub(sent: Record<string, string>[]) {
  const api = {
    acquisition: {
      formOptions: () => Promise.resolve(OPTIONS),
      suggest: (form: Record<string, string>) => {
        sent.push(form);
        return Promise.resolve({});
      },
    },
  } as unknown as Parameters<typeof submitIntent>[1];
  return createRemixStub([
    {
      path: "/meupergamum/sugestoes/nova",
      Component: NewSuggestionPage,
      loader: () => ({ title: "Sugerir aquisição", options: OPTIONS }),
      action: async ({ request }) => {
        const outcome = await submitIntent(onePressedButton(await request.formData()), api);
        if (!outcome.sent) return { result: outcome.result };
        return redirect(SUGGESTIONS_PATH, { status: 303 });
      },
    },
    { path: SUGGESTIONS_PATH, Component: () => <h1>Sugestões de aquisição</h1> },
  ]);
}

test("sent empty: the summary lists the required fields, each field points at its message", async () => {
  const sent: Record<string, string>[] = [];
  const Stub = stub(sent);
  await renderPt(<Stub initialEntries={["/meupergamum/sugestoes/nova"]} />);
  fireEvent.click(await screen.findByRole("button", { name: "Enviar sugestão" }));

  const title = await screen.findByRole("link", { name: "Campo obrigatório não preenchido: Título." });
  expect(title.getAttribute("href")).toBe("#sugestao-titulo");
  expect(screen.getByRole("link", { name: "Campo obrigatório não preenchido: Biblioteca." })).toBeTruthy();
  const field = document.getElementById("sugestao-titulo")!;
  expect(field.getAttribute("aria-invalid")).toBe("true");
  expect(field.getAttribute("aria-describedby")).toBe("sugestao-titulo-error");
  expect(sent).toEqual([]);
});

test("a suggestion sent: the patron lands on their suggestions, the service got the fields", async () => {
  const sent: Record<string, string>[] = [];
  const Stub = stub(sent);
  await renderPt(<Stub initialEntries={["/meupergamum/sugestoes/nova"]} />);
  fireEvent.change(await screen.findByLabelText("Biblioteca *"), { target: { value: "3" } });
  fireEvent.change(screen.getByLabelText("Título *"), { target: { value: "Anatomia humana" } });
  fireEvent.change(screen.getByLabelText("Editora *"), { target: { value: "Atheneu" } });
  fireEvent.click(screen.getByRole("button", { name: "Enviar sugestão" }));

  expect(await screen.findByRole("heading", { level: 1, name: "Sugestões de aquisição" })).toBeTruthy();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ biblioteca: "3", titulo: "Anatomia humana", editor: "Atheneu", periodico: "N" });
});
