/**
 * Content providers and the other systems a patron is handed to (decision 044): the patron-area
 * hand-offs under /pessoas, Grupo A's under /vinculos, and the desk's configuration under
 * /balcao/provedores. Every address, key and scheme is a row the desk sets; a code that is not
 * configured (or turned off) is 404 `not_configured`.
 */
import * as z from "zod";
import { sentAsIs } from "../auth/auth.calls.ts";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import {
  ExternalServiceOutSchema,
  HandOffCheckSchema,
  HandOffSchema,
  IDENTITY_SCHEMES,
  ProviderPresetOutSchema,
  SERVICE_KINDS,
  TICKET_ALGORITHMS,
} from "./contract.ts";

export const ServiceCode = z.string().regex(/^[a-z0-9_]{2,40}$/);

const HttpUrl = z
  .string()
  .trim()
  .max(2000)
  .url()
  .refine((v) => /^https?:\/\//i.test(v));

/** A provider or system as the desk configures it. */
export const ExternalServiceInput = z
  .object({
    kind: z.enum(SERVICE_KINDS).default("provider"),
    name: z.string().trim().min(1).max(120),
    base_url: HttpUrl,
    identity: z.enum(IDENTITY_SCHEMES),
    secret: z.string().min(16).max(500).optional().describe("Required unless `identity` is none; never answered"),
    audience: z.string().trim().min(1).max(200).optional(),
    algorithm: z.enum(TICKET_ALGORITHMS).default("sha512"),
    token_param: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/)
      .default("token"),
    target_url: HttpUrl.optional(),
    ttl_seconds: z.coerce.number().int().min(10).max(3600).default(120),
    enabled: z.boolean().default(true),
  })
  .refine((v) => v.identity === "none" || v.secret !== undefined, { path: ["secret"] });

/** Read by the service after the desk's scope is checked (a 403 before a 400). */
const ExternalServiceBody = sentAsIs(ExternalServiceInput);

/**
 * A preset enabled with the institution's own fields (decision 066): the rest comes from the
 * preset. The key may be left out when the provider already has one (a new address keeps it).
 */
export const ProviderPresetInput = z.object({
  base_url: HttpUrl.describe("The address the provider gave the institution"),
  secret: z.string().min(16).max(500).optional().describe("The shared key of a signed link; never answered"),
  customer_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,100}$/)
    .optional()
    .describe("The institution's account at the provider, where the preset has a customer parameter"),
  name: z.string().trim().min(1).max(120).optional().describe("Default: the preset's name"),
  ttl_seconds: z.coerce.number().int().min(10).max(3600).default(120),
  enabled: z.boolean().default(true),
});

const handOffRefusals = {
  401: refusal("No token, or a bad one."),
  404: refusal("`not_configured`: the system is not configured, or turned off."),
  430: refusal("`blocked`: the patron is blocked."),
} as const;
const desk = {
  401: refusal("`staff_unauthorized`: no staff key, or a wrong one."),
  403: refusal("`staff_forbidden`: a desk bound to one library."),
  429: refusal("Too many wrong staff keys from the client address."),
} as const;
const CodeParam = z.object({ code: ServiceCode.describe("The provider's or system's code") });

export const providerCalls = {
  memberArea: defineCall({
    method: "get",
    path: "/pessoas/meu-pergamum/redirect",
    summary: "The hand-off to the member area",
    auth: "patron",
    responses: { 200: json(HandOffSchema, "The hand-off to the member area."), ...handOffRefusals },
  }),
  provider: defineCall({
    method: "put",
    path: "/pessoas/meu-pergamum/redirect-base",
    summary: "The hand-off to a content provider: its address carrying the patron's identity",
    auth: "patron",
    body: z.object({ base: ServiceCode.describe("The provider's code") }),
    responses: {
      200: json(HandOffSchema, "The hand-off to the provider."),
      400: refusal("`invalid_parameter`: the code."),
      ...handOffRefusals,
    },
  }),
  workPosting: defineCall({
    method: "post",
    path: "/pessoas/postagem-trabalho/redirect",
    summary: "The hand-off to the work-posting system",
    auth: "patron",
    responses: { 200: json(HandOffSchema, "The hand-off to the work-posting system."), ...handOffRefusals },
  }),
  spaces: defineCall({
    method: "post",
    path: "/pessoas/espacos/redirect",
    summary: "The hand-off to the spaces system",
    auth: "patron",
    responses: { 200: json(HandOffSchema, "The hand-off to the spaces system."), ...handOffRefusals },
  }),
  check: defineCall({
    method: "get",
    path: "/pessoas/token-redireciona",
    summary: "Checks a hand-off token for a system that cannot check the JWT itself",
    description:
      "Like OAuth's token introspection. Anything wrong (signature, audience, issuer, expiry, a patron since " +
      "blocked or removed) is the same 401.",
    query: z.object({
      base: ServiceCode.describe("The system's code"),
      token: z.string().min(1).max(4096).describe("The hand-off token"),
    }),
    responses: {
      200: json(HandOffCheckSchema, "Who the token names."),
      400: refusal("`invalid_parameter`."),
      401: refusal("`invalid_token`."),
      404: refusal("`not_configured`: not a configured JWT system."),
    },
  }),
  appLayers: defineCall({
    method: "get",
    path: "/pessoas/autenticar/app-layers",
    summary: "The hand-off to the app's layers system, with the patron's identity when a token is sent",
    auth: "optional",
    responses: { 200: json(HandOffSchema, "The hand-off to the layers system."), ...handOffRefusals },
  }),
  groupA: defineCall({
    method: "post",
    path: "/vinculos/grupoa",
    summary: "The hand-off to Grupo A, carrying Grupo A's session back",
    auth: "patron",
    body: z.object({
      sessionid: z
        .string()
        .regex(/^[A-Za-z0-9._-]{1,200}$/)
        .describe("Grupo A's session, its query-string token"),
    }),
    responses: {
      200: json(HandOffSchema, "The hand-off to Grupo A."),
      400: refusal("`invalid_parameter`: the session."),
      ...handOffRefusals,
    },
  }),
  deskList: defineCall({
    method: "get",
    path: "/balcao/provedores",
    summary: "The configured providers and systems (institution-wide desks only)",
    auth: "staff",
    responses: {
      200: json(z.array(ExternalServiceOutSchema), "The providers and systems, never their keys."),
      ...desk,
    },
  }),
  deskPresets: defineCall({
    method: "get",
    path: "/balcao/provedores/predefinicoes",
    summary: "The providers of document 2's list as presets, with the fields each needs (institution-wide desks only)",
    auth: "staff",
    responses: { 200: json(z.array(ProviderPresetOutSchema), "The presets."), ...desk },
  }),
  deskEnablePreset: defineCall({
    method: "put",
    path: "/balcao/provedores/predefinicoes/:code",
    summary: "Enables a provider from its preset with the institution's address, key and customer id",
    auth: "staff",
    params: CodeParam,
    body: sentAsIs(ProviderPresetInput),
    accepts: "json",
    responses: {
      200: json(ExternalServiceOutSchema, "The provider as configured."),
      400: refusal("`invalid_parameter` naming the field (a key or customer id the preset needs), or `bad_request`."),
      ...desk,
      404: refusal("`no_preset`: no preset has this code."),
    },
  }),
  deskConfigure: defineCall({
    method: "put",
    path: "/balcao/provedores/:code",
    summary: "Configures a provider or system (institution-wide desks only)",
    auth: "staff",
    params: CodeParam,
    body: ExternalServiceBody,
    accepts: "json",
    responses: {
      200: json(ExternalServiceOutSchema, "The provider or system as configured."),
      400: refusal("`invalid_parameter` naming the field, or `bad_request`."),
      ...desk,
    },
  }),
  deskRemove: defineCall({
    method: "delete",
    path: "/balcao/provedores/:code",
    summary: "Removes a provider or system (institution-wide desks only)",
    auth: "staff",
    params: CodeParam,
    responses: {
      200: json(z.object({ removido: z.string() }), "The code removed."),
      400: refusal("`invalid_parameter`: the code."),
      ...desk,
      404: refusal("`not_configured`."),
    },
  }),
};
