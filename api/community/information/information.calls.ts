/**
 * The FAQ, information and support calls (document 2 §7 "parametros", decision 038): public GETs
 * under /parametros; and the desk's calls that write the FAQ, the service points and the events
 * (decision 038), under /balcao. Content lives in the tables of migration 032
 * (`info_faq`, `info_activity`, `info_service_point`, `info_event`) and the institution
 * parameters `informacoes_gerais` and `msg_suporte_consulta`; every `conteudo`, `descricao` and
 * `mensagem` is staff HTML sanitised by the service (api/community/information/sanitize.ts: formatting,
 * lists, headings h2–h4, tables and http(s)/mailto/tel links; nothing else).
 */
import * as z from "zod";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { Id } from "../../core/http/input.ts";
import {
  ActivityInformationSchema,
  ActivityOutSchema,
  CatalogueExtrasSchema,
  EventOutSchema,
  FaqOutSchema,
  GeneralInformationSchema,
  ServicePointDetailsSchema,
  ServicePointOutSchema,
  SupportMessageSchema,
} from "./contract.ts";
import {
  ContentLink as Link,
  ContentPosition as Position,
  ContentTitle as Title,
  contentItemCalls,
  optionalField as optional,
} from "./staff-content.calls.ts";

const Catalogue = z
  .enum(["C", "K", "A"])
  .describe("C the catalogue (the default), K the kids catalogue, A the accessible search");
const IdParam = z.object({ id: Id });
const badId = refusal("`invalid_parameter`: the id is malformed.");

export const informationCalls = {
  faq: defineCall({
    method: "get",
    path: "/parametros/faq",
    summary: "The FAQ of a catalogue, in order",
    description: "Entries with nothing visible left after sanitising are left out.",
    query: z.object({ tipo_catalogo: Catalogue.optional().default("C") }),
    responses: {
      200: json(z.array(FaqOutSchema), "The FAQ, in order."),
      400: refusal("`invalid_parameter`: `tipo_catalogo` is not C, K or A."),
    },
  }),
  general: defineCall({
    method: "get",
    path: "/parametros/informacoes_gerais",
    summary: "The institution's general information",
    responses: { 200: json(GeneralInformationSchema, "The general information (null when unset).") },
  }),
  extras: defineCall({
    method: "get",
    path: "/parametros/extras-consulta",
    summary:
      "The shared-articles and network catalogue links, the product logo and the record block the institution enables",
    description:
      "Codes 57, 87, 88 and 85 of document 1 §6, enabled in the institution parameter `permissoes_consulta` (a comma-separated list; none when absent); the addresses and the block come from `link_artigos_compartilhados`, `link_catalogo_rede`, `link_produto`, `bloco_acervo_titulo` and `bloco_acervo` (staff HTML, sanitised).",
    responses: { 200: json(CatalogueExtrasSchema, "Each extra, or null.") },
  }),
  activities: defineCall({
    method: "get",
    path: "/parametros/funcionalidades",
    summary: "The functions the catalogue explains",
    responses: { 200: json(z.array(ActivityOutSchema), "The functions.") },
  }),
  activity: defineCall({
    method: "get",
    path: "/parametros/atividade/:id",
    summary: "One function",
    params: IdParam,
    responses: {
      200: json(ActivityOutSchema, "The function."),
      400: badId,
      404: refusal("`not_found`: no such function."),
    },
  }),
  activityInformation: defineCall({
    method: "get",
    path: "/parametros/atividade/:id/informativo",
    summary: "The explanation of one function",
    params: IdParam,
    responses: {
      200: json(ActivityInformationSchema, "The explanation (`conteudo` null when there is none)."),
      400: badId,
      404: refusal("`not_found`: no such function."),
    },
  }),
  servicePoints: defineCall({
    method: "get",
    path: "/parametros/atendimento",
    summary: "The service points",
    responses: {
      200: json(z.array(ServicePointOutSchema), "The service points (library null: the whole institution)."),
    },
  }),
  servicePoint: defineCall({
    method: "get",
    path: "/parametros/atendimento/:id",
    summary: "One service point, with its content",
    params: IdParam,
    responses: {
      200: json(ServicePointDetailsSchema, "The service point."),
      400: badId,
      404: refusal("`not_found`: no such service point."),
    },
  }),
  institutionalEvents: defineCall({
    method: "get",
    path: "/parametros/eventos_institucionais",
    summary: "The institution's events not ended yet, soonest first",
    description:
      "Not ended by today (Brazil). `url` gets `http://` when it has no scheme; other schemes than http(s) are dropped.",
    responses: { 200: json(z.array(EventOutSchema), "The events, soonest first.") },
  }),
  eventumEvents: defineCall({
    method: "get",
    path: "/parametros/eventos_eventum",
    summary: "The Eventum events not ended yet, soonest first",
    description:
      "Not ended by today (Brazil). `url` gets `http://` when it has no scheme; other schemes than http(s) are dropped.",
    responses: { 200: json(z.array(EventOutSchema), "The events, soonest first.") },
  }),
  support: defineCall({
    method: "get",
    path: "/parametros/suporte",
    summary: "The search's support message",
    responses: { 200: json(SupportMessageSchema, "`msg_suporte_consulta` sanitised, or null.") },
  }),
};

/** HTML written by staff: sanitised on the way out, so only its size is limited here. */
const Html = z.string().trim().min(1).max(20_000);
const Day = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

export const FaqBody = z.object({
  tipo_catalogo: Catalogue.default("C"),
  titulo: Title,
  conteudo: Html.describe("HTML, 1–20,000 characters"),
  posicao: Position,
});
export const ServicePointBody = z.object({
  cod_biblioteca: optional(Id).describe("null: the whole institution"),
  titulo: Title,
  conteudo: Html,
  posicao: Position,
});
export const EventBody = z.object({
  origem: z.enum(["I", "E"]).describe("I institutional, E Eventum"),
  titulo: Title,
  data_inicio: Day.describe("YYYY-MM-DD"),
  data_fim: optional(Day).describe("YYYY-MM-DD, not before data_inicio"),
  local: optional(z.string().trim().max(300)),
  descricao: optional(z.string().trim().max(20_000)).describe("HTML"),
  url: optional(Link).describe("http(s), or an address without a scheme"),
});

/**
 * The FAQ, the events and institution-wide service points need a desk of every library; a desk
 * bound to one library edits that library's service points only. Stored as written, sanitised
 * when shown.
 */
export const contentDeskCalls = {
  faq: contentItemCalls("/balcao/faq", FaqBody, {
    one: "a FAQ entry",
    the: "the FAQ entry",
    rules: "Needs a desk of every library.",
  }),
  servicePoint: contentItemCalls("/balcao/atendimento", ServicePointBody, {
    one: "a service point",
    the: "the service point",
    rules:
      "A desk bound to one library writes that library's points only (moving a point needs the library it leaves too); an institution-wide point needs a desk of every library. An unknown library is `invalid_parameter`.",
  }),
  event: contentItemCalls("/balcao/eventos", EventBody, {
    one: "an event",
    the: "the event",
    rules: "Needs a desk of every library. An end before the start is `invalid_parameter` naming `data_fim`.",
  }),
};
