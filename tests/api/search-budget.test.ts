/**
 * The cold-search budget and the sitemap (docs/decisions/049-schedules-startup-and-crawlers.md), on
 * the library service: an anonymous client address past SEARCH_BUDGET_PER_CLIENT cold searches gets
 * 429 with Retry-After, while a patron logged in from the same address, another client, and warm
 * searches still answer; the count is in the database, so a second process counts the same client.
 * Past SEARCH_CHALLENGE_PERCENT of it, the searches the OPAC's page script makes need a solved proof
 * of work (the captcha's), each once; searches without the script keep the plain budget.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createApi } from "../../api/app.ts";
import { metrics } from "../../api/core/http/metrics.ts";
import type { CaptchaChallenge } from "../../api/patron/captcha/contract.ts";
import { sitemapRoutes } from "../../api/catalogue/sitemap/sitemap.routes.ts";
import { solvedProofOfWork, typedAnswer } from "../support/captcha.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const CRAWLER = "198.51.100.9";
const BUDGET = 4;

describe.each(engines)("the cold-search budget on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let token = "";
  beforeAll(async () => {
    lib = await openTestLibrary(engine, {
      SEARCH_BUDGET_PER_CLIENT: String(BUDGET),
      SEARCH_BUDGET_WINDOW_SECONDS: "60",
    });
    const login = await lib.app.request(
      "/api/oauth/token",
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "password", username: "demo", password: "demo" }),
      },
      { clientAddress: CRAWLER },
    );
    token = ((await login.json()) as { access_token: string }).access_token;
  });
  afterAll(() => lib.close());

  const search = (query: string, client: string, headers: Record<string, string> = {}, app = lib.app) =>
    app.fetch(new Request(`http://opac.test/api/consulta?${query}`, { headers: { lang: "5", ...headers } }), {
      clientAddress: client,
    });

  it("refuses a client hammering facets with 429 and Retry-After, while a patron beside it searches on", async () => {
    const facets = ["musica", "historia", "direito", "piano", "brasil", "teatro", "arte", "ciencia"];
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (const word of facets) {
      const res = await search(`q=${word}&T=1`, CRAWLER);
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
      else await res.body?.cancel();
      // The patron, logged in from the very same address, is never counted nor refused.
      const patron = await search(`q=${word}&T=2`, CRAWLER, { authorization: `Bearer ${token}` });
      expect(patron.status).toBe(200);
      await patron.body?.cancel();
    }
    expect(statuses).toEqual([...Array(BUDGET).fill(200), ...Array(facets.length - BUDGET).fill(429)]);
    expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused!.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await refused!.json()).toEqual({
      error: {
        code: "search_budget",
        message:
          "Too many searches from this address in a short time. Wait a minute and try again, or log in to search without this limit.",
      },
    });
    // A search already computed costs nothing: still answered.
    expect((await search("q=musica&T=1", CRAWLER)).status).toBe(200);
    // Another reader is not held back by the crawler.
    expect((await search("q=orquestra", "203.0.113.20")).status).toBe(200);
    // A client on this machine (a proxy not named in TRUSTED_PROXIES, a probe) is never counted.
    for (let i = 0; i <= BUDGET; i++) expect((await search(`q=local${i}`, "127.0.0.1")).status).toBe(200);
    // Another process on the same database (its own cache) counts the same client.
    const second = createApi(lib.db, lib.config);
    expect((await search("q=partitura", CRAWLER, {}, second)).status).toBe(429);
    expect((await search("q=partitura", "203.0.113.21", {}, second)).status).toBe(200);
  });

  it("asks the page's script for a proof of work past half the budget, once per proof, never a patron", async () => {
    const SCRIPTED = "198.51.100.10";
    const script = { "x-opac-script": "1" };
    const outcomes = async () =>
      Object.fromEntries((await metrics.coldSearches.get()).values.map((v) => [v.labels.outcome, v.value]));
    const before = await outcomes();
    const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
    const proof = async (answer?: (c: CaptchaChallenge) => string) => {
      const challenge = (await (await lib.app.request("/api/captcha")).json()) as CaptchaChallenge;
      return `${challenge.token} ${(answer ?? ((c) => solvedProofOfWork(c.pow)))(challenge)}`;
    };
    // Half of the budget (SEARCH_CHALLENGE_PERCENT, 50) as any reader makes them.
    for (const word of ["sonata", "fuga"]) expect((await search(`q=${word}`, SCRIPTED, script)).status).toBe(200);
    // Then the script's page of results is asked for a proof first, and that costs no search.
    const challenged = await search("q=cantata", SCRIPTED, script);
    expect(challenged.status).toBe(429);
    expect(await codeOf(challenged)).toBe("search_challenge");
    // A picture's typed answer or a forged token is no proof; a solved one is, once.
    const typed = await proof((c) => typedAnswer(lib.config.tokenSecret, c.token));
    expect((await search("q=cantata", SCRIPTED, { ...script, "x-search-proof": typed })).status).toBe(429);
    const solved = await proof();
    const forged = `x${solved}`;
    expect((await search("q=cantata", SCRIPTED, { ...script, "x-search-proof": forged })).status).toBe(429);
    expect((await search("q=cantata", SCRIPTED, { ...script, "x-search-proof": solved })).status).toBe(200);
    const reused = await search("q=motete", SCRIPTED, { ...script, "x-search-proof": solved });
    expect(await codeOf(reused)).toBe("search_challenge");
    // The filter counts that come with a page are never challenged, only counted: the fourth.
    const filters = await lib.app.request(
      "/api/consulta/filtros?q=motete",
      { headers: { lang: "5", ...script } },
      {
        clientAddress: SCRIPTED,
      },
    );
    expect(filters.status).toBe(200);
    // Past the whole budget, a proof buys nothing: the plain refusal.
    const past = await search("q=motete", SCRIPTED, { ...script, "x-search-proof": await proof() });
    expect(await codeOf(past)).toBe("search_budget");
    // A patron logged in from that address, with the script, is neither counted nor challenged.
    expect((await search("q=madrigal", SCRIPTED, { ...script, authorization: `Bearer ${token}` })).status).toBe(200);
    // The metrics count each outcome: 4 let through (1 with a proof), 4 challenged, 1 refused.
    const after = await outcomes();
    const moved = (outcome: string) => (after[outcome] ?? 0) - (before[outcome] ?? 0);
    expect([moved("admitted"), moved("proved"), moved("challenged"), moved("refused")]).toEqual([3, 1, 4, 1]);
  });
});

describe.each(engines)("the sitemap on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
  });
  afterAll(() => lib.close());

  it("lists every record page, in files of at most the page size under an index", async () => {
    const [{ n }] = await lib.db.query<{ n: number }>("SELECT count(*)::int AS n FROM record");
    const [{ id: firstId }] = await lib.db.query<{ id: number }>("SELECT min(id) AS id FROM record");
    const whole = await sitemapRoutes(lib.db, { OPAC_PUBLIC_URL: "https://catalogo.example.edu/" }).request("/");
    expect(whole.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await whole.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<url>/g)).toHaveLength(n);
    expect(xml).toMatch(
      new RegExp(
        `<url><loc>https://catalogo\\.example\\.edu/acervo/${firstId}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></url>`,
      ),
    );

    const size = Math.ceil(n / 3);
    const paged = sitemapRoutes(lib.db, { OPAC_PUBLIC_URL: "https://catalogo.example.edu" }, size);
    const index = await (await paged.request("/")).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://catalogo.example.edu/sitemap.xml?pagina=1",
      "https://catalogo.example.edu/sitemap.xml?pagina=2",
      "https://catalogo.example.edu/sitemap.xml?pagina=3",
    ]);
    const counts = await Promise.all(
      [1, 2, 3].map(async (p) => ((await (await paged.request(`/?pagina=${p}`)).text()).match(/<url>/g) ?? []).length),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(n);
    expect(Math.max(...counts)).toBeLessThanOrEqual(size);
    expect((await paged.request("/?pagina=4")).status).toBe(404);
  });
});
