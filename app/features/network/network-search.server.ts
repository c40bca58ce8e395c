/**
 * The general search's network part (decision 041): the database types the visitor's category is
 * granted, the network's institutions for the picker, and, when a network base is chosen, the
 * network search instead of the catalogue's. A failing network service never fails the page: it
 * says 'Serviço Rede Pergamum não disponível!' and the form and the rest work.
 */
import type { DatabaseType, NetworkSearchBy, NetworkSearchResponse } from "../../../api/network/network/contract.ts";
import { ServiceError, type LibraryClient } from "../../lib/library/index.server.ts";
import { pageCount, type SearchState } from "../search/search-config.ts";
import { institutionsQuery, toggleZHref, type NetworkParams } from "./network-params.ts";

export interface NetworkResultView {
  /** The harvested record's id, or the remote record's position in the search. */
  id: number;
  href: string;
  title: string;
  author: string | null;
  year: number | null;
  type: string | null;
  /** The institution, or for a remote catalogue its name: where the record comes from. */
  institution: string;
  /** Grouped (decision 056): every institution holding the work among the hits, when more than this one. */
  institutions?: string[];
  /** Grouped: the work's records among the hits. */
  editions?: number;
}

export interface NetworkView {
  bases: { code: number; label: string; available: boolean }[];
  params: NetworkParams;
  /** The picker's institutions; null when they could not be read (the service is down). */
  institutions: { code: number; acronym: string; name: string }[] | null;
  /** The network service failed: the notice is shown. */
  unavailable: boolean;
  /** A granted base without a backend here was chosen: its name, for the message. */
  baseWithoutBackend: string | null;
  /** The chosen base is the network catalogue (the results below are the network's). */
  searching: boolean;
  /** The chosen base is answered by a remote catalogue over SRU (decision 058): its name. */
  remote: { code: number; name: string } | null;
  /** The remote catalogue did not answer, or refused the search: the service's words. */
  remoteError: string | null;
  results: {
    total: number;
    pages: number;
    items: NetworkResultView[];
    filterZ: { code: number; label: string; count: number; active: boolean; href: string }[];
  } | null;
}

function isUnavailable(error: unknown): boolean {
  return !(error instanceof ServiceError) || error.status >= 500;
}

/** The bases and the picker for the form; null when the category is granted none (no select). */
export async function loadNetworkForm(api: LibraryClient, params: NetworkParams): Promise<NetworkView | null> {
  let bases: DatabaseType[];
  try {
    bases = await api.network.bases();
  } catch {
    // The select is an extra of the form: without the list the catalogue's own search still works.
    return null;
  }
  if (bases.length === 0) return null;
  const chosen = bases.find((b) => b.codigo === params.rep) ?? null;
  const view: NetworkView = {
    bases: bases.map((b) => ({ code: b.codigo, label: b.descricao, available: b.disponivel })),
    params: { ...params, rep: chosen ? chosen.codigo : null },
    institutions: null,
    unavailable: false,
    baseWithoutBackend: chosen && !chosen.disponivel ? chosen.descricao : null,
    searching: !!chosen?.disponivel,
    remote: chosen?.remoto ? { code: chosen.codigo, name: chosen.remoto } : null,
    remoteError: null,
    results: null,
  };
  // The picker belongs to the harvested network; remote catalogues have no institutions to pick.
  if (bases.some((b) => b.disponivel && !b.remoto)) {
    try {
      view.institutions = (await api.network.institutions()).map((i) => ({
        code: i.cod_empresa,
        acronym: i.sigla_empresa,
        name: i.desc_empresa,
      }));
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      view.unavailable = true;
    }
  }
  return view;
}

/** The address of a remote record: the search and the record's position in it. */
export function remoteRecordHref(code: number, state: SearchState, position: number): string {
  const query = new URLSearchParams({ q: state.q ?? "", for: state.field, pos: String(position) });
  return `/rede-pergamum/remoto/${code}?${query}`;
}

/** Runs the search of a remote catalogue (decision 058); its refusals and silences become a notice. */
async function runRemoteSearch(
  api: LibraryClient,
  state: SearchState,
  view: NetworkView,
  remote: NonNullable<NetworkView["remote"]>,
): Promise<void> {
  try {
    const response = await api.network.remoteSearch(remote.code, {
      q: state.q ?? "",
      for: state.field as NetworkSearchBy,
      page: state.page,
      perPage: Math.min(state.perPage, 50),
    });
    view.results = {
      total: response.totalRegistros,
      pages: pageCount(response.totalRegistros, Math.min(state.perPage, 50)),
      items: response.registros.map((r) => ({
        id: r.posicao,
        href: remoteRecordHref(remote.code, state, r.posicao),
        title: r.titulo,
        author: r.autor,
        year: r.ano_publicacao,
        type: r.tipo_obra,
        institution: response.fonte.nome,
      })),
      filterZ: [],
    };
  } catch (error) {
    if (!(error instanceof ServiceError) || error.status >= 500 || error.status === 422 || error.status === 404) {
      view.remoteError = error instanceof ServiceError ? error.message : null;
      view.unavailable = !(error instanceof ServiceError);
      return;
    }
    throw error;
  }
}

/** Runs the network search of a valid state (a term, at least one institution) into the view. */
export async function runNetworkSearch(api: LibraryClient, state: SearchState, view: NetworkView): Promise<void> {
  if (view.remote) return runRemoteSearch(api, state, view, view.remote);
  const net = view.params;
  let response: NetworkSearchResponse;
  try {
    response = await api.network.search({
      q: state.q ?? "",
      // The search state keeps the field as the address gave it; the service refuses one it does not know.
      for: state.field as NetworkSearchBy,
      inst: institutionsQuery(net),
      Z: net.z,
      rep: net.rep,
      order: state.sort,
      page: state.page,
      perPage: state.perPage,
      ...(state.group ? { agrupar: "1" as const } : {}),
    });
  } catch (error) {
    if (!isUnavailable(error)) throw error;
    view.unavailable = true;
    return;
  }
  const pages = pageCount(response.totalRegistros, state.perPage);
  view.results = {
    total: response.totalRegistros,
    pages,
    items: response.registros.map((r) => ({
      id: r.id,
      href: `/rede-pergamum/acervo/${r.id}`,
      title: r.titulo,
      author: r.autor,
      year: r.ano_publicacao,
      type: r.tipo_obra,
      institution: `${r.instituicao.sigla_empresa} - ${r.instituicao.desc_empresa}`,
      ...(r.obra
        ? {
            institutions: r.obra.instituicoes.map((i) => `${i.sigla_empresa} - ${i.desc_empresa}`),
            editions: r.obra.edicoes,
          }
        : {}),
    })),
    filterZ: response.filtros.Z.map((z) => ({
      code: z.valor,
      label: `${z.sigla} - ${z.descricao}`,
      count: z.quantidade,
      active: net.z.includes(z.valor),
      href: toggleZHref(state, net, z.valor),
    })),
  };
}
