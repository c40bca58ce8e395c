/**
 * The link calls (/vinculos, /acesso-restrito; docs/decisions/009-links-and-restricted-access.md):
 * restricted links and their signed addresses, the public-link statistics, the public link path,
 * a file of the service, and the standards links. Link types: AR restricted, AC accessibility,
 * P public; an 856 $u "/vinculos/<path>" is a file of the service (`VINCULOS_DIR`).
 */
import * as z from "zod";
import { defineCall, file, json, redirect, refusal } from "../../core/http/call.ts";
import { Id } from "../../core/http/input.ts";

/** Document 1 §3 "Restricted link": descricao, is_pdf, seq_paragrafo (and the media flags). */
export const RestrictedLinkSchema = z.object({
  seq_paragrafo: z.number().int(),
  descricao: z.string(),
  is_pdf: z.boolean(),
  is_media: z.boolean(),
  media_format: z.string().nullable(),
});
export type RestrictedLink = z.output<typeof RestrictedLinkSchema>;

export const RestrictedLinksResponseSchema = z.object({ links: z.array(RestrictedLinkSchema) });
export type RestrictedLinksResponse = z.output<typeof RestrictedLinksResponseSchema>;

/** Where the link leads, for this patron, now. */
export const LinkAccessResponseSchema = z.object({
  url: z.string(),
  descricao: z.string(),
  is_pdf: z.boolean(),
  is_media: z.boolean(),
  media_format: z.string().nullable(),
  expira_em: z
    .string()
    .nullable()
    .describe("When a file address of the service stops working (ISO 8601); null for addresses on the web"),
});
export type LinkAccessResponse = z.output<typeof LinkAccessResponseSchema>;

export const StandardsLinkSchema = z.object({ cod_acervo: z.number().int(), url: z.string() });
export type StandardsLink = z.output<typeof StandardsLinkSchema>;

const Seq = z.coerce.number().int().positive().max(9_999);
const Text = z.string().trim().max(200).optional();

const AccessParams = z.object({
  a: Id.describe("The record's code"),
  b: Seq.describe("The link's occurrence (seq_paragrafo)"),
});

export const linkCalls = {
  access: defineCall({
    method: "post",
    path: "/vinculos/acesso-restrito/:a/s/:b",
    summary: "Where a restricted link leads, for this patron, now; the access is recorded",
    description:
      "For a file of the service a signed address valid 10 minutes (`/api/vinculos/arquivo/{a}/{b}?t=…`), else " +
      "the link's URL. The patron is the token's; `userId` is ignored.",
    auth: "patron",
    params: AccessParams,
    body: z.object({
      userId: z.union([z.string(), z.number()]).optional().describe("Ignored: the patron is the token's"),
      browser: Text,
      device: Text,
      os: Text,
    }),
    accepts: "json",
    responses: {
      200: json(LinkAccessResponseSchema, "Where the link leads."),
      400: refusal("A malformed parameter or body."),
      401: refusal("No valid token."),
      403: refusal(
        "An AR link for a patron whose category the institution does not let see restricted material (collection_forbidden; `categorias_acesso_restrito`).",
      ),
      404: refusal("No such link (link_not_found)."),
    },
  }),
  statistics: defineCall({
    method: "post",
    path: "/vinculos/estatistica-acesso",
    summary: "Records that a public link was followed",
    description: "Stores the link's own URL; the patron only from a token (optional).",
    auth: "optional",
    body: z.object({
      cod_acervo: Id,
      seq_paragrafo: Seq,
      url: z.string().max(2048).optional(),
      user_id: z.union([z.string(), z.number()]).nullable().optional().describe("Ignored: the patron is the token's"),
      browser: Text,
      device: Text,
      os: Text,
    }),
    accepts: "json",
    responses: {
      201: json(z.object({ registrado: z.literal(true) }), "Recorded."),
      400: refusal("A malformed body, or a body that is not JSON."),
      404: refusal("No such link (link_not_found)."),
    },
  }),
  public: defineCall({
    method: "get",
    path: "/vinculos/publico/:a/seq/:b/:descricao",
    summary: "Follows a link of a record",
    description: "`descricao` is only for a readable path. AR and AC links need a token.",
    auth: "optional",
    params: AccessParams.extend({ descricao: z.string().max(500) }),
    responses: {
      302: redirect("The link (a signed file address for AR/AC files)."),
      400: refusal("A malformed parameter."),
      401: refusal("An AR or AC link without a valid token."),
      403: refusal(
        "An AR link for a patron whose category the institution does not let see restricted material (collection_forbidden; `categorias_acesso_restrito`).",
      ),
      404: refusal("No such link (link_not_found)."),
    },
  }),
  file: defineCall({
    method: "get",
    path: "/vinculos/arquivo/:a/:b",
    summary: "A file of the service linked from a record",
    description: "Public for P links; AR/AC files need the signed `t` or a token. `X-Content-Type-Options: nosniff`.",
    auth: "optional",
    params: AccessParams,
    query: z.object({ t: z.string().max(200).optional().describe("The signature of a signed address") }),
    responses: {
      200: file("*/*", "The file, with its type (application/pdf, text/plain, audio/…, video/…; others as downloads)."),
      400: refusal("A malformed parameter."),
      401: refusal("An AR or AC file without a valid signature or token."),
      403: refusal(
        "An AR link for a patron whose category the institution does not let see restricted material (collection_forbidden; `categorias_acesso_restrito`).",
      ),
      404: refusal("No such link or file (link_not_found)."),
    },
  }),
};

const RecordParam = z.object({ id: Id.describe("The record's code") });
const notConfigured = refusal("The institution has no such address (not_configured), or no such record.");

/** The standards links (decision 044), mounted at /vinculos. */
export const standardsCalls = {
  abnt: defineCall({
    method: "get",
    path: "/vinculos/abnt/:id",
    summary: "The ABNT catalogue's address for a standard",
    description: "The institution's `url_abnt` with {numero} and {titulo} filled in.",
    params: RecordParam,
    responses: { 200: json(StandardsLinkSchema, "The address."), 400: refusal("A malformed id."), 404: notConfigured },
  }),
  target: defineCall({
    method: "get",
    path: "/vinculos/target/:id",
    summary: "The Target GEDWeb address for a standard",
    description: "The institution's `url_target_gedweb` with {numero} and {titulo} filled in.",
    params: RecordParam,
    responses: { 200: json(StandardsLinkSchema, "The address."), 400: refusal("A malformed id."), 404: notConfigured },
  }),
};

export const restrictedAccessCalls = {
  links: defineCall({
    method: "get",
    path: "/acesso-restrito/:id",
    summary: "A record's restricted links, without their addresses",
    description: "`{links: []}` when none.",
    auth: "patron",
    params: RecordParam,
    responses: {
      200: json(RestrictedLinksResponseSchema, "The restricted links."),
      400: refusal("A malformed id."),
      401: refusal("No valid token."),
      403: refusal(
        "The patron's category may not see restricted material (collection_forbidden; `categorias_acesso_restrito`).",
      ),
    },
  }),
};
