/**
 * The short load of decision 036: 10 invented patrons for LOAD_SECONDS (default
 * 8 per engine) against the library service over HTTP; zero 5xx, zero network failures, and every
 * reservation a 2xx said was made exists exactly once with no duplicate open reservation.
 * The long run is `npm run load -- --patrons 50 --seconds 600 --database-url …`.
 */
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureLoadPatrons, loadTargets, reservationAudit } from "../../api/operations/demo/load-patrons.ts";
import { runLoad } from "../../bench/load.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 8);

describe.each(engines)("a short load on $name", (engine) => {
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

  it("ends with no 5xx, no network failure and no lost or doubled reservation", async () => {
    const patrons = await ensureLoadPatrons(lib.db, 10);
    const targets = await loadTargets(lib.db);
    expect(targets.reservable.length).toBeGreaterThan(0);
    const result = await runLoad({ baseUrl, patrons, seconds: SECONDS, targets });
    const serverErrors = Object.entries(result.byStatus).filter(([status]) => Number(status) >= 500);
    expect(serverErrors).toEqual([]);
    expect(result.failures).toBe(0);
    expect(result.byCall.login).toBeGreaterThanOrEqual(10);
    expect(result.byCall.search).toBeGreaterThanOrEqual(10);
    expect(result.reservationsMade.length).toBeGreaterThan(0);
    const audit = await reservationAudit(
      lib.db,
      result.reservationsMade,
      patrons.map((p) => p.id),
    );
    expect(audit).toEqual({ found: result.reservationsMade.length, duplicates: 0 });
  }, 120_000);
});
