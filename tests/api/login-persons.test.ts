/**
 * A person with several logins (decision 024): GET /pessoas/login, PUT /pessoas/troca-login (only
 * the person's own logins), GET /pessoas/duplicadas (one bit, limited per address). Both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TokenResponse, UserDataResponse } from "../../api/contract.ts";
import type { PersonLoginsResponse } from "../../api/patron/login/contract.ts";
import { writeInstitutionParam } from "../../api/core/institution-params.repository.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

describe.each(engines)("a person with several logins on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine, { LOGIN_MAX_ATTEMPTS: "8" });
  });
  afterAll(async () => {
    await lib?.close();
  });

  const login = async (username: string, password: string) => {
    const res = await lib.call("/api/oauth/token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "password", username, password }).toString(),
    });
    expect(res.status).toBe(200);
    return (res.body as TokenResponse).access_token;
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const switchTo = (token: string, body: unknown) =>
    lib.call("/api/pessoas/troca-login", {
      method: "PUT",
      headers: { ...bearer(token), "content-type": "application/json", lang: "5" },
      body: JSON.stringify(body),
    });

  it("lists the person's logins, marking the current one", async () => {
    const token = await login("duplo", "duplo");
    const res = await lib.call("/api/pessoas/login", { headers: bearer(token) });
    expect(res.body as PersonLoginsResponse).toEqual({
      logins: [
        { codigo: 1006, login: "duplo", categoria: "graduacao", base: "BDEMO", atual: true },
        { codigo: 1007, login: "duplo2", categoria: "professor", base: "BDEMO", atual: false },
      ],
    });
    // A person of one login sees that login only.
    const demo = await lib.call("/api/pessoas/login", { headers: bearer(await login("demo", "demo")) });
    expect((demo.body as PersonLoginsResponse).logins.map((l) => l.login)).toEqual(["demo"]);
    expect((await lib.call("/api/pessoas/login")).status).toBe(401);
  });

  it("switches to another login of the same person, and to nobody else's", async () => {
    const token = await login("duplo", "duplo");
    const switched = await switchTo(token, { codigo: 1007, base: "BDEMO" });
    expect(switched.status).toBe(200);
    const me = await lib.call("/api/pessoas", { headers: bearer((switched.body as TokenResponse).access_token) });
    expect((me.body as UserDataResponse).user).toMatchObject({ login: "duplo2", cod_pessoa: 1007 });

    // demo (another person), a code that does not exist, another base: the same 403.
    for (const body of [{ codigo: 1001 }, { codigo: 999999 }, { codigo: 1007, base: "OUTRA" }]) {
      expect(await switchTo(token, body)).toEqual({
        status: 403,
        body: { error: { code: "forbidden", message: "This login is not one of yours." } },
      });
    }
    expect((await switchTo(token, {})).status).toBe(400);
    expect((await switchTo("forged", { codigo: 1007 })).status).toBe(401);
    // demo cannot switch into duplo's logins either.
    expect((await switchTo(await login("demo", "demo"), { codigo: 1006 })).status).toBe(403);
  });

  it("answers /pessoas/duplicadas with one bit, the same for a missing login and a single one", async () => {
    const ask = async (usuario: string, client = "192.0.2.1") => {
      const res = await lib.app.request(
        `/api/pessoas/duplicadas?usuario=${encodeURIComponent(usuario)}`,
        {},
        {
          clientAddress: client,
        },
      );
      return { status: res.status, body: await res.json() };
    };
    expect(await ask("duplo")).toEqual({ status: 200, body: { duplicada: true } });
    expect((await ask("DUPLO2")).body).toEqual({ duplicada: true });
    expect((await ask("demo")).body).toEqual({ duplicada: false });
    expect((await ask("nobody-here")).body).toEqual({ duplicada: false });
    expect((await ask("")).body).toEqual({ duplicada: false });
    try {
      await writeInstitutionParam(lib.db, "login_pessoa_duplicada", "N");
      expect((await ask("duplo", "192.0.2.2")).body).toEqual({ duplicada: false });
    } finally {
      await writeInstitutionParam(lib.db, "login_pessoa_duplicada", "S");
    }
    // Each look-up counts against the address like a failed login: 8 allowed, then 429.
    for (let i = 0; i < 3; i++) expect((await ask("x")).status).toBe(200);
    expect((await ask("duplo")).status).toBe(429);
    expect((await ask("duplo", "192.0.2.3")).status).toBe(200);
  });
});
