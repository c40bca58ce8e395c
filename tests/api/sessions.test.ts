/**
 * Sessions that really end, and the service's other abuse rules (decision
 * 035), on every engine: logout (POST /oauth/revoke) ends a session at once, two tabs
 * refreshing together stay logged in, a stolen token coming back ends everything, wrong staff keys
 * and over-long logins are refused, the media path never redirects to javascript: or data:, and
 * generated secrets are kept.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TokenResponse } from "../../api/contract.ts";
import { keptSecrets } from "../../api/patron/auth/service-secrets.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

describe.each(engines)("sessions and abuse rules on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine, { LOGIN_MAX_ATTEMPTS: "3" });
  });
  afterAll(async () => {
    await lib?.close();
  });

  const login = async (username = "demo", password = "demo") =>
    (await lib.call("/api/oauth/token", form({ grant_type: "password", username, password }))).body as TokenResponse;
  const refresh = (token: string) =>
    lib.call("/api/oauth/token", form({ grant_type: "refresh_token", refresh_token: token }));
  const me = async (access: string) =>
    (await lib.call("/api/pessoas", { headers: { authorization: `Bearer ${access}` } })).status;
  const revoke = (token: string) => lib.call("/api/oauth/revoke", form({ token }));

  it("ends the session on logout: its access and refresh tokens are refused at once, other sessions go on", async () => {
    const mine = await login();
    const other = await login();
    expect(await me(mine.access_token)).toBe(200);
    expect(await revoke(mine.refresh_token)).toEqual({ status: 200, body: { revogado: true } });
    // The copy of the cookie someone took before logout: dead now, not in 15 minutes.
    expect(await me(mine.access_token)).toBe(401);
    expect((await refresh(mine.refresh_token)).body.error.code).toBe("invalid_grant");
    expect(await me(other.access_token)).toBe(200);
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });

  it("ends the session named by an access token too, and answers alike for tokens that mean nothing", async () => {
    const mine = await login();
    expect(await revoke(mine.access_token)).toEqual({ status: 200, body: { revogado: true } });
    expect(await me(mine.access_token)).toBe(401);
    expect((await refresh(mine.refresh_token)).status).toBe(401);
    expect(await revoke("made-up")).toEqual({ status: 200, body: { revogado: true } });
    expect((await lib.call("/api/oauth/revoke", form({}))).status).toBe(400);
  });

  it("keeps two tabs refreshing with one token at once logged in, in one session that logout ends", async () => {
    const first = await login();
    const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const tabA = a.body as TokenResponse;
    const tabB = b.body as TokenResponse;
    expect(tabA.refresh_token).not.toBe(tabB.refresh_token);
    expect(await me(tabA.access_token)).toBe(200);
    expect(await me(tabB.access_token)).toBe(200);
    // Both tabs' next refreshes work as well.
    expect((await refresh(tabA.refresh_token)).status).toBe(200);
    expect((await refresh(tabB.refresh_token)).status).toBe(200);
    // One logout ends the session of both tabs, and the grace gives nothing after it.
    await revoke(tabA.refresh_token);
    expect(await me(tabB.access_token)).toBe(401);
    expect((await refresh(first.refresh_token)).status).toBe(401);
  });

  it("ends every session of the patron when a rotated token comes back after the grace", async () => {
    const stolen = await login("professor", "professor");
    const elsewhere = await login("professor", "professor");
    const rotated = (await refresh(stolen.refresh_token)).body as TokenResponse;
    await lib.db.query(
      `UPDATE refresh_token SET rotated_at = rotated_at - interval '1 minute' WHERE rotated_at IS NOT NULL`,
    );
    expect((await refresh(stolen.refresh_token)).status).toBe(401);
    expect(await me(rotated.access_token)).toBe(401);
    expect(await me(elsewhere.access_token)).toBe(401);
    expect((await refresh(elsewhere.refresh_token)).status).toBe(401);
  });

  it("refuses a login or password longer than the field with 400, without echoing it", async () => {
    const long = "a".repeat(101);
    const res = await lib.call("/api/oauth/token", form({ grant_type: "password", username: long, password: "x" }));
    expect(res).toEqual({
      status: 400,
      body: { error: { code: "invalid_parameter", message: "Parâmetro inválido: username." } },
    });
    const password = await lib.call(
      "/api/oauth/token",
      form({ grant_type: "password", username: "demo", password: "p".repeat(257) }),
    );
    expect(password.body.error.code).toBe("invalid_parameter");
  });

  it("limits wrong staff keys per client address, and not the other clients", async () => {
    const desk = (key: string, clientAddress: string) =>
      lib.app.request(
        "/api/balcao/emprestimo",
        { method: "POST", headers: { "x-staff-key": key, "content-type": "application/json" }, body: "{}" },
        { clientAddress },
      );
    for (let i = 0; i < 3; i++) expect((await desk(`stf_guess-number-${i}-xxxxxxxx`, "198.51.100.7")).status).toBe(401);
    const blocked = await desk("stf_guess-number-4-xxxxxxxx", "198.51.100.7");
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { error: { code: string } }).error.code).toBe("too_many_requests");
    expect((await desk("stf_guess-number-5-xxxxxxxx", "198.51.100.8")).status).toBe(401);
  });

  it("never redirects the media path to a catalogued javascript: or data: address", async () => {
    const [row] = await lib.db.query<{ id: number }>(
      `SELECT id FROM record WHERE marc::text NOT LIKE '%"856"%' ORDER BY id LIMIT 1`,
    );
    const link = (u: string) => ({
      tag: "856",
      ind1: "4",
      ind2: "0",
      subfields: [
        { code: "u", value: u },
        { code: "y", value: "Ver" },
      ],
    });
    const fields = [
      link("javascript:alert(document.cookie)"),
      link("data:text/html,<script>alert(1)</script>"),
      link("https://example.org/ok"),
    ];
    await lib.db.query(
      `UPDATE record SET marc = jsonb_set(marc, '{fields}', (marc->'fields') || $1::jsonb) WHERE id = $2`,
      [JSON.stringify(fields), row.id],
    );
    const follow = (seq: number) => lib.app.request(`/api/vinculos/publico/${row.id}/seq/${seq}/Ver`);
    for (const seq of [1, 2]) {
      const res = await follow(seq);
      expect(res.status).toBe(404);
      expect(res.headers.get("location")).toBeNull();
    }
    const ok = await follow(3);
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("https://example.org/ok");
  });

  it("generates strong secrets once and keeps them; the operator's own win", async () => {
    const first = await keptSecrets(lib.db, {}, {});
    expect(first.tokenSecret).toMatch(/^[\w-]{43}$/);
    expect(first.sessionSecret).toMatch(/^[\w-]{43}$/);
    expect(first.sessionSecret).not.toBe(first.tokenSecret);
    // Another start, another instance: the same secrets.
    expect(await keptSecrets(lib.db, {}, {})).toEqual(first);
    const own = "operator-secret-operator-secret-0123456789";
    expect(await keptSecrets(lib.db, { TOKEN_SECRET: own }, { SESSION_SECRET: own })).toEqual({
      tokenSecret: own,
      sessionSecret: own,
    });
  });
});
