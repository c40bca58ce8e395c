/**
 * The kids and museum catalogues' pure rules (decision 040): which catalogue a prefix names, the
 * DESTAQUE grid's state in the address (page, page size 7 to 49, the eight sort keys, direction),
 * NOTICIAS' links and slides, and the children's record page's addresses and views. The GET
 * forms' schemas are in catalogue-schemas.ts: the mobile views of `/` render the grid, and the
 * search pages ship no zod (decision 037).
 */
import type { CatalogType, HighlightSort } from "../../../api/catalogue/catalog/values.ts";

/** The two catalogues of document 1 §2 by their address prefix. */
export const CATALOGUE_PREFIXES = { kids: "K", museus: "M" } as const satisfies Record<string, CatalogType>;
export type CataloguePrefix = keyof typeof CATALOGUE_PREFIXES;

export function cataloguePrefix(value: string | undefined): CataloguePrefix | null {
  return value === "kids" || value === "museus" ? value : null;
}

/** Document 1 §9: 7, 14, … 49, default 7. */
export const HIGHLIGHT_PAGE_SIZES = [7, 14, 21, 28, 35, 42, 49] as const;
export const HIGHLIGHT_DEFAULT_SIZE = 7;

/** The grid's parameters: its own names, so that they never collide with the search's `page`. */
export const HIGHLIGHT_PARAMS = {
  page: "destaques_pagina",
  perPage: "destaques_por_pagina",
  orderBy: "destaques_ordem",
  direction: "destaques_direcao",
} as const;

export interface HighlightState {
  page: number;
  perPage: number;
  orderBy: HighlightSort;
  direction: "C" | "D";
}

/** The form's fields by name, mapped to their element ids. */
export const HIGHLIGHT_FIELDS = {
  [HIGHLIGHT_PARAMS.orderBy]: "destaques-ordem",
  [HIGHLIGHT_PARAMS.direction]: "destaques-direcao",
  [HIGHLIGHT_PARAMS.perPage]: "destaques-por-pagina",
};

/** The page's address with the grid at `state`: the rest of the address (the search) is kept. */
export function highlightHref(pathname: string, query: URLSearchParams, state: HighlightState): string {
  const params = new URLSearchParams(query);
  for (const name of Object.values(HIGHLIGHT_PARAMS)) params.delete(name);
  if (state.page > 1) params.set(HIGHLIGHT_PARAMS.page, String(state.page));
  if (state.perPage !== HIGHLIGHT_DEFAULT_SIZE) params.set(HIGHLIGHT_PARAMS.perPage, String(state.perPage));
  if (state.orderBy !== "obra") params.set(HIGHLIGHT_PARAMS.orderBy, state.orderBy);
  if (state.direction === "D") params.set(HIGHLIGHT_PARAMS.direction, "D");
  const search = params.toString();
  return `${pathname}${search ? `?${search}` : ""}#destaques`;
}

/** Document 1 §2: a news link without a scheme gets `http://`; only http(s) is ever a link. */
export function newsHref(url: string | null): string | null {
  const trimmed = url?.trim() ?? "";
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  // Another scheme (javascript:, data:…) is not a link for visitors.
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^:/]+:\d/.test(trimmed)) return null;
  return `http://${trimmed.replace(/^\/+/, "")}`;
}

/** NOTICIAS shows three per slide (document 1 §9). */
export const NEWS_PER_SLIDE = 3;

export function slides<T>(items: readonly T[], size = NEWS_PER_SLIDE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** `*`: the record at every library (the kids list's convention, decision 020). */
export const ALL_LIBRARIES = "*";

/**
 * The children's record page: /catalogos/{prefix}/acervo/{codAcervo}/{codBiblioteca}/{link}, or its
 * simple variant (/catalogos/{prefix}/acervo/simple/…, without the catalogue's home sections and
 * header, for embedding). The default view has no link; `*` stands for every library.
 */
export function kidsRecordHref(
  prefix: CataloguePrefix,
  id: number,
  options: { library?: string; link?: string; simple?: boolean } = {},
): string {
  const library = options.library ?? ALL_LIBRARIES;
  const base = `/catalogos/${prefix}/acervo/${options.simple ? "simple/" : ""}${id}`;
  if (!options.link && library === ALL_LIBRARIES) return base;
  return `${base}/${encodeURIComponent(library)}${options.link ? `/${options.link}` : ""}`;
}

/** The views the page draws itself (document 1 §2 slugs); other activities lead to the record page's tabs. */
export const KIDS_VIEWS = [
  "",
  "capas",
  "referencia",
  "marc",
  "dublin-core",
  "exemplares",
  "localizacao",
  "reserva",
] as const;
export type KidsView = (typeof KIDS_VIEWS)[number];

export function isKidsView(slug: string): slug is KidsView {
  return (KIDS_VIEWS as readonly string[]).includes(slug);
}

/** The Padrão / MARC / Dublin Core switch (document 1 §2): the views it offers, MARC and DC when permitted. */
export const FORMAT_VIEWS = ["", "marc", "dublin-core"] as const;

export const FORMAT_FIELDS = { visao: "kids-visao" };
