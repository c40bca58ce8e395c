import { describe, expect, it } from "vitest";

import { MORGAN_TINY, runningUnderRemixServe } from "./remix-serve-log.server.ts";

describe("the OPAC's logs under remix-serve", () => {
  it("knows remix-serve by the script node runs, and only it", () => {
    expect(runningUnderRemixServe(["node", "/app/node_modules/.bin/remix-serve", "build/index.js"])).toBe(true);
    expect(runningUnderRemixServe(["node", "/app/node_modules/@remix-run/serve/dist/cli.js", "build/index.js"])).toBe(
      true,
    );
    expect(runningUnderRemixServe(["node", "build/server.js"])).toBe(false);
    expect(runningUnderRemixServe(["node", "/app/node_modules/.bin/vitest", "run"])).toBe(false);
  });

  it("drops morgan's access lines (which carry the query) and nothing else", () => {
    expect(MORGAN_TINY.test("GET /?q=harmonizacao 200 51234 - 12.345 ms\n")).toBe(true);
    expect(MORGAN_TINY.test("POST /login 303 - - 81.002 ms\n")).toBe(true);
    expect(MORGAN_TINY.test('{"time":"2026-11-26T18:00:00.000Z","level":"info","msg":"request"}\n')).toBe(false);
    expect(MORGAN_TINY.test("[remix-serve] http://localhost:3000\n")).toBe(false);
    expect(MORGAN_TINY.test("GET / 200 12 - 3 ms\nsomething else\n")).toBe(false);
  });
});
