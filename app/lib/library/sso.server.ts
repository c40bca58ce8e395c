/** Single sign-on calls (/sso, /oidc, /saml; decision 027). */
import { ssoCalls as calls } from "../../../api/patron/sso/sso.calls.ts";
import type { Transport } from "./transport.server.ts";

export function ssoCalls(t: Transport) {
  return {
    /** GET /sso: the institutional sign-ins offered, institutional-only, the OIDC logout link. */
    options: () => t.call(calls.options, {}),
    /** GET /oidc/authorize: where to send the browser, and what to keep until it comes back to `redirect`. */
    oidcAuthorize: (redirect: string, login?: string) => t.call(calls.oidcAuthorize, { query: { redirect, login } }),
    /** POST /oidc/validar: the patron's tokens for the provider's code (ServiceError 401, 403 sso_unlinked, 430…). */
    oidcValidate: (flow: { code: string; code_verifier: string; nonce: string; redirect: string }) =>
      t.call(calls.oidcValidate, { body: flow }),
    /** GET /saml/login: the IdP's address with the AuthnRequest; `redirect` comes back as RelayState. */
    samlLogin: (redirect: string, acs: string) => t.call(calls.samlLogin, { query: { redirect, acs } }),
    /** POST /saml/validar: the patron's tokens for the IdP's SAMLResponse. */
    samlValidate: (saml: string, acs: string) => t.call(calls.samlValidate, { body: { saml, acs } }),
  };
}
