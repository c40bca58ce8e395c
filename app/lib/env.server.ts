/**
 * Server configuration read from the environment once, checked with zod so a bad value stops the
 * server at start rather than on the first request that needs it. Nothing here reaches the
 * browser: pass values to the client explicitly through a loader when one is needed.
 */
import { z } from "zod";

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
});

export type Env = z.infer<typeof EnvSchema>;

function readEnv(): Env {
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid environment variables: ${z.prettifyError(parsed.error)}`);
  }
  if (parsed.data.NODE_ENV === "production" && parsed.data.SESSION_SECRET === DEV_SESSION_SECRET) {
    console.warn("SESSION_SECRET is not set: sessions are signed with the development secret.");
  }
  return parsed.data;
}

export const env = readEnv();
