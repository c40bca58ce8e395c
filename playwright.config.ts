/**
 * Browser tests of the OPAC against the real product (build/server.js: OPAC + library service in
 * one process, over the demo data). One server per worker, each on its own copy of one pre-seeded
 * database (tests/e2e/servers.ts, scripts/e2e-server.mjs), so the workers run side by side
 * without sharing state.
 *
 * Every spec runs twice, with the same assertions: project "js" (JavaScript on) and "nojs"
 * (JavaScript off), because every page must work without JS. The browser's language is set
 * explicitly (Playwright would send en-US): pt-BR by default, en-US where a test says so.
 */
import { existsSync } from "node:fs";

import { defineConfig, devices } from "@playwright/test";

import { e2eServers, e2eWorkers, externalBaseURL } from "./tests/e2e/servers.ts";
import { E2E_TOKEN_SECRET } from "./tests/support/captcha.ts";
import { ssoServerEnv } from "./tests/support/sso-test-settings.ts";

// Debian's Chromium (Playwright cannot download its own browser here). Its headless shell first:
// the old headless mode, the one Playwright itself uses for headless runs. The full browser in its
// new headless mode starts a browser-interface renderer for every page and spent a third more CPU
// on the same tests here (decision 022).
const executablePath =
  process.env.CHROMIUM_PATH ??
  ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"].find((candidate) => existsSync(candidate));

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Most of a test's time is axe in the browser, one core each; the servers are mostly idle.
  workers: e2eWorkers,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    // Each worker's own server: see the baseURL fixture in tests/e2e/fixtures.ts.
    baseURL: e2eServers[0].url,
    locale: "pt-BR",
    // Recording a trace snapshots the page at every action, a sixth of a test's time here. CI
    // retries a failed test once and records that retry; locally every failure keeps its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // V8 collects garbage on the renderer's main thread only: its helper threads cost more
        // CPU than they save on two busy cores (search.spec.ts: 58–67 CPU-seconds of renderer
        // against 75–90 with them, decision 022).
        "--js-flags=--single-threaded-gc",
      ],
    },
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
    { name: "nojs", use: { ...devices["Desktop Chrome"], javaScriptEnabled: false } },
  ],
  webServer: externalBaseURL
    ? undefined
    : e2eServers.map((server) => ({
        // build/server.js on a fresh copy of one pre-seeded data folder (see the script).
        // Single-threaded garbage collection, as the browser's (decision 022).
        command: "node --single-threaded-gc scripts/e2e-server.mjs",
        url: `${server.url}/`,
        env: {
          PORT: String(server.port),
          DATA_DIR: server.dataDir,
          // The basket's e-mail goes to a local SMTP receiver that tests/e2e/basket-mail.spec.ts starts.
          SMTP_HOST: "127.0.0.1",
          SMTP_PORT: String(server.smtpPort),
          SMTP_FROM: "Catálogo (testes) <catalogo@example.org>",
          // As behind a reverse proxy: X-Forwarded-For from the machine itself names the client, so
          // tests/e2e/login.spec.ts can be a client of its own when it meets the login limit.
          TRUSTED_PROXIES: "127.0.0.1,::1",
          // Every spec searches from the machine itself, never counted; a spec that sends its own
          // X-Forwarded-For is a client of its own with this small cold-search budget, challenged
          // past half of it (tests/e2e/search.spec.ts meets both; decision 049).
          SEARCH_BUDGET_PER_CLIENT: "4",
          // The captcha's proof of work, solved by each browser's worker while the specs wait: a
          // fifth of the product's default (100000), as two busy cores run the whole suite.
          CAPTCHA_POW_MAX_NUMBER: "20000",
          // The servers' own secret, so the specs can read the captcha's picture (tests/e2e/login-helpers.ts).
          TOKEN_SECRET: E2E_TOKEN_SECRET,
          // The identity providers tests/e2e/sso.spec.ts starts (single sign-on, decision 027).
          ...ssoServerEnv(server),
        },
        reuseExistingServer: !process.env.CI,
        // Seeding the demo catalogue, when no current seed exists, takes a minute or more.
        timeout: 600_000,
        // One JSON line per request on stdout (decision 036): thousands in a run, which buried the
        // test report. Warnings and errors (a 4xx other than 404, a 5xx, a crash) are on stderr.
        stdout: "ignore" as const,
        stderr: "pipe" as const,
      })),
});
