/**
 * A bounded HTTP fuzz of the library service (decision 036): FUZZ_REQUESTS
 * (default 1,200) malformed requests over a real socket — odd methods, paths with broken
 * percent-encoding, NUL, overlong and non-ASCII segments, wrong or missing content types, bodies
 * of garbage, truncated JSON, huge numbers, bad bearer tokens and staff keys — chosen by a fixed
 * seed so a failure can be replayed. Every answer must be below 500, and the service must still
 * answer a plain search afterwards.
 */
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const COUNT = Number(process.env.FUZZ_REQUESTS ?? 1200);

const PATHS = [
  "/api/consulta",
  "/api/consulta/filtros",
  "/api/consulta/auto-complete",
  "/api/acervo/1",
  "/api/acervo/1/exemplares",
  "/api/acervo/1/referencia",
  "/api/acervo/1/exportar",
  "/api/acervo/cesta",
  "/api/acervo/exportar-cesta",
  "/api/oauth/token",
  "/api/pessoas",
  "/api/reserva",
  "/api/reserva/1/informacoes-iniciais",
  "/api/emprestimo/renovacao",
  "/api/emprestimo/titulos-pendentes",
  "/api/balcao/importacao",
  "/api/balcao/devolucao",
  "/api/autoridade/1",
  "/api/biblioteca",
  "/api/historico-pesquisa",
  "/api/comentarios",
  "/api/captcha",
];
const SEGMENTS = [
  "%",
  "%zz",
  "%00",
  "%E9",
  "%C3%28",
  "..",
  "%2e%2e",
  "é",
  "\u{1F600}",
  "-1",
  "0",
  "99999999999999999999",
  "1e309",
  "NaN",
  "x".repeat(3000),
  "'; DROP TABLE record;--",
  "<script>",
];
const QUERIES = [
  "q=%",
  "q=%00",
  "q=" + "a".repeat(5000),
  "q=(((((",
  'q="',
  "q=a AND OR NOT",
  "acervos=1,,x",
  "limite=-5",
  "page=1e9",
  "campus=%ff",
  "q[]=1&q[]=2",
  "dataIni=31/02/2024&dataFim=01/01/0000",
];
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "PROPFIND"];
const BODIES: [string, string][] = [
  ["application/json", "{"],
  ["application/json", '{"emprestimos":[1e400]}'],
  ["application/json", '{"acervo":"\\u0000"}'],
  ["application/json", "[]"],
  ["application/json", '{"grant_type":"password","username":{"$ne":1},"password":[]}'],
  ["application/x-www-form-urlencoded", "grant_type=password&username=%ff%fe&password=%"],
  ["application/x-www-form-urlencoded", "a=" + "%".repeat(100)],
  ["multipart/form-data; boundary=xyz", "--xyz\r\nContent-Disposition: form-data\r\n\r\nbroken"],
  ["text/plain", "\u0000\u0001\u0002"],
  ["application/octet-stream", "\xff\xfe\x00garbage"],
  ["application/json; charset=utf-16", '{"a":1}'],
];
const HEADERS: Record<string, string>[] = [
  {},
  { authorization: "Bearer x.y.z" },
  { authorization: "Bearer " + "A".repeat(4000) },
  { authorization: "Basic Zm9vOmJhcg==" },
  { "x-staff-key": "short" },
  { "x-staff-key": "stf_" + "z".repeat(40) },
  { lang: "99" },
  { "accept-language": "xx-YY;q=abc" },
  { "content-length": "5" },
  { "x-forwarded-for": "not-an-ip, ::::" },
  { "x-request-id": "\u00e9\u00e9" },
];

describe.each(engines)("HTTP fuzz on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let server: ReturnType<typeof serve>;
  let baseUrl: string;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    server = serve({
      fetch: (request: Request) => lib.app.fetch(request, { clientAddress: "127.0.0.1" }),
      port: 0,
      hostname: "127.0.0.1",
    });
    await new Promise((resolve) => server.once("listening", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await lib?.close();
  });

  it(`answers ${COUNT} malformed requests without a 5xx`, async () => {
    let seed = 20261126;
    const pick = <T>(list: T[]): T => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return list[seed % list.length];
    };
    const fiveHundreds: string[] = [];
    const statuses = new Set<number>();
    const one = async (i: number) => {
      const method = pick(METHODS);
      let path = pick(PATHS);
      if (i % 2) path = path.replace(/\/[^/]*$/, `/${pick(SEGMENTS)}`);
      const query = i % 3 ? `?${pick(QUERIES)}` : "";
      const headers: Record<string, string> = { ...pick(HEADERS) };
      const withBody = method !== "GET" && method !== "HEAD" && i % 4 !== 0;
      let body: string | undefined;
      if (withBody) {
        const [type, content] = pick(BODIES);
        headers["content-type"] = type;
        body = content;
      }
      delete headers["content-length"];
      let url: string;
      try {
        url = new URL(baseUrl + path + query).href;
      } catch {
        return;
      }
      const res = await fetch(url, { method, headers, body }).catch(() => undefined);
      if (!res) return;
      statuses.add(res.status);
      await res.arrayBuffer().catch(() => undefined);
      if (res.status >= 500)
        fiveHundreds.push(`${method} ${path}${query} ${JSON.stringify(headers)} ${body ?? ""} → ${res.status}`);
    };
    // Four at a time: concurrency as a browser makes it, bounded so the run stays short.
    for (let i = 0; i < COUNT; i += 4) await Promise.all([one(i), one(i + 1), one(i + 2), one(i + 3)]);
    expect(fiveHundreds).toEqual([]);
    expect([...statuses].some((s) => s >= 400)).toBe(true);
    const after = await fetch(`${baseUrl}/api/consulta?q=darwin`);
    expect(after.status).toBe(200);
  }, 180_000);
});
