/**
 * What the single sign-on tests and the servers they run against must agree on: the test OIDC
 * client, the simulated SAML IdP's entity id and certificate (test-only: tests/fixtures/sso).
 * No heavy imports, so playwright.config.ts can read it.
 */
import { readFileSync } from "node:fs";

export const TEST_CLIENT = { id: "opac-tests", secret: "opac-tests-secret-not-for-production" };

export const IDP_ENTITY_ID = "https://idp.universidade.example/saml";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/sso/${name}`, import.meta.url), "utf8");
export const IDP_KEY = fixture("saml-idp-test-key.pem");
export const IDP_CERT = fixture("saml-idp-test-cert.pem");
/** A key the service does not trust. */
export const OTHER_KEY = fixture("other-test-key.pem");
export const OTHER_CERT = fixture("other-test-cert.pem");

/** The catalogue's SAML entity id (the audience) in the browser tests. */
export const spEntityId = (url: string) => `${url}/saml`;

/** The single sign-on settings of one e2e server (tests/e2e/servers.ts). */
export function ssoServerEnv(server: { url: string; oidcPort: number; samlIdpPort: number }): Record<string, string> {
  return {
    OIDC_ISSUER: `http://localhost:${server.oidcPort}`,
    OIDC_CLIENT_ID: TEST_CLIENT.id,
    OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
    SAML_IDP_SSO_URL: `http://localhost:${server.samlIdpPort}/sso`,
    SAML_IDP_CERT: IDP_CERT,
    SAML_IDP_ISSUER: IDP_ENTITY_ID,
    SAML_SP_ENTITY_ID: spEntityId(server.url),
  };
}
