/**
 * Single sign-on settings (decision 027). What is secret or names a machine (client secret,
 * certificates, addresses) comes from the environment (api/core/config.ts); what the institution
 * chooses (whether each sign-in is offered, its button name, how an identity maps to a patron,
 * institutional-only login, the OIDC logout link) are institution parameters:
 *
 * - usaOAuth 'S': offer OpenID Connect (when OIDC_* is configured); usaSAML 'S': offer SAML.
 * - sso_nome_oidc, sso_nome_saml: the identity provider's name on the login button.
 * - sso_vinculo: login | email | cpf (default email), the patron field an identity is matched to.
 * - sso_claim_oidc: the ID token claim read (default preferred_username, email or cpf by mapping).
 * - sso_atributo_saml: the SAML attribute read (default the assertion's NameID).
 * - tipoAutenticacaoInstitucional 'SOMENTE_INSTITUCIONAL': no password form on the login page.
 * - link_logout_OIDC: where a patron who signed in with OIDC goes after logging out.
 */
import type { ApiConfig } from "../../core/config.ts";
import type { Queryable } from "../../core/db/db.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import { SSO_MAPPINGS, type SsoMapping, type SsoOptions } from "./contract.ts";

export const SSO_PARAMS = [
  "usaOAuth",
  "usaSAML",
  "sso_nome_oidc",
  "sso_nome_saml",
  "sso_vinculo",
  "sso_claim_oidc",
  "sso_atributo_saml",
  "tipoAutenticacaoInstitucional",
  "link_logout_OIDC",
] as const;

export const ONLY_INSTITUTIONAL = "SOMENTE_INSTITUCIONAL";

const DEFAULT_CLAIM: Record<SsoMapping, string> = { login: "preferred_username", email: "email", cpf: "cpf" };

/** The SAML attribute value meaning "the assertion's NameID" (node-saml's profile.nameID). */
export const NAME_ID = "nameID";

export interface SsoSettings {
  oidc: { enabled: boolean; name: string | null; claim: string };
  saml: { enabled: boolean; name: string | null; attribute: string };
  mapping: SsoMapping;
  onlyInstitutional: boolean;
  oidcLogoutUrl: string | null;
}

export function oidcConfigured(config: ApiConfig): boolean {
  return Boolean(config.OIDC_ISSUER && config.OIDC_CLIENT_ID);
}

export function samlConfigured(config: ApiConfig): boolean {
  return Boolean(config.SAML_IDP_SSO_URL && config.SAML_IDP_CERT && config.SAML_SP_ENTITY_ID);
}

export function isSsoMapping(value: string): value is SsoMapping {
  return (SSO_MAPPINGS as readonly string[]).includes(value);
}

/** Only an http(s) address is followed after logout: the parameter never sends anyone to javascript:. */
export function isHttpUrl(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export async function ssoSettings(db: Queryable, config: ApiConfig): Promise<SsoSettings> {
  const p = await institutionParams(db, SSO_PARAMS);
  const mapping = p.sso_vinculo && isSsoMapping(p.sso_vinculo) ? p.sso_vinculo : "email";
  const oidc = oidcConfigured(config) && p.usaOAuth === "S";
  const saml = samlConfigured(config) && p.usaSAML === "S";
  return {
    oidc: { enabled: oidc, name: p.sso_nome_oidc || null, claim: p.sso_claim_oidc || DEFAULT_CLAIM[mapping] },
    saml: { enabled: saml, name: p.sso_nome_saml || null, attribute: p.sso_atributo_saml || NAME_ID },
    mapping,
    onlyInstitutional: (oidc || saml) && p.tipoAutenticacaoInstitucional === ONLY_INSTITUTIONAL,
    oidcLogoutUrl: oidc && p.link_logout_OIDC && isHttpUrl(p.link_logout_OIDC) ? p.link_logout_OIDC : null,
  };
}

/** GET /api/sso: what the login page and the logout need, nothing secret. */
export async function ssoOptions(db: Queryable, config: ApiConfig): Promise<SsoOptions> {
  const s = await ssoSettings(db, config);
  return {
    oidc: s.oidc.enabled ? { name: s.oidc.name } : null,
    saml: s.saml.enabled ? { name: s.saml.name, idpOrigin: new URL(config.SAML_IDP_SSO_URL!).origin } : null,
    onlyInstitutional: s.onlyInstitutional,
    oidcLogoutUrl: s.oidcLogoutUrl,
  };
}
