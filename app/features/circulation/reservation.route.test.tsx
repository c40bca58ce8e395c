// @vitest-environment happy-dom
/**
 * The reservation tab's real component in Remix's stub. The loader stand-in builds the real
 * choice model over a few copies; the action stand-in parses the real `ReservationSchema` and
 * runs the real handler of the button pressed, with the queue check of the library service
 * stood in for.
 */
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";

import type { ReservableCopy } from "../../../api/lending/circulation/contract.ts";
import { parseForm } from "../../lib/forms.ts";
import type { LibraryClient } from "../../lib/library/index.server.ts";
import { onePressedButton } from "../../test/form-data.ts";
import { renderPt } from "../../test/render.tsx";
import { choiceModel, readSelection, resolvedSelection } from "./reservation-choices.ts";
import { ReservationSchema } from "./reservation-form.ts";
import { ReservationTab } from "./reservation-tab.tsx";
import { handlers } from "./reservation.server.ts";

afterEach(cleanup);

function copy(volume: string): ReservableCopy {
  return {
    cod_biblioteca: 1,
    desc_biblioteca: "Central",
    reserva_localizacao: "N",
    reserva_mat_adicional: "N",
    volume,
    tomo_exemplar: "99999",
    parte: "99999",
    mat_adicional: "0",
    cod_local_exemplar: 10,
    desc_local_exemplar: "Geral",
    disponiveis: 0,
    reservaveis: 1,
  };
}

function stub(copies: ReservableCopy[], { loggedIn = true } = {}) {
  const api = {
    reservations: { checkQueue: () => Promise.resolve({ existeFila: true, posicao: 3 }) },
    headers: () => Promise.resolve(new Headers()),
  } as unknown as LibraryClient;
  return createRemixStub([
    {
      path: "/acervo/:id/reserva",
      Component: ReservationTab,
      loader: ({ request }) => {
        const model = choiceModel(copies, readSelection(new URL(request.url).searchParams));
        return {
          id: 5,
          title: "Reserva",
          partes: [{ texto: "Anatomia humana." }],
          loggedIn,
          restricted: false,
          model,
          selection: resolvedSelection(model),
          count: 0,
          reserved: null,
          cancelled: false,
          refusal: null,
          choice: null,
          focus: null,
        };
      },
      action: async ({ request }) => {
        const form = onePressedButton(await request.formData());
        const parsed = parseForm(form, ReservationSchema, { hideFields: ["password"] });
        if (!parsed.ok) return { kind: "login", result: parsed.result };
        const model = choiceModel(copies, readSelection(form));
        const context = { api, id: 5, loggedIn, initial: { exemplares: copies, reservas: [] }, allowed: null };
        const handler = handlers[parsed.value.intent] as (value: unknown, ctx: unknown) => Promise<unknown>;
        return handler(parsed.value, {
          ...context,
          request,
          model,
          selection: resolvedSelection(model),
          reject: parsed.reject,
        });
      },
    },
  ]);
}

test("confirmed with the volume still open: the summary and the select say so", async () => {
  const Stub = stub([copy("1"), copy("2")]);
  await renderPt(<Stub initialEntries={["/acervo/5/reserva"]} />);
  fireEvent.click(await screen.findByRole("button", { name: "Confirmar reserva" }));

  const link = await screen.findByRole("link", { name: "Selecione todas as opções para a reserva." });
  expect(link.getAttribute("href")).toBe("#reserva-volume");
  expect(within(screen.getByRole("alert")).getAllByRole("listitem")).toHaveLength(1);
  const volume = document.getElementById("reserva-volume") as HTMLSelectElement;
  expect(volume.getAttribute("aria-invalid")).toBe("true");
  expect(volume.getAttribute("aria-describedby")).toBe("reserva-volume-error");
});

test("a visitor's empty login: both messages, checked in the browser with the same schema", async () => {
  const Stub = stub([copy("99999")], { loggedIn: false });
  await renderPt(<Stub initialEntries={["/acervo/5/reserva"]} />);
  fireEvent.click(await screen.findByRole("button", { name: "Entrar" }));

  expect((await screen.findByRole("link", { name: "Informe o usuário." })).getAttribute("href")).toBe(
    "#reserva-username",
  );
  expect(screen.getByRole("link", { name: "Informe a senha." }).getAttribute("href")).toBe("#reserva-password");
  expect(screen.getByLabelText("Usuário").getAttribute("aria-describedby")).toBe("reserva-username-error");
});

test("confirmed while others wait: the waiting-list question, with the queue position", async () => {
  const Stub = stub([copy("99999")]);
  await renderPt(<Stub initialEntries={["/acervo/5/reserva"]} />);
  fireEvent.click(await screen.findByRole("button", { name: "Confirmar reserva" }));

  const queue = await screen.findByRole("region", { name: "Material indisponível" });
  expect(queue.textContent).toContain("Deseja entrar na fila de espera (posição 3)?");
  expect(screen.queryByRole("alert")).toBeNull();
});
