import * as z from "zod";

import { passwordHashCost } from "../patron/auth/password.ts";
import { isPostgresUrl, NOT_POSTGRES, publicAddressProblem, StartupError } from "./startup.ts";

/**
 * The library service's settings, read once from the environment and checked, so a typo in
 * a deployment fails at start with a clear message rather than at the first request.
 */
/** An empty variable (SMTP_HOST= in a compose file) means "not set". */
function blankIsUnset<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === "" ? undefined : v), schema);
}

const EnvSchema = z.object({
  DATABASE_URL: z.string().refine(isPostgresUrl, NOT_POSTGRES).optional(),
  DATA_DIR: z.string().default("./var/data"),
  /**
   * Read replicas (decision 043): PostgreSQL hot standbys of DATABASE_URL, comma-separated, from
   * which searches, autocomplete and record pages read; a replica that is down is skipped.
   */
  DATABASE_REPLICA_URL: blankIsUnset(
    z
      .string()
      .refine((v) => v.split(",").every((u) => !u.trim() || isPostgresUrl(u.trim())), {
        message: "a comma-separated list of postgres:// addresses",
      })
      .optional(),
  ),
  /**
   * How long a read may take on a replica before it is given up and runs on the primary, the
   * replica left out for a few seconds: a frozen standby costs a search no more than this.
   */
  DATABASE_REPLICA_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(5),
  /**
   * The PostgreSQL pool (decision 036): its connections, how long the server may take to accept
   * a new one before the database counts as unavailable, and how long a request may wait for a
   * busy pool's next free connection before a 503 (a queue is not an outage).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(8),
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(5),
  DATABASE_POOL_WAIT_SECONDS: z.coerce.number().positive().max(600).default(30),
  /**
   * Signs access tokens. Unset: the server generates one on its first start and keeps it in the
   * database (api/patron/auth/service-secrets.ts, decision 035); tools and tests get a random one.
   */
  TOKEN_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60 * 24 * 30),
  /**
   * How long a rotated refresh token still works (decision 035): two tabs refreshing at the same
   * moment both stay logged in. Presented later it reads as stolen and ends the patron's sessions.
   */
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /**
   * How long after a password or single sign-on a session may change what controls the account
   * (e-mail, app devices) without typing the password again (decision 052); 0: always ask.
   */
  REAUTH_WINDOW_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
  /** How long an application's token (the client credentials grant, decision 055) lives. */
  CLIENT_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().max(86_400).default(3600),
  /** Tokens one registered application may take per hour (decision 055). */
  CLIENT_TOKENS_PER_HOUR: z.coerce.number().int().positive().default(60),
  /** "off" skips importing the demo catalogue into an empty database. */
  DEMO_DATA: z.enum(["on", "off"]).default("on"),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().positive().default(10),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(300),
  /**
   * Failed logins of one account (from any address) in LOGIN_WINDOW_SECONDS before 429: far above
   * LOGIN_MAX_ATTEMPTS (per client address), so a stranger cannot lock the patron out; below it the
   * captcha protects the account (decision 024).
   */
  LOGIN_ACCOUNT_MAX_ATTEMPTS: z.coerce.number().int().positive().default(100),
  /**
   * The captcha's proof of work (decision 053): the largest number a browser may have to try, about
   * half of it on average. 100,000 SHA-256 take a browser's worker well under a second.
   */
  CAPTCHA_POW_MAX_NUMBER: z.coerce.number().int().min(1000).max(10_000_000).default(100_000),
  /** Wrong typed captcha answers (the picture, without JavaScript) one client address may give per hour. */
  CAPTCHA_TYPED_ANSWERS_PER_HOUR: z.coerce.number().int().positive().default(20),
  /**
   * Messages one visitor may have the service send or write for others per hour (basket e-mails,
   * decision 053): per client address when anonymous, per patron when logged in.
   */
  MAIL_PER_SENDER_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Comments and acquisition suggestions one patron may write per hour, each kind (decision 053). */
  WRITES_PER_PATRON_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** Basket e-mails any one recipient address may receive per day, from everyone together (decision 053). */
  MAIL_PER_RECIPIENT_PER_DAY: z.coerce.number().int().positive().default(10),
  /**
   * Password recovery mails one e-mail address may receive per RECOVERY_MAIL_WINDOW_SECONDS, for
   * every patron it belongs to together; past it recovery answers as always and sends nothing
   * (decision 053).
   */
  RECOVERY_MAILS_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  RECOVERY_MAIL_WINDOW_SECONDS: z.coerce.number().int().positive().default(86_400),
  /**
   * Addresses (comma-separated) of proxies, or of a separate OPAC, whose X-Forwarded-For the service
   * believes when it counts logins per client address; empty: the peer's address is the client.
   */
  TRUSTED_PROXIES: z.string().default(""),
  NODE_ENV: z.string().default("development"),
  /** Search answers kept in memory (api/catalogue/search/result-cache.ts); 0 turns the cache off. */
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  /**
   * Memory, in MB, for the bitmaps that count searches and their filter values (decision 060):
   * past it the searches count in SQL. 0 turns the bitmaps off.
   */
  SEARCH_BITMAP_MB: z.coerce.number().int().min(0).max(65_536).default(256),
  /** Document 1 §9: a search's results are kept for an hour. */
  SEARCH_CACHE_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  /**
   * Searches the result cache cannot answer (cold ones, each a real query) that one anonymous
   * client address may make per SEARCH_BUDGET_WINDOW_SECONDS before 429 with Retry-After: a crawler
   * following every facet link is held back, a reader never meets it, a logged-in patron is never
   * counted. 0 turns the budget off (docs/decisions/049-schedules-startup-and-crawlers.md).
   */
  SEARCH_BUDGET_PER_CLIENT: z.coerce.number().int().min(0).max(1_000_000).default(60),
  SEARCH_BUDGET_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /**
   * The share of SEARCH_BUDGET_PER_CLIENT, in percent, past which an anonymous client's searches
   * made by the page's script must carry a solved proof of work (the captcha's); 100 never asks.
   * Searches a browser makes without JavaScript keep the plain budget (decision 049).
   */
  SEARCH_CHALLENGE_PERCENT: z.coerce.number().int().min(0).max(100).default(50),
  /**
   * Outgoing mail (the basket sent by e-mail). Without SMTP_HOST and SMTP_FROM e-mail is off and
   * the OPAC says so; docs/operations.md. SMTP_SECURE=true is TLS from the first byte (port 465);
   * otherwise STARTTLS is used when the server offers it.
   */
  SMTP_HOST: blankIsUnset(z.string().optional()),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z.enum(["true", "false"]).default("false"),
  SMTP_USER: blankIsUnset(z.string().optional()),
  SMTP_PASS: blankIsUnset(z.string().optional()),
  SMTP_FROM: blankIsUnset(z.string().optional()),
  /**
   * Single sign-on (decision 027, docs/operations.md "Single sign-on"). OIDC: the provider's
   * issuer (its discovery document is read at the first sign-in, not at start), this catalogue's
   * client id and secret, the scopes asked for and, behind a proxy, the public address of
   * /oauth-response. Without OIDC_ISSUER and OIDC_CLIENT_ID OpenID Connect is off.
   */
  OIDC_ISSUER: blankIsUnset(z.string().url().optional()),
  OIDC_CLIENT_ID: blankIsUnset(z.string().optional()),
  OIDC_CLIENT_SECRET: blankIsUnset(z.string().optional()),
  OIDC_SCOPES: z.string().default("openid email profile"),
  OIDC_REDIRECT_URI: blankIsUnset(z.string().url().optional()),
  /**
   * SAML 2.0: the identity provider's single sign-on address (redirect binding) and signing
   * certificate (PEM, or its base64 body), this catalogue's entity id (the audience the IdP
   * writes) and, behind a proxy, the public address of /saml-response. Without SAML_IDP_SSO_URL,
   * SAML_IDP_CERT and SAML_SP_ENTITY_ID SAML is off.
   */
  SAML_IDP_SSO_URL: blankIsUnset(z.string().url().optional()),
  SAML_IDP_CERT: blankIsUnset(z.string().optional()),
  SAML_IDP_ISSUER: blankIsUnset(z.string().optional()),
  SAML_SP_ENTITY_ID: blankIsUnset(z.string().optional()),
  SAML_ACS_URL: blankIsUnset(z.string().url().optional()),
  /**
   * Signs the clearance declaration's QR address (decision 032). Unset: the service generates a
   * random key once and keeps it in the database (service_secret), so declarations stay valid
   * across restarts and instances; never a built-in default.
   */
  CLEARANCE_SECRET: blankIsUnset(z.string().min(32).optional()),
  /**
   * The OPAC's public address (https://catalogo.example.edu), for absolute links the service
   * prints: the clearance QR code (unset: the address the request came in on) and the interest
   * profile's digest, sent without a request (unset: no digest; decision 031).
   */
  OPAC_PUBLIC_URL: blankIsUnset(z.string().url().optional()),
  /** Minutes between the interest profile's digests sent by the server itself; 0 (default): never. */
  INTEREST_DIGEST_EVERY_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 31)
    .default(0),
  /**
   * Minutes between the server's clean-ups of ended sessions and expired refresh tokens (decision
   * 035); 0: never (run `npm run circ -- sessions-cleanup` from cron instead). Default hourly.
   */
  SESSION_CLEANUP_EVERY_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 31)
    .default(60),
  /** OAI-PMH provider (decision 041): identifiers oai:<id>:<record>; unset: OPAC_PUBLIC_URL's host. */
  OAI_REPOSITORY_ID: blankIsUnset(
    z
      .string()
      .regex(/^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/)
      .optional(),
  ),
  /** Records per OAI-PMH page before a resumption token. */
  OAI_PAGE_SIZE: z.coerce.number().int().min(1).max(1000).default(100),
  /** "off": the provider offers no sets (noSetHierarchy). */
  OAI_SETS: z.enum(["on", "off"]).default("on"),
  /** Minutes between network harvests run by the server itself (decision 041); 0 (default): never. */
  NETWORK_HARVEST_EVERY_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 31)
    .default(0),
  /**
   * Who may read /metrics (decision 048): a caller sending `Authorization: Bearer <METRICS_TOKEN>`;
   * unset, only a caller on this machine (a loopback address), never the public port's visitors.
   */
  METRICS_TOKEN: blankIsUnset(z.string().min(16).optional()),
  /** The build's name in /version and the metrics (an image's tag or commit); unset: the OPAC build's hash. */
  BUILD_ID: blankIsUnset(z.string().max(100).optional()),
  /**
   * On SIGTERM or SIGINT, how long requests already being served may take to finish before the
   * process closes anyway (decision 048); /readyz answers 503 from the signal on.
   */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(25),
});

export type ApiConfig = z.infer<typeof EnvSchema> & { tokenSecret: string };

export function readConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new StartupError(`Invalid library-service settings: ${problems}`);
  }
  // At start rather than at the first login: a malformed hash cost, or a test cost in production.
  try {
    passwordHashCost(env);
  } catch (error) {
    throw new StartupError((error as Error).message, { cause: error });
  }
  const tokenSecret = parsed.data.TOKEN_SECRET ?? randomSecret();
  return { ...parsed.data, tokenSecret };
}

/**
 * The settings of a server (not of a command run beside it): also refused when, in production, it
 * would publish addresses it cannot know (api/core/startup.ts publicAddressProblem).
 */
export function readServerConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const config = readConfig(env);
  const problem = publicAddressProblem(config);
  if (problem) throw problem;
  return config;
}

function randomSecret(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
}
