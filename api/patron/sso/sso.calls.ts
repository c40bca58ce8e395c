/**
 * Single sign-on (decision 027): GET /sso (what the login page offers), GET /oidc/authorize, POST
 * /oidc/validar, GET /saml/login, POST /saml/validar. All public: a validar answers the patron's
 * tokens. Each sign-in exists only when configured in the environment and turned on by the
 * institution (`usaOAuth`, `usaSAML`); otherwise its calls answer 404 `sso_disabled`.
 */
import * as z from "zod";
import { TokenResponseSchema } from "../auth/contract.ts";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { OidcAuthorizeResponseSchema, SamlLoginResponseSchema, SsoOptionsSchema } from "./contract.ts";

const url = z.string().trim().url().max(2000);
const token = z.string().trim().min(1).max(4000);

const disabled = refusal("`sso_disabled`: this sign-in is not configured or not turned on.");
const invalid = refusal("`invalid_parameter`.");
/** Anything the provider's answer fails is one 401; the reason is logged, not told. */
const validarRefusals = {
  400: invalid,
  401: refusal(
    "`sso_invalid`: state of the code, signature, issuer, audience, destination, time window, nonce or assertion " +
      "already used.",
  ),
  403: refusal("`sso_unlinked`: no patron has that identity (contact the library)."),
  404: disabled,
  430: refusal("`blocked`: the patron is blocked."),
} as const;

export const ssoCalls = {
  options: defineCall({
    method: "get",
    path: "/sso",
    summary: "The institutional sign-ins the login page offers, and where an OIDC logout goes",
    responses: { 200: json(SsoOptionsSchema, "The sign-in options.") },
  }),
  oidcAuthorize: defineCall({
    method: "get",
    path: "/oidc/authorize",
    summary: "The OpenID provider's authorization address, and what to keep until the browser returns",
    description:
      "The caller sends the browser to `url` and keeps the rest (in a signed cookie) for POST /api/oidc/validar.",
    query: z.object({
      redirect: url
        .optional()
        .describe("Where the provider returns (the OPAC's /oauth-response; `OIDC_REDIRECT_URI` wins when set)"),
      login: z.string().trim().max(200).optional().describe("Sent as `login_hint`"),
    }),
    responses: {
      200: json(OidcAuthorizeResponseSchema, "The address and the flow's secrets."),
      400: invalid,
      404: disabled,
      503: refusal("`sso_unavailable`: the OpenID provider's discovery failed."),
    },
  }),
  oidcValidate: defineCall({
    method: "post",
    path: "/oidc/validar",
    summary: "The patron's tokens for the OpenID provider's code",
    description:
      "Exchanges the code (client secret + PKCE), verifies the ID token (JWKS signature, issuer, audience, " +
      "expiry) and its `nonce` (spent: once only), maps the claim to a patron.",
    body: z.object({ code: token, code_verifier: token, nonce: token, redirect: url.optional() }),
    responses: {
      200: json(TokenResponseSchema, "The patron's tokens."),
      ...validarRefusals,
      503: refusal("`sso_unavailable`: the OpenID provider's discovery failed."),
    },
  }),
  samlLogin: defineCall({
    method: "get",
    path: "/saml/login",
    summary: "The identity provider's address with the deflated AuthnRequest",
    query: z.object({
      redirect: z.string().max(2000).optional().describe("Sent as RelayState (the page after sign-in)"),
      acs: url.optional().describe("The OPAC's /saml-response (`SAML_ACS_URL` wins when set)"),
    }),
    responses: { 200: json(SamlLoginResponseSchema, "The IdP's address."), 400: invalid, 404: disabled },
  }),
  samlValidate: defineCall({
    method: "post",
    path: "/saml/validar",
    summary: "The patron's tokens for the identity provider's SAMLResponse",
    description:
      "Checks Destination = `acs`, the signed assertion (IdP certificate), audience = `SAML_SP_ENTITY_ID`, time " +
      "conditions, InResponseTo of a request we sent (when present), an assertion id never seen; maps NameID or " +
      "the configured attribute.",
    body: z.object({
      saml: z.string().trim().min(1).describe("The POST binding's base64 `SAMLResponse`"),
      acs: url.optional(),
    }),
    responses: { 200: json(TokenResponseSchema, "The patron's tokens."), ...validarRefusals },
  }),
};
