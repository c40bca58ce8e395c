/**
 * The interest profile (DSI) under /api/perfil-interesse: the shapes the OPAC reads. Document 2
 * §3 "Interest-profile item" names the entry's fields; decision 031 says how they are used.
 */
import type { BasketRecord } from "../basket/contract.ts";

/** tipoDSI: A author heading, S subject heading, P periodical, T work type. */
export const INTEREST_KINDS = ["A", "S", "P", "T"] as const;
export type InterestKind = (typeof INTEREST_KINDS)[number];

/** tipoPesquisa of area-autor-assunto/pesquisa. */
export const HEADING_SEARCH_TYPES = ["autor", "assunto"] as const;
export type HeadingSearchType = (typeof HEADING_SEARCH_TYPES)[number];

/** One entry of the profile (document 2 §3). */
export interface InterestEntry {
  codigo: number;
  tipoDSI: InterestKind;
  /** The knowledge area a work-type entry is limited to, or null. */
  codTipoArea: number | null;
  /** Last day it matches (YYYY-MM-DD), or null: no end. */
  validade: string | null;
  /** True when `validade` is before today: it no longer matches. */
  expirada: boolean;
  /** What it is about, as shown: the heading, the periodical's title, or "" for a work type. */
  itens: string;
  /** The periodical's record (P). */
  cod_acervo: number | null;
  /** The work type (T). */
  cod_tipo_obra: number | null;
  /** Periodical options (P): new issues, articles, tables of contents. */
  fasciculo: boolean;
  artigo: boolean;
  sumario: boolean;
  /** Libraries a periodical entry is followed at (empty: all). */
  bibliotecas: number[];
  /** The profile's languages (the same for every entry: decision 031). */
  idiomas: string[];
}

/** The whole profile, as the profile page shows it. */
export interface InterestProfile {
  entradas: InterestEntry[];
  /** Only titles in these languages (MARC codes) and held at these libraries; empty: any. */
  idiomas: string[];
  bibliotecas: number[];
  /** The e-mail digest is wanted. */
  resumo_email: boolean;
  /** The patron has an e-mail address the digest can go to. */
  tem_email: boolean;
  /** The private feed's token (its address is /feed/perfil-interesse/{token}), or null: none made. */
  feed_token: string | null;
  feed_criado_em: string | null;
}

export interface AuxOption<C extends string | number = number> {
  codigo: C;
  descricao: string;
}

/** GET areas-interesse/info-auxiliar: what an entry may name, from the catalogue. */
export interface InterestAuxInfo {
  areas: AuxOption[];
  tiposObra: AuxOption[];
  /** Languages of the catalogue's records, by MARC code, most common first. */
  idiomas: (AuxOption<string> & { titulos: number })[];
  bibliotecas: AuxOption[];
}

/** One heading found by area-autor-assunto/pesquisa. */
export interface HeadingHit {
  tipoPesquisa: HeadingSearchType;
  termo: string;
  /** Records of the catalogue under this heading. */
  titulos: number;
  /** Already in the patron's profile. */
  noPerfil: boolean;
}

/** One periodical found by periodicos/pesquisa. */
export interface PeriodicalHit {
  cod_acervo: number;
  titulo: string;
  issn: string[];
  bibliotecas: AuxOption[];
  noPerfil: boolean;
}

/** GET titulos: the catalogue's titles matching the profile now, paged. */
export interface InterestTitles {
  pagina: number;
  porPagina: number;
  total: number;
  titulos: BasketRecord[];
}

/** POST feed: a new private address (the old one stops); DELETE feed: none. */
export interface InterestFeedToken {
  token: string | null;
}

/** GET feed/{token}: the feed's recent matches, newest first. */
export interface InterestFeed {
  nome: string;
  titulos: (BasketRecord & { encontrado_em: string })[];
}

/** GET/POST resumo/cancelar: the digest turned off by the unsubscribe link. */
export interface DigestUnsubscribe {
  nome: string;
  resumo_email: boolean;
}
