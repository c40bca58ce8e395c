/**
 * The product servers the browser tests run against: one per Playwright worker, each with its own
 * embedded database (var/e2e-data-N, a fresh copy of the demo seed made by scripts/e2e-server.mjs
 * at every start) and its own SMTP port, so that workers never share state.
 * A test that reserves, renews or logs in changes the data of its worker's server only, and the
 * tests of one worker run one after another, so every spec keeps a server to itself while it runs.
 *
 * Shared by playwright.config.ts (which starts the servers) and the fixtures (which point each
 * worker's pages and API requests at its server).
 */
export interface E2eServer {
  port: number;
  url: string;
  dataDir: string;
  /** Where the basket's e-mail goes: tests/e2e/basket-mail.spec.ts listens there. */
  smtpPort: number;
  /** The test OpenID provider and SAML identity provider tests/e2e/sso.spec.ts starts. */
  oidcPort: number;
  samlIdpPort: number;
}

/** E2E_WORKERS: two by default, one per core of the reference machine; axe in the browser is the bottleneck. */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

const firstPort = Number(process.env.E2E_PORT ?? 3100);

/** E2E_BASE_URL: run every worker against one server started elsewhere (nothing is started). */
export const externalBaseURL = process.env.E2E_BASE_URL;

export function e2eServer(parallelIndex: number): E2eServer {
  const port = firstPort + parallelIndex;
  return {
    port,
    url: externalBaseURL ?? `http://localhost:${port}`,
    dataDir: `var/e2e-data-${parallelIndex}`,
    // Follows the web port so that checkouts running side by side never fight over it.
    smtpPort: Number(process.env.E2E_SMTP_PORT ?? 20000 + port),
    oidcPort: firstPort + 50 + parallelIndex,
    samlIdpPort: firstPort + 60 + parallelIndex,
  };
}

export const e2eServers: E2eServer[] = Array.from({ length: e2eWorkers }, (_, i) => e2eServer(i));
