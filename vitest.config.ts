import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "api/**/*.test.ts", "tests/api/**/*.test.ts"],
    environment: "node",
    // PGlite and scrypt are CPU-heavy; two cores here.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
