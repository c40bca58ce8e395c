/**
 * SAML 2.0 Web Browser SSO (decision 027) with @node-saml/node-saml: the AuthnRequest goes to the
 * identity provider by the redirect binding, the answer comes back by the POST binding to the
 * OPAC's /saml-response, which hands it here. node-saml checks the signature against the
 * configured IdP certificate (the assertion must be signed), the audience (our entity id), the
 * time conditions and InResponseTo; this module adds the response's Destination, the issuer when
 * configured, and refuses an assertion id already accepted (kept until the assertion expires).
 * The ids of AuthnRequests waiting for an answer live in the database, so any instance of the
 * service can receive the answer.
 */
import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from "@node-saml/node-saml";
import { SaxesParser } from "saxes";

import type { ApiConfig } from "../../core/config.ts";
import type { TokenResponse } from "../../contract.ts";
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import type { SamlLoginResponse } from "./contract.ts";
import { NAME_ID, ssoSettings } from "./sso-settings.service.ts";
import { forget, markUsed, recordedUntil } from "./sso.repository.ts";
import { signInByIdentity, spendOnce, ssoDisabled, ssoInvalid } from "./sso.service.ts";

/** How long the identity provider has to answer an AuthnRequest. */
const REQUEST_TTL_MS = 10 * 60 * 1000;
/** The IdP's clock and ours may differ a little. */
const CLOCK_SKEW_MS = 60 * 1000;
/** An assertion without NotOnOrAfter is remembered this long (node-saml refuses none for age). */
const DEFAULT_ASSERTION_TTL_MS = 60 * 60 * 1000;

/** node-saml's request-id cache, in the database (sso_used, kind saml_request). */
function requestCache(db: Queryable): CacheProvider {
  return {
    async saveAsync(key, value) {
      await markUsed(db, "saml_request", key, new Date(Date.now() + REQUEST_TTL_MS));
      return { value, createdAt: Date.now() };
    },
    async getAsync(key) {
      const until = await recordedUntil(db, "saml_request", key);
      // node-saml wants the instant the request was made.
      return until ? new Date(until.getTime() - REQUEST_TTL_MS).toISOString() : null;
    },
    async removeAsync(key) {
      if (key === null) return null;
      return (await forget(db, "saml_request", key)) ? key : null;
    },
  };
}

/** A certificate given as PEM or as its bare base64 body (what IdP metadata shows). */
export function pemCertificate(value: string): string {
  if (value.includes("-----BEGIN CERTIFICATE")) return value.replace(/\\n/g, "\n");
  const body = value.replace(/\s+/g, "");
  return `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join("\n") ?? ""}\n-----END CERTIFICATE-----\n`;
}

function acsUrl(config: ApiConfig, given: string | undefined): string {
  // The configured address wins over the caller's: SAML_ACS_URL, else the OPAC's /saml-response
  // under OPAC_PUBLIC_URL (which production requires). Only a development server without either
  // takes the caller's, so a response addressed elsewhere is never accepted by naming that address.
  const configured =
    config.SAML_ACS_URL ??
    (config.OPAC_PUBLIC_URL ? `${config.OPAC_PUBLIC_URL.replace(/\/+$/, "")}/saml-response` : undefined);
  const acs = configured ?? given;
  if (!acs) throw new ApiError(400, "invalid_parameter", "errors.invalid_parameter", { name: "acs" });
  return acs;
}

function client(db: Queryable, config: ApiConfig, acs: string): SAML {
  return new SAML({
    entryPoint: config.SAML_IDP_SSO_URL!,
    idpCert: pemCertificate(config.SAML_IDP_CERT!),
    idpIssuer: config.SAML_IDP_ISSUER,
    issuer: config.SAML_SP_ENTITY_ID!,
    audience: config.SAML_SP_ENTITY_ID!,
    callbackUrl: acs,
    // Whatever the IdP signs, the assertion itself must be signed: it is what names the patron.
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.ifPresent,
    requestIdExpirationPeriodMs: REQUEST_TTL_MS,
    cacheProvider: requestCache(db),
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    // Any NameID format: the institution chooses what identifies a patron (sso_atributo_saml).
    identifierFormat: null,
  });
}

export async function samlLogin(
  db: Queryable,
  config: ApiConfig,
  input: { redirect?: string; acs?: string },
): Promise<SamlLoginResponse> {
  if (!(await ssoSettings(db, config)).saml.enabled) throw ssoDisabled();
  const url = await client(db, config, acsUrl(config, input.acs)).getAuthorizeUrlAsync(
    input.redirect ?? "",
    undefined,
    {},
  );
  return { url };
}

/** The Destination attribute of the message's root element (a Response), or null. */
function destinationOf(xml: string): string | null {
  const parser = new SaxesParser({ xmlns: true });
  let destination: string | null | undefined;
  parser.on("opentag", (tag) => {
    if (destination !== undefined) return;
    destination = tag.local === "Response" ? (tag.attributes.Destination?.value ?? null) : null;
  });
  try {
    parser.write(xml).close();
  } catch {
    return null;
  }
  return destination ?? null;
}

function assertionFacts(profile: Profile): { id: string | undefined; until: Date } {
  const assertion = profile.getAssertion?.() as
    | {
        Assertion?: {
          $?: { ID?: string };
          Conditions?: { $?: { NotOnOrAfter?: string } }[];
        };
      }
    | undefined;
  const notOnOrAfter = assertion?.Assertion?.Conditions?.[0]?.$?.NotOnOrAfter;
  const expires = notOnOrAfter ? Date.parse(notOnOrAfter) : NaN;
  return {
    id: assertion?.Assertion?.$?.ID,
    until: new Date((Number.isNaN(expires) ? Date.now() + DEFAULT_ASSERTION_TTL_MS : expires) + CLOCK_SKEW_MS),
  };
}

export async function samlValidate(
  db: Queryable,
  config: ApiConfig,
  input: { saml: string; acs?: string },
): Promise<TokenResponse> {
  const settings = await ssoSettings(db, config);
  if (!settings.saml.enabled) throw ssoDisabled();
  const acs = acsUrl(config, input.acs);
  const xml = Buffer.from(input.saml, "base64").toString("utf8");
  // A response meant for another service provider (or another address of ours) is not ours to use.
  const destination = destinationOf(xml);
  if (destination !== acs) throw ssoInvalid(`SAML Destination ${String(destination)} is not ${acs}`);
  let profile: Profile | null;
  try {
    ({ profile } = await client(db, config, acs).validatePostResponseAsync({ SAMLResponse: input.saml }));
  } catch (error) {
    throw ssoInvalid(`SAML response: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!profile) throw ssoInvalid("SAML response without an assertion");
  const { id, until } = assertionFacts(profile);
  if (!id) throw ssoInvalid("SAML assertion without an ID");
  await spendOnce(db, "saml_assertion", id, until);
  const attribute = settings.saml.attribute;
  const value =
    attribute === NAME_ID
      ? profile.nameID
      : firstValue((profile.attributes as Record<string, unknown> | undefined)?.[attribute]);
  return signInByIdentity(db, config, settings, value);
}

function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}
