/**
 * Crawlers kept in their place, on the built server as behind a reverse proxy
 * (docs/decisions/049-schedules-startup-and-crawlers.md): /robots.txt keeps them off result pages
 * and points at /sitemap.xml; a result page says noindex and its facet links nofollow; and a client
 * hammering the facet links anyway meets the "too many searches" page with 429 and Retry-After in
 * its language, while a patron logged in beside it searches on.
 * Needs `npm run build` (scripts/test.mjs builds before Vitest).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startBuiltServer, type BuiltServer } from "../support/built-server.ts";
import { seedDemoDataDir } from "../support/engines.ts";

const PUBLIC = "https://catalogo.example.edu";
const CRAWLER = "198.51.100.9";
const PATRON = "203.0.113.44";

describe("crawlers on the built server", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "opac-crawlers-"));
  let server: BuiltServer | undefined;
  let base = "";

  beforeAll(async () => {
    seedDemoDataDir(dataDir);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      OPAC_PUBLIC_URL: PUBLIC,
      // As behind a reverse proxy on this machine: X-Forwarded-For names each client.
      TRUSTED_PROXIES: "127.0.0.1",
      // Each result page is two cold searches (the results and their filter counts).
      SEARCH_BUDGET_PER_CLIENT: "5",
      LOG_FORMAT: "text",
    };
    for (const name of ["DATABASE_URL", "DATABASE_REPLICA_URL", "LIBRARY_API_URL", "NODE_ENV"]) {
      Reflect.deleteProperty(env, name);
    }
    server = await startBuiltServer(env);
    base = server.base;
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const visit = (pathAndQuery: string, client: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", client);
    if (init.cookie) headers.set("cookie", init.cookie);
    return fetch(`${base}${pathAndQuery}`, { ...init, headers, redirect: "manual" });
  };

  it("robots.txt keeps crawlers off result pages and points them at the sitemap", async () => {
    const res = await visit("/robots.txt", CRAWLER);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await res.text()).toBe(
      [
        "User-agent: *",
        "Allow: /acervo/",
        "Allow: /oai",
        "Allow: /sitemap.xml",
        "Disallow: /*?",
        "Disallow: /api/",
        "Disallow: /meupergamum",
        "",
        `Sitemap: ${PUBLIC}/sitemap.xml`,
        "",
      ].join("\n"),
    );
    const sitemap = await (await visit("/sitemap.xml", CRAWLER)).text();
    expect(sitemap).toMatch(new RegExp(`<url><loc>${PUBLIC.replace(/\./g, "\\.")}/acervo/\\d+</loc>`));
  });

  it("refuses a client hammering facet links with 429, while a patron logged in beside it searches on", async () => {
    const first = await visit("/?q=musica", CRAWLER, { headers: { "accept-language": "en" } });
    expect(first.status).toBe(200);
    const page = await first.text();
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    const facets = [...page.matchAll(/<a [^>]*rel="nofollow"[^>]*>/g)]
      .map((m) => m[0].match(/href="([^"]+)"/)?.[1]?.replace(/&amp;/g, "&"))
      .filter((href): href is string => Boolean(href?.startsWith("/?")));
    expect(facets.length).toBeGreaterThan(3);

    const login = await visit("/login", PATRON, {
      method: "POST",
      headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: "demo", password: "demo", destination: "C", redirect: "/" }).toString(),
    });
    expect(login.status).toBe(303);
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;

    let refused: Response | undefined;
    for (const facet of facets) {
      const crawled = await visit(facet, CRAWLER, { headers: { "accept-language": "en" } });
      if (crawled.status === 429) {
        refused ??= crawled;
        // The patron's searches beside it, the same facets.
        const searched = await visit(facet, PATRON, { cookie });
        expect(searched.status).toBe(200);
        await searched.body?.cancel();
      } else {
        expect(crawled.status).toBe(200);
        await crawled.body?.cancel();
      }
    }
    expect(refused).toBeDefined();
    expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThan(0);
    const words = await refused!.text();
    expect(words).toContain("Too many searches in a short time");
    expect(words).toContain(
      "This address has made many new searches in a short time. Wait a minute and try again, or log in to search without this limit.",
    );
    // Another reader is not held back by the crawler.
    expect((await visit("/?q=orquestra", "203.0.113.45")).status).toBe(200);
  }, 120_000);
});
