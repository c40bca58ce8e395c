import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateTables, TABLES_FILE } from "./generate-types.ts";

describe("api/db/tables.ts", () => {
  it("is what the migrations generate (run npm run db:types after adding one)", async () => {
    expect(readFileSync(TABLES_FILE, "utf8")).toBe(await generateTables());
  });
});
