/**
 * The network catalogue (document 2 "Network", decision 041): /rede-pergamum — the database types
 * (`rep`) the caller's category is granted, the network's institutions, the network search and a
 * harvested record; and the desk's /balcao/rede — the OAI endpoints (as the desk commands
 * network-list/add/remove) and a harvest now, under the same lock as the schedule.
 */
import * as z from "zod";
import { SEARCH_BY, SORT_KEYS } from "../../contract.ts";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { Id } from "../../core/http/input.ts";
import {
  DatabaseTypeSchema,
  NetworkInstitutionSchema,
  NetworkRecordSchema,
  NetworkSearchResponseSchema,
} from "./contract.ts";

const many = <T extends z.ZodTypeAny>(item: T) =>
  z
    .union([item, z.array(item)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]) as z.infer<T>[]);

/** 'todas' (every institution) or an institution's code. */
const Institution = z.union([z.literal("todas"), Id]);

export const NetworkQuerySchema = z.object({
  q: z.string().max(500).optional().default(""),
  for: z.enum(SEARCH_BY).optional().default("LIVRE"),
  /** The institution picker's choices: at least one, or the search is refused. */
  inst: many(Institution)
    .refine((v) => v.length <= 200)
    .describe("'todas' or institution codes, repeated; at least one (422 without)"),
  Z: many(Id)
    .refine((v) => v.length <= 30)
    .describe("Filter letter Z: institution codes, repeated"),
  rep: z.coerce.number().int().optional().describe("The database type (GET /rede-pergamum/bases)"),
  order: z.enum(SORT_KEYS).optional().default("relevancia"),
  page: z.coerce.number().int().min(1).max(500).optional().default(1),
  perPage: z.coerce.number().int().min(1).max(100).optional().default(20),
  agrupar: z
    .enum(["0", "1"])
    .optional()
    .describe("1: one entry per work among the hits, naming every institution holding it (decision 056)"),
});

const HttpUrl = z
  .string()
  .max(2000)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v));
const AcronymParam = z.object({ acronym: z.string().regex(/^[A-Za-z0-9_-]{1,20}$/) });

/** An OAI endpoint as the desk declares it. */
export const EndpointBodySchema = z.object({
  name: z.string().trim().min(1).max(200),
  url: HttpUrl,
  set: z.string().trim().min(1).max(200).nullish(),
  format: z.enum(["oai_dc", "marc21"]).default("oai_dc"),
  /** The record's address at home; `{id}` stands for the OAI identifier's local part. */
  home: HttpUrl.nullish().describe("The record's address at home; {id} stands for the OAI identifier's local part"),
});

/** An OAI endpoint as the service keeps it. */
export const EndpointSchema = z.object({
  id: z.number().int(),
  acronym: z.string(),
  name: z.string(),
  url: z.string(),
  set_spec: z.string().nullable(),
  metadata_prefix: z.enum(["oai_dc", "marc21"]),
  home_url: z.string().nullable(),
  last_success_at: z.string().nullable().describe("ISO 8601, UTC"),
  last_attempt_at: z.string().nullable().describe("ISO 8601, UTC"),
  last_error: z.string().nullable(),
});

/** What one endpoint's harvest did. */
export const HarvestReportSchema = z.object({
  acronym: z.string(),
  ok: z.boolean(),
  pages: z.number().int(),
  records: z.number().int(),
  deleted: z.number().int(),
  error: z.string().optional().describe("Why the run stopped early, in words an operator can act on"),
});

const noStaff = refusal("No desk key, or not a valid one.");

export const networkCalls = {
  bases: defineCall({
    method: "get",
    path: "/rede-pergamum/bases",
    summary: "The database types the caller's category is granted",
    auth: "optional",
    responses: {
      200: json(z.array(DatabaseTypeSchema), "The granted database types."),
      401: refusal("The patron's token is not valid."),
    },
  }),
  institutions: defineCall({
    method: "get",
    path: "/rede-pergamum/oai/instituicoes",
    summary: "The institutions of the network",
    responses: { 200: json(z.array(NetworkInstitutionSchema), "The institutions.") },
  }),
  search: defineCall({
    method: "get",
    path: "/rede-pergamum/consulta",
    summary: "Searches the harvested network catalogue",
    query: NetworkQuerySchema,
    responses: {
      200: json(NetworkSearchResponseSchema, "A page of results and the institutions' filter."),
      400: refusal("A parameter is malformed."),
      422: refusal("No institution chosen, or a database type this catalogue cannot search."),
    },
  }),
  record: defineCall({
    method: "get",
    path: "/rede-pergamum/acervo/:id",
    summary: "One harvested record",
    params: z.object({ id: Id }),
    responses: {
      200: json(NetworkRecordSchema, "The record."),
      400: refusal("The id is not a number."),
      404: refusal("No such record."),
    },
  }),
};

export const networkDeskCalls = {
  endpoints: defineCall({
    method: "get",
    path: "/balcao/rede/endpoints",
    summary: "The OAI endpoints the network harvests",
    auth: "staff",
    responses: { 200: json(z.array(EndpointSchema), "The endpoints, by acronym."), 401: noStaff },
  }),
  saveEndpoint: defineCall({
    method: "put",
    path: "/balcao/rede/endpoints/:acronym",
    summary: "Adds or changes an OAI endpoint",
    auth: "staff",
    params: AcronymParam,
    body: EndpointBodySchema,
    responses: {
      200: json(EndpointSchema, "The endpoint as saved."),
      400: refusal("The acronym or the endpoint is malformed."),
      401: noStaff,
    },
  }),
  removeEndpoint: defineCall({
    method: "delete",
    path: "/balcao/rede/endpoints/:acronym",
    summary: "Removes an OAI endpoint",
    auth: "staff",
    params: AcronymParam,
    responses: {
      200: json(z.object({ excluido: z.literal(true) }), "Removed."),
      400: refusal("The acronym is malformed."),
      401: noStaff,
      404: refusal("No such endpoint."),
    },
  }),
  harvest: defineCall({
    method: "post",
    path: "/balcao/rede/coleta",
    summary: "Harvests the endpoints now",
    description: "Under the same lock as the schedule: 409 while another harvest runs.",
    auth: "staff",
    query: z.object({
      sigla: z.array(z.string()).optional().describe("endpoints to harvest, repeated (all when none)"),
    }),
    deferQuery: { lists: ["sigla"] },
    responses: {
      200: json(z.array(HarvestReportSchema), "What each endpoint's harvest did."),
      400: refusal("A parameter is malformed."),
      401: noStaff,
      409: refusal("Another harvest is running."),
    },
  }),
};
