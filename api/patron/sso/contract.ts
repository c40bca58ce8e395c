/** Single sign-on (decision 027): what the OPAC reads from /api/sso, /api/oidc and /api/saml, as api/patron/sso/sso.calls.ts declares it. */
import * as z from "zod";

/** How an external identity names a patron: by login, e-mail or tax id (institution param `sso_vinculo`). */
export const SSO_MAPPINGS = ["login", "email", "cpf"] as const;
export type SsoMapping = (typeof SSO_MAPPINGS)[number];

/** GET /api/sso: which institutional sign-ins the login page offers, and where an OIDC logout goes. */
export const SsoOptionsSchema = z.object({
  oidc: z
    .object({ name: z.string().nullable() })
    .nullable()
    .describe("OpenID Connect, with the name the button shows (null: the translated default)"),
  saml: z
    .object({ name: z.string().nullable(), idpOrigin: z.string() })
    .nullable()
    .describe(
      "SAML 2.0, likewise, with the origin of the IdP's single sign-on address: the one other site whose POST " +
        "/saml-response accepts",
    ),
  onlyInstitutional: z
    .boolean()
    .describe("tipoAutenticacaoInstitucional = SOMENTE_INSTITUCIONAL, and an institutional sign-in is offered"),
  oidcLogoutUrl: z
    .string()
    .nullable()
    .describe("link_logout_OIDC: where a patron who signed in with OIDC goes after logging out"),
});
export type SsoOptions = z.output<typeof SsoOptionsSchema>;

/**
 * GET /api/oidc/authorize: the provider's authorization address to send the browser to, and
 * what the caller must keep (in a signed cookie) and give back to POST /api/oidc/validar.
 */
export const OidcAuthorizeResponseSchema = z.object({
  url: z.string(),
  state: z.string(),
  nonce: z.string(),
  code_verifier: z.string(),
  redirect: z.string().describe("The return address the provider was given (sent again with the code)"),
});
export type OidcAuthorizeResponse = z.output<typeof OidcAuthorizeResponseSchema>;

/** GET /api/saml/login: the identity provider's address with the AuthnRequest (redirect binding). */
export const SamlLoginResponseSchema = z.object({ url: z.string() });
export type SamlLoginResponse = z.output<typeof SamlLoginResponseSchema>;
