/**
 * The kids and museum catalogues' calls (decision 040, docs/api.md "Kids and museum catalogues"):
 * the response types the OPAC imports.
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

/** GET /catalogo/secoes: the home's sections, in order. */
export interface CatalogSection {
  tipo_secao: "DESTAQUE" | "NOTICIAS";
  nome_secao: string;
}

/** A record as the kids and museum catalogues show it (document 1 §3 "Acervo (kids record)"). */
export interface CatalogRecord {
  cod_acervo: number;
  obra: string;
  autor: string | null;
  tipo_obra: string;
  cod_tipo_obra: number;
  ano_publicacao: number | null;
  idioma: string | null;
  idioma_desc: string | null;
  desc_fisica: string | null;
  classificacao: string | null;
  /** The ABNT reference, as plain text. */
  referencia: string;
  isbn_issn: string | null;
  link_capa: string;
}

/** GET /catalogo/destaques */
export interface HighlightsResponse {
  destaques: CatalogRecord[];
  pagination: { currentPage: number; perPage: number; totalItems: number; lastPage: number };
}

/** GET /catalogo/noticias: `url` as the institution wrote it (the OPAC adds http:// when it has no scheme). */
export interface CatalogNews {
  id_noticia: number;
  titulo: string;
  conteudo: string;
  url: string | null;
  nom_imagem: string | null;
}

export const INFO_TAB_TYPES = ["INFORMACOES_GERAIS", "ATENDIMENTO", "EVENTOS", "HTML", "TEXT"] as const;
export type InfoTabType = (typeof INFO_TAB_TYPES)[number];

/** GET /parametros/secao_1: the information tabs; HTML content is sanitised, TEXT is plain text. */
export interface InfoTab {
  tipo: InfoTabType;
  titulo: string;
  icone: string | null;
  conteudo: string;
}

/** GET /parametros/secao_2: the catalogue's visual settings (document 1 §3 "Kids visual settings"). */
export interface CatalogVisual {
  opc_catalogo: "UI" | "IN";
  nom_textura_kids: string | null;
  nom_logo_kids: string | null;
  cor_logo_kids_fundo: string;
  cor_textura_kids: string;
  perc_cor_textura: number;
  capa_padrao_kids: string | null;
  capa_cor_fonte_padrao_kids: string;
}

/** GET /parametros/autoatendimento: the self-service (kiosk) button's check. */
export interface SelfService {
  showAuto: boolean;
  /** The self-service login page; the button opens it with the parameters below. */
  urlAuto: string | null;
  codBibAuto: number | null;
  authAuto: string | null;
  idiomaAuto: string;
  empresa: string;
}

/** PUT /balcao/catalogo/secoes, /destaques, /abas: how many sections, records or tabs the list now has. */
export interface CatalogListSaved {
  total: number;
}

/** POST /balcao/catalogo/noticias (201) and PUT /balcao/catalogo/noticias/{id}. */
export interface CatalogNewsSaved {
  id: number;
}

/** DELETE /balcao/catalogo/noticias/{id}. */
export interface CatalogNewsRemoved {
  removido: true;
}
