/**
 * Single sign-on through the library service (decision 027), against a real OpenID provider
 * (oidc-provider, tests/support/oidc-provider.ts) and SAML responses signed by the test's own
 * identity provider (tests/support/saml-idp.ts). Every refusal changes one thing of a sign-in
 * that is otherwise the valid one of the first test of its block.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createApi } from "../../api/app.ts";

import type { TokenResponse, UserDataResponse } from "../../api/contract.ts";
import { writeInstitutionParam } from "../../api/core/institution-params.repository.ts";
import type { OidcAuthorizeResponse, SamlLoginResponse, SsoOptions } from "../../api/patron/sso/contract.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";
import { signInAtProvider, startOidcProvider, TEST_CLIENT, type TestOidcProvider } from "../support/oidc-provider.ts";
import {
  IDP_CERT,
  IDP_ENTITY_ID,
  OTHER_CERT,
  OTHER_KEY,
  readAuthnRequest,
  samlResponse,
  samlResponseXml,
  type SamlResponseOptions,
} from "../support/saml-idp.ts";

const REDIRECT = "http://opac.test/oauth-response";
const ACS = "http://opac.test/saml-response";
const SP_ENTITY_ID = "https://catalogo.example/saml";
const IDP_SSO_URL = "https://idp.universidade.example/sso";

const json = (body: unknown, lang = "1") => ({
  method: "POST",
  headers: { "content-type": "application/json", lang },
  body: JSON.stringify(body),
});

let oidc: TestOidcProvider;
beforeAll(async () => {
  oidc = await startOidcProvider(0, [REDIRECT]);
});
afterAll(async () => {
  await oidc?.close();
});

describe.each(engines)("single sign-on on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  const param = (key: string, value: string | null) => writeInstitutionParam(lib.db, key, value);

  beforeAll(async () => {
    lib = await openTestLibrary(engine, {
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
      // The provider releases the tax id under a scope of its own, as institutions' providers do.
      OIDC_SCOPES: "openid email profile cpf",
      SAML_IDP_SSO_URL: IDP_SSO_URL,
      SAML_IDP_CERT: IDP_CERT,
      SAML_IDP_ISSUER: IDP_ENTITY_ID,
      SAML_SP_ENTITY_ID: SP_ENTITY_ID,
    });
    await param("usaOAuth", "S");
    await param("usaSAML", "S");
  });
  afterAll(async () => {
    await lib?.close();
  });

  const loginOf = async (tokens: TokenResponse) => {
    const me = await lib.call("/api/pessoas", { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(me.status).toBe(200);
    return (me.body as UserDataResponse).user.login;
  };

  describe("what the login page offers", () => {
    it("offers each configured sign-in the institution turned on, and the OIDC logout link", async () => {
      expect((await lib.call("/api/sso")).body).toEqual({
        oidc: { name: null },
        saml: { name: null, idpOrigin: "https://idp.universidade.example" },
        onlyInstitutional: false,
        oidcLogoutUrl: null,
      } satisfies SsoOptions);
      await param("sso_nome_oidc", "Universidade Exemplo");
      await param("tipoAutenticacaoInstitucional", "SOMENTE_INSTITUCIONAL");
      await param("link_logout_OIDC", "https://idp.universidade.example/logout");
      await param("usaSAML", "N");
      try {
        expect((await lib.call("/api/sso")).body).toEqual({
          oidc: { name: "Universidade Exemplo" },
          saml: null,
          onlyInstitutional: true,
          oidcLogoutUrl: "https://idp.universidade.example/logout",
        } satisfies SsoOptions);
        // A link that is not http(s) is never followed.
        await param("link_logout_OIDC", "javascript:alert(1)");
        expect(((await lib.call("/api/sso")).body as SsoOptions).oidcLogoutUrl).toBeNull();
        // Institutional-only needs an institutional sign-in to offer.
        await param("usaOAuth", "N");
        expect((await lib.call("/api/sso")).body).toEqual({
          oidc: null,
          saml: null,
          onlyInstitutional: false,
          oidcLogoutUrl: null,
        } satisfies SsoOptions);
        expect((await lib.call(`/api/oidc/authorize?redirect=${REDIRECT}`)).status).toBe(404);
      } finally {
        for (const key of ["sso_nome_oidc", "tipoAutenticacaoInstitucional", "link_logout_OIDC"])
          await param(key, null);
        await param("usaOAuth", "S");
        await param("usaSAML", "S");
      }
    });
  });

  describe("OpenID Connect", () => {
    /** GET /oidc/authorize, then the provider signs `login` in and sends the browser back with a code. */
    async function authorize(login = "", nonce?: string) {
      const res = await lib.call(`/api/oidc/authorize?${new URLSearchParams({ redirect: REDIRECT, login })}`);
      expect(res.status).toBe(200);
      const start = res.body as OidcAuthorizeResponse;
      const url = new URL(start.url);
      if (nonce) url.searchParams.set("nonce", nonce);
      const back = await signInAtProvider(url.href, REDIRECT);
      expect(back.searchParams.get("state")).toBe(start.state);
      return { ...start, nonce: nonce ?? start.nonce, code: back.searchParams.get("code")! };
    }
    const validate = (flow: { code: string; code_verifier: string; nonce: string; redirect: string }, lang?: string) =>
      lib.call(
        "/api/oidc/validar",
        json({ code: flow.code, code_verifier: flow.code_verifier, nonce: flow.nonce, redirect: flow.redirect }, lang),
      );

    it("starts at the provider with state, nonce and PKCE, and signs the mapped patron in", async () => {
      const flow = await authorize();
      const url = new URL(flow.url);
      expect(url.origin).toBe(oidc.issuer);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        client_id: TEST_CLIENT.id,
        redirect_uri: REDIRECT,
        response_type: "code",
        scope: "openid email profile cpf",
        state: flow.state,
        nonce: flow.nonce,
        code_challenge_method: "S256",
      });
      const res = await validate(flow);
      expect(res.status).toBe(200);
      const tokens = res.body as TokenResponse;
      expect(tokens.token_type).toBe("Bearer");
      // By e-mail (the default mapping): demo@biblioteca.example is the demo patron.
      expect(await loginOf(tokens)).toBe("demo");
    });

    it("refuses a nonce that is not the ID token's, and a nonce used before", async () => {
      const flow = await authorize();
      const wrong = await validate({ ...flow, nonce: "another-nonce-entirely" });
      expect(wrong.status).toBe(401);
      expect(wrong.body.error.code).toBe("sso_invalid");

      const first = await authorize("", "a-nonce-for-two-sign-ins");
      expect((await validate(first)).status).toBe(200);
      // A new code whose ID token carries the same nonce: a replay of that sign-in.
      const second = await authorize("", "a-nonce-for-two-sign-ins");
      const replay = await validate(second);
      expect(replay.status).toBe(401);
      expect(replay.body.error.code).toBe("sso_invalid");
    });

    it("refuses a code used twice and a code verifier that is not the flow's", async () => {
      const flow = await authorize();
      expect((await validate({ ...flow, code_verifier: "x".repeat(43) })).status).toBe(401);
      const again = await authorize();
      expect((await validate(again)).status).toBe(200);
      expect((await validate(again)).status).toBe(401);
    });

    it("tells an identity no patron matches to contact the library, in the caller's language", async () => {
      const res = await validate(await authorize("estranho"), "5");
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: {
          code: "sso_unlinked",
          message: "Your institutional account is not linked to a library patron. Please contact the library.",
        },
      });
    });

    it("answers a blocked patron with 430, and ignores an e-mail the provider did not verify", async () => {
      const blocked = await validate(await authorize("bloqueado"));
      expect(blocked.status).toBe(430);
      expect(blocked.body.error.code).toBe("blocked");
      const unverified = await validate(await authorize("naoverificado"));
      expect(unverified.status).toBe(401);
    });

    it("maps by login (preferred_username), by tax id (cpf) and by a claim the institution names", async () => {
      try {
        await param("sso_vinculo", "login");
        expect(await loginOf((await validate(await authorize("ana"))).body as TokenResponse)).toBe("demo");

        await param("sso_vinculo", "cpf");
        // No patron has that tax id yet: unlinked.
        expect((await validate(await authorize("ana"))).status).toBe(403);
        await lib.db.query(`UPDATE patron SET tax_id = '39053344705' WHERE login = 'norte'`);
        // "390.533.447-05" at the provider is 39053344705 here.
        expect(await loginOf((await validate(await authorize("ana"))).body as TokenResponse)).toBe("norte");

        // The institution reads the login from another claim: `name` holds no login, so no one.
        await param("sso_vinculo", "login");
        await param("sso_claim_oidc", "name");
        expect((await validate(await authorize("ana"))).status).toBe(403);
      } finally {
        await param("sso_vinculo", null);
        await param("sso_claim_oidc", null);
        await lib.db.query(`UPDATE patron SET tax_id = NULL WHERE login = 'norte'`);
      }
    });

    it("refuses a malformed validar with 400", async () => {
      const res = await lib.call("/api/oidc/validar", json({ code: "x" }));
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("invalid_parameter");
    });
  });

  describe("SAML 2.0", () => {
    /** GET /saml/login: the AuthnRequest's id (what the IdP answers InResponseTo). */
    async function requestId(): Promise<string> {
      const res = await lib.call(`/api/saml/login?${new URLSearchParams({ redirect: "/meupergamum", acs: ACS })}`);
      expect(res.status).toBe(200);
      const { url } = res.body as SamlLoginResponse;
      expect(url.startsWith(`${IDP_SSO_URL}?`)).toBe(true);
      const request = readAuthnRequest(url);
      expect(request.relayState).toBe("/meupergamum");
      expect(request.acs).toBe(ACS);
      return request.id;
    }
    const valid = (o: Partial<SamlResponseOptions> = {}): SamlResponseOptions => ({
      acs: ACS,
      audience: SP_ENTITY_ID,
      nameId: "demo@biblioteca.example",
      ...o,
    });
    const validate = (saml: string) => lib.call("/api/saml/validar", json({ saml, acs: ACS }));

    it("signs in the patron a signed response names, once", async () => {
      const saml = samlResponse(valid({ inResponseTo: await requestId() }));
      const res = await validate(saml);
      expect(res.status).toBe(200);
      expect(await loginOf(res.body as TokenResponse)).toBe("demo");
      // The same response posted again: replay.
      const replay = await validate(saml);
      expect(replay.status).toBe(401);
      expect(replay.body.error.code).toBe("sso_invalid");
    });

    it("accepts an answer to no request (IdP-initiated) but not one to a request it never sent", async () => {
      expect((await validate(samlResponse(valid()))).status).toBe(200);
      expect((await validate(samlResponse(valid({ inResponseTo: "_never-sent" })))).status).toBe(401);
    });

    it("refuses a tampered response and one signed by another key", async () => {
      const signed = samlResponseXml(valid({ inResponseTo: await requestId() }));
      const tampered = signed.replace("demo@biblioteca.example", "professor@biblioteca.example");
      expect(tampered).not.toBe(signed);
      expect((await validate(Buffer.from(tampered).toString("base64"))).status).toBe(401);
      expect((await validate(samlResponse(valid({ key: OTHER_KEY, cert: OTHER_CERT })))).status).toBe(401);
    });

    it("refuses a wrong audience, another destination and an expired assertion", async () => {
      expect((await validate(samlResponse(valid({ audience: "https://another-sp.example/saml" })))).status).toBe(401);
      expect((await validate(samlResponse(valid({ acs: "http://elsewhere.test/saml-response" })))).status).toBe(401);
      const expired = samlResponse(
        valid({ issueInstant: new Date(Date.now() - 20 * 60_000), notOnOrAfter: new Date(Date.now() - 10 * 60_000) }),
      );
      expect((await validate(expired)).status).toBe(401);
    });

    it("checks the Destination against the configured ACS, never the caller's acs", async () => {
      const configured = createApi(lib.db, { ...lib.config, OPAC_PUBLIC_URL: "http://opac.test/" });
      const validateOn = async (saml: string, acs: string) =>
        (await configured.request("/api/saml/validar", json({ saml, acs }))).status;
      const elsewhere = "http://elsewhere.test/saml-response";
      expect(await validateOn(samlResponse(valid({ acs: elsewhere })), elsewhere)).toBe(401);
      expect(await validateOn(samlResponse(valid()), elsewhere)).toBe(200);
    });

    it("maps by an attribute the institution names, and tells an unknown identity to contact the library", async () => {
      try {
        await param("sso_vinculo", "login");
        await param("sso_atributo_saml", "uid");
        const res = await validate(samlResponse(valid({ attributes: { uid: "norte" } })));
        expect(res.status).toBe(200);
        expect(await loginOf(res.body as TokenResponse)).toBe("norte");
      } finally {
        await param("sso_vinculo", null);
        await param("sso_atributo_saml", null);
      }
      const stranger = await validate(samlResponse(valid({ nameId: "estranho@universidade.example" })));
      expect(stranger.status).toBe(403);
      expect(stranger.body.error.code).toBe("sso_unlinked");
    });

    it("refuses everything while SAML is off", async () => {
      await param("usaSAML", "N");
      try {
        expect((await lib.call(`/api/saml/login?acs=${ACS}`)).status).toBe(404);
        expect((await validate(samlResponse(valid()))).status).toBe(404);
      } finally {
        await param("usaSAML", "S");
      }
    });
  });
});
