// @vitest-environment happy-dom
/**
 * A research request type's page, the real component in Remix's stub. The action stand-in runs
 * the real `submitIntent` (the page's one schema, the intent's handler, the refusals) over a list
 * kept in memory in place of the library service; the loader stand-in answers that list.
 */
import { redirect } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";

import type { RequestValues, ResearchRequestOut } from "../../../api/lending/research-requests/contract.ts";
import { ServiceError } from "../../lib/library/index.server.ts";
import { renderPt } from "../../test/render.tsx";
import { ResearchRequestPage } from "./research-request-page.tsx";
import { submitIntent } from "./research-request.server.ts";

afterEach(cleanup);

const PATH = "/meupergamum/pedidos-pesquisa/levantamento-bibliografico";
const NO_LONGER_WAITING = "O pedido não está mais aguardando atendimento.";

function request(codigo: number, titulo: string): ResearchRequestOut {
  return {
    codigo,
    tipo: "levantamento-bibliografico",
    situacao: "waiting",
    desc_situacao: "Aguardando atendimento",
    titulo,
    cod_acervo: null,
    dados: { assunto: titulo },
    resposta: null,
    data_solicitacao: "2026-11-02",
    data_atualizacao: "2026-11-02",
    cancelavel: true,
    arquivo: null,
    ficha_pronta: false,
  } as ResearchRequestOut;
}

function stub(requests: ResearchRequestOut[] = []) {
  const api = {
    researchRequests: {
      create: (_type: string, values: RequestValues) => {
        requests.push(request(requests.length + 1, String(values.assunto)));
        return Promise.resolve();
      },
      cancel: () => Promise.reject(new ServiceError(409, "not_waiting", NO_LONGER_WAITING)),
    },
  } as unknown as Parameters<typeof submitIntent>[1]["api"];
  return createRemixStub([
    {
      path: "/meupergamum/pedidos-pesquisa/:tipo",
      Component: ResearchRequestPage,
      loader: () => ({
        type: "levantamento-bibliografico" as const,
        title: "Levantamento bibliográfico",
        requests: [...requests],
        filterValues: { status: "", dataIni: "", dataFim: "" },
        filterResult: null,
        institution: null,
        record: null,
        locale: "pt",
      }),
      action: async ({ request: sent }) => {
        const outcome = await submitIntent(await sent.formData(), { api, type: "levantamento-bibliografico" });
        if (!outcome.ok) return outcome.answer;
        return redirect(PATH, { status: 303 });
      },
    },
  ]);
}

test("a survey without its subject: the summary and the field say so", async () => {
  const Stub = stub();
  await renderPt(<Stub initialEntries={[PATH]} />);
  fireEvent.click(await screen.findByRole("button", { name: "Solicitar levantamento" }));

  const link = await screen.findByRole("link", { name: "Campo obrigatório não preenchido: Assunto." });
  expect(link.getAttribute("href")).toBe("#request-assunto");
  const subject = document.getElementById("request-assunto") as HTMLInputElement;
  expect(subject.getAttribute("aria-invalid")).toBe("true");
  expect(subject.getAttribute("aria-describedby")).toContain("request-assunto-error");
});

test("a cancel the service refuses: its words in the summary", async () => {
  const Stub = stub([request(4, "Anatomia comparada")]);
  await renderPt(<Stub initialEntries={[PATH]} />);
  fireEvent.click(await screen.findByRole("button", { name: /^Cancelar o pedido 4/ }));

  const alert = await screen.findByRole("alert");
  expect(within(alert).getByRole("listitem").textContent).toBe(NO_LONGER_WAITING);
});

test("a survey sent: the page comes back with it in the list", async () => {
  const Stub = stub();
  await renderPt(<Stub initialEntries={[PATH]} />);
  expect(await screen.findByText("Nenhum pedido encontrado.")).toBeTruthy();
  fireEvent.change(document.getElementById("request-assunto")!, { target: { value: "Anatomia comparada" } });
  fireEvent.click(screen.getByRole("button", { name: "Solicitar levantamento" }));

  expect(await screen.findByRole("rowheader", { name: "Anatomia comparada" })).toBeTruthy();
  expect(screen.queryByRole("alert")).toBeNull();
});
