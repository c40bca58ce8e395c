/**
 * The remote catalogues (decision 058): a database type of document 1 §6 answered by another
 * catalogue over SRU, as the institution configured it (`catalogos_remotos`). The search and one
 * record of it, by its position in the search (SRU servers keep no identifiers a client may use).
 */
import * as z from "zod";
import { SEARCH_BY } from "../../contract.ts";
import { DublinCoreElementSchema, MarcResponseSchema } from "../../catalogue/records/records.calls.ts";
import { defineCall, json, refusal } from "../../core/http/call.ts";

export const RemoteSourceSchema = z
  .object({ codigo: z.number().int(), nome: z.string(), url: z.string() })
  .describe("The remote catalogue the records come from, as the institution configured it");

export const RemoteResultItemSchema = z.object({
  posicao: z.number().int().describe("The record's position in the search (its address on the record call)"),
  titulo: z.string(),
  autor: z.string().nullable(),
  ano_publicacao: z.number().int().nullable(),
  tipo_obra: z.string().nullable(),
  idioma: z.string().nullable(),
});
export type RemoteResultItem = z.output<typeof RemoteResultItemSchema>;

export const RemoteSearchResponseSchema = z.object({
  totalRegistros: z.number().int(),
  fonte: RemoteSourceSchema,
  registros: z.array(RemoteResultItemSchema),
});
export type RemoteSearchResponse = z.output<typeof RemoteSearchResponseSchema>;

export const RemoteRecordSchema = z.object({
  posicao: z.number().int(),
  titulo: z.string(),
  autor: z.array(z.string()),
  ano_publicacao: z.number().int().nullable(),
  fonte: RemoteSourceSchema,
  dublin_core: z.array(DublinCoreElementSchema).describe("The record's Dublin Core view, from its MARCXML"),
  marc: MarcResponseSchema.describe("The record as the remote catalogue sent it"),
});
export type RemoteRecord = z.output<typeof RemoteRecordSchema>;

const Code = z.object({ codigo: z.coerce.number().int().min(1).max(9999) });
const Term = z.string().trim().min(1).max(500);
const Field = z.enum(SEARCH_BY).optional().default("LIVRE");

export const RemoteQuerySchema = z.object({
  q: Term,
  for: Field,
  page: z.coerce.number().int().min(1).max(500).optional().default(1),
  perPage: z.coerce.number().int().min(1).max(50).optional().default(20),
});

const notConfigured = refusal("No remote catalogue is configured for this database type (not_configured).");
const refused = refusal("The remote catalogue refused the search; the message says why (remote_refused).");
const away = refusal(
  "The remote catalogue did not answer in time, could not be reached or answered something unreadable " +
    "(remote_unavailable); Retry-After says when to try again.",
);

export const remoteCalls = {
  search: defineCall({
    method: "get",
    path: "/rede-pergamum/remoto/:codigo",
    summary: "Searches the remote catalogue configured for a database type",
    description:
      "Over SRU (searchRetrieve, CQL): LIVRE is cql.serverChoice, TITULO dc.title, AUTOR dc.creator, ASSUNTO dc.subject.",
    params: Code,
    query: RemoteQuerySchema,
    auth: "optional",
    responses: {
      200: json(RemoteSearchResponseSchema, "A page of the remote catalogue's records, with their source."),
      400: refusal("A parameter is malformed."),
      404: notConfigured,
      422: refused,
      503: away,
    },
  }),
  record: defineCall({
    method: "get",
    path: "/rede-pergamum/remoto/:codigo/registro",
    summary: "One record of a remote catalogue's search, by its position",
    params: Code,
    query: z.object({ q: Term, for: Field, pos: z.coerce.number().int().min(1).max(10_000) }),
    auth: "optional",
    responses: {
      200: json(RemoteRecordSchema, "The record, read from its MARCXML."),
      400: refusal("A parameter is malformed."),
      404: refusal("No remote catalogue for this database type, or no record at that position."),
      422: refused,
      503: away,
    },
  }),
};
