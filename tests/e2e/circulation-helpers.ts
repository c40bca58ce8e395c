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

export async function reserveByApi(
  request: APIRequestContext,
  token: string,
  id: number,
  library: number,
): Promise<number> {
  const response = await request.post("/api/reserva", {
    headers: bearer(token),
    form: {
      acervo: String(id),
      biblioteca: String(library),
      volume: "99999",
      tomo: "99999",
      parte: "99999",
      material: "",
      localizacao: "",
    },
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
export async function loginTo(
  page: Page,
  a11y: A11y,
  path: string,
  username = "demo",
  password = username,
): Promise<void> {
  await a11y.visit(`/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel("Usuário").fill(username);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

interface LoanRequestCopy {
  cod_biblioteca: number;
}

/**
 * A record whose available copies are all at `origin`, in one combination (so the form shows the
 * origin as text and hides volume/tomo/parte/material), that the demo patron has no open request for.
 */
export async function findLoanRequestRecord(
  request: APIRequestContext,
  { origin, skip = [] as number[] }: { origin: number; skip?: number[] },
): Promise<number> {
  const token = await apiToken(request, "demo");
  const open = (await (await request.get("/api/solicitacao-emprestimo", { headers: bearer(token) })).json()) as {
    cod_acervo: number;
    situacao: string;
  }[];
  const busy = new Set(open.filter((r) => r.situacao === "waiting").map((r) => r.cod_acervo));
  for (let page = 1; page <= 5; page++) {
    const search = await request.get(`/api/consulta?perPage=100&page=${page}`);
    const { registros } = (await search.json()) as { registros: { cod_acervo: number }[] };
    for (const { cod_acervo: id } of registros) {
      if (skip.includes(id) || busy.has(id)) continue;
      const initial = (await (await request.get(`/api/solicitacao-emprestimo/${id}/informacoes-iniciais`)).json()) as {
        exemplares: LoanRequestCopy[];
      };
      if (initial.exemplares.length === 1 && initial.exemplares[0].cod_biblioteca === origin) return id;
    }
  }
  throw new Error(`no record with one available combination at library ${origin}`);
}

/** Creates a waiting loan request through the service (pick-up at the origin library). */
export async function requestLoanByApi(
  request: APIRequestContext,
  token: string,
  id: number,
  library: number,
): Promise<number> {
  const start = new Date(Date.now() + 3_600_000).toISOString();
  const end = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const response = await request.post(`/api/solicitacao-emprestimo/${id}`, {
    headers: bearer(token),
    form: {
      biblioteca_origem: String(library),
      biblioteca_recebimento: String(library),
      volume: "99999",
      tomo: "99999",
      parte: "99999",
      material_adicional: "0",
      telefone: "(41) 3333-4444",
      email: "demo@example.org",
      retirada_inicio: start,
      retirada_fim: end,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { cod_solicitacao: number }).cod_solicitacao;
}

/** Cancels the patron's waiting loan requests made after `after` (the demo's own stay). */
export async function cancelLoanRequestsAfter(
  request: APIRequestContext,
  username: string,
  after: number,
): Promise<void> {
  const token = await apiToken(request, username);
  const list = (await (await request.get("/api/solicitacao-emprestimo", { headers: bearer(token) })).json()) as {
    cod_solicitacao: number;
    situacao: string;
  }[];
  for (const r of list.filter((r) => r.cod_solicitacao > after && r.situacao === "waiting")) {
    await request.put(`/api/meupergamum/solicitacoes/cancel-emprestimo/${r.cod_solicitacao}`, {
      headers: bearer(token),
    });
  }
}

/** The highest loan request id the patron has (requests made by a test come after it). */
export async function lastLoanRequestId(request: APIRequestContext, username: string): Promise<number> {
  const token = await apiToken(request, username);
  const list = (await (await request.get("/api/solicitacao-emprestimo", { headers: bearer(token) })).json()) as {
    cod_solicitacao: number;
  }[];
  return Math.max(0, ...list.map((r) => r.cod_solicitacao));
}

/** The demo desk's key (api/demo/circulation.ts DEMO_STAFF; demo data only). */
const DEMO_STAFF_KEY = "demo-balcao-chave-2026";

/** Sets an institution parameter through the staff call (PUT /api/parametros/instituicao/{key}). */
export async function setInstitutionParam(request: APIRequestContext, key: string, value: string): Promise<void> {
  const response = await request.put(`/api/parametros/instituicao/${key}`, {
    headers: { "x-staff-key": DEMO_STAFF_KEY },
    form: { valor: value },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A record whose copies are at exactly the libraries `at` allows (checked on every library in it). */
export async function findRecordAtLibraries(
  request: APIRequestContext,
  accept: (libraries: number[]) => boolean,
): Promise<number> {
  for (let page = 1; page <= 5; page++) {
    const search = await request.get(`/api/consulta?perPage=100&page=${page}`);
    const { registros } = (await search.json()) as { registros: { cod_acervo: number }[] };
    for (const { cod_acervo: id } of registros) {
      const initial = (await (await request.get(`/api/reserva/${id}/informacoes-iniciais`)).json()) as {
        exemplares: Copy[];
      };
      const libraries = [...new Set(initial.exemplares.map((c) => c.cod_biblioteca))].sort();
      if (libraries.length > 0 && accept(libraries)) return id;
    }
  }
  throw new Error("no record with copies at the libraries asked for");
}

/**
 * The demo's multi-volume record (api/demo/seed.ts MULTI_VOLUME_COPIES): a real two-volume book
 * whose copies at the Biblioteca Central come in volumes 1 and 2, tomos, partes, two materials
 * and several locations.
 */
export const MULTI_VOLUME_TITLE = "Their silver wedding journey";

export async function findMultiVolumeRecord(request: APIRequestContext): Promise<number> {
  const response = await request.get(`/api/consulta?for=TITULO&q=${encodeURIComponent(MULTI_VOLUME_TITLE)}`);
  const { registros } = (await response.json()) as { registros: { cod_acervo: number; titulo: string }[] };
  const hit = registros.find((r) => r.titulo.startsWith(MULTI_VOLUME_TITLE));
  expect(hit, `the demo record "${MULTI_VOLUME_TITLE}"`).toBeDefined();
  return hit!.cod_acervo;
}
