/**
 * OpenID Connect, authorization code flow with PKCE (decision 027). The library service is the
 * OIDC client: it holds the client secret (api/core/config.ts), so the OPAC never sees it.
 *
 * - `oidcAuthorize` gives the provider's authorization address with a fresh state, nonce and PKCE
 *   verifier; the OPAC keeps them in a short-lived signed cookie and checks the state on return.
 * - `oidcValidate` exchanges the code (client secret + verifier), verifies the ID token with jose
 *   against the provider's published keys (signature, issuer, audience, expiry) and the nonce,
 *   spends the nonce (a second use is refused), then maps the identity to a patron.
 *
 * remix-auth-oauth2's strategy does the OAuth 2.0 part (authorization URL with PKCE, the code
 * exchange); its authenticate(), which keeps state in its own unsigned cookie, is not used.
 */
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from "jose";
import { OAuth2RequestError, OAuth2Strategy } from "remix-auth-oauth2";

import type { ApiConfig } from "../../core/config.ts";
import type { TokenResponse } from "../../contract.ts";
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import type { OidcAuthorizeResponse } from "./contract.ts";
import { ssoSettings } from "./sso-settings.service.ts";
import { signInByIdentity, spendOnce, ssoDisabled, ssoInvalid } from "./sso.service.ts";

/** The provider's clocks and ours may differ a little. */
const CLOCK_TOLERANCE_SECONDS = 60;

interface Provider {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwks: ReturnType<typeof createRemoteJWKSet>;
}

/** Discovery documents by issuer, read at the first sign-in (a provider down at start blocks nothing). */
const providers = new Map<string, Promise<Provider>>();

async function discover(issuer: string): Promise<Provider> {
  const url = `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
  const response = await fetch(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`OIDC discovery at ${url} answered ${response.status}`);
  const doc = (await response.json()) as Record<string, unknown>;
  const field = (name: string) => {
    if (typeof doc[name] !== "string") throw new Error(`OIDC discovery at ${url}: no ${name}`);
    return doc[name];
  };
  // OIDC Discovery §4.3: the document must name the issuer we asked, or it is not that provider.
  if (field("issuer") !== issuer) throw new Error(`OIDC discovery at ${url} names issuer ${String(doc.issuer)}`);
  return {
    issuer,
    authorizationEndpoint: field("authorization_endpoint"),
    tokenEndpoint: field("token_endpoint"),
    jwks: createRemoteJWKSet(new URL(field("jwks_uri"))),
  };
}

async function provider(issuer: string): Promise<Provider> {
  let pending = providers.get(issuer);
  if (!pending) {
    pending = discover(issuer);
    providers.set(issuer, pending);
    // A failed discovery is tried again at the next sign-in.
    pending.catch(() => providers.delete(issuer));
  }
  try {
    return await pending;
  } catch (error) {
    console.error("OIDC provider unavailable:", error);
    throw new ApiError(503, "sso_unavailable", "errors.sso_unavailable");
  }
}

/** The OAuth 2.0 client of one sign-in: remix-auth-oauth2's strategy, used for its two protocol steps. */
class OidcClient extends OAuth2Strategy<never> {
  constructor(config: ApiConfig, p: Provider, redirect: string) {
    super(
      {
        clientId: config.OIDC_CLIENT_ID!,
        clientSecret: config.OIDC_CLIENT_SECRET ?? null,
        authorizationEndpoint: p.authorizationEndpoint,
        tokenEndpoint: p.tokenEndpoint,
        redirectURI: redirect,
        scopes: config.OIDC_SCOPES.split(/\s+/).filter(Boolean),
      },
      () => Promise.reject(new Error("not used: the service verifies the ID token itself")),
    );
  }

  start(nonce: string, loginHint: string | undefined) {
    const { state, codeVerifier, url } = this.createAuthorizationURL();
    url.searchParams.set("nonce", nonce);
    if (loginHint) url.searchParams.set("login_hint", loginHint);
    return { state, codeVerifier, url: url.href };
  }

  exchange(code: string, codeVerifier: string) {
    return this.validateAuthorizationCode(code, codeVerifier);
  }
}

function redirectUri(config: ApiConfig, given: string | undefined): string {
  const redirect = config.OIDC_REDIRECT_URI ?? given;
  if (!redirect) throw new ApiError(400, "invalid_parameter", "errors.invalid_parameter", { name: "redirect" });
  return redirect;
}

const random = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");

export async function oidcAuthorize(
  db: Queryable,
  config: ApiConfig,
  input: { redirect?: string; login?: string },
): Promise<OidcAuthorizeResponse> {
  if (!(await ssoSettings(db, config)).oidc.enabled) throw ssoDisabled();
  const redirect = redirectUri(config, input.redirect);
  const p = await provider(config.OIDC_ISSUER!);
  const nonce = random();
  const { state, codeVerifier, url } = new OidcClient(config, p, redirect).start(nonce, input.login);
  return { url, state, nonce, code_verifier: codeVerifier, redirect };
}

export async function oidcValidate(
  db: Queryable,
  config: ApiConfig,
  input: { code: string; code_verifier: string; nonce: string; redirect?: string },
): Promise<TokenResponse> {
  const settings = await ssoSettings(db, config);
  if (!settings.oidc.enabled) throw ssoDisabled();
  const p = await provider(config.OIDC_ISSUER!);
  let idToken: string;
  try {
    const tokens = await new OidcClient(config, p, redirectUri(config, input.redirect)).exchange(
      input.code,
      input.code_verifier,
    );
    idToken = tokens.idToken();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof OAuth2RequestError) throw ssoInvalid(`code exchange refused: ${error.code}`);
    throw ssoInvalid(`code exchange failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(idToken, p.jwks, {
      issuer: p.issuer,
      audience: config.OIDC_CLIENT_ID!,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ["sub", "exp", "iat"],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) throw ssoInvalid(`ID token: ${error.code} ${error.message}`);
    throw error;
  }
  // OIDC Core §3.1.3.7: with several audiences, the token must have been issued to us (azp).
  if (Array.isArray(claims.aud) && claims.aud.length > 1 && claims.azp !== config.OIDC_CLIENT_ID) {
    throw ssoInvalid("ID token issued to another party (azp)");
  }
  // The nonce ties the ID token to the browser that started this sign-in (OIDC Core §3.1.3.7).
  if (typeof claims.nonce !== "string" || claims.nonce !== input.nonce) throw ssoInvalid("ID token nonce mismatch");
  await spendOnce(db, "oidc_nonce", input.nonce, new Date((claims.exp! + CLOCK_TOLERANCE_SECONDS) * 1000));
  const claim = settings.oidc.claim;
  // An address the provider itself has not verified names no one.
  if (claim === "email" && claims.email_verified === false) throw ssoInvalid("e-mail not verified by the provider");
  return signInByIdentity(db, config, settings, claims[claim]);
}
