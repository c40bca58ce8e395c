/** Single sign-on (decision 027): what the OPAC reads from /api/sso, /api/oidc and /api/saml. */

/** How an external identity names a patron: by login, e-mail or tax id (institution param `sso_vinculo`). */
export const SSO_MAPPINGS = ["login", "email", "cpf"] as const;
export type SsoMapping = (typeof SSO_MAPPINGS)[number];

/** GET /api/sso: which institutional sign-ins the login page offers, and where an OIDC logout goes. */
export interface SsoOptions {
  /** OpenID Connect, with the name the button shows (null: the translated default). */
  oidc: { name: string | null } | null;
  /**
   * SAML 2.0, likewise, with the origin of the IdP's single sign-on address: the one other site
   * whose POST /saml-response accepts (its answer is a form the IdP's page submits).
   */
  saml: { name: string | null; idpOrigin: string } | null;
  /** tipoAutenticacaoInstitucional = SOMENTE_INSTITUCIONAL, and an institutional sign-in is offered. */
  onlyInstitutional: boolean;
  /** link_logout_OIDC: where a patron who signed in with OIDC goes after logging out. */
  oidcLogoutUrl: string | null;
}

/**
 * GET /api/oidc/authorize: the provider's authorization address to send the browser to, and
 * what the caller must keep (in a signed cookie) and give back to POST /api/oidc/validar.
 */
export interface OidcAuthorizeResponse {
  url: string;
  state: string;
  nonce: string;
  code_verifier: string;
  /** The return address the provider was given (sent again with the code). */
  redirect: string;
}

/** GET /api/saml/login: the identity provider's address with the AuthnRequest (redirect binding). */
export interface SamlLoginResponse {
  url: string;
}
