/**
 * Test records are real records of the demo catalogue named by their MARC source key (001 and
 * 003, as the importer stores them: api/catalogue/records/index-fields.ts `sourceKey`), resolved to their
 * id at run time because ids depend on the import order. `recordByKey` does it through the
 * library service (/api), as a caller would: a search that finds the record, then the MARC view
 * of each hit until its 001 and 003 match.
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

/** A record of the demo catalogue: its source key "001|003" and a search (GET /api/consulta) that finds it. */
export interface RecordKey {
  key: string;
  search: string;
}

interface MarcView {
  campos: { tag: string; valor?: string }[];
}

/** The id of the record `key` ("001|003"), among the first 50 results of `search`; fails when it is not there. */
export async function recordByKey(request: APIRequestContext, { key, search }: RecordKey): Promise<number> {
  const [number, org = ""] = key.split("|");
  const path = `/api/consulta?${search}&perPage=50`;
  const result = await apiJson<{ registros: { cod_acervo: number }[] }>(request, path);
  for (const { cod_acervo: id } of result.registros) {
    const marc = await apiJson<MarcView>(request, `/api/acervo/${id}/marc`);
    const control = (tag: string) => (marc.campos.find((f) => f.tag === tag)?.valor ?? "").trim();
    if (control("001") === number && control("003") === org) return id;
  }
  throw new Error(
    `record ${key} (001 ${number}, 003 ${org || "absent"}) is not among the ${result.registros.length} results of ${path}`,
  );
}

export function activities(request: APIRequestContext, id: number): Promise<Activity[]> {
  return apiJson<Activity[]>(request, `/api/acervo/${id}/permissoes`);
}

/**
 * The demo's Portuguese thesis with the restricted (AR) PDF "Acesso restrito" (api/operations/demo/seed.ts
 * DEMO_LINKS: the first thesis in Portuguese by source key): "Análise do uso e produção de
 * herbicidas e do tratamento de seus efluentes líquidos", Cardoso, 2019.
 */
export const RESTRICTED_THESIS: RecordKey = { key: "002925968|", search: "q=herbicidas&for=TITULO" };
export const RESTRICTED_THESIS_TITLE =
  "Análise do uso e produção de herbicidas e do tratamento de seus efluentes líquidos";

export async function login(page: Page, username = "demo", password = "demo") {
  await page.getByLabel("Usuário").fill(username);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
}
