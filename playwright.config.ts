/**
 * Browser tests of the OPAC against the real product (build/server.js: OPAC + library service in
 * one process, demo data imported on first start into var/e2e-data).
 *
 * Every spec runs twice, with the same assertions: project "js" (JavaScript on) and "nojs"
 * (JavaScript off), because every page must work without JS. The browser's language is set
 * explicitly (Playwright would send en-US): pt-BR by default, en-US where a test says so.
 */
import { existsSync } from "node:fs";

import { defineConfig, devices } from "@playwright/test";

import { e2eSmtpPort } from "./tests/e2e/smtp-port.ts";

const port = Number(process.env.E2E_PORT ?? 3100);
// The basket's e-mail goes to a local SMTP receiver that tests/e2e/basket-mail.spec.ts starts.
const smtpPort = e2eSmtpPort(port);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;

// Debian's Chromium where present (Playwright cannot download its own browser here).
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // One server process with an embedded database, and axe on every page: on a two-core machine
  // a second worker only makes each test slower.
  workers: 1,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL,
    locale: "pt-BR",
    trace: "retain-on-failure",
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
      ],
    },
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
    { name: "nojs", use: { ...devices["Desktop Chrome"], javaScriptEnabled: false } },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: "node build/server.js",
        url: `${baseURL}/`,
        env: {
          PORT: String(port),
          DATA_DIR: "var/e2e-data",
          SMTP_HOST: "127.0.0.1",
          SMTP_PORT: String(smtpPort),
          SMTP_FROM: "Catálogo (testes) <catalogo@example.org>",
        },
        reuseExistingServer: !process.env.CI,
        // The first start imports the demo catalogue.
        timeout: 600_000,
        stdout: "pipe",
        stderr: "pipe",
      },
});
