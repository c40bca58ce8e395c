import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../api/core/db/db.ts";
import { TABLES_FILE, tablesOf } from "../../api/core/db/generate-types.ts";
import { engines } from "../support/engines.ts";

// The migrated database of each engine (a clone of the run's template, as every API test's), read
// back: the same schema on PGlite and on PostgreSQL 15, and the one api/core/db/tables.ts describes.
describe.each(engines)("api/core/db/tables.ts on $name", (engine) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await engine.open());
  });
  afterAll(() => close());

  it("is what the migrations generate (run npm run db:types after adding one)", async () => {
    expect(readFileSync(TABLES_FILE, "utf8")).toBe(await tablesOf(db));
  });
});
