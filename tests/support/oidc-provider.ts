/**
 * A real OpenID provider for the single sign-on tests (oidc-provider, the certified
 * implementation), on localhost: discovery, authorization code flow with PKCE, signed ID tokens
 * and its JWKS, exactly as the library service meets them in production.
 *
 * What is simulated is only the person at the keyboard: the provider's login step signs in the
 * account named by `login_hint` (GET /oidc/authorize?login=…) or the default one, at once, as an
 * institution's provider does for someone already signed in there. No page is shown, so the
 * browser tests see only the catalogue's pages. `/logged-out` stands for the institution's
 * logout page (the `link_logout_OIDC` the tests configure).
 */
import { createPrivateKey } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

import { exportJWK } from "jose";
import Provider from "oidc-provider";

import { TEST_CLIENT } from "./sso-test-settings.ts";

/** What the provider knows of a person: the claims of their ID token. */
export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  preferred_username?: string;
  name?: string;
  cpf?: string;
}

export { TEST_CLIENT };

/** The institution's people: one per demo patron mapping, and a stranger no patron matches. */
export const TEST_ACCOUNTS: Record<string, TestAccount> = {
  ana: {
    email: "demo@biblioteca.example",
    email_verified: true,
    preferred_username: "demo",
    name: "Ana Demonstração",
    cpf: "390.533.447-05",
  },
  bloqueado: { email: "bloqueado@biblioteca.example", email_verified: true, preferred_username: "bloqueado" },
  naoverificado: { email: "demo@biblioteca.example", email_verified: false, preferred_username: "demo" },
  estranho: { email: "estranho@universidade.example", email_verified: true, preferred_username: "estranho" },
};

export const DEFAULT_ACCOUNT = "ana";

export interface TestOidcProvider {
  issuer: string;
  logoutUrl: string;
  close(): Promise<void>;
}

/** `port` 0: any free port (the API tests); the browser tests give theirs, known to the servers' env. */
export async function startOidcProvider(port: number, redirectUris: string[]): Promise<TestOidcProvider> {
  // The provider must know its address (the issuer) before it exists, and the server must exist to learn it.
  const handler: { current?: (req: IncomingMessage, res: ServerResponse) => void } = {};
  const server: Server = createServer((req, res) => handler.current?.(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, resolve);
  });
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  // One fixed test key, not a new one per start: the browser tests start a provider on the same
  // port for each project, and the service keeps the keys it fetched (jose's remote key set), so a
  // provider with new keys under the same key id would be refused as a forgery.
  const privateKey = createPrivateKey(readFileSync(path.resolve("tests/fixtures/sso/oidc-provider-test-key.pem")));
  const jwk = { ...(await exportJWK(privateKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: redirectUris,
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ["test-only-cookie-key"] },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["preferred_username", "name"],
      cpf: ["cpf"],
    },
    // The claims of the granted scopes go into the ID token itself (what the service reads).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Explicit lifetimes (the provider warns about its defaults): a test sign-in lasts seconds.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = TEST_ACCOUNTS[sub];
      return account ? { accountId: sub, claims: () => ({ sub, ...account }) } : undefined;
    },
  });
  const callback = provider.callback();
  handler.current = (req, res) => {
    if (req.url === "/logged-out") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(
        `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Sessão encerrada | Universidade (testes)</title></head>` +
          `<body><main><h1>Você saiu da sua conta institucional</h1></main></body></html>`,
      );
      return;
    }
    if (req.url?.startsWith("/interaction/")) {
      void (async () => {
        const details = await provider.interactionDetails(req, res);
        const hint = typeof details.params.login_hint === "string" ? details.params.login_hint : "";
        const accountId = TEST_ACCOUNTS[hint] ? hint : DEFAULT_ACCOUNT;
        const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      })().catch((error: unknown) => {
        res.writeHead(500, { "content-type": "text/plain" });
        res.end(String(error));
      });
      return;
    }
    callback(req, res);
  };
  return {
    issuer,
    logoutUrl: `${issuer}/logged-out`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Walks the provider's side of a sign-in as a browser would (following redirects, keeping its
 * cookies) from the authorization address to the return address; gives the return address
 * with its code and state.
 */
export async function signInAtProvider(authorizationUrl: string, returnPrefix: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(returnPrefix)) return new URL(url);
    const response = await fetch(url, {
      redirect: "manual",
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const location = response.headers.get("location");
    if (!location) throw new Error(`provider stopped at ${url}: ${response.status} ${await response.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error("too many redirects at the provider");
}
