/**
 * The OPAC's half of single sign-on against a fake library service: the OIDC return must be the
 * answer to the sign-in this browser started (state in the signed cookie), /saml-response takes
 * a cross-site POST from the configured IdP's origin only, a failure lands on /login with a
 * one-time notice, and a success stores the tokens with the provider that gave them.
 */
import { describe, expect, test } from "vitest";

import type { SsoOptions } from "../../../api/patron/sso/contract.ts";
import { getSession } from "../../lib/session.server.ts";
import { finishOidc, finishSaml, publicUrl, ssoLoginData, startOidc } from "./sso.server.ts";

const OPTIONS: SsoOptions = {
  oidc: { name: "Universidade" },
  saml: { name: null, idpOrigin: "https://idp.example" },
  onlyInstitutional: false,
  oidcLogoutUrl: null,
};
const TOKENS = { access_token: "a", refresh_token: "r", token_type: "Bearer", expires_in: 900 };
const USER = {
  nome_pessoa: "Ana",
  cod_pessoa: 1,
  app_uuid: null,
  login: "demo",
  bloqueio: false,
  renovar: false,
  expirado: false,
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function fakeService(options: SsoOptions = OPTIONS, validate = () => json(TOKENS)) {
  const calls: string[] = [];
  const apiFetch = async (request: Request) => {
    const { pathname, search } = new URL(request.url);
    calls.push(`${request.method} ${pathname}${search}`);
    if (pathname === "/api/sso") return json(options);
    if (pathname === "/api/oidc/authorize") {
      return json({
        url: "https://op.example/auth?x=1",
        state: "the-state",
        nonce: "n",
        code_verifier: "v",
        redirect: "http://opac.test/oauth-response",
      });
    }
    if (pathname.endsWith("/validar")) return validate();
    if (pathname === "/api/pessoas") return json({ user: USER, authPermissions: [] });
    return json({ error: { code: "not_found", message: "?" } }, 404);
  };
  return { context: { apiFetch }, calls };
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  const result = await promise.then(
    () => {
      throw new Error("expected a thrown response");
    },
    (e: unknown) => e,
  );
  expect(result).toBeInstanceOf(Response);
  return result as Response;
}

const cookiesOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(";")[0]);

describe("OIDC", () => {
  test("signs in when the provider returns the state of the sign-in this browser started", async () => {
    const { context, calls } = fakeService();
    const start = await thrown(
      startOidc({ request: new Request("http://opac.test/oidc/authorize?redirect=/cesta"), context }),
    );
    expect(start.headers.get("location")).toBe("https://op.example/auth?x=1");
    const pending = cookiesOf(start);
    expect(pending[0]).toMatch(/^__opac_oidc=/);

    const back = new Request("http://opac.test/oauth-response?code=c&state=the-state", {
      headers: { cookie: pending.join("; ") },
    });
    const done = await thrown(finishOidc({ request: back, context }));
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/cesta");
    expect(calls).toContain("POST /api/oidc/validar");
    const cookies = cookiesOf(done);
    // The flow's cookie is spent; the session holds the patron and where they came from.
    expect(cookies).toContain("__opac_oidc=");
    const session = await getSession(new Request("http://opac.test/", { headers: { cookie: cookies.join("; ") } }));
    expect(session.get("auth")?.user.login).toBe("demo");
    expect(session.get("auth")?.sso).toBe("oidc");
  });

  test("a return with another state (or none started) goes to /login with a notice, without asking the service", async () => {
    const { context, calls } = fakeService();
    const start = await thrown(startOidc({ request: new Request("http://opac.test/oidc/authorize"), context }));
    const back = new Request("http://opac.test/oauth-response?code=c&state=forged", {
      headers: { cookie: cookiesOf(start).join("; ") },
    });
    const done = await thrown(finishOidc({ request: back, context }));
    expect(done.headers.get("location")).toBe("/login");
    const session = await getSession(
      new Request("http://opac.test/", { headers: { cookie: cookiesOf(done).join("; ") } }),
    );
    expect(session.get("notice")).toBe("sso.errors.failed");
    expect(calls).not.toContain("POST /api/oidc/validar");
  });

  test("an identity no patron matches: the notice says to contact the library", async () => {
    const { context } = fakeService(OPTIONS, () => json({ error: { code: "sso_unlinked", message: "…" } }, 403));
    const start = await thrown(startOidc({ request: new Request("http://opac.test/oidc/authorize"), context }));
    const back = new Request("http://opac.test/oauth-response?code=c&state=the-state", {
      headers: { cookie: cookiesOf(start).join("; ") },
    });
    const done = await thrown(finishOidc({ request: back, context }));
    const session = await getSession(
      new Request("http://opac.test/", { headers: { cookie: cookiesOf(done).join("; ") } }),
    );
    expect(session.get("notice")).toBe("sso.errors.unlinked");
  });
});

describe("SAML's return", () => {
  const post = (origin: string | null) =>
    new Request("http://opac.test/saml-response", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(origin ? { origin } : {}) },
      body: new URLSearchParams({ SAMLResponse: "PHNhbWw+", RelayState: "/meupergamum/reservas" }).toString(),
    });

  test("takes the IdP's cross-site post and signs the patron in", async () => {
    const { context } = fakeService();
    const done = await thrown(finishSaml({ request: post("https://idp.example"), context }));
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/meupergamum/reservas");
  });

  test("refuses a post from any other site, and every post while SAML is off", async () => {
    const { context, calls } = fakeService();
    expect((await thrown(finishSaml({ request: post("https://evil.example"), context }))).status).toBe(403);
    expect((await thrown(finishSaml({ request: post("null"), context }))).status).toBe(403);
    expect(calls).not.toContain("POST /api/saml/validar");
    const off = fakeService({ ...OPTIONS, saml: null });
    expect((await thrown(finishSaml({ request: post("https://idp.example"), context: off.context }))).status).toBe(403);
  });
});

test("the login page's buttons carry the destination; institutional-only sends to its own page", async () => {
  const request = new Request("http://opac.test/login");
  expect(await ssoLoginData({ request, context: fakeService().context }, "/cesta")).toEqual({
    choices: [
      { kind: "oidc", name: "Universidade", href: "/oidc/authorize?redirect=%2Fcesta" },
      { kind: "saml", name: null, href: "/saml/login?redirect=%2Fcesta" },
    ],
  });
  const only = fakeService({ ...OPTIONS, onlyInstitutional: true }).context;
  const moved = await thrown(ssoLoginData({ request, context: only }, ""));
  expect(moved.headers.get("location")).toBe("/login/institucional");
});

test("return addresses follow the proxy's forwarded host and scheme", () => {
  const behind = new Request("http://10.0.0.5:3000/x", {
    headers: { host: "10.0.0.5:3000", "x-forwarded-proto": "https", "x-forwarded-host": "catalogo.example" },
  });
  expect(publicUrl(behind, "/oauth-response")).toBe("https://catalogo.example/oauth-response");
  expect(publicUrl(new Request("http://localhost:3000/x"), "/saml-response")).toBe(
    "http://localhost:3000/saml-response",
  );
});
