import { defineConfig } from "vitest/config";

// Every login of the API tests checks a scrypt hash: at the tests' cost (api/patron/auth/password.ts,
// decision 022). Set here so that the global setup's demo databases and every worker share it.
process.env.PASSWORD_HASH_COST ??= "10";
// Every API test file opens copies of the demo database: PGlite's start sets up all its shared
// buffers, and at PGlite's 128 MB that was half of each start's CPU (api/core/db/db.ts).
process.env.PGLITE_SHARED_BUFFERS ??= "32MB";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "api/**/*.test.ts", "tests/api/**/*.test.ts", "tests/support/**/*.test.ts"],
    environment: "node",
    // The migrated and the demo database, built once per run for every API test file to clone.
    globalSetup: ["tests/support/db-templates.ts"],
    // Two cores here, but a worker often waits (on PostgreSQL, a child process, a timer): two more
    // fill those waits. Measured on a quiet machine, the whole suite: 271 s with four, 297 s with
    // three, 335 s with two (decision 022).
    maxWorkers: 4,
    // Test files share their worker's modules instead of importing the whole service again each
    // (decision 022): importing was half of Vitest's CPU. Every file still opens
    // its own databases and servers, and restores what it changes in process.env.
    isolate: false,
    // V8's garbage collection on each worker's main thread only: with every core busy its helper
    // threads cost more than they save (24 API files: 137–138 CPU-seconds against 141–152,
    // decision 022).
    execArgv: ["--single-threaded-gc"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
