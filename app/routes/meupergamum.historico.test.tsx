// @vitest-environment happy-dom
/**
 * The loan history's GET form, the real component in Remix's stub; the loader stand-in parses
 * the query with the real schema (as the real loader does) and returns no loans.
 */
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";

import { HistoryFilterSchema } from "../features/account/account.ts";
import { parseForm } from "../lib/forms.ts";
import { renderPt } from "../test/render.tsx";
import HistoryPage from "./meupergamum.historico.tsx";

afterEach(cleanup);

test("the initial date after the final: the summary and the field say so, the dates are kept", async () => {
  const Stub = createRemixStub([
    {
      path: "/meupergamum/historico",
      Component: HistoryPage,
      loader: ({ request }) => {
        const query = new URL(request.url).searchParams;
        const parsed = parseForm(query, HistoryFilterSchema, { autoCoercion: false });
        return {
          title: "Histórico",
          values: { dataIni: "2026-10-01", dataFim: "2026-11-01" },
          result: parsed.result ?? null,
          loans: null,
          locale: "pt",
        };
      },
    },
  ]);
  await renderPt(<Stub initialEntries={["/meupergamum/historico"]} />);
  expect(screen.queryByRole("alert")).toBeNull();
  fireEvent.change(await screen.findByLabelText("Data inicial"), { target: { value: "2026-12-01" } });
  // happy-dom does not take a date input's defaultValue into its value: set both.
  fireEvent.change(screen.getByLabelText("Data final"), { target: { value: "2026-11-01" } });
  fireEvent.click(screen.getByRole("button", { name: "Consultar" }));

  const link = await screen.findByRole("link", { name: "A data inicial não pode ser posterior à data final." });
  expect(link.getAttribute("href")).toBe("#historico-dataIni");
  const from = screen.getByLabelText("Data inicial") as HTMLInputElement;
  expect(from.getAttribute("aria-invalid")).toBe("true");
  expect(from.getAttribute("aria-describedby")).toBe("historico-dataIni-error");
  expect(from.value).toBe("2026-12-01");
});
