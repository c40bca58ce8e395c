/**
 * Why a server cannot start, said the way an operator fixes it: one line on stderr (a JSON log
 * line unless LOG_FORMAT=text) naming the setting, what was found and what to do, then exit status
 * 1, never a stack trace (docs/decisions/049-schedules-startup-and-crawlers.md). A failure this
 * module cannot word is not hidden: it is thrown on with its stack, as a bug is.
 */
import { LockedError } from "./db/folder-lock.ts";

/** A start-up failure whose message is the whole explanation, for the operator. */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StartupError";
  }
}

/** `step()`'s value; when it fails with a StartupError, that one line and exit status 1. */
export async function orExit<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const POSTGRES_SCHEMES = new Set(["postgres:", "postgresql:"]);

/** Whether `url` is a PostgreSQL connection address (what DATABASE_URL and the replicas must be). */
export function isPostgresUrl(url: string): boolean {
  try {
    return POSTGRES_SCHEMES.has(new URL(url).protocol);
  } catch {
    return false;
  }
}

export const NOT_POSTGRES =
  "not a PostgreSQL address: give postgres://USER:PASSWORD@HOST:5432/DATABASE " +
  "(this catalogue runs on PostgreSQL only), or leave DATABASE_URL unset for the embedded database";

/**
 * The words for a failure to open the database at start (`databaseUrl` set: a PostgreSQL
 * server; else the embedded one in `dataDir`), or undefined when it is not one an operator fixes.
 */
export function openingProblem(
  error: unknown,
  where: { databaseUrl?: string; dataDir: string },
): StartupError | undefined {
  if (error instanceof StartupError) return error;
  if (error instanceof LockedError) {
    return new StartupError(
      `DATA_DIR: ${error.message}. Stop that process first (npm run import -- --server imports beside a running server), or set DATA_DIR to another folder.`,
      { cause: error },
    );
  }
  const code = (error as { code?: unknown } | undefined)?.code;
  if (!where.databaseUrl) {
    if (code === "EACCES" || code === "EPERM" || code === "EROFS") {
      const uid = process.getuid?.();
      const user = uid === undefined ? "this process" : `this process (user id ${uid})`;
      return new StartupError(
        `DATA_DIR: the embedded database's folder ${where.dataDir} is not writable by ${user}. ` +
          `Make it writable for that user (chown -R ${uid ?? "USER"} ${where.dataDir}), or set DATA_DIR to a writable folder (a mounted volume).`,
        { cause: error },
      );
    }
    return undefined;
  }
  const url = new URL(where.databaseUrl);
  const server = `${url.hostname}:${url.port || "5432"}`;
  const message = error instanceof Error ? error.message : String(error);
  if (code === "28P01" || code === "28000") {
    return new StartupError(
      `DATABASE_URL: the PostgreSQL server at ${server} refused user "${decodeURIComponent(url.username)}" (${message}). ` +
        "Correct the user and password in DATABASE_URL, or let that user in (pg_hba.conf).",
      { cause: error },
    );
  }
  if (code === "3D000") {
    const name = decodeURIComponent(url.pathname.slice(1));
    return new StartupError(
      `DATABASE_URL: the database "${name}" does not exist on the PostgreSQL server at ${server}. ` +
        `Create it (createdb -h ${url.hostname} -p ${url.port || "5432"} ${name}), or correct its name in DATABASE_URL.`,
      { cause: error },
    );
  }
  const reason = unreachableReason(error);
  if (reason) {
    return new StartupError(
      `DATABASE_URL: cannot reach the PostgreSQL server at ${server} (${reason}). ` +
        "Start it, or correct the host and port in DATABASE_URL" +
        (reason === NO_ANSWER ? " (or give it longer: DATABASE_CONNECT_TIMEOUT_SECONDS)." : "."),
      { cause: error },
    );
  }
  return undefined;
}

const NO_ANSWER = "no answer";

const UNREACHABLE: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ENOTFOUND: "no such host",
  EAI_AGAIN: "the host name could not be resolved",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  ETIMEDOUT: NO_ANSWER,
  ECONNRESET: "connection reset",
  "57P03": "the server is starting up",
};

function unreachableReason(error: unknown): string | undefined {
  if (error instanceof AggregateError) return error.errors.map(unreachableReason).find(Boolean);
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && UNREACHABLE[code]) return UNREACHABLE[code];
  if (/timeout exceeded when trying to connect|Connection terminated/.test(error.message)) return NO_ANSWER;
  return undefined;
}

/**
 * In production the catalogue prints absolute addresses where no request gives one (the OAI-PMH
 * identifiers, the digest's links) and where a proxy's Host header would give a wrong one (QR codes,
 * feeds): without OPAC_PUBLIC_URL it would publish `oai:catalogo.localhost:N` to every harvester.
 */
export function publicAddressProblem(env: { NODE_ENV?: string; OPAC_PUBLIC_URL?: string }): StartupError | undefined {
  if (env.NODE_ENV !== "production" || env.OPAC_PUBLIC_URL) return undefined;
  return new StartupError(PUBLIC_ADDRESS_MISSING);
}

export const PUBLIC_ADDRESS_MISSING =
  "OPAC_PUBLIC_URL is not set: in production the catalogue would publish OAI-PMH identifiers as " +
  "oai:catalogo.localhost:N and take the addresses in QR codes and feeds from each request's Host header. " +
  "Set OPAC_PUBLIC_URL to the catalogue's public address (https://catalogo.example.edu).";
