/**
 * The network catalogue's calls (document 2 "Network": /rede-pergamum/...; decision 041): the
 * database types a category may choose (`rep`), the institutions of the network, the network
 * search over the harvested records, and one harvested record.
 */
import type { DublinCoreElement, SearchBy } from "../contract.ts";

/**
 * The database types of document 1 §6 (activity codes granted by category permission). Only the
 * harvested network catalogue has a backend here; the others are services of other companies,
 * listed when granted and answered with "not available in this catalogue" when chosen.
 */
export const DATABASE_TYPES = [
  { codigo: 89, base: "rede_pergamum", backend: false },
  { codigo: 108, base: "rede_pergamum_oai", backend: true },
  { codigo: 109, base: "rede_oai_local", backend: true },
  { codigo: 113, base: "target_gedweb", backend: false },
  { codigo: 96, base: "rede_ebsco", backend: false },
] as const;
export type DatabaseTypeCode = (typeof DATABASE_TYPES)[number]["codigo"];

/** GET /rede-pergamum/bases: one granted database type. */
export interface DatabaseType {
  codigo: DatabaseTypeCode;
  base: string;
  descricao: string;
  /** Whether this catalogue can search it (false: chosen, it says so instead of failing). */
  disponivel: boolean;
}

/** GET /rede-pergamum/oai/instituicoes: one institution of the network (document 1 §6 "OAI institution"). */
export interface NetworkInstitution {
  cod_empresa: number;
  sigla_empresa: string;
  desc_empresa: string;
}

/** One result of the network search (document 1 §6 "Network (OAI) result"), plus what a list shows. */
export interface NetworkResultItem {
  id: number;
  titulo: string;
  autor: string | null;
  tipo_obra: string | null;
  ano_publicacao: number | null;
  idioma: string | null;
  instituicao: { cod_empresa: number; desc_empresa: string; sigla_empresa: string };
}

/** GET /rede-pergamum/consulta. */
export interface NetworkSearchResponse {
  totalRegistros: number;
  registros: NetworkResultItem[];
  /** Filter letter Z: the institutions of the matching records, with their counts. */
  filtros: { Z: { valor: number; sigla: string; descricao: string; quantidade: number }[] };
}

/** GET /rede-pergamum/acervo/{id}: a harvested record. */
export interface NetworkRecord {
  id: number;
  oai_identifier: string;
  datestamp: string;
  titulo: string;
  autor: string[];
  ano_publicacao: number | null;
  idioma: string | null;
  tipo_obra: string | null;
  dublin_core: DublinCoreElement[];
  instituicao: NetworkInstitution;
  /** The record in its home catalogue, when the endpoint or the record gives an address. */
  link_origem: string | null;
  coletado_em: string;
}

export type NetworkSearchBy = SearchBy;
