/**
 * The split deployment (decision 036): the library service alone (`npm run api`,
 * tsx api/main.ts) and the OPAC alone under remix-serve (`npm run start:opac`), pointed at it by
 * LIBRARY_API_URL, as two processes on free ports. A visitor searches, logs in, reserves a title,
 * sees it in the patron area and logs out, through the OPAC only; a copy of the session cookie
 * taken before the logout is dead afterwards. Both processes print JSON lines, and one page's
 * request id is on the OPAC's line and on the service's lines of the calls it made.
 *
 * PGlite only: what is tested is the wiring of two processes, which does not depend on the engine
 * (the service's calls are tested on both engines elsewhere). The service opens a copy of the
 * tests' demo database (tests/support/db-templates.ts). Needs `npm run build` (scripts/test.mjs
 * builds before Vitest).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { seedDemoDataDir } from "../support/engines.ts";
import { freePort, start, type Running } from "../support/processes.ts";
import { parsePrometheusText, sampleValue } from "../support/prometheus-text.ts";

async function stop(running: Running | undefined): Promise<void> {
  const child = running?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // remix-serve does not exit promptly on SIGTERM (docs/stack guide): a second signal ends it.
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

/** The JSON lines a process printed (every line must be one). */
function jsonLines(output: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const SESSION_SECRET = "split-deployment-test-session-secret-0123456789";

describe("the OPAC under remix-serve and the library service as two processes", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "opac-split-"));
  let service: Running | undefined;
  let opac: Running | undefined;
  let serviceUrl = "";
  let opacUrl = "";

  beforeAll(async () => {
    seedDemoDataDir(dataDir);
    const [servicePort, opacPort] = [await freePort(), await freePort()];
    serviceUrl = `http://127.0.0.1:${servicePort}`;
    opacUrl = `http://127.0.0.1:${opacPort}`;
    const base: NodeJS.ProcessEnv = { ...process.env };
    for (const name of ["DATABASE_URL", "LOG_FORMAT", "OPAC_PUBLIC_URL", "NODE_ENV"]) delete base[name];
    service = await start(
      path.resolve("node_modules/.bin/tsx"),
      ["api/main.ts"],
      {
        ...base,
        PORT: String(servicePort),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DEMO_DATA: "off",
        TOKEN_SECRET: "split-deployment-test-token-secret-0123456789",
        // The OPAC is the service's proxy: its X-Forwarded-For names the visitor.
        TRUSTED_PROXIES: "127.0.0.1",
      },
      "library service ready",
    );
    opac = await start(
      path.resolve("node_modules/.bin/remix-serve"),
      ["build/index.js"],
      {
        ...base,
        PORT: String(opacPort),
        HOST: "127.0.0.1",
        LIBRARY_API_URL: `${serviceUrl}/api`,
        SESSION_SECRET,
      },
      "[remix-serve]",
    );
  }, 300_000);

  afterAll(async () => {
    await stop(opac);
    await stop(service);
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A request to the OPAC as a browser on it would make it (same origin, the session cookie). */
  const visit = (pathAndQuery: string, init: RequestInit & { cookie?: string; id?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("cookie", init.cookie);
    if (init.id) headers.set("x-request-id", init.id);
    if (init.method === "POST") {
      headers.set("origin", opacUrl);
      headers.set("content-type", "application/x-www-form-urlencoded");
    }
    return fetch(`${opacUrl}${pathAndQuery}`, { ...init, headers, redirect: "manual" });
  };
  const cookieOf = (res: Response) => res.headers.get("set-cookie")?.split(";")[0] ?? "";

  it("searches, logs in, reserves and logs out through the OPAC; the old cookie is dead", async () => {
    expect((await fetch(`${serviceUrl}/readyz`)).status).toBe(200);

    // The search page, rendered by remix-serve from the service's answer.
    const search = await visit("/?q=harmonizacao+orofacial&for=TITULO", { id: "split-search-1" });
    expect(search.status).toBe(200);
    expect(search.headers.get("x-request-id")).toBe("split-search-1");
    // The page's Content-Security-Policy comes from the build itself, not only from server/index.ts.
    expect(search.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
    const results = await search.text();
    expect(results).toContain("Curvas da face");
    const id = Number(results.match(/href="\/acervo\/(\d+)"[^>]*>[^<]*Curvas da face/)?.[1]);
    expect(id).toBeGreaterThan(0);
    // remix-serve's static files (the client bundles) are served too.
    const bundle = results.match(/(?:src|href)="(\/build\/[^"]+\.js)"/)?.[1];
    expect(bundle).toBeDefined();
    expect((await visit(bundle!)).status).toBe(200);

    // Login, coming back to the reservation tab.
    const tab = `/acervo/${id}/reserva`;
    const login = await visit("/login", {
      method: "POST",
      body: new URLSearchParams({ username: "demo", password: "demo", destination: "C", redirect: tab }).toString(),
    });
    expect(login.status).toBe(303);
    expect(login.headers.get("location")).toBe(tab);
    const cookie = cookieOf(login);
    expect(cookie).toMatch(/^__opac_session=/);

    // The reservation: the tab's own form, as the page gives it.
    const page = await (await visit(tab, { cookie })).text();
    expect(page).toContain("Confirmar reserva");
    const form = page.slice(0, page.indexOf('id="reserva-confirm"'));
    const fields = new URLSearchParams();
    for (const [, name, value] of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
      fields.set(name!, value!);
    }
    fields.set("intent", "confirm");
    const reserved = await visit(tab, { method: "POST", cookie, body: fields.toString() });
    expect([200, 303]).toContain(reserved.status);
    const after =
      reserved.status === 303
        ? await (await visit(reserved.headers.get("location")!, { cookie })).text()
        : await reserved.text();
    expect(after).toContain("Reserva efetuada com sucesso. Sua posição na fila: 1.");
    const mine = await (await visit("/meupergamum/reservas", { cookie })).text();
    expect(mine).toContain("Curvas da face");

    // Logout (the header's POST form): the session ends on the service too.
    const logout = await visit("/sair", { method: "POST", cookie, body: "" });
    expect(logout.status).toBe(303);
    expect(logout.headers.get("location")).toBe("/");
    // The cookie copied before logout opens nothing: the OPAC's tokens are refused by the
    // service, the session is cleared (a notice on the same address), then the login page.
    const copied = await visit("/meupergamum", { cookie });
    expect(copied.status).toBe(302);
    expect(copied.headers.get("location")).toBe("/meupergamum");
    const cleared = cookieOf(copied);
    expect(cleared).not.toBe(cookie);
    const next = await visit("/meupergamum", { cookie: cleared });
    expect(next.status).toBe(302);
    expect(next.headers.get("location")).toBe("/login?redirect=%2Fmeupergamum");
  });

  it("both processes print JSON lines; a page's request id is on the service's lines of its calls", () => {
    const opacLines = jsonLines(opac!.output());
    const serviceLines = jsonLines(service!.output());
    const page = opacLines.find((l) => l.msg === "request" && l.request_id === "split-search-1");
    expect(page).toMatchObject({ level: "info", method: "GET", path: "/", status: 200 });
    expect(typeof page!.duration_ms).toBe("number");
    // The query (a patron's search) is never logged, and morgan's text line is gone.
    expect(opac!.output()).not.toContain("harmonizacao");
    const calls = serviceLines.filter((l) => l.msg === "request" && l.request_id === "split-search-1");
    expect(calls.map((l) => l.path)).toContain("/api/consulta");
    // Every OPAC request is logged under an id of its own.
    for (const line of opacLines.filter((l) => l.msg === "request"))
      expect(line.request_id).toEqual(expect.any(String));
  });

  it("the service serves /oai; each process answers /healthz, /readyz and, from this machine, /metrics", async () => {
    const identify = await fetch(`${serviceUrl}/oai?verb=Identify`);
    expect(identify.status).toBe(200);
    expect(identify.headers.get("content-type")).toMatch(/^text\/xml/);
    expect(await identify.text()).toContain("<Identify>");
    // And the SRU server beside it (decision 058).
    const explain = await fetch(`${serviceUrl}/sru?operation=explain`);
    expect(explain.status).toBe(200);
    expect(await explain.text()).toContain('<zr:serverInfo protocol="SRU" version="2.0"');
    for (const base of [serviceUrl, opacUrl]) {
      const health = await fetch(`${base}/healthz`);
      expect(health.status, base).toBe(200);
      expect(await health.json()).toEqual({ status: "ok" });
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status, base).toBe(200);
      expect(await ready.json()).toEqual({ status: "ready" });
      expect(ready.headers.get("cache-control"), base).toBe("no-store");
      const metrics = await fetch(`${base}/metrics`);
      expect(metrics.status, base).toBe(200);
      const families = parsePrometheusText(await metrics.text());
      expect(families.get("opac_http_requests_total")?.type, base).toBe("counter");
    }
    // The OPAC's pages are counted under their templates, the service's calls under theirs.
    const login = await visit("/login");
    expect(login.status).toBe(200);
    await login.text();
    // remix-serve counts a request once its connection reports the answer sent.
    const loginsCounted = async () =>
      sampleValue(parsePrometheusText(await (await fetch(`${opacUrl}/metrics`)).text()), "opac_http_requests_total", {
        method: "GET",
        route: "/login",
        status: "200",
      });
    await expect.poll(loginsCounted, { timeout: 2_000 }).toBeGreaterThan(0);
    const serviceMetrics = parsePrometheusText(await (await fetch(`${serviceUrl}/metrics`)).text());
    expect(sampleValue(serviceMetrics, "opac_http_requests_total", { route: "/oai", status: "200" })).toBe(1);
  });
});
