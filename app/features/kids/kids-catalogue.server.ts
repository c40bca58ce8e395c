/**
 * The kids catalogue, /catalogos/{prefix}/{codBiblioteca?}/{codCategoria?} (document 1 §2): the
 * children's books of the catalogue (MARC 008/22, decision 020), narrowed by a library holding
 * copies and by a category (the target-audience level); `*` means all. The search form is a GET
 * form to /catalogos/kids whose library and category are answered with a redirect to their path
 * segments, so it works without JavaScript.
 */
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";

import type { SearchQuery } from "../../../api/catalogue/search/criteria.ts";
import { apiErrorResponse, libraryClient, type LibraryClient } from "../../lib/library/index.server.ts";
import { renewalPromptMessage } from "../personal/renewal-prompt.server.ts";
import { orLogged } from "../record/logged.ts";
import { rejectQuery, type FormResult } from "../../lib/forms.ts";
import { tk } from "../../lib/i18n.ts";
import { getT } from "../../lib/i18n.server.ts";
import { KIDS_GUIDE, pageCount, searchConfig } from "../search/search-config.ts";
import { tabViews } from "../search/search-loader.server.ts";
import { KIDS_FIELDS, KIDS_PER_PAGE, ALL, kidsHref, type KidsState } from "./kids-config.ts";
import { cataloguePrefix } from "./catalogue-home.ts";
import { loadCatalogueHome } from "./catalogue-home.server.ts";

export interface KidsResult {
  id: number;
  title: string;
  author: string | null;
  year: number | null;
  cover: string | null;
}

/** The frame's renewal prompt: an extra of the page, left out if the service cannot say. */
export const renewalPrompt = (request: Request, api: LibraryClient) =>
  renewalPromptMessage(request, api).catch(orLogged("renewal prompt", null));

type Params = { prefix?: string; codBiblioteca?: string; codCategoria?: string };

export async function loadKidsCatalogue(
  { request, context }: Pick<LoaderFunctionArgs, "request" | "context">,
  params: Params,
) {
  // Only the kids and museum catalogues exist (document 1 §2; the museum's is loadMuseumCatalogue).
  if (cataloguePrefix(params.prefix) !== "kids") throw redirect("/");
  const url = new URL(request.url);
  const query = url.searchParams;
  const rawField = query.get("for")?.trim().toUpperCase() ?? "";
  const state: KidsState = {
    library: params.codBiblioteca ?? ALL,
    category: params.codCategoria ?? ALL,
    q: (query.get("q") ?? "").trim().replace(/\s+/g, " ").slice(0, 500),
    field: (KIDS_FIELDS as readonly string[]).includes(rawField) ? rawField : "LIVRE",
    page: Math.min(Math.max(1, Math.trunc(Number(query.get("page"))) || 1), searchConfig.maxPage),
    mobileView: /^[a-z_]{1,30}$/.test(query.get("mobileView") ?? "") ? query.get("mobileView") : null,
  };
  // The form names the library and the category; the page's address carries them as segments.
  if (query.has("biblioteca") || query.has("categoria")) {
    throw redirect(
      kidsHref({
        ...state,
        library: query.get("biblioteca") || state.library,
        category: query.get("categoria") || state.category,
        page: 1,
      }),
    );
  }

  const api = await libraryClient({ request, context });
  const guides = await api.search.guides().catch(apiErrorResponse);
  const guide = guides.find((g) => g.codigo === KIDS_GUIDE);
  // The institution has not enabled the kids catalogue (habilita_kids_pesq_catalogo).
  if (!guide) throw redirect("/");
  const options = await api.search.kidsOptions().catch(apiErrorResponse);
  // The home sections on the catalogue's root (document 1 §2: /kids or /kids/{library}); a search
  // or a category is a list of books.
  const atHome = !state.q && state.category === ALL;
  const home = atHome
    ? await loadCatalogueHome(api, "K", query, /^\d+$/.test(state.library) ? Number(state.library) : 0)
    : null;
  const base = {
    kind: "kids" as const,
    prefix: "kids" as const,
    home,
    title: guide.titulo,
    tabs: tabViews(guides, state.mobileView),
    state,
    libraries: options.bibliotecas,
    categories: options.categorias,
    renewal: await renewalPrompt(request, api),
  };

  // Whether a library or a category exists is the service's answer: reported as the form's result.
  const fieldErrors: Record<string, string[]> = {};
  if (state.library !== ALL && !options.bibliotecas.some((b) => b.cod === state.library)) {
    fieldErrors.biblioteca = [tk("kids.catalogue.invalidLibrary")];
  }
  if (state.category !== ALL && !options.categorias.some((c) => c.cod === state.category)) {
    fieldErrors.categoria = [tk("kids.catalogue.invalidCategory")];
  }
  if (Object.keys(fieldErrors).length) {
    const result = rejectQuery(query, { fieldErrors });
    return data({ ...base, result, results: null }, { status: 404, headers: await api.headers() });
  }

  const search: SearchQuery = {
    guia: KIDS_GUIDE,
    q: state.q,
    // Without a term the catalogue lists every children's book, by title.
    for: (state.q ? state.field : "TODOS") as SearchQuery["for"],
    order: state.q ? "relevancia" : "titulo",
    page: String(state.page),
    perPage: String(KIDS_PER_PAGE),
  };
  if (state.library !== ALL) search.id_biblioteca = state.library;
  if (state.category !== ALL) search.categoria = state.category;
  const response = await api.search.results(search).catch(apiErrorResponse);
  const results: KidsResult[] = response.registros.map((r) => ({
    id: r.cod_acervo,
    title: r.titulo,
    author: r.autor,
    year: r.ano_publicacao,
    cover: r.link_capa,
  }));
  return data(
    {
      ...base,
      result: null as FormResult | null,
      results: {
        total: response.totalRegistros,
        pages: pageCount(response.totalRegistros, KIDS_PER_PAGE),
        items: results,
      },
    },
    { headers: await api.headers() },
  );
}

/**
 * /catalogos/museus: the museum objects (decision 040). The search service has no museum guide, so
 * the catalogue is its home: the objects' grid (DESTAQUE, sorted and paged), news and information.
 * It has neither libraries nor categories: a segment other than `*` is an unknown library.
 */
export async function loadMuseumCatalogue(
  { request, context }: Pick<LoaderFunctionArgs, "request" | "context">,
  params: Params,
) {
  const url = new URL(request.url);
  const api = await libraryClient({ request, context });
  const home = await loadCatalogueHome(api, "M", url.searchParams);
  const unknown = [params.codBiblioteca, params.codCategoria].some(
    (segment) => segment !== undefined && segment !== ALL,
  );
  return data(
    {
      kind: "museum" as const,
      prefix: "museus" as const,
      museumTitle: (await getT(request))("kids.museum.title"),
      home,
      invalid: unknown ? tk("kids.catalogue.invalidLibrary") : null,
      renewal: await renewalPrompt(request, api),
    },
    { status: unknown ? 404 : 200, headers: await api.headers() },
  );
}

/** The catalogue page's loader: the museum's home under /catalogos/museus, else the kids catalogue. */
export async function catalogueLoader({ request, context, params }: LoaderFunctionArgs) {
  return params.prefix === "museus"
    ? loadMuseumCatalogue({ request, context }, params)
    : loadKidsCatalogue({ request, context }, params);
}
