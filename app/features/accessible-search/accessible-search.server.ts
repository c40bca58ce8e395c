/**
 * Loaders of the accessible search's pages (decision 038). Each step reads the whole state from
 * the address; a step after the start without a valid term goes back to the start.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";

import { parseForm } from "../../lib/forms.ts";
import { getT } from "../../lib/i18n.server.ts";
import { apiErrorResponse, libraryClient } from "../../lib/library/index.server.ts";
import { BASE, readState, serviceQuery, StartSchema, type SearchState } from "./accessible-query.ts";

interface Args {
  request: Request;
  context: AppLoadContext;
}

/** A positive id of the path, or a 404 (the address names nothing). */
export function pathId(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) < 1) throw new Response("Not Found", { status: 404 });
  return Number(value);
}

async function stateOrStart(request: Request): Promise<SearchState> {
  const state = readState(new URL(request.url).searchParams);
  if (!state) throw redirect(BASE);
  return state;
}

/** pre-resultado: the start form's answer: how many titles, or the form again with its errors (400). */
export async function preResultLoader({ request, context }: Args) {
  const url = new URL(request.url);
  const t = await getT(request);
  const parsed = parseForm(url.searchParams, StartSchema, { autoCoercion: false });
  if (!parsed.ok) {
    return data({ title: t("accSearch.start.title"), result: parsed.result, found: null }, { status: 400 });
  }
  const state = readState(url.searchParams)!;
  const api = await libraryClient({ request, context });
  const answer = await api.accessibility.search(serviceQuery({ ...state, pagina: 1 })).catch(apiErrorResponse);
  return data(
    { title: t("accSearch.pre.title"), result: null, found: { state, total: answer.totalRegistros } },
    { headers: await api.headers() },
  );
}

export async function resultsLoader({ request, context }: Args) {
  const state = await stateOrStart(request);
  const t = await getT(request);
  const api = await libraryClient({ request, context });
  const [answer, filters] = await Promise.all([
    api.accessibility.search(serviceQuery(state)).catch(apiErrorResponse),
    state.biblioteca !== undefined || state.tipo_obra !== undefined
      ? api.accessibility.filters(serviceQuery(state)).catch(apiErrorResponse)
      : Promise.resolve(null),
  ]);
  // The names of the filters in use, so the page can say what it shows.
  const active = (filters ?? [])
    .map((f) => {
      const chosen = f.codigo === "B" ? state.biblioteca : state.tipo_obra;
      const value = f.contagem.find((c) => c.codigo === String(chosen));
      return value ? { codigo: f.codigo, grupo: f.descricao, descricao: value.descricao } : null;
    })
    .filter((f) => f !== null);
  const pages = Math.max(1, Math.ceil(answer.totalRegistros / answer.perPage));
  return data(
    { title: t("accSearch.results.title", { page: state.pagina, pages }), state, answer, pages, active },
    { headers: await api.headers() },
  );
}

export async function filtersLoader({ request, context }: Args) {
  const state = await stateOrStart(request);
  const t = await getT(request);
  const api = await libraryClient({ request, context });
  const filters = await api.accessibility
    .filters(serviceQuery({ ...state, biblioteca: undefined, tipo_obra: undefined }))
    .catch(apiErrorResponse);
  return data({ title: t("accSearch.filters.title"), state, filters }, { headers: await api.headers() });
}

export async function detailsLoader(
  { request, context }: Args,
  params: { codAcervo?: string; codBiblioteca?: string },
) {
  const id = pathId(params.codAcervo);
  const libraryId = params.codBiblioteca === undefined ? undefined : pathId(params.codBiblioteca);
  const state = readState(new URL(request.url).searchParams);
  const api = await libraryClient({ request, context });
  const details = await api.accessibility.details(id, libraryId).catch(apiErrorResponse);
  const t = await getT(request);
  return data(
    { title: t("accSearch.details.title", { title: details.titulo }), state, details },
    { headers: await api.headers() },
  );
}

export async function librariesLoader({ request, context }: Args, params: { codAcervo?: string }) {
  const id = pathId(params.codAcervo);
  const state = readState(new URL(request.url).searchParams);
  const api = await libraryClient({ request, context });
  const [details, libraries] = await Promise.all([
    api.accessibility.details(id).catch(apiErrorResponse),
    api.accessibility.libraries(id).catch(apiErrorResponse),
  ]);
  const t = await getT(request);
  return data(
    { title: t("accSearch.libraries.title", { title: details.titulo }), state, id, titulo: details.titulo, libraries },
    { headers: await api.headers() },
  );
}
