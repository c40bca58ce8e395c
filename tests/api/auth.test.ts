import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TokenResponse, UserDataResponse } from "../../api/contract.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

describe.each(engines)("login and the patron on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine, { LOGIN_MAX_ATTEMPTS: "3" });
  });
  afterAll(async () => {
    await lib?.close();
  });

  const login = (username: string, password: string) =>
    lib.call("/api/oauth/token", form({ grant_type: "password", username, password }));

  it("issues tokens for demo/demo and names the patron", async () => {
    const res = await login("demo", "demo");
    expect(res.status).toBe(200);
    const tokens = res.body as TokenResponse;
    expect(tokens.token_type).toBe("Bearer");
    const me = await lib.call("/api/pessoas", { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(me.status).toBe(200);
    const data = me.body as UserDataResponse;
    expect(data.user.login).toBe("demo");
    expect(data.user.nome_pessoa).toBe("Ana Demonstração");
    expect(data.authPermissions.map((p) => p.cod_atividade)).toEqual(expect.arrayContaining([33, 36, 115]));
  });

  it("accepts JSON bodies as well as forms", async () => {
    const res = await lib.call("/api/oauth/token", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ grant_type: "password", username: "professor", password: "professor" }),
    });
    expect(res.status).toBe(200);
  });

  it("refuses a wrong password with 401 and missing fields with 400", async () => {
    const wrong = await lib.call("/api/oauth/token", {
      ...form({ grant_type: "password", username: "norte", password: "nope" }),
      headers: { "content-type": "application/x-www-form-urlencoded", lang: "5" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: { code: "invalid_credentials", message: "Wrong username or password." } });
    expect((await login("", "x")).body.error.code).toBe("credential_missing");
    expect((await login("demo", "")).status).toBe(400);
    const unknownGrant = await lib.call("/api/oauth/token", form({ grant_type: "magic" }));
    expect(unknownGrant.status).toBe(400);
    expect(unknownGrant.body.error.code).toBe("unsupported_grant_type");
    const garbage = await lib.call("/api/oauth/token", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(garbage.status).toBe(400);
  });

  it("lists a visitor's permissions without a token and the patron's with one (GET /pessoas/auth-permissions)", async () => {
    const visitor = await lib.call("/api/pessoas/auth-permissions");
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual([
      { cod_modulo: 3, cod_atividade: 8, descricao: "Meu Pergamum" },
      { cod_modulo: 3, cod_atividade: 12, descricao: "Comentários" },
      // The database types the demo grants everyone (api/operations/demo/network.ts, decision 041).
      { cod_modulo: 3, cod_atividade: 109, descricao: "Rede OAI Local" },
      { cod_modulo: 3, cod_atividade: 113, descricao: "Target GEDWeb" },
      { cod_modulo: 3, cod_atividade: 1113, descricao: "Esqueci minha senha" },
      { cod_modulo: 3, cod_atividade: 1120, descricao: "Captcha" },
    ]);
    const tokens = (await login("intercambio", "intercambio")).body as TokenResponse;
    const patron = await lib.call("/api/pessoas/auth-permissions", {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(patron.status).toBe(200);
    // Her category lacks 107 (the demo's exchange students), and a visitor's 1113 and 1120 are not hers.
    expect((patron.body as { cod_atividade: number }[]).map((p) => p.cod_atividade)).toEqual([
      8, 12, 13, 18, 30, 33, 36, 75, 109, 113, 115,
    ]);
    const forged = await lib.call("/api/pessoas/auth-permissions", { headers: { authorization: "Bearer forged" } });
    expect(forged.status).toBe(401);
  });

  it("answers a blocked patron with 430 once the password is right", async () => {
    const res = await login("bloqueado", "bloqueado");
    expect(res.status).toBe(430);
    expect(res.body.error.code).toBe("blocked");
  });

  it("limits consecutive failures from one address with 429, even for the right password", async () => {
    // The limits themselves are tested in tests/api/login-limits.test.ts (decision 024).
    const from = (username: string, password: string) =>
      lib.app.request("/api/oauth/token", form({ grant_type: "password", username, password }), {
        clientAddress: "192.0.2.50",
      });
    for (const name of ["professor", "nobody-1", "nobody-2"]) expect((await from(name, "wrong")).status).toBe(401);
    expect((await from("professor", "professor")).status).toBe(429);
  });

  it("rotates refresh tokens and ends every session when an old one comes back", async () => {
    const first = (await login("demo", "demo")).body as TokenResponse;
    const refresh = (grant: string) =>
      lib.call("/api/oauth/token", form({ grant_type: "refresh_token", refresh_token: grant }));
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    const rotated = second.body as TokenResponse;
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    // Reuse of the first token after the grace for racing tabs (decision 035; tests/api/sessions.test.ts):
    // refused, and the newer one is revoked too.
    await lib.db.query(`UPDATE refresh_token SET rotated_at = rotated_at - interval '1 minute'`);
    expect((await refresh(first.refresh_token)).status).toBe(401);
    expect((await refresh(rotated.refresh_token)).status).toBe(401);
    expect((await refresh("made-up")).body.error.code).toBe("invalid_grant");
  });

  it("refuses /pessoas without a valid bearer token", async () => {
    expect((await lib.call("/api/pessoas")).status).toBe(401);
    const forged = await lib.call("/api/pessoas", { headers: { authorization: "Bearer a.b.c" } });
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe("unauthorized");
  });
});
