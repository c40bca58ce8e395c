/**
 * Server configuration read from the environment once, checked with zod so a bad value stops the
 * server at start rather than on the first request that needs it. Nothing here reaches the
 * browser: pass values to the client explicitly through a loader when one is needed.
 */
import * as z from "zod";

const DEV_SESSION_SECRET = "dev-only-session-secret-change-me";

const EnvSchema = z.object({
  NODE_ENV: z.string().default("development"),
  /** Base of the library service when it is not run in-process (context.apiFetch absent). */
  LIBRARY_API_URL: z.url().default("http://localhost:3000/api"),
  /** Comma-separated; the first signs, all verify (so a secret can be rotated). */
  SESSION_SECRET: z.string().min(1).default(DEV_SESSION_SECRET),
  /**
   * Secure flag of our cookies: "auto" sets it when the request arrived over https (directly or,
   * behind a TLS-terminating proxy, as reported by X-Forwarded-Proto); "always"/"never" force it.
   */
  COOKIE_SECURE: z.enum(["auto", "always", "never"]).default("auto"),
  /** The VLibras sign-language widget (decision 038): "on" loads its script from vlibras.gov.br. */
  VLIBRAS: z.enum(["on", "off"]).default("off"),
  /**
   * The catalogue's public address (https://catalogo.example.edu): absolute links the OPAC prints
   * (OpenSearch, feeds, permalinks) use it instead of the request's Host (decision 035).
   */
  OPAC_PUBLIC_URL: z.preprocess((v) => (v === "" ? undefined : v), z.url().optional()),
  /**
   * The language the library writes its texts in (FAQ, information, events), as a BCP 47 tag:
   * pages in another language mark those texts with it (`lang`), so they are read aloud right.
   */
  /**
   * Who may read the OPAC's /metrics when it runs alone (decision 048): `Authorization: Bearer
   * <METRICS_TOKEN>`; unset, callers on this machine only.
   */
  METRICS_TOKEN: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(16).optional()),
  INSTITUTION_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
    .default("pt-BR"),
});

export type Env = z.infer<typeof EnvSchema>;

/**
 * The environment, or the one line that says what to fix and exit status 1: a server that cannot
 * start says so in the operator's terms, without a stack trace (api/core/startup.ts).
 */
function readEnv(): Env {
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    return refuseToStart(`Invalid environment variables: ${problems}`);
  }
  // Never the development value in production (decision 035): the one-process server
  // (server/index.ts) sets a generated, kept secret before the OPAC loads; an OPAC run on its own
  // must be given one.
  if (parsed.data.NODE_ENV === "production") {
    const weak = parsed.data.SESSION_SECRET.split(",")
      .map((s) => s.trim())
      .some((s) => s === DEV_SESSION_SECRET || s.length < 32);
    if (weak) {
      return refuseToStart(
        "SESSION_SECRET is not set, or is the development value, or shorter than 32 characters: the OPAC " +
          "will not sign sessions with it in production. Set SESSION_SECRET to 32+ random characters " +
          '(docs/operations.md "Secrets"), or run the one-process server, which generates and keeps one.',
      );
    }
  }
  return parsed.data;
}

function refuseToStart(line: string): never {
  console.error(line);
  process.exit(1);
}

export const env = readEnv();
