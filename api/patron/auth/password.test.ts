import { describe, expect, it } from "vitest";

import { hashPassword, passwordHashCost, verifyPassword } from "./password.ts";

describe("password hashes", () => {
  it("cost 15 unless set; a test cost only outside production; nonsense refused", () => {
    expect(passwordHashCost({})).toBe(15);
    expect(passwordHashCost({ PASSWORD_HASH_COST: "10" })).toBe(10);
    expect(passwordHashCost({ PASSWORD_HASH_COST: "17", NODE_ENV: "production" })).toBe(17);
    expect(() => passwordHashCost({ PASSWORD_HASH_COST: "10", NODE_ENV: "production" })).toThrow(
      "PASSWORD_HASH_COST below 15 is for tests only, never in production.",
    );
    for (const bad of ["9", "21", "12.5", "fast"]) {
      expect(() => passwordHashCost({ PASSWORD_HASH_COST: bad })).toThrow(
        `PASSWORD_HASH_COST must be a whole number from 10 to 20 (got "${bad}").`,
      );
    }
  });

  it("a hash carries its own cost, so hashes made at another cost still verify", async () => {
    const hash = await hashPassword("Livro-2026!");
    expect(hash).toMatch(new RegExp(`^scrypt\\$${2 ** passwordHashCost()}\\$8\\$1\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(await verifyPassword("Livro-2026!", hash)).toBe(true);
    expect(await verifyPassword("livro-2026!", hash)).toBe(false);
    const atProductionCost = hash.replace(/^scrypt\$\d+/, "scrypt$32768");
    // Same salt, other N: another key, so no match (the parameters are part of the hash).
    expect(await verifyPassword("Livro-2026!", atProductionCost)).toBe(false);
  });
});
