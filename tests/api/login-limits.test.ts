/**
 * The login limits (decision 024): kept in the database, so two service instances on one database
 * share them; per client address a hard 429, per account the captcha after a failure and only a
 * much higher ceiling; logins counted under their Unicode-folded key; the login device token that
 * keeps the owner's own allowance, parallel guesses held to the allowance, the desk's right key
 * and the app's uuid trade counted by the bound client address, Retry-After on every 429
 * (decision 053). Both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createApi } from "../../api/app.ts";
import type { LoginScreenSettings } from "../../api/patron/login/contract.ts";
import { writeInstitutionParam } from "../../api/core/institution-params.repository.ts";
import { issueStaffKey } from "../../api/core/staff.ts";
import { APP_UUID_MAX_FAILURES } from "../../api/patron/personal/app-device.service.ts";
import { answeredCaptcha } from "../support/captcha.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", lang: "5" },
  body: new URLSearchParams(fields).toString(),
});

describe.each(engines)("login limits on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine, { LOGIN_MAX_ATTEMPTS: "4", LOGIN_ACCOUNT_MAX_ATTEMPTS: "6" });
  });
  afterAll(async () => {
    await lib?.close();
  });

  type Api = ReturnType<typeof createApi>;
  /** A password login from `client`, as the service's caller sees it. */
  const login = (
    client: string,
    username: string,
    password: string,
    extra: Record<string, string> = {},
    app: Api = lib.app,
  ) =>
    app.request("/api/oauth/token", form({ grant_type: "password", username, password, ...extra }), {
      clientAddress: client,
    });
  const token = async (...args: Parameters<typeof login>) => {
    const res = await login(...args);
    return { status: res.status, body: (await res.json()) as { error?: { code: string; message: string } } };
  };
  /** A challenge the service accepts, answered right (the test knows the service's secret). */
  const captcha = () => answeredCaptcha(lib.config.tokenSecret);
  const settings = async (usuario: string, app: Api = lib.app) =>
    (await (
      await app.request(`/api/parametros/login?usuario=${encodeURIComponent(usuario)}`)
    ).json()) as LoginScreenSettings;

  it("lets demo/demo in at the first try, then asks the captcha of a login only after it failed", async () => {
    expect((await token("198.51.100.1", "demo", "demo")).status).toBe(200);
    expect((await settings("professor")).captcha.required).toBe(false);
    const wrong = await token("198.51.100.1", "professor", "wrong");
    expect(wrong).toEqual({
      status: 401,
      body: { error: { code: "invalid_credentials", message: "Wrong username or password." } },
    });
    expect((await settings("PROFESSOR")).captcha.required).toBe(true);
    expect((await settings("demo")).captcha.required).toBe(false);

    // The right password without the captcha, or with a wrong answer: 422 captcha_invalid.
    const missing = await token("198.51.100.2", "professor", "professor");
    expect(missing).toEqual({
      status: 422,
      body: { error: { code: "captcha_invalid", message: expect.stringMatching(/captcha/i) } },
    });
    const badAnswer = await token("198.51.100.2", "professor", "professor", {
      ...captcha(),
      recaptcha_answer: "AAAAAA",
    });
    expect(badAnswer.body.error?.code).toBe("captcha_invalid");
    // A challenge answers once: replayed, it is refused even with the right answer.
    const once = captcha();
    expect((await token("198.51.100.2", "professor", "professor", once)).status).toBe(200);
    // The proven password cleared the login's count: no captcha asked any more.
    expect((await settings("professor")).captcha.required).toBe(false);
    expect((await token("198.51.100.4", "professor", "wrong", once)).status).toBe(401);
    expect((await token("198.51.100.4", "professor", "professor", once)).body.error?.code).toBe("captcha_invalid");
    expect((await token("198.51.100.4", "professor", "professor", captcha())).status).toBe(200);
  });

  it("counts a login under its Unicode-folded key: İntercambio is intercambio", async () => {
    expect((await token("198.51.100.3", "İntercambio", "wrong")).status).toBe(401);
    expect((await settings("intercambio")).captcha.required).toBe(true);
    expect((await settings("INTERCAMBIO ")).captcha.required).toBe(true);
    expect((await token("198.51.100.3", "intercambio", "intercambio")).body.error?.code).toBe("captcha_invalid");
    expect((await token("198.51.100.3", "intercambio", "intercambio", captcha())).status).toBe(200);
    expect((await settings("İNTERCAMBIO")).captcha.required).toBe(false);
  });

  it("limits a client address hard, and not the others", async () => {
    const client = "203.0.113.10";
    for (const name of ["x-1", "x-2", "x-3", "x-4"]) expect((await token(client, name, "wrong")).status).toBe(401);
    const blocked = await token(client, "demo", "demo");
    expect(blocked).toEqual({
      status: 429,
      body: {
        error: {
          code: "too_many_requests",
          message: "Too many consecutive attempts. Wait a few minutes and try again.",
        },
      },
    });
    expect((await token("203.0.113.11", "demo", "demo")).status).toBe(200);
  });

  it("does not let a stranger lock the patron out: unanswered captchas count against the address only", async () => {
    expect((await token("203.0.113.20", "norte", "wrong")).status).toBe(401);
    // A stranger hammering without answering the captcha is stopped at the address's limit…
    for (let i = 0; i < 3; i++) expect((await token("203.0.113.20", "norte", "guess")).status).toBe(422);
    expect((await token("203.0.113.20", "norte", "guess")).status).toBe(429);
    // …and the patron, answering the captcha, still logs in.
    expect((await token("203.0.113.21", "norte", "norte", captcha())).status).toBe(200);
  });

  it("refuses an account with 429 only past its much higher ceiling, from any address", async () => {
    for (let i = 0; i < 6; i++) {
      const answer = i === 0 ? {} : captcha();
      expect((await token(`203.0.113.${30 + i}`, "bloqueado", "wrong", answer)).status).toBe(401);
    }
    expect((await token("203.0.113.40", "bloqueado", "bloqueado", captcha())).status).toBe(429);
  });

  it("holds across two service instances on one database", async () => {
    const other = createApi(lib.db, lib.config);
    const client = "203.0.113.50";
    expect((await token(client, "duplo", "wrong", {}, lib.app)).status).toBe(401);
    // The other instance knows the failure: the captcha is due there too.
    expect((await settings("duplo", other)).captcha.required).toBe(true);
    expect((await token(client, "duplo", "duplo", {}, other)).body.error?.code).toBe("captcha_invalid");
    for (const name of ["y-1", "y-2"]) expect((await token(client, name, "wrong", {}, other)).status).toBe(401);
    // Four failures of this address, split over the two instances: both refuse it now.
    expect((await token(client, "duplo", "duplo", captcha(), lib.app)).status).toBe(429);
    expect((await token(client, "duplo", "duplo", captcha(), other)).status).toBe(429);
  });

  it("asks the captcha always when the institution says so, and never without permission 1120", async () => {
    try {
      await writeInstitutionParam(lib.db, "captcha_login", "S");
      expect((await settings("demo")).captcha).toMatchObject({ login: "always", required: true });
      expect((await token("203.0.113.60", "demo", "demo")).status).toBe(422);
      expect((await token("203.0.113.60", "demo", "demo", captcha())).status).toBe(200);
    } finally {
      await writeInstitutionParam(lib.db, "captcha_login", "F");
    }
    await lib.db.query(`DELETE FROM category_permission WHERE category = 'publico' AND activity = 1120`);
    try {
      expect((await token("203.0.113.61", "demo", "wrong")).status).toBe(401);
      expect((await settings("demo")).captcha).toMatchObject({ login: "never", required: false });
      expect((await token("203.0.113.61", "demo", "demo")).status).toBe(200);
    } finally {
      await lib.db.query(
        `INSERT INTO category_permission (category, module, activity, description) VALUES ('publico', 3, 1120, 'Captcha')`,
      );
    }
  });
  /** A password login with the answer's Retry-After and device token (decision 053). */
  const attempt = async (...args: Parameters<typeof login>) => {
    const res = await login(...args);
    const body = (await res.json()) as { device_token?: string };
    return { status: res.status, retryAfter: res.headers.get("retry-after"), deviceToken: body.device_token };
  };

  it("lets the patron in with the device token after 100 wrong passwords from 11 addresses", async () => {
    const own = await attempt("198.51.100.70", "professor", "professor");
    expect(own.status).toBe(200);
    expect(own.deviceToken).toEqual(expect.any(String));
    const attackers = Array.from({ length: 11 }, (_, i) => `203.0.113.${100 + i}`);
    const statuses = new Set<number>();
    for (let i = 0; i < 100; i++) {
      const res = await attempt(attackers[i % 11], "professor", `guess-${i}`, captcha());
      statuses.add(res.status);
      if (res.status === 429) expect(Number(res.retryAfter)).toBeGreaterThan(0);
    }
    expect([...statuses].sort()).toEqual([401, 429]);
    // A client without the device token is held back by the account's allowance, told for how long…
    const stranger = await attempt("198.51.100.71", "professor", "professor", captcha());
    expect(stranger.status).toBe(429);
    expect(Number(stranger.retryAfter)).toBeGreaterThanOrEqual(1);
    // …another login's device token, or a forged one, is no device of this login…
    const demo = await attempt("198.51.100.72", "demo", "demo");
    expect((await attempt("198.51.100.72", "professor", "professor", { device_token: demo.deviceToken! })).status).toBe(
      429,
    );
    const forged = `${own.deviceToken!.split(".")[0]}.${"A".repeat(43)}`;
    expect((await attempt("198.51.100.70", "professor", "professor", { device_token: forged })).status).toBe(429);
    // …and the patron's own device logs in, even from an attacker's address, without a captcha.
    const back = await attempt(attackers[0], "professor", "professor", { device_token: own.deviceToken! });
    expect(back.status).toBe(200);
  });

  it("holds 30 parallel wrong passwords over three instances to the address's allowance", async () => {
    const apis = [lib.app, createApi(lib.db, lib.config), createApi(lib.db, lib.config)];
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt("203.0.113.130", `burst-${i}`, "wrong", {}, apis[i % 3])),
    );
    const judged = results.filter((r) => r.status === 401).length;
    expect(judged).toBeLessThanOrEqual(4);
    expect(results.filter((r) => r.status === 429 && Number(r.retryAfter) > 0)).toHaveLength(30 - judged);
  });

  it("lets the desk's right key in from an address past its limit", async () => {
    const key = await issueStaffKey(lib.db, { login: "balcao-limite", name: "Balcão", libraryId: null });
    const desk = (staffKey: string) =>
      lib.app.request(
        "/api/balcao/emprestimo",
        { method: "POST", headers: { "x-staff-key": staffKey, "content-type": "application/json" }, body: "{}" },
        { clientAddress: "198.51.100.80" },
      );
    for (let i = 0; i < 4; i++) await desk(`stf_guess-number-${i}-xxxxxxxx`);
    const refused = await desk("stf_guess-number-9-xxxxxxxx");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect([401, 429]).not.toContain((await desk(key)).status);
  });

  it("counts app uuid trades by the bound client address, whatever X-Forwarded-For says", async () => {
    const trade = (n: number) =>
      lib.app.request(
        "/api/pessoas/auth-app-uuid",
        {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${n}` },
          body: JSON.stringify({ uuid: crypto.randomUUID() }),
        },
        { clientAddress: "198.51.100.90" },
      );
    for (let i = 0; i < APP_UUID_MAX_FAILURES; i++) expect((await trade(i)).status).toBe(401);
    const refused = await trade(200);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
