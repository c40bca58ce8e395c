import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TokenResponse, UserDataResponse } from "../../api/contract.ts";
import type {
  AppDeviceOut,
  AppUuidTokens,
  StoredAppUuid,
  SwapUserResponse,
} from "../../api/patron/personal/contract.ts";
import { APP_UUID_MAX_FAILURES } from "../../api/patron/personal/app-device.service.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

describe.each(engines)("the app's devices and swapping user on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const login = async (user: string) =>
    (await lib.call("/api/oauth/token", json({ grant_type: "password", username: user, password: user })))
      .body as TokenResponse;
  const bearer = (tokens: TokenResponse) => ({ authorization: `Bearer ${tokens.access_token}` });
  const store = async (tokens: TokenResponse, agent = "Biblioteca/1.0 (Android)") => {
    const res = await lib.call("/api/pessoas/store-app-uuid", {
      method: "POST",
      headers: { ...bearer(tokens), "user-agent": agent },
    });
    expect(res.status).toBe(200);
    return res.body as StoredAppUuid;
  };
  const trade = (uuid: unknown, client = "203.0.113.1") =>
    lib.call("/api/pessoas/auth-app-uuid", json({ uuid }, { "x-forwarded-for": `${client}, 10.0.0.1` }));
  const devices = async (tokens: TokenResponse) =>
    (await lib.call("/api/pessoas/app-uuid", { headers: bearer(tokens) })).body as AppDeviceOut[];

  it("stores a uuid for a logged-in patron and trades it for that patron's tokens", async () => {
    expect((await lib.call("/api/pessoas/store-app-uuid", { method: "POST" })).status).toBe(401);
    const demo = await login("demo");
    const device = await store(demo);
    expect(device.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Only its hash is kept.
    const rows = await lib.db.query<{ uuid_hash: string }>(`SELECT uuid_hash FROM app_device WHERE id = $1`, [
      device.id,
    ]);
    expect(rows[0].uuid_hash).not.toContain(device.uuid);
    const res = await trade(device.uuid.toUpperCase());
    expect(res.status).toBe(200);
    const tokens = res.body as AppUuidTokens;
    expect(tokens.token_type).toBe("Bearer");
    expect(tokens.dispositivo).toBe(device.id);
    const me = (await lib.call("/api/pessoas", { headers: bearer(tokens) })).body as UserDataResponse;
    expect(me.user.login).toBe("demo");
    // The refresh token works as a password login's does.
    const refreshed = await lib.call(
      "/api/oauth/token",
      json({ grant_type: "refresh_token", refresh_token: tokens.refresh_token }),
    );
    expect(refreshed.status).toBe(200);
    const list = await devices(demo);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: device.id, nome: "Biblioteca/1.0 (Android)" });
    expect(list[0].usado_em).not.toBeNull();
  });

  it("lists and revokes only the caller's own devices; a revoked uuid is a 401", async () => {
    const professor = await login("professor");
    const norte = await login("norte");
    const first = await store(professor, "Primeiro");
    const second = await store(professor, "Segundo");
    const theirs = await store(norte, "Outro");
    expect((await devices(professor)).map((d) => d.nome)).toEqual(["Segundo", "Primeiro"]);
    expect((await devices(norte)).map((d) => d.nome)).toEqual(["Outro"]);
    // Another patron's device id revokes nothing.
    const foreign = await lib.call(`/api/pessoas/app-uuid/${theirs.id}`, {
      method: "DELETE",
      headers: bearer(professor),
    });
    expect(foreign.status).toBe(404);
    expect((await trade(theirs.uuid)).status).toBe(200);
    const revoked = await lib.call(`/api/pessoas/app-uuid/${first.id}`, {
      method: "DELETE",
      headers: bearer(professor),
    });
    expect(revoked).toEqual({ status: 200, body: { revogado: true } });
    const refused = await trade(first.uuid);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe("invalid_grant");
    expect((await trade(second.uuid)).status).toBe(200);
    expect((await devices(professor)).map((d) => d.nome)).toEqual(["Segundo"]);
    const all = await lib.call("/api/pessoas/app-uuid", { method: "DELETE", headers: bearer(professor) });
    expect(all.body).toEqual({ revogados: 1 });
    expect((await trade(second.uuid)).status).toBe(401);
    expect((await lib.call("/api/pessoas/app-uuid/abc", { method: "DELETE", headers: bearer(professor) })).status).toBe(
      400,
    );
  });

  it("answers a blocked patron's uuid with 430, and a missing uuid with 400", async () => {
    const intercambio = await login("intercambio");
    const device = await store(intercambio);
    await lib.db.query(`UPDATE patron SET blocked = true WHERE login = 'intercambio'`);
    try {
      expect((await trade(device.uuid, "198.51.100.9")).status).toBe(430);
    } finally {
      await lib.db.query(`UPDATE patron SET blocked = false WHERE login = 'intercambio'`);
    }
    expect((await trade(undefined)).status).toBe(400);
    expect((await trade("")).status).toBe(400);
  });

  it("limits failed trades per client, across instances on one database, even for a right uuid", async () => {
    const demo = await login("demo");
    const device = await store(demo);
    // A second service on the same database counts the same failures.
    const other = (await import("../../api/app.ts")).createApi(lib.db, lib.config);
    const tradeOn = async (api: typeof other, uuid: string, client: string) =>
      (await api.request("/api/pessoas/auth-app-uuid", json({ uuid }, { "x-forwarded-for": client }))).status;
    for (let i = 0; i < APP_UUID_MAX_FAILURES; i++) {
      const api = i % 2 ? other : lib.app;
      expect(await tradeOn(api, i % 3 ? crypto.randomUUID() : "not-a-uuid", "192.0.2.50")).toBe(401);
    }
    expect(await tradeOn(lib.app, device.uuid, "192.0.2.50")).toBe(429);
    expect(await tradeOn(other, device.uuid, "192.0.2.50")).toBe(429);
    // Another client is not held back.
    expect(await tradeOn(other, device.uuid, "192.0.2.51")).toBe(200);
  });

  it("swapping user ends the current session (its refresh token) and names whom to log in as", async () => {
    const first = await login("norte");
    const second = await login("norte");
    const res = await lib.call(
      "/api/pessoas/meu-pergamum/troca-usuario",
      json({ usuario: " professor ", refresh_token: first.refresh_token }, bearer(first)),
    );
    expect(res).toEqual({
      status: 200,
      body: { usuario: "professor", sessao_encerrada: true } satisfies SwapUserResponse,
    });
    const refresh = (token: string) =>
      lib.call("/api/oauth/token", json({ grant_type: "refresh_token", refresh_token: token }));
    // The other session of the same patron goes on (asked first: presenting an ended token
    // counts as theft and ends every session, decision 006).
    expect((await refresh(second.refresh_token)).status).toBe(200);
    expect((await refresh(first.refresh_token)).status).toBe(401);
    // Without the refresh token every session of the patron ends.
    const third = await login("norte");
    const all = await lib.call("/api/pessoas/meu-pergamum/troca-usuario", json({ usuario: "demo" }, bearer(third)));
    expect(all.status).toBe(200);
    const live = await lib.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM refresh_token WHERE patron_id = 1003 AND revoked_at IS NULL`,
    );
    expect(live[0].n).toBe(0);
    // Another patron's refresh token is not this caller's to end.
    const demo = await login("demo");
    await lib.call(
      "/api/pessoas/meu-pergamum/troca-usuario",
      json({ usuario: "x", refresh_token: demo.refresh_token }, bearer(await login("norte"))),
    );
    expect((await refresh(demo.refresh_token)).status).toBe(200);
    expect((await lib.call("/api/pessoas/meu-pergamum/troca-usuario", json({ usuario: "x" }))).status).toBe(401);
    const missing = await lib.call("/api/pessoas/meu-pergamum/troca-usuario", json({ usuario: " " }, bearer(demo)));
    expect(missing.status).toBe(400);
  });
});
