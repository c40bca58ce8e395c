/**
 * The client credentials grant (decision 055): an application the operator registered takes a
 * token that reads what a visitor reads and nothing of any patron; a wrong secret spends the
 * client address's login allowance, one application's tokens are limited per hour, and a revoked
 * application gets none. Both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { issueApiClient, revokeApiClient } from "../../api/patron/auth/api-clients.service.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", lang: "5", ...headers },
  body: new URLSearchParams(fields).toString(),
});

describe.each(engines)("client credentials on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let app: { client_id: string; client_secret: string };
  beforeAll(async () => {
    lib = await openTestLibrary(engine, { LOGIN_MAX_ATTEMPTS: "3", CLIENT_TOKENS_PER_HOUR: "4" });
    app = await issueApiClient(lib.db, "Aplicativo da biblioteca (teste)");
  });
  afterAll(async () => {
    await lib?.close();
  });

  const token = async (
    fields: Record<string, string>,
    headers: Record<string, string> = {},
    client = "198.51.100.7",
  ) => {
    const res = await lib.app.request("/api/oauth/token", form(fields, headers), { clientAddress: client });
    return {
      status: res.status,
      retryAfter: res.headers.get("retry-after"),
      body: (await res.json()) as Record<string, unknown>,
    };
  };
  const read = (path: string, accessToken: string) =>
    lib.app.request(path, { headers: { authorization: `Bearer ${accessToken}`, lang: "5" } });

  it("gives a registered application a token, from the body or from HTTP Basic auth", async () => {
    const fromBody = await token({ grant_type: "client_credentials", ...app });
    expect(fromBody.status).toBe(200);
    expect(fromBody.body).toEqual({
      access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      token_type: "Bearer",
      expires_in: 3600,
      scope: "public",
    });
    expect(fromBody.body).not.toHaveProperty("refresh_token");
    const basic = Buffer.from(`${app.client_id}:${encodeURIComponent(app.client_secret)}`).toString("base64");
    const fromHeader = await token({ grant_type: "client_credentials" }, { authorization: `Basic ${basic}` });
    expect(fromHeader.status).toBe(200);
    expect(fromHeader.body.scope).toBe("public");
  });

  it("reads what a visitor reads and nothing of any patron", async () => {
    const { body } = await token({ grant_type: "client_credentials", ...app });
    const accessToken = String(body.access_token);
    const search = await read("/api/consulta?q=harmonizacao+orofacial&for=TITULO", accessToken);
    expect(search.status).toBe(200);
    expect(JSON.stringify(await search.json())).toContain("Curvas da face");
    const visitor = await (await lib.app.request("/api/pessoas/auth-permissions", { headers: { lang: "5" } })).json();
    const asApp = await read("/api/pessoas/auth-permissions", accessToken);
    expect(asApp.status).toBe(200);
    expect(await asApp.json()).toEqual(visitor);
    for (const path of ["/api/pessoas", "/api/emprestimo/titulos-pendentes", "/api/emprestimo/debitos-pendentes"]) {
      const res = await read(path, accessToken);
      expect(res.status, path).toBe(401);
      expect(await res.json(), path).toEqual({
        error: { code: "unauthorized", message: expect.any(String) as string },
      });
    }
  });

  it("refuses a wrong secret or an unknown application with invalid_client, then 429 past the address's allowance", async () => {
    const client = "198.51.100.8";
    const refusal = {
      status: 401,
      retryAfter: null,
      body: {
        error: {
          code: "invalid_client",
          message: "Unknown application: check the client_id and client_secret the library gave you.",
        },
      },
    };
    expect(
      await token(
        { grant_type: "client_credentials", client_id: app.client_id, client_secret: "sec_wrong" },
        {},
        client,
      ),
    ).toEqual(refusal);
    expect(
      await token(
        { grant_type: "client_credentials", client_id: "app_nobody", client_secret: app.client_secret },
        {},
        client,
      ),
    ).toEqual(refusal);
    expect(
      (await token({ grant_type: "client_credentials", client_id: app.client_id, client_secret: "x" }, {}, client))
        .status,
    ).toBe(401);
    const past = await token(
      { grant_type: "client_credentials", client_id: app.client_id, client_secret: "y" },
      {},
      client,
    );
    expect(past.status).toBe(429);
    expect(Number(past.retryAfter)).toBeGreaterThan(0);
    // The right secret is not held back by strangers' failures at the same address.
    expect((await token({ grant_type: "client_credentials", ...app }, {}, client)).status).toBe(200);
    expect(
      (await token({ grant_type: "client_credentials", client_id: app.client_id }, {}, client)).body,
    ).toMatchObject({
      error: { code: "credential_missing" },
    });
  });

  it("limits one application's tokens per hour, and a revoked application gets none", async () => {
    const other = await issueApiClient(lib.db, "Outro aplicativo (teste)");
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await token({ grant_type: "client_credentials", ...other })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const revoked = await issueApiClient(lib.db, "Aplicativo revogado (teste)");
    expect(await revokeApiClient(lib.db, revoked.client_id)).toBe(true);
    expect(await revokeApiClient(lib.db, revoked.client_id)).toBe(false);
    expect((await token({ grant_type: "client_credentials", ...revoked })).body).toMatchObject({
      error: { code: "invalid_client" },
    });
  });

  it("still names an unknown grant", async () => {
    expect((await token({ grant_type: "implicit" })).body).toEqual({
      error: { code: "unsupported_grant_type", message: "Unsupported grant type: implicit." },
    });
  });
});
