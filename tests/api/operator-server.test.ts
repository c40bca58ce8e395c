/**
 * The built one-process server as an operator runs it (decision 048): `/metrics` behind
 * METRICS_TOKEN, in Prometheus' text format (read by a strict parser), its counters moving by
 * exactly what the test did, under route templates rather than the paths asked for; `/version`
 * with the release and the schema; and on SIGTERM every request in flight (a form post and several
 * pages and API calls still being received) is answered in full before the process exits 0. Needs `npm run build` (scripts/test.mjs builds before Vitest).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import packageJson from "../../package.json" with { type: "json" };
import { migrations } from "../../api/core/db/migrations/index.ts";
import { seedMigratedDataDir } from "../support/engines.ts";
import { freePort, start, type Running } from "../support/processes.ts";
import { parsePrometheusText, sampleValue } from "../support/prometheus-text.ts";

const TOKEN = "metrics-token-for-the-tests-0123456789";

describe("the built server for an operator", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "opac-operator-"));
  let server: Running;
  let port = 0;
  let base = "";

  beforeAll(async () => {
    // A migrated database, as after an operator's first start: the server only opens it.
    seedMigratedDataDir(dataDir);
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_DATA: "off",
      METRICS_TOKEN: TOKEN,
      SHUTDOWN_TIMEOUT_SECONDS: "10",
    };
    for (const name of ["DATABASE_URL", "DATABASE_REPLICA_URL", "LIBRARY_API_URL", "BUILD_ID"]) delete env[name];
    server = await start("node", ["build/server.js"], env, "catalogue ready");
  }, 120_000);

  afterAll(() => {
    const { child } = server;
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  const scrape = async () => {
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusText(await res.text());
  };

  it("answers /metrics only with the token", async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: "Bearer wrong" } })).status).toBe(404);
    const families = await scrape();
    expect(families.get("opac_http_requests_total")?.type).toBe("counter");
    expect(families.get("opac_http_request_duration_seconds")?.type).toBe("histogram");
    expect(families.get("process_cpu_user_seconds_total")?.type).toBe("counter");
  });

  it("says which release and schema it runs", async () => {
    const res = await fetch(`${base}/version`);
    expect(res.status).toBe(200);
    const release = (await res.json()) as { version: string; build: string; schema: string };
    expect(release.version).toBe(packageJson.version);
    expect(release.build).toMatch(/^[0-9a-f]{8}$/);
    expect(release.schema).toBe(migrations.at(-1)!.version);
    const info = await scrape();
    expect(sampleValue(info, "opac_build_info", release)).toBe(1);
  });

  it("counts requests by route template and status, and the search cache, by exactly what was asked", async () => {
    const before = await scrape();
    for (const id of [1, 2, 3]) expect((await fetch(`${base}/api/acervo/${id}`)).status).toBe(404);
    for (let i = 0; i < 2; i++) expect((await fetch(`${base}/api/consulta?q=operador&for=TITULO`)).status).toBe(200);
    expect((await fetch(`${base}/login`)).status).toBe(200);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    const record = { method: "GET", route: "/api/acervo/:id", status: "404" };
    expect(moved("opac_http_requests_total", record)).toBe(3);
    expect(moved("opac_http_request_duration_seconds_count", record)).toBe(3);
    expect(moved("opac_http_requests_total", { method: "GET", route: "/api/consulta", status: "200" })).toBe(2);
    expect(moved("opac_http_requests_total", { method: "GET", route: "/login", status: "200" })).toBe(1);
    // The paths asked for are no label: one series for the three records.
    const series = after.get("opac_http_requests_total")!.samples.map((s) => s.labels.route);
    expect(series.filter((route) => route.includes("/api/acervo/"))).toEqual(["/api/acervo/:id"]);
    expect(moved("opac_search_cache_lookups_total", { result: "miss" })).toBe(1);
    expect(moved("opac_search_cache_lookups_total", { result: "hit" })).toBe(1);
  });

  /**
   * A GET sent all but its last line now (HTTP/1.0: the answer is the bytes up to the close, never
   * chunked); `finish` sends the rest. Resolves with the status and the whole body.
   */
  const halfSentGet = (target: string) => {
    const socket = connect(port, "127.0.0.1");
    socket.write(`GET ${target} HTTP/1.0\r\nHost: 127.0.0.1\r\nAccept-Language: pt-BR\r\n`);
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    const answer = new Promise<{ target: string; status: number; body: string }>((resolve, reject) => {
      socket.on("error", reject);
      socket.on("close", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        const [head, ...rest] = text.split("\r\n\r\n");
        resolve({ target, status: Number(head.match(/^HTTP\/1\.\d (\d{3})/)?.[1] ?? 0), body: rest.join("\r\n\r\n") });
      });
    });
    return { answer, finish: () => socket.end("\r\n") };
  };

  it("on SIGTERM finishes every request in flight, then exits 0", async () => {
    // Pages and API calls at once, each still being received when the signal comes.
    const pages = ["/", "/login", "/pesquisa_acessibilidade"].map(halfSentGet);
    const calls = ["/api/consulta?q=parada&for=TITULO", "/version"].map(halfSentGet);
    const body = "grant_type=password&username=nobody&password=wrong-password";
    const answered = new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/oauth/token",
          headers: { "content-type": "application/x-www-form-urlencoded", "content-length": body.length },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode!));
        },
      );
      req.on("error", reject);
      // Half the body now; the rest after the signal, while the process is stopping.
      req.write(body.slice(0, 20));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(20)), 1_000);
        // The others finish over the same second, in turn.
        [...pages, ...calls].forEach((request, i) => setTimeout(request.finish, 200 * i));
      }, 300);
    });
    const exited = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));
    expect(await answered).toBe(401);
    for (const page of await Promise.all(pages.map((p) => p.answer))) {
      expect(page, page.target).toMatchObject({ status: 200 });
      // The document whole: its end, or on a hydrating page the streamed data's closing script.
      expect(page.body, page.target).toMatch(/^<!DOCTYPE html>/i);
      expect(page.body, page.target).toContain("</html>");
      expect(page.body.trimEnd(), page.target).toMatch(
        /(<\/html>|streamController\.close\(\);<\/script>(<!--\/\$-->)*)$/,
      );
    }
    const [search, version] = await Promise.all(calls.map((c) => c.answer));
    expect(search.status).toBe(200);
    expect(JSON.parse(search.body)).toHaveProperty("registros");
    expect(version.status).toBe(200);
    expect(JSON.parse(version.body)).toMatchObject({ version: packageJson.version });
    expect(await exited).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: stopping/);
    expect(server.output()).toMatch(/SIGTERM: stopped/);
  }, 30_000);
});
