/** Helpers of the circulation specs: tokens, picking real cases from the service, cleaning up. */
import type { APIRequestContext, Page } from "@playwright/test";

import { expect, type A11y } from "./fixtures.ts";
import type { RecordKey } from "./record-finders.ts";

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

/**
 * The demo's reservable case: "Curvas da face harmonização orofacial" (Amado, 2019), one copy at
 * the Biblioteca Central (1), on loan and reservable, nobody's reservation at seed time (the
 * demo's copies and loans are made from the records at seed time: api/operations/demo/*.ts). Every test
 * that reserves it cancels its reservations.
 */
export const RESERVABLE: RecordKey = { key: "002918613|", search: "q=harmonizacao+orofacial&for=TITULO" };
export const RESERVABLE_LIBRARY = 1;
export const RESERVABLE_TITLE = "Curvas da face harmonização orofacial";
/**
 * "A Case Study of Campus IT's Role in Adoption of Technology at a Private University" (Stewart,
 * 2019, a thesis): its only copy is on the shelf at the Biblioteca de Ciências Humanas (2), so it
 * cannot be reserved and can be asked for on loan there; none at the Campus Norte.
 */
export const ON_THE_SHELF: RecordKey = { key: "037124216|", search: "q=campus+it+adoption+technology&for=TITULO" };
/**
 * Three books whose available copies are all at the Biblioteca Central (1), in one combination, that
 * the demo patron has no request for: "Business cycles in BRICS", "Deathics…", "Discricionariedade…".
 */
export const LOANABLE_AT_CENTRAL: RecordKey[] = [
  { key: "002905448|", search: "q=business+cycles+brics&for=TITULO" },
  { key: "037033627|", search: "q=deathics&for=TITULO" },
  { key: "002911074|", search: "q=discricionariedade&for=TITULO" },
];
/** "A general introduction to data analytics": copies at the Biblioteca de Ciências Humanas (2) and the Campus Norte (3). */
export const AT_NORTE_AND_CENTRE: RecordKey = { key: "002921939|", search: "q=data+analytics&for=TITULO" };

/** The libraries that hold copies of a record, as the reservation tab lists them. */
export async function reservationLibraries(request: APIRequestContext, id: number): Promise<number[]> {
  const initial = (await (await request.get(`/api/reserva/${id}/informacoes-iniciais`)).json()) as {
    exemplares: Copy[];
  };
  return [...new Set(initial.exemplares.map((c) => c.cod_biblioteca))].sort();
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
  // Arrived: what the caller checks next is the destination, not the login page still showing.
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
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

/** The demo desk's key (api/operations/demo/circulation.ts DEMO_STAFF; demo data only). */
const DEMO_STAFF_KEY = "demo-balcao-chave-2026";

/** Sets an institution parameter through the staff call (PUT /api/parametros/instituicao/{key}). */
export async function setInstitutionParam(request: APIRequestContext, key: string, value: string): Promise<void> {
  const response = await request.put(`/api/parametros/instituicao/${key}`, {
    headers: { "x-staff-key": DEMO_STAFF_KEY },
    form: { valor: value },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The demo's multi-volume record (api/operations/demo/seed.ts MULTI_VOLUME_COPIES): a real two-volume book
 * whose copies at the Biblioteca Central come in volumes 1 and 2, tomos, partes, two materials
 * and several locations.
 */
export const MULTI_VOLUME_TITLE = "Their silver wedding journey";
/** Howells, 1899: the first two-volume book by source key without copies of its own (api/operations/demo/seed.ts). */
export const MULTI_VOLUME: RecordKey = { key: "00000009|DLC", search: "q=silver+wedding+journey&for=TITULO" };
