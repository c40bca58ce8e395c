/**
 * Content providers and the patron-area hand-offs (decision
 * 044): the desk configures them, a patron's hand-off reaches a test provider that
 * verifies the JWT (signature, audience, issuer, expiry, the patron) or the EZproxy ticket,
 * and nothing unconfigured, unsigned or another patron's is accepted; document 2's providers as
 * presets the desk enables with a few fields, and the demo's own provider (decision 066).
 */
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { issueStaffKey } from "../../api/core/staff.ts";
import { DEMO_PROVIDER } from "../../api/operations/demo/providers.ts";
import { ezproxyTicket, ticketTime } from "../../api/patron/providers/hand-off.ts";
import { handOff } from "../../api/patron/providers/providers.service.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";
import { startTestProvider, type TestProvider } from "../support/test-provider.ts";

const ISSUER = "https://opac.example";
const SECRET = "provider-shared-key-0123456789abcdef";

describe.each(engines)("content providers and hand-offs on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let provider: TestProvider;
  let desk: string;
  let branchDesk: string;
  let token: string;
  let name: string;
  beforeAll(async () => {
    lib = await openTestLibrary(engine, { OPAC_PUBLIC_URL: `${ISSUER}/` });
    provider = await startTestProvider({ secret: SECRET, audience: ["pearson-aud", "vlex"], issuer: ISSUER });
    desk = await issueStaffKey(lib.db, { login: "desk-providers", name: "Providers", libraryId: null });
    branchDesk = await issueStaffKey(lib.db, { login: "desk-branch", name: "Branch", libraryId: 1 });
    const res = await lib.call("/api/oauth/token", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ grant_type: "password", username: "demo", password: "demo" }),
    });
    token = (res.body as { access_token: string }).access_token;
    name = ((await lib.call("/api/pessoas", { headers: auth() })).body as { user: { nome_pessoa: string } }).user
      .nome_pessoa;
  });
  afterAll(async () => {
    await provider?.close();
    await lib?.close();
  });

  const auth = () => ({ authorization: `Bearer ${token}`, lang: "5" });
  const json = (method: string, body: unknown, headers: Record<string, string>) => ({
    method,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const configure = (code: string, body: unknown, key = desk) =>
    lib.call(`/api/balcao/provedores/${code}`, json("PUT", body, { "x-staff-key": key, lang: "5" }));

  it("the demo's provider is the pearson preset at the stand-in: its signed link is verified, a bad or late one refused", async () => {
    const list = await lib.call("/api/balcao/provedores", { headers: { "x-staff-key": desk } });
    expect(list.body).toContainEqual(
      expect.objectContaining({
        code: "pearson",
        name: DEMO_PROVIDER.name,
        base_url: DEMO_PROVIDER.url,
        identity: "jwt",
        has_secret: true,
      }),
    );
    const standIn = await startTestProvider({ secret: DEMO_PROVIDER.secret, audience: "pearson", issuer: ISSUER });
    try {
      // The desk points the preset at this test's stand-in: the address alone, the demo key kept.
      const moved = await lib.call(
        "/api/balcao/provedores/predefinicoes/pearson",
        json("PUT", { base_url: `${standIn.url}/pearson` }, { "x-staff-key": desk }),
      );
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body).toMatchObject({ name: DEMO_PROVIDER.name, identity: "jwt", has_secret: true });
      const res = await lib.call("/api/pessoas/meu-pergamum/redirect-base", json("PUT", { base: "pearson" }, auth()));
      const landed = await fetch(res.body.url);
      expect(landed.status).toBe(200);
      expect(await landed.text()).toContain(`Acesso liberado: ${name} (demo)`);
      expect([standIn.accepted.at(-1)!.sub, standIn.accepted.at(-1)!.aud]).toEqual(["demo", "pearson"]);

      const url = new URL(res.body.url);
      const signed = url.searchParams.get("token")!;
      url.searchParams.set("token", `${signed.slice(0, -2)}${signed.endsWith("AA") ? "BB" : "AA"}`);
      expect((await fetch(url)).status).toBe(401);
      // Signed by the catalogue ten minutes ago with the two-minute lifetime: too late.
      const late = await handOff(lib.db, {
        code: "pearson",
        kind: "provider",
        patronId: 1001,
        issuer: ISSUER,
        now: new Date(Date.now() - 10 * 60_000),
      });
      expect((await fetch(late.url)).status).toBe(401);
      expect(standIn.rejected).toEqual(["ERR_JWS_SIGNATURE_VERIFICATION_FAILED", "ERR_JWT_EXPIRED"]);
    } finally {
      await standIn.close();
    }
  });

  it("the desk configures a provider; the key is never shown; a branch desk or bad input is refused", async () => {
    const saved = await configure("pearson", {
      name: "Pearson Biblioteca Virtual",
      base_url: `${provider.url}/pearson?origem=opac`,
      identity: "jwt",
      secret: SECRET,
      audience: "pearson-aud",
      ttl_seconds: 60,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      code: "pearson",
      kind: "provider",
      name: "Pearson Biblioteca Virtual",
      base_url: `${provider.url}/pearson?origem=opac`,
      identity: "jwt",
      audience: "pearson-aud",
      algorithm: "sha512",
      token_param: "token",
      target_url: null,
      ttl_seconds: 60,
      enabled: true,
      has_secret: true,
    });
    const list = await lib.call("/api/balcao/provedores", { headers: { "x-staff-key": desk } });
    expect(JSON.stringify(list.body)).not.toContain(SECRET);
    expect(
      (
        await configure(
          "pearson",
          { name: "x", base_url: "https://x.example", identity: "jwt", secret: SECRET },
          branchDesk,
        )
      ).status,
    ).toBe(403);
    expect((await lib.call("/api/balcao/provedores")).status).toBe(401);
    const noSecret = await configure("gale", { name: "Gale", base_url: "https://gale.example", identity: "jwt" });
    expect(noSecret.status).toBe(400);
    expect(noSecret.body.error.message).toBe("Invalid parameter: secret.");
    expect(
      (await configure("gale", { name: "Gale", base_url: "javascript:alert(1)", identity: "none" })).body.error.message,
    ).toBe("Invalid parameter: base_url.");
    expect((await configure("Bad-Code", { name: "x", base_url: "https://x.example", identity: "none" })).status).toBe(
      400,
    );
  });

  it("redirect-base hands the patron to the provider, which verifies the token", async () => {
    const res = await lib.call("/api/pessoas/meu-pergamum/redirect-base", json("PUT", { base: "pearson" }, auth()));
    expect(res.status).toBe(200);
    expect(res.body.nome).toBe("Pearson Biblioteca Virtual");
    const url = new URL(res.body.url);
    expect(url.origin + url.pathname).toBe(`${provider.url}/pearson`);
    expect(url.searchParams.get("origem")).toBe("opac");
    const landed = await fetch(url);
    expect(landed.status).toBe(200);
    expect(await landed.text()).toContain(`Acesso liberado: ${name} (demo)`);
    const v = provider.accepted.at(-1)!;
    expect([v.sub, v.aud, v.iss, v.exp - v.iat]).toEqual(["demo", "pearson-aud", ISSUER, 60]);
    expect(Date.parse(res.body.expira)).toBe(v.exp * 1000);

    // The same token checked by the catalogue itself (token-redireciona), for a system that cannot.
    const checked = await lib.call(
      `/api/pessoas/token-redireciona?base=pearson&token=${url.searchParams.get("token")}`,
      { headers: { lang: "5" } },
    );
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ valido: true, usuario: "demo", nome: name, expira: res.body.expira });
  });

  it("a forged, expired or other-audience token is refused by the provider and by token-redireciona", async () => {
    const sign = (key: string, claims: { aud: string; exp: number }) =>
      new SignJWT({ name: "x" })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject("demo")
        .setIssuer(ISSUER)
        .setAudience(claims.aud)
        .setIssuedAt(claims.exp - 60)
        .setExpirationTime(claims.exp)
        .setJti("j")
        .sign(new TextEncoder().encode(key));
    const now = Math.floor(Date.now() / 1000);
    const forged = await sign("another-key-0123456789abcdef", { aud: "pearson-aud", exp: now + 60 });
    const expired = await sign(SECRET, { aud: "pearson-aud", exp: now - 5 });
    const elsewhere = await sign(SECRET, { aud: "gale-aud", exp: now + 60 });
    for (const t of [forged, expired, elsewhere]) {
      expect((await fetch(`${provider.url}/pearson?token=${t}`)).status).toBe(401);
      const res = await lib.call(`/api/pessoas/token-redireciona?base=pearson&token=${t}`, { headers: { lang: "5" } });
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({ code: "invalid_token", message: "Invalid or expired access token." });
    }
    expect(provider.rejected.slice(-3)).toEqual([
      "ERR_JWS_SIGNATURE_VERIFICATION_FAILED",
      "ERR_JWT_EXPIRED",
      "ERR_JWT_CLAIM_VALIDATION_FAILED",
    ]);
    expect(
      (await lib.call("/api/pessoas/token-redireciona?base=pearson", { headers: { lang: "5" } })).body.error.message,
    ).toBe("Invalid parameter: token.");
  });

  it("a visitor, an unknown provider or a disabled one get no address", async () => {
    const visitor = await lib.call(
      "/api/pessoas/meu-pergamum/redirect-base",
      json("PUT", { base: "pearson" }, { lang: "5" }),
    );
    expect(visitor.status).toBe(401);
    const unknown = await lib.call("/api/pessoas/meu-pergamum/redirect-base", json("PUT", { base: "cengage" }, auth()));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({
      code: "not_configured",
      message: 'The service "cengage" is not configured at this institution.',
    });
    expect(
      (await lib.call("/api/pessoas/meu-pergamum/redirect-base", json("PUT", { base: "../x" }, auth()))).status,
    ).toBe(400);
    await configure("vlex", { name: "vLex", base_url: "https://vlex.example", identity: "none", enabled: false });
    expect(
      (await lib.call("/api/pessoas/meu-pergamum/redirect-base", json("PUT", { base: "vlex" }, auth()))).status,
    ).toBe(404);
  });

  it("an EZproxy ticket is what EZproxy's ::Ticket block accepts", async () => {
    expect(ticketTime(new Date("2004-12-22T22:02:03Z"))).toBe("20041222220203");
    expect(ezproxyTicket("shhh", "rdoe", "md5", new Date("2004-12-22T22:02:03Z"))).toMatch(
      /^[0-9a-f]{32}\$c20041222220203\$e$/,
    );
    await configure("minhabiblioteca", {
      name: "Minha Biblioteca",
      base_url: `${provider.url}/login`,
      identity: "ezproxy_ticket",
      secret: SECRET,
      target_url: "https://minhabiblioteca.example/acervo",
    });
    const res = await lib.call(
      "/api/pessoas/meu-pergamum/redirect-base",
      json("PUT", { base: "minhabiblioteca" }, auth()),
    );
    expect(res.status).toBe(200);
    const url = new URL(res.body.url);
    expect(url.searchParams.get("user")).toBe("demo");
    expect(url.searchParams.get("url")).toBe("https://minhabiblioteca.example/acervo");
    const landed = await fetch(url);
    expect(await landed.text()).toBe("ticket ok: demo → https://minhabiblioteca.example/acervo");
    // The ticket is bound to the user: another user with the same ticket is refused.
    url.searchParams.set("user", "professor");
    expect((await fetch(url)).status).toBe(401);
  });

  it("the patron-area hand-offs use the configured systems, with a token; app-layers is public", async () => {
    for (const [code, base] of [
      ["meu_pergamum", "member"],
      ["postagem_trabalho", "works"],
      ["espacos", "rooms"],
      ["app_layers", "layers"],
    ] as const) {
      const saved = await configure(code, {
        kind: "service",
        name: base,
        base_url: `${provider.url}/${base}`,
        identity: "jwt",
        secret: SECRET,
        audience: "pearson-aud",
      });
      expect(saved.status).toBe(200);
    }
    const calls: [string, string, string][] = [
      ["GET", "/api/pessoas/meu-pergamum/redirect", "member"],
      ["POST", "/api/pessoas/postagem-trabalho/redirect", "works"],
      ["POST", "/api/pessoas/espacos/redirect", "rooms"],
      ["GET", "/api/pessoas/autenticar/app-layers", "layers"],
    ];
    for (const [method, path, base] of calls) {
      const res = await lib.call(path, { method, headers: auth() });
      expect(res.status, path).toBe(200);
      expect(res.body.url.startsWith(`${provider.url}/${base}?token=`)).toBe(true);
      expect((await fetch(res.body.url)).status).toBe(200);
      expect(provider.accepted.at(-1)!.sub).toBe("demo");
      // Without a login: 401 (app-layers too, its identity scheme needs a patron).
      expect((await lib.call(path, { method, headers: { lang: "5" } })).status).toBe(401);
    }
    // A provider is not a patron-area system and the other way round.
    expect(
      (await lib.call("/api/pessoas/meu-pergamum/redirect-base", json("PUT", { base: "espacos" }, auth()))).status,
    ).toBe(404);
    // A public app-layers address (identity none) is given to anyone.
    await configure("app_layers", {
      kind: "service",
      name: "Layers",
      base_url: "https://layers.example/app",
      identity: "none",
    });
    const open = await lib.call("/api/pessoas/autenticar/app-layers", { headers: { lang: "5" } });
    expect(open.status).toBe(200);
    expect(open.body.url).toBe("https://layers.example/app");
  });

  it("the patron's databases list the enabled providers with the catalogue's hand-off page", async () => {
    const res = await lib.call("/api/acervo/meu-pergamum/bases-dados", { headers: auth() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { codigo: "minhabiblioteca", nome: "Minha Biblioteca", url: "/pergamum_redireciona?base=minhabiblioteca" },
      { codigo: "pearson", nome: "Pearson Biblioteca Virtual", url: "/pergamum_redireciona?base=pearson" },
    ]);
    expect((await lib.call("/api/acervo/meu-pergamum/bases-dados")).status).toBe(401);
    expect(
      (await lib.call("/api/balcao/provedores/vlex", { method: "DELETE", headers: { "x-staff-key": desk } })).body,
    ).toEqual({ removido: "vlex" });
    expect(
      (await lib.call("/api/balcao/provedores/vlex", { method: "DELETE", headers: { "x-staff-key": desk } })).status,
    ).toBe(404);
  });

  it("document 2's providers are presets the desk enables with an address, a key or a customer id", async () => {
    const presets = await lib.call("/api/balcao/provedores/predefinicoes", { headers: { "x-staff-key": desk } });
    expect(presets.status).toBe(200);
    // Document 2 §9's list, in its order, then Grupo A.
    expect(presets.body.map((p: { code: string }) => p.code)).toEqual([
      ..."pearson, cengage, editora_forum, minhabiblioteca, ebrary, rtonline, lectio, gale, gale_book, oxford, proquest, uptodate, lexicomp, solucto, jornalderesenhas, vlex".split(
        ", ",
      ),
      "grupoa",
    ]);
    expect(presets.body[0]).toEqual({
      code: "pearson",
      name: "Biblioteca Virtual Pearson",
      hand_off: "signed_link",
      identity: "jwt",
      fields: ["base_url", "secret"],
      customer_param: null,
      configured: true,
    });
    expect(presets.body.find((p: { code: string }) => p.code === "gale")).toEqual({
      code: "gale",
      name: "Gale",
      hand_off: "ip_link",
      identity: "none",
      fields: ["base_url", "customer_id"],
      customer_param: "u",
      configured: false,
    });
    expect(
      (await lib.call("/api/balcao/provedores/predefinicoes", { headers: { "x-staff-key": branchDesk } })).status,
    ).toBe(403);
    expect((await lib.call("/api/balcao/provedores/predefinicoes")).status).toBe(401);

    const enable = (code: string, body: unknown, key = desk) =>
      lib.call(`/api/balcao/provedores/predefinicoes/${code}`, json("PUT", body, { "x-staff-key": key, lang: "5" }));
    // A network-recognised provider: the customer id goes on the address, no key.
    expect((await enable("gale", { base_url: "https://gale.example/ps/start.do?p=AONE" })).body.error.message).toBe(
      "Invalid parameter: customer_id.",
    );
    const gale = await enable("gale", { base_url: "https://gale.example/ps/start.do?p=AONE", customer_id: "uni_br" });
    expect(gale.body).toMatchObject({
      name: "Gale",
      base_url: "https://gale.example/ps/start.do?p=AONE&u=uni_br",
      identity: "none",
      has_secret: false,
    });
    const toGale = await lib.call("/api/pessoas/meu-pergamum/redirect-base", json("PUT", { base: "gale" }, auth()));
    expect(toGale.body.url).toBe("https://gale.example/ps/start.do?p=AONE&u=uni_br");
    // A signed link needs the key the first time; its token names the patron for the provider's audience.
    expect((await enable("cengage", { base_url: "https://cengage.example/sso" })).body.error.message).toBe(
      "Invalid parameter: secret.",
    );
    expect((await enable("cengage", { base_url: "https://cengage.example/sso", secret: SECRET })).status).toBe(200);
    const toCengage = await lib.call(
      "/api/pessoas/meu-pergamum/redirect-base",
      json("PUT", { base: "cengage" }, auth()),
    );
    const checked = await lib.call(
      `/api/pessoas/token-redireciona?base=cengage&token=${new URL(toCengage.body.url).searchParams.get("token")}`,
    );
    expect(checked.body).toMatchObject({ valido: true, usuario: "demo" });
    // An SSO form post: the same token, in a form the browser posts to the provider's address.
    expect((await enable("vlex", { base_url: `${provider.url}/vlex`, secret: SECRET })).body.identity).toBe("jwt_post");
    const toVlex = await lib.call("/api/pessoas/meu-pergamum/redirect-base", json("PUT", { base: "vlex" }, auth()));
    expect(toVlex.body).toMatchObject({ url: `${provider.url}/vlex`, nome: "vLex" });
    const posted = await fetch(toVlex.body.url, { method: "POST", body: new URLSearchParams(toVlex.body.campos) });
    expect(await posted.text()).toContain(`Acesso liberado: ${name} (demo)`);
    expect([provider.accepted.at(-1)!.sub, provider.accepted.at(-1)!.aud]).toEqual(["demo", "vlex"]);
    // Neither a code outside the list nor a branch desk enables anything.
    const unknown = await enable("acme", { base_url: "https://acme.example" });
    expect([unknown.status, unknown.body.error]).toEqual([
      404,
      { code: "no_preset", message: 'No content provider preset has the code "acme".' },
    ]);
    expect((await enable("gale", { base_url: "https://x.example", customer_id: "x" }, branchDesk)).status).toBe(403);
  });
});
