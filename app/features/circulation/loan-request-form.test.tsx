// @vitest-environment happy-dom
/**
 * The loan-request page's real component in Remix's stub, through a "choose" step: the action
 * stand-in answers as the real one does for a step (every value back, no result), and what the
 * patron typed before choosing is still there.
 */
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";

import type { ReservableCopy } from "../../../api/lending/circulation/contract.ts";
import { renderPt } from "../../test/render.tsx";
import { LoanRequestPage } from "./loan-request-form.tsx";

afterEach(cleanup);

const copy = (library: number, name: string, volume: string): ReservableCopy => ({
  cod_biblioteca: library,
  desc_biblioteca: name,
  reserva_localizacao: "N",
  reserva_mat_adicional: "N",
  volume,
  tomo_exemplar: "99999",
  parte: "99999",
  mat_adicional: "0",
  cod_local_exemplar: null,
  desc_local_exemplar: null,
  disponiveis: 1,
  reservaveis: 1,
});

const loaderData = {
  id: 7,
  delivery: false,
  title: "Solicitação de empréstimo",
  copies: [copy(1, "Central", "1"), copy(1, "Central", "2"), copy(2, "Setorial", "99999")],
  libraries: [{ cod_biblioteca: 1, desc_biblioteca: "Central" }],
  units: [],
  deliveryDays: [],
  rules: { telefone_obrigatorio: true, email_obrigatorio: false },
  labels: {
    biblioteca_origem: "Biblioteca de origem",
    volume: "Volume",
    telefone: "Telefone",
    email: "E-mail",
    pessoa_autorizada: "Pessoa autorizada",
    retirada_inicio: "Retirar a partir de",
    retirada_fim: "Retirar até",
    biblioteca_recebimento: "Bibliotecas",
  },
  warnings: {},
  defaults: { biblioteca: "", email: "", retirada_inicio: "2026-11-23T09:00", retirada_fim: "2026-11-25T09:00" },
  sent: null,
};

test("a choose step shows the next choice and keeps every typed value", async () => {
  const Stub = createRemixStub([
    {
      path: "/acervo/7/solicitacao-emprestimo",
      Component: LoanRequestPage,
      loader: () => loaderData,
      action: async ({ request }) => {
        const form = await request.formData();
        const values = Object.fromEntries([...form].filter(([name]) => name !== "intent")) as Record<string, string>;
        return { values, result: null };
      },
    },
  ]);
  await renderPt(<Stub initialEntries={["/acervo/7/solicitacao-emprestimo"]} />);
  fireEvent.change(await screen.findByLabelText(/^Telefone/), { target: { value: "(41) 3333-4444" } });
  fireEvent.change(screen.getByLabelText(/^Pessoa autorizada/), { target: { value: "Ana" } });
  fireEvent.change(screen.getByLabelText("Biblioteca de origem"), { target: { value: "1" } });
  fireEvent.click(screen.getByRole("button", { name: /Biblioteca de origem/ }));

  const volume = await screen.findByLabelText("Volume");
  expect(volume.tagName).toBe("SELECT");
  await waitFor(() => expect((screen.getByLabelText(/^Telefone/) as HTMLInputElement).value).toBe("(41) 3333-4444"));
  expect((screen.getByLabelText(/^Pessoa autorizada/) as HTMLInputElement).value).toBe("Ana");
  expect((screen.getByLabelText("Biblioteca de origem") as HTMLSelectElement).value).toBe("1");
  // A step is no failed submission: no summary.
  expect(screen.queryByRole("alert")).toBeNull();
});
