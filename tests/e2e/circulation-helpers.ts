/** Helpers of the circulation specs: tokens, picking real cases from the service, cleaning up. */
import type { APIRequestContext, Page } from "@playwright/test";

import { expect, type A11y } from "./fixtures.ts";

interface Copy {
  cod_biblioteca: number;
  desc_biblioteca: string;
  disponiveis: number;
  reservaveis: number;
}

export async function apiToken(request: APIRequestContext, username: string, password = username): Promise<string> {
  const response = await request.post("/api/oauth/token", { form: { grant_type: "password", username, password } });
  expect(response.ok(), `token for ${username}`).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface ReservableCase {
  id: number;
  library: number;
}

/**
 * A record whose first library (the one the form preselects) has a single copy combination,
 * nothing on the shelf and something reservable, and no open reservation there yet; or, with
 * `available`, one whose first library has a copy on the shelf.
 */
export async function findRecord(
  request: APIRequestContext,
  { available = false, skip = [] as number[] } = {},
): Promise<ReservableCase> {
  for (let page = 1; page <= 5; page++) {
    const search = await request.get(`/api/consulta?perPage=100&page=${page}`);
    const { registros } = (await search.json()) as { registros: { cod_acervo: number }[] };
    for (const { cod_acervo: id } of registros) {
      if (skip.includes(id)) continue;
      const initial = (await (await request.get(`/api/reserva/${id}/informacoes-iniciais`)).json()) as {
        exemplares: Copy[];
        reservas: { cod_biblioteca: number; total: number }[];
      };
      const first = initial.exemplares[0];
      if (!first) continue;
      const rows = initial.exemplares.filter((c) => c.cod_biblioteca === first.cod_biblioteca);
      if (rows.length !== 1) continue;
      if (initial.reservas.some((r) => r.cod_biblioteca === first.cod_biblioteca && r.total > 0)) continue;
      if (available ? first.disponiveis > 0 : first.disponiveis === 0 && first.reservaveis > 0) {
        return { id, library: first.cod_biblioteca };
      }
    }
  }
  throw new Error("no suitable record in the demo data");
}

export async function reserveByApi(request: APIRequestContext, token: string, id: number, library: number): Promise<number> {
  const response = await request.post("/api/reserva", {
    headers: bearer(token),
    form: { acervo: String(id), biblioteca: String(library), volume: "99999", tomo: "99999", parte: "99999", material: "", localizacao: "" },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { cod_reserva: number }).cod_reserva;
}

/** Cancels the patron's open reservations of a record (self-cleaning tests). */
export async function cancelReservationsOf(request: APIRequestContext, username: string, id: number): Promise<void> {
  const token = await apiToken(request, username);
  const list = (await (await request.get("/api/reserva", { headers: bearer(token) })).json()) as {
    cod_reserva: number;
    cod_acervo: number;
  }[];
  for (const reservation of list.filter((r) => r.cod_acervo === id)) {
    await request.delete(`/api/reserva/${reservation.cod_reserva}`, { headers: bearer(token) });
  }
}

/** Logs in through the login page and comes back to `path`. */
export async function loginTo(page: Page, a11y: A11y, path: string, username = "demo", password = username): Promise<void> {
  await a11y.visit(`/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel("Usuário").fill(username);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
}
