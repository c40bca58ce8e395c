/**
 * A simulated SAML 2.0 identity provider for the single sign-on tests: it answers an AuthnRequest
 * (redirect binding) with a Response whose assertion it signs with its own test-only key
 * (tests/fixtures/sso), posted back like a browser would (POST binding).
 *
 * `samlResponse` builds one response; its options let a test change exactly one thing (the key,
 * the audience, the time window…) against a response that is otherwise valid.
 * `startSamlIdp` serves the IdP's page: GET /sso?SAMLRequest=…&RelayState=… shows a form that
 * posts the response to the catalogue. Real IdPs submit it with a script; this one always shows
 * its "Continuar" button (what a real IdP shows with JS off), so the browser tests walk the same
 * steps with JS on and off and can check the page with axe.
 */
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import { inflateRawSync } from "node:zlib";

import { SignedXml } from "xml-crypto";

import { IDP_CERT, IDP_ENTITY_ID, IDP_KEY, OTHER_CERT, OTHER_KEY } from "./sso-test-settings.ts";

export { IDP_CERT, IDP_ENTITY_ID, OTHER_CERT, OTHER_KEY };

export interface SamlResponseOptions {
  /** The catalogue's /saml-response (Destination and Recipient). */
  acs: string;
  /** The catalogue's entity id (the Audience). */
  audience: string;
  nameId: string;
  attributes?: Record<string, string>;
  inResponseTo?: string;
  /** When the assertion stops being valid; default five minutes from now. */
  notOnOrAfter?: Date;
  /** Default now. */
  issueInstant?: Date;
  key?: string;
  cert?: string;
  assertionId?: string;
}

const esc = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The XML of a Response whose Assertion is signed (RSA-SHA256, exclusive c14n). */
export function samlResponseXml(o: SamlResponseOptions): string {
  const issued = o.issueInstant ?? new Date();
  const notBefore = new Date(issued.getTime() - 30_000).toISOString();
  const notOnOrAfter = (o.notOnOrAfter ?? new Date(issued.getTime() + 5 * 60_000)).toISOString();
  const inResponseTo = o.inResponseTo ? ` InResponseTo="${esc(o.inResponseTo)}"` : "";
  const attributes = Object.entries(o.attributes ?? {})
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${esc(name)}"><saml:AttributeValue>${esc(value)}</saml:AttributeValue></saml:Attribute>`,
    )
    .join("");
  const assertion =
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${o.assertionId ?? `_a${randomUUID()}`}" Version="2.0" IssueInstant="${issued.toISOString()}">` +
    `<saml:Issuer>${IDP_ENTITY_ID}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${esc(o.nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData NotOnOrAfter="${notOnOrAfter}" Recipient="${esc(o.acs)}"${inResponseTo}/>` +
    `</saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}">` +
    `<saml:AudienceRestriction><saml:Audience>${esc(o.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${issued.toISOString()}" SessionIndex="_s${randomUUID()}"><saml:AuthnContext>` +
    `<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>` +
    `</saml:AuthnContext></saml:AuthnStatement>` +
    (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : "") +
    `</saml:Assertion>`;
  const response =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomUUID()}" Version="2.0" IssueInstant="${issued.toISOString()}" Destination="${esc(o.acs)}"${inResponseTo}>` +
    `<saml:Issuer>${IDP_ENTITY_ID}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    assertion +
    `</samlp:Response>`;
  const signer = new SignedXml({
    privateKey: o.key ?? IDP_KEY,
    publicCert: o.cert ?? IDP_CERT,
    signatureAlgorithm: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
    canonicalizationAlgorithm: "http://www.w3.org/2001/10/xml-exc-c14n#",
  });
  signer.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    transforms: ["http://www.w3.org/2000/09/xmldsig#enveloped-signature", "http://www.w3.org/2001/10/xml-exc-c14n#"],
    digestAlgorithm: "http://www.w3.org/2001/04/xmlenc#sha256",
  });
  signer.computeSignature(response, {
    location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: "after" },
  });
  return signer.getSignedXml();
}

/** The POST binding's SAMLResponse field. */
export function samlResponse(o: SamlResponseOptions): string {
  return Buffer.from(samlResponseXml(o)).toString("base64");
}

/** The ID and AssertionConsumerServiceURL of an AuthnRequest sent by the redirect binding. */
export function readAuthnRequest(url: string): { id: string; acs: string | null; relayState: string } {
  const params = new URL(url).searchParams;
  const xml = inflateRawSync(Buffer.from(params.get("SAMLRequest") ?? "", "base64")).toString("utf8");
  const id = /\bID="([^"]+)"/.exec(xml)?.[1];
  if (!id) throw new Error(`no AuthnRequest in ${url}`);
  return {
    id,
    acs: /AssertionConsumerServiceURL="([^"]+)"/.exec(xml)?.[1] ?? null,
    relayState: params.get("RelayState") ?? "",
  };
}

export interface TestSamlIdp {
  ssoUrl: string;
  close(): Promise<void>;
}

/** The IdP's page: who signs in is `nameId` (an e-mail the demo patron has). */
export async function startSamlIdp(port: number, o: { audience: string; nameId: string }): Promise<TestSamlIdp> {
  const server: Server = createServer((req, res) => {
    const url = `http://localhost:${port}${req.url ?? "/"}`;
    if (!req.url?.startsWith("/sso?")) {
      res.writeHead(404).end();
      return;
    }
    const request = readAuthnRequest(url);
    const acs = request.acs ?? "";
    const body = samlResponse({ acs, audience: o.audience, nameId: o.nameId, inResponseTo: request.id });
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Universidade (testes): acesso</title></head>` +
        `<body><main><h1>Universidade (testes)</h1><p>Você está conectado como ${esc(o.nameId)}.</p>` +
        `<form method="post" action="${esc(acs)}">` +
        `<input type="hidden" name="SAMLResponse" value="${body}">` +
        `<input type="hidden" name="RelayState" value="${esc(request.relayState)}">` +
        `<button type="submit">Continuar para o catálogo</button></form></main></body></html>`,
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, resolve);
  });
  return {
    ssoUrl: `http://localhost:${port}/sso`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
