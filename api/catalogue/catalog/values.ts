/**
 * The value sets the kids and museum catalogues' calls take (decision 040), without the schemas
 * of contract.ts (which re-exports them): pages import these without zod (decision 037).
 */
/** K kids, M museum, C the classic catalogue (document 2 §7: catalogType, default C). */
export const CATALOG_TYPES = ["C", "K", "M"] as const;
export type CatalogType = (typeof CATALOG_TYPES)[number];

/** The guides (tabs) that name a catalogue: `guia` on the calls. */
export const CATALOG_GUIDES: Record<string, CatalogType> = {
  "catalogos/kids": "K",
  "catalogos/museus": "M",
};

/** The eight sort keys of DESTAQUE (document 1 §9), obra first (the default). */
export const HIGHLIGHT_SORTS = [
  "obra",
  "ano_publicacao",
  "cod_acervo",
  "cod_tipo_obra",
  "idioma",
  "desc_fisica",
  "classificacao",
  "referencia",
] as const;
export type HighlightSort = (typeof HIGHLIGHT_SORTS)[number];

/** A catalogue's highlights are hand-picked: more than this is a list, not a showcase. */
export const MAX_HIGHLIGHTS = 500;
