// @vitest-environment happy-dom
/**
 * The interest profile page's real component in Remix's stub. The action stand-in runs the real
 * `submitIntent` (the schema, the intent's handler, the refusals) over a profile kept in memory
 * in place of the library service; the loader stand-in answers that profile.
 */
import { redirect } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";

import type { InterestEntry, InterestProfile } from "../../../api/patron/interest/contract.ts";
import { ServiceError } from "../../lib/library/index.server.ts";
import { renderPt } from "../../test/render.tsx";
import { ACTION_DATA } from "../../ui/document-meta.tsx";
import { InterestProfilePage, interestProfileMeta } from "./interest-profile-page.tsx";
import { submitIntent } from "./interest-profile.server.ts";
import { backTo, readQuery } from "./profile-form.ts";

afterEach(cleanup);

const PAST_DATE = "A data de validade não pode ser anterior a hoje.";

function entry(codigo: number, itens: string): InterestEntry {
  return {
    codigo,
    tipoDSI: "S",
    codTipoArea: null,
    validade: null,
    expirada: false,
    itens,
    cod_acervo: null,
    cod_tipo_obra: null,
    fasciculo: false,
    artigo: false,
    sumario: false,
    bibliotecas: [],
    idiomas: [],
  };
}

function stub(entries: InterestEntry[] = []) {
  const profile: InterestProfile = {
    entradas: entries,
    idiomas: [],
    bibliotecas: [],
    resumo_email: false,
    tem_email: true,
    feed_token: null,
    feed_criado_em: null,
  };
  const api = {
    interest: {
      addHeading: (_tipo: string, termo: string) => {
        profile.entradas.push(entry(profile.entradas.length + 1, termo));
        return Promise.resolve();
      },
      changeValidity: (_codigo: number, validade: string) =>
        validade < "2026-01-01" ? Promise.reject(new ServiceError(422, "invalid", PAST_DATE)) : Promise.resolve(),
    },
  } as unknown as Parameters<typeof submitIntent>[1];
  return createRemixStub([
    {
      path: "/meupergamum/perfil-interesse",
      Component: InterestProfilePage,
      loader: ({ request }) => {
        const url = new URL(request.url);
        return {
          title: "Perfil de interesse",
          profile,
          aux: { areas: [], tiposObra: [{ codigo: 1, descricao: "Livro" }], idiomas: [], bibliotecas: [] },
          titles: { pagina: 1, porPagina: 20, total: 0, titulos: [] },
          headings: url.searchParams.has("termo")
            ? [{ tipoPesquisa: "assunto", termo: "Anatomy", titulos: 9, noPerfil: false }]
            : null,
          periodicals: null,
          query: readQuery(url.searchParams),
          search: url.search,
          searchResults: { headings: null, periodicals: null },
          feedUrl: null,
          locale: "pt",
        };
      },
      action: async ({ request }) => {
        const outcome = await submitIntent(await request.formData(), api);
        if (!outcome.ok) return outcome.answer;
        return redirect(backTo(new URL(request.url).search, outcome.section), { status: 303 });
      },
    },
  ]);
}

test("a work type not chosen: the summary and the select say so, and the title is prefixed", async () => {
  const Stub = stub();
  await renderPt(<Stub initialEntries={["/meupergamum/perfil-interesse"]} />);
  fireEvent.click(await screen.findByRole("button", { name: "Incluir tipo de obra" }));

  const link = await screen.findByRole("link", { name: "Escolha um tipo de obra." });
  expect(link.getAttribute("href")).toBe("#interest-work-type");
  expect(within(screen.getByRole("alert")).getAllByRole("listitem")).toHaveLength(1);
  const select = screen.getByLabelText("Tipo de obra");
  expect(select.getAttribute("aria-invalid")).toBe("true");
  expect(select.getAttribute("aria-describedby")).toBe("interest-work-type-error");
  expect(document.getElementById("interest-work-type-error")?.textContent).toBe("Erro: Escolha um tipo de obra.");

  const answer = { result: { status: "error", error: { cod_tipo_obra: ["interest.errors.workType"] } } };
  const matches = [{ id: "root", data: { titles: { site: "Pergamum", errorPrefix: "Erro:" } } }];
  const meta = interestProfileMeta({
    data: { title: "Perfil de interesse", [ACTION_DATA]: answer },
    matches,
  } as unknown as Parameters<typeof interestProfileMeta>[0]);
  expect(meta).toEqual([{ title: "Erro: Perfil de interesse | Pergamum" }]);
});

test("a date the service refuses: its words beside the entry's date, the typed date kept", async () => {
  const Stub = stub([entry(7, "Anatomy")]);
  await renderPt(<Stub initialEntries={["/meupergamum/perfil-interesse"]} />);
  const date = await screen.findByLabelText("Válido até, para Anatomy (assunto)");
  fireEvent.change(date, { target: { value: "2025-12-01" } });
  fireEvent.click(screen.getByRole("button", { name: "Salvar data" }));

  const link = await screen.findByRole("link", { name: PAST_DATE });
  expect(link.getAttribute("href")).toBe("#interest-validity-7");
  const field = screen.getByLabelText("Válido até, para Anatomy (assunto)") as HTMLInputElement;
  expect(field.getAttribute("aria-invalid")).toBe("true");
  expect(field.getAttribute("aria-describedby")).toBe("interest-validity-7-hint interest-validity-7-error");
  expect(field.value).toBe("2025-12-01");
});

test("a heading found by the search is added: the page comes back with it in the profile", async () => {
  const Stub = stub();
  await renderPt(<Stub initialEntries={["/meupergamum/perfil-interesse?tipo=assunto&termo=anatom"]} />);
  const headings = await screen.findByRole("region", { name: "Autores e assuntos" });
  expect(within(headings).getByText("Ainda não há autor ou assunto no seu perfil.")).toBeTruthy();
  fireEvent.click(within(headings).getByRole("button", { name: "Incluir Anatomy no perfil" }));

  expect(await within(headings).findByText("Anatomy (assunto)")).toBeTruthy();
  expect(within(headings).getByRole("button", { name: "Remover Anatomy (assunto) do perfil" })).toBeTruthy();
  expect(screen.queryByRole("alert")).toBeNull();
});
