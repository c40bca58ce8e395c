/**
 * The network catalogue's calls (document 2 "Network": /rede-pergamum/...; decision 041): the
 * database types a category may choose (`rep`), the institutions of the network, the network
 * search over the harvested records, and one harvested record.
 */
import * as z from "zod";
import type { SearchBy } from "../../contract.ts";
import { DublinCoreElementSchema } from "../../catalogue/records/records.calls.ts";

/**
 * The database types of document 1 §6 (activity codes granted by category permission). The
 * harvested network catalogue is the backend of 108 and 109; the others are services of other
 * companies, listed when granted and answered with "not available in this catalogue" when chosen,
 * unless the institution points one at a remote catalogue over SRU (decision 058).
 */
export const DATABASE_TYPES = [
  { codigo: 89, base: "rede_pergamum", backend: false },
  { codigo: 108, base: "rede_pergamum_oai", backend: true },
  { codigo: 109, base: "rede_oai_local", backend: true },
  { codigo: 113, base: "target_gedweb", backend: false },
  { codigo: 96, base: "rede_ebsco", backend: false },
  { codigo: 118, base: "abnt", backend: false },
] as const;
export type DatabaseTypeCode = (typeof DATABASE_TYPES)[number]["codigo"];

/** GET /rede-pergamum/bases: one granted database type. */
export const DatabaseTypeSchema = z.object({
  codigo: z.union([
    z.literal(89),
    z.literal(108),
    z.literal(109),
    z.literal(113),
    z.literal(96),
    z.literal(118),
  ]) satisfies z.ZodType<DatabaseTypeCode>,
  base: z.string(),
  descricao: z.string(),
  disponivel: z
    .boolean()
    .describe("Whether this catalogue can search it (false: chosen, it says so instead of failing)"),
  remoto: z
    .string()
    .optional()
    .describe("Present when a remote catalogue answers for it over SRU: its name (GET /rede-pergamum/remoto/{codigo})"),
});
export type DatabaseType = z.output<typeof DatabaseTypeSchema>;

/** GET /rede-pergamum/oai/instituicoes: one institution of the network (document 1 §6 "OAI institution"). */
export const NetworkInstitutionSchema = z.object({
  cod_empresa: z.number().int(),
  sigla_empresa: z.string(),
  desc_empresa: z.string(),
});
export type NetworkInstitution = z.output<typeof NetworkInstitutionSchema>;

/** One result of the network search (document 1 §6 "Network (OAI) result"), plus what a list shows. */
export const NetworkResultItemSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  autor: z.string().nullable(),
  tipo_obra: z.string().nullable(),
  ano_publicacao: z.number().int().nullable(),
  idioma: z.string().nullable(),
  instituicao: z.object({ cod_empresa: z.number().int(), desc_empresa: z.string(), sigla_empresa: z.string() }),
  obra: z
    .object({
      edicoes: z.number().int().min(1).describe("Its records among the hits, at every institution"),
      instituicoes: z
        .array(NetworkInstitutionSchema)
        .min(1)
        .describe("Every institution holding it among the hits, by acronym"),
    })
    .optional()
    .describe("Grouped results only (agrupar=1): the work this entry stands for (decision 056)"),
});
export type NetworkResultItem = z.output<typeof NetworkResultItemSchema>;

/** GET /rede-pergamum/consulta. */
export const NetworkSearchResponseSchema = z.object({
  totalRegistros: z.number().int().describe("Records, or works when grouped (agrupar=1)"),
  registros: z.array(NetworkResultItemSchema),
  filtros: z
    .object({
      Z: z.array(
        z.object({ valor: z.number().int(), sigla: z.string(), descricao: z.string(), quantidade: z.number().int() }),
      ),
    })
    .describe("Filter letter Z: the institutions of the matching records, with their counts"),
});
export type NetworkSearchResponse = z.output<typeof NetworkSearchResponseSchema>;

/** GET /rede-pergamum/acervo/{id}: a harvested record. */
export const NetworkRecordSchema = z.object({
  id: z.number().int(),
  oai_identifier: z.string(),
  datestamp: z.string(),
  titulo: z.string(),
  autor: z.array(z.string()),
  ano_publicacao: z.number().int().nullable(),
  idioma: z.string().nullable(),
  tipo_obra: z.string().nullable(),
  dublin_core: z.array(DublinCoreElementSchema),
  instituicao: NetworkInstitutionSchema,
  link_origem: z
    .string()
    .nullable()
    .describe("The record in its home catalogue, when the endpoint or the record gives an address"),
  coletado_em: z.string(),
});
export type NetworkRecord = z.output<typeof NetworkRecordSchema>;

export type NetworkSearchBy = SearchBy;
