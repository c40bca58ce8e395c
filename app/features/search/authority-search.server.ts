/**
 * The authorities tab's search (document 1 §2): the authority records' headings with the term's
 * words, of the chosen type, from GET /api/autoridade/pesquisa. Results link to /autoridade/{id}.
 */
import { apiErrorResponse, type LibraryClient } from "../../lib/library/index.server.ts";
import { pageCount, type SearchState } from "./search-config.ts";

type AuthorityFor = NonNullable<Parameters<LibraryClient["search"]["authorities"]>[0]>["for"];

export interface AuthorityResults {
  total: number;
  pages: number;
  results: { id: number; heading: string; type: string }[];
}

export async function searchAuthorities(api: LibraryClient, state: SearchState): Promise<AuthorityResults> {
  // The tab offers the service's own types (AUTHORITY_SEARCH_OPTIONS); another is the service's 400.
  const query = { q: state.q ?? "", for: state.field as AuthorityFor, page: state.page, perPage: state.perPage };
  const response = await api.search.authorities(query).catch(apiErrorResponse);
  return {
    total: response.totalRegistros,
    pages: pageCount(response.totalRegistros, state.perPage),
    results: response.registros.map((r) => ({ id: r.cod_autoridade, heading: r.cabecalho, type: r.desc_tipo })),
  };
}
