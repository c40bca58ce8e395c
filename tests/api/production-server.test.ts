/**
 * The built server as an operator starts it (decision 035):
 * NODE_ENV=production, no TOKEN_SECRET or SESSION_SECRET, an empty embedded database. It must
 * generate its secrets and keep them in the data folder (never the development value: a session
 * cookie forged with it is refused), send the Content-Security-Policy with a fresh nonce on every
 * inline script, print absolute addresses from OPAC_PUBLIC_URL whatever the Host header says, and
 * refuse cross-site posts with 403. An OPAC started on its own without a secret refuses to start.
 * Needs `npm run build` (scripts/test.mjs builds before Vitest).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCookie } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDb } from "../../api/core/db/db.ts";
import { startBuiltServer, type BuiltServer } from "../support/built-server.ts";

const DEV_SESSION_SECRET = "dev-only-session-secret-change-me";
const PUBLIC = "https://catalogo.example.edu";

/**
 * The environment of a production start with no secret of the operator's (nor the tests' password
 * hash cost, which production refuses).
 */
function productionEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", ...extra };
  for (const name of [
    "SESSION_SECRET",
    "TOKEN_SECRET",
    "DATABASE_URL",
    "LIBRARY_API_URL",
    "OPAC_PUBLIC_URL",
    "PASSWORD_HASH_COST",
  ]) {
    if (!(name in extra)) delete env[name];
  }
  return env;
}

describe("the built server in production", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "opac-prod-"));
  let server: BuiltServer | undefined;
  let base = "";
  let log = () => "";

  async function start() {
    server = await startBuiltServer(productionEnv({ DATA_DIR: dataDir, DEMO_DATA: "off", OPAC_PUBLIC_URL: PUBLIC }));
    base = server.base;
    log = server.log;
  }

  async function stop() {
    await server?.stop();
  }

  /** A session cookie naming a patron, signed with `secret`, as a forger would make it. */
  const sessionCookie = async (secret: string) =>
    (
      await createCookie("__opac_session", { secrets: [secret] }).serialize({
        auth: {
          accessToken: "forged",
          refreshToken: "forged",
          user: { nome_pessoa: "Forged", cod_pessoa: 1001, login: "demo" },
        },
      })
    ).split(";")[0]!;

  beforeAll(start, 180_000);

  afterAll(async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("starts without a secret, and never mentions the development one", () => {
    expect(log()).not.toMatch(/development secret|SESSION_SECRET is not set/);
  });

  it("sends a strict Content-Security-Policy whose fresh nonce is on every inline script", async () => {
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    const policy = res.headers.get("content-security-policy") ?? "";
    const nonce = policy.match(/script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
    expect(nonce).toBeDefined();
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("same-origin");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) {
      if (/type="application\/ld\+json"/.test(attributes)) continue;
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
    const again = (await fetch(`${base}/`)).headers.get("content-security-policy");
    expect(again).not.toBe(policy);
  });

  it("prints absolute addresses from OPAC_PUBLIC_URL, never from the Host header", async () => {
    const res = await fetch(`${base}/opensearch.xml`, { headers: { host: "evil.example" } });
    const body = await res.text();
    expect(body).toContain(`template="${PUBLIC}/?q={searchTerms}`);
    expect(body).not.toContain("evil.example");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("refuses another site's posts with 403, with or without an Origin", async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${base}/prefiltros`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: "restore=1",
      });
    expect((await post({ origin: "https://evil.example" })).status).toBe(403);
    expect((await post({ "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post({ origin: base, "sec-fetch-site": "same-origin" })).status).toBe(303);
  });

  it("refuses a session cookie signed with the development secret", async () => {
    const res = await fetch(`${base}/meupergamum`, {
      redirect: "manual",
      headers: { cookie: await sessionCookie(DEV_SESSION_SECRET) },
    });
    // Read as no session at all: the login page, not the patron area trying the forged tokens.
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?redirect=%2Fmeupergamum");
  });

  it("kept the secrets it generated in the data folder, and signs with them after a restart", async () => {
    await stop();
    const db = await openDb({ dataDir });
    let session: string;
    try {
      const rows = await db.query<{ name: string; value: string }>(
        `SELECT name, value FROM service_secret WHERE name IN ('session_secret', 'token_secret') ORDER BY name`,
      );
      expect(rows.map((r) => r.name)).toEqual(["session_secret", "token_secret"]);
      for (const row of rows) expect(row.value).toMatch(/^[\w-]{43}$/);
      session = rows[0]!.value;
    } finally {
      await db.close();
    }
    await start();
    // Signed with the kept secret, the cookie is read: the OPAC tries its tokens, the service
    // refuses them, and the session ends with a notice on the same page (not the login page yet).
    const res = await fetch(`${base}/meupergamum`, {
      redirect: "manual",
      headers: { cookie: await sessionCookie(session) },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/meupergamum");
  }, 180_000);

  it("an OPAC started on its own without a session secret refuses to start, saying why", () => {
    for (const secret of [undefined, DEV_SESSION_SECRET, "short"]) {
      const run = spawnSync(
        "node",
        ["--input-type=module", "-e", `await import(${JSON.stringify(path.resolve("build/index.js"))})`],
        { env: productionEnv(secret ? { SESSION_SECRET: secret } : {}), encoding: "utf8", timeout: 60_000 },
      );
      expect(run.status, String(secret)).not.toBe(0);
      expect(run.stderr).toContain("SESSION_SECRET is not set, or is the development value, or shorter than 32");
    }
  });
});
