/**
 * Property-based tests (decision 036) with fast-check. Properties over the
 * search call's query parser and criteria and over the login form's input, through the library
 * service on both engines:
 * - any query text, field, operator and filter combination answers 200 or 400, never a 5xx;
 * - the same criteria answer the same total (the result cache keys normalised criteria);
 * - a valid answer never holds more rows than the page size asked for;
 * - any login/password pair answers 200, 400, 401, 422 or 429, never a 5xx.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchResponse } from "../../api/contract.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const RUNS = Number(process.env.PROPERTY_RUNS ?? 100);

describe.each(engines)("properties on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const text = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.stringMatching(/^[a-zà-ú "()*?-]{0,40}$/),
    fc.constantFrom("darwin", "brasil AND historia", '"origem das especies"', "agua OR energia", "NOT", "(", '"'),
  );
  const criteria = fc.record({
    q: text,
    // The call's own parameter names (api/catalogue/search/criteria.ts), valid values and not.
    for: fc.option(fc.constantFrom("LIVRE", "TITULO", "AUTOR", "ASSUNTO", "TITULO_SIMILAR", "x", ""), {
      nil: undefined,
    }),
    perPage: fc.option(fc.integer({ min: -5, max: 500 }), { nil: undefined }),
    page: fc.option(fc.integer({ min: -1, max: 1e6 }), { nil: undefined }),
    ano: fc.option(fc.integer({ min: -1, max: 10000 }), { nil: undefined }),
  });
  const query = (c: Record<string, unknown>) =>
    new URLSearchParams(
      Object.entries(c).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])) as [string, string][],
    ).toString();

  it("answers any search criteria with 200 or 400, the same total twice, and no more rows than asked", async () => {
    await fc.assert(
      fc.asyncProperty(criteria, async (c) => {
        const first = await lib.call(`/api/consulta?${query(c)}`);
        expect([200, 400]).toContain(first.status);
        if (first.status !== 200) return;
        const body = first.body as SearchResponse;
        const again = (await lib.call(`/api/consulta?${query(c)}`)).body as SearchResponse;
        expect(again.totalRegistros).toBe(body.totalRegistros);
        if (c.perPage && c.perPage > 0) expect(body.registros.length).toBeLessThanOrEqual(c.perPage);
      }),
      { numRuns: RUNS },
    );
  }, 300_000);

  it("answers any login form without a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), fc.string({ maxLength: 300 }), async (username, password) => {
        const res = await lib.app.request("/api/oauth/token", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ grant_type: "password", username, password }),
        });
        expect([200, 400, 401, 422, 429]).toContain(res.status);
      }),
      { numRuns: RUNS },
    );
  }, 300_000);
});
