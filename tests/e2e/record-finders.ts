/**
 * Test records are picked at test time through the library service (/api), not hard-coded: a
 * search narrows the candidates and a predicate over the record's own calls picks one.
 */
import type { APIRequestContext, Page } from "@playwright/test";

import { expect } from "./fixtures.ts";

interface Activity {
  cod_atividade: number | string;
  slug: string;
  descricao: string;
}

export async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path}: HTTP ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The first record of the search `query` (GET /api/consulta) for which `accept(id)` holds. */
export async function findRecord(
  request: APIRequestContext,
  query: string,
  accept: (id: number) => Promise<boolean>,
  maxPages = 10,
): Promise<number> {
  for (let page = 1; page <= maxPages; page++) {
    const result = await apiJson<{ registros: { cod_acervo: number }[]; totalRegistros: number }>(
      request,
      `/api/consulta?${query}&perPage=50&page=${page}`,
    );
    for (const item of result.registros) if (await accept(item.cod_acervo)) return item.cod_acervo;
    if (page * 50 >= result.totalRegistros) break;
  }
  throw new Error(`no record for ${query}`);
}

export function activities(request: APIRequestContext, id: number): Promise<Activity[]> {
  return apiJson<Activity[]>(request, `/api/acervo/${id}/permissoes`);
}

/** A record whose tabs include `slug`, among the results of `query`. */
export function recordWithTab(request: APIRequestContext, slug: string, query = "q=&perPage=50"): Promise<number> {
  return findRecord(request, query, async (id) => (await activities(request, id)).some((a) => a.slug === slug));
}

/** A record whose tabs do not include `slug`. */
export function recordWithoutTab(request: APIRequestContext, slug: string, query = "q=&T=1"): Promise<number> {
  return findRecord(request, query, async (id) => !(await activities(request, id)).some((a) => a.slug === slug));
}

/** The record with a restricted (AR) link: the demo's Portuguese thesis. */
export function restrictedRecord(request: APIRequestContext): Promise<number> {
  return findRecord(
    request,
    "q=&T=2&I=por",
    async (id) => (await apiJson<{ restrito: boolean }>(request, `/api/acervo/${id}/restrito`)).restrito,
  );
}

export async function login(page: Page, username = "demo", password = "demo") {
  await page.getByLabel("Usuário").fill(username);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
}
