/**
 * Response types of the accessible search's calls (/api/accessibility, document 1 §7 and §8,
 * decision 038), imported by the OPAC's /pesquisa_acessibilidade pages.
 */
import type { CodeLabel, CopiesLibrary, FilterDefinition, LinkOut, RecordField } from "../contract.ts";

/** One result: document 1 §8 "Accessible search result: descricao, cod_tipo_obra, possui_acessibilidade, dados_adicionais.B". */
export interface AccessibleSearchItem {
  cod_acervo: number;
  /** The title, as the list reads it aloud. */
  descricao: string;
  autor: string | null;
  ano_publicacao: number | null;
  cod_tipo_obra: number;
  desc_tipo_obra: string;
  possui_acessibilidade: "S" | "N";
  /** B: the libraries holding copies. */
  dados_adicionais: { B: CodeLabel[] };
}

export interface AccessibleSearchResponse {
  registros: AccessibleSearchItem[];
  totalRegistros: number;
  page: number;
  /** Always 10 (document 1 §9). */
  perPage: number;
  /** Titles sorted by description, descending (document 1 §8). */
  ordenacao: "descricao_desc";
  search_id: string;
}

export type AccessibleFilters = FilterDefinition[];

export interface AccessibleLibrary {
  cod_biblioteca: number;
  desc_biblioteca: string;
  nome_campus: string;
  total: number;
  disponiveis: number;
}

export interface AccessibleDetails {
  cod_acervo: number;
  titulo: string;
  autor: string | null;
  ano_publicacao: number | null;
  cod_tipo_obra: number;
  desc_tipo_obra: string;
  idioma_desc: string | null;
  possui_acessibilidade: "S" | "N";
  /** The record's fields as the record page shows them. */
  campos: RecordField[];
  /** Its links; restricted and accessibility ones without their address (login first). */
  links: LinkOut[];
  /** With codBiblioteca: that library's copies (404 when it holds none). */
  biblioteca: CopiesLibrary | null;
}
