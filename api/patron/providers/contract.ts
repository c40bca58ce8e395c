/** The answers of the hand-off calls (decision 044): what the OPAC and integrators read, as api/patron/providers/providers.calls.ts declares them. */
import * as z from "zod";

import { HAND_OFF_KINDS, PRESET_FIELDS } from "./presets.ts";

/** Where to send the patron: an address that carries their identity for a short while. */
export const HandOffSchema = z.object({
  url: z.string(),
  expira: z.string().describe("ISO 8601: after this the address no longer lets the patron in"),
  nome: z.string().describe("The provider's or system's name, for a link's text"),
  campos: z
    .record(z.string(), z.string())
    .optional()
    .describe("Only for an SSO form post: the fields to post to `url` as a form, instead of opening it"),
});
export type HandOff = z.output<typeof HandOffSchema>;

/** GET /pessoas/token-redireciona: what a system that received a hand-off token learns. */
export const HandOffCheckSchema = z.object({
  valido: z.literal(true),
  usuario: z.string(),
  nome: z.string(),
  expira: z.string(),
});
export type HandOffCheck = z.output<typeof HandOffCheckSchema>;

export const SERVICE_KINDS = ["provider", "service"] as const;
export const IDENTITY_SCHEMES = ["jwt", "jwt_post", "ezproxy_ticket", "none"] as const;
export const TICKET_ALGORITHMS = ["md5", "sha1", "sha256", "sha512"] as const;

/** The systems the patron-area calls hand off to (document 2 §7), by their configured code. */
export const PERSON_SERVICES = {
  memberArea: "meu_pergamum",
  workPosting: "postagem_trabalho",
  spaces: "espacos",
  appLayers: "app_layers",
} as const;

/** One configured provider or system as the desk sees it: never its key. */
export const ExternalServiceOutSchema = z.object({
  code: z.string(),
  kind: z.enum(SERVICE_KINDS),
  name: z.string(),
  base_url: z.string(),
  identity: z.enum(IDENTITY_SCHEMES),
  audience: z.string().nullable(),
  algorithm: z.enum(TICKET_ALGORITHMS),
  token_param: z.string(),
  target_url: z.string().nullable(),
  ttl_seconds: z.number().int(),
  enabled: z.boolean(),
  has_secret: z.boolean(),
});
export type ExternalServiceOut = z.output<typeof ExternalServiceOutSchema>;

/** One provider of document 2's list as the desk enables it (decision 066). */
export const ProviderPresetOutSchema = z.object({
  code: z.string(),
  name: z.string(),
  hand_off: z.enum(HAND_OFF_KINDS),
  identity: z.enum(IDENTITY_SCHEMES),
  fields: z.array(z.enum(PRESET_FIELDS)).describe("What the desk gives to enable it"),
  customer_param: z.string().nullable().describe("The address's parameter that carries `customer_id`"),
  configured: z.boolean().describe("Whether the institution has configured this code"),
});
export type ProviderPresetOut = z.output<typeof ProviderPresetOutSchema>;
