/**
 * Structured logs (decision 036): every line the servers print is one JSON object, `time`,
 * `level`, `msg` and, while a request is being served, its `request_id`; each request ends with
 * one line of `method`, `path`, `status` and `duration_ms`. The request id is the caller's
 * `X-Request-Id` when it is a plausible one (a proxy's, or the OPAC's when it calls a separate
 * service), else a new UUID; it is sent back as `X-Request-Id` and passed on to the service, so
 * one page's lines in the OPAC and in the service can be found together.
 *
 * LOG_FORMAT=text keeps plain lines (development, a terminal); the servers choose, not the
 * library service's code, so tests calling `createApi` print nothing.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { format } from "node:util";

import { observeRequest } from "./metrics.ts";

export const REQUEST_ID_HEADER = "x-request-id";

/**
 * What is known of the request being served: its id, the route template that answered it (for
 * the metrics) and the peer's address. One store per process: the one-process server bundles this
 * module twice (build/server.js and the OPAC's build/index.js), and a page's route is set by the
 * OPAC's copy inside the request the server's copy serves.
 */
export interface RequestContext {
  requestId: string;
  route?: string;
  peer?: string;
}
const CONTEXT = Symbol.for("acervo.requestContext");
const context = ((globalThis as { [CONTEXT]?: AsyncLocalStorage<RequestContext> })[CONTEXT] ??=
  new AsyncLocalStorage<RequestContext>());

/** The request id being served, where there is one. */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

/**
 * Names the route template serving this request ("/api/acervo/:id", "/acervo/:id"), the label its
 * metrics are counted under. The first one named wins: a page's calls to the service in the same
 * process are part of the page.
 */
export function setRouteTemplate(route: string): void {
  const store = context.getStore();
  if (store && store.route === undefined) store.route = route;
}

/** A page's template from the paths of its matched routes, root first: "/acervo/:id". */
export function pageTemplate(paths: readonly (string | undefined)[]): string {
  return `/${paths
    .flatMap((p) => (p ?? "").split("/"))
    .filter(Boolean)
    .join("/")}`;
}

/** The address of the peer that sent the request being served, where the server said. */
export function currentPeer(): string | undefined {
  return context.getStore()?.peer;
}

/** The label of a request no route named: a 404, or another answer (a static file, a redirect). */
export function routeLabel(route: string | undefined, status: number): string {
  return route ?? (status === 404 ? "unmatched" : "other");
}

/** Letters, digits and `._:-`, at most 128: anything else (a log-injection attempt) is replaced. */
const PLAUSIBLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(headers: Headers): string {
  return requestIdOrNew(headers.get(REQUEST_ID_HEADER));
}

/** `given` when it is a plausible request id, else a new UUID. */
export function requestIdOrNew(given: string | null | undefined): string {
  return given && PLAUSIBLE_ID.test(given) ? given : randomUUID();
}

/** Runs `fn` as part of the request `store` describes (its log lines carry the id). */
export function withRequestContext<T>(store: RequestContext, fn: () => T): T {
  return context.run(store, fn);
}

type Level = "debug" | "info" | "warn" | "error";

export function logLine(level: Level, fields: Record<string, unknown>): void {
  const requestId = currentRequestId();
  const line = { time: new Date().toISOString(), level, ...(requestId ? { request_id: requestId } : {}), ...fields };
  const text = `${JSON.stringify(line, (_key, value: unknown) => (value instanceof Error ? errorFields(value) : value))}\n`;
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(text);
}

function errorFields(error: Error): Record<string, unknown> {
  return { name: error.name, message: error.message, stack: error.stack };
}

// On globalThis, not in this module: the one-process server and the OPAC's build each bundle a
// copy of this file, and wrapping the console twice would nest one JSON line inside another.
const INSTALLED = Symbol.for("acervo.jsonConsole");

/**
 * Makes console.log/info/warn/error/debug write JSON lines (unless LOG_FORMAT=text), so what the
 * service and the OPAC already log (a database fault, a failed e-mail) carries the request id.
 */
export function installJsonConsole(env: NodeJS.ProcessEnv = process.env): void {
  const global = globalThis as { [INSTALLED]?: boolean };
  if (global[INSTALLED] || env.LOG_FORMAT === "text") return;
  global[INSTALLED] = true;
  const to =
    (level: Level) =>
    (...args: unknown[]) => {
      const error = args.find((a): a is Error => a instanceof Error);
      logLine(level, {
        msg: format(...args.map((a) => (a instanceof Error ? a.message : a))),
        ...(error ? { error } : {}),
      });
    };
  console.log = to("info");
  console.info = to("info");
  console.warn = to("warn");
  console.error = to("error");
  console.debug = to("debug");
}

export interface LoggedFetchOptions {
  /** Added to each request line, e.g. `{ via: "opac" }` for the service calls the OPAC makes in-process. */
  fields?: Record<string, unknown>;
  /** The id to use instead of reading the request's header (a call made while serving a page). */
  requestId?: string;
  /** The peer's address (the socket's), for /metrics' loopback rule. */
  peer?: string;
}

/**
 * Serves `request` with `handler` under its request id, answers with `X-Request-Id` and logs one
 * line for it (level error for a 5xx, warn for a 4xx other than 404).
 */
export async function servedWithLog(
  request: Request,
  handler: (request: Request, requestId: string) => Response | Promise<Response>,
  options: LoggedFetchOptions = {},
): Promise<Response> {
  const requestId = options.requestId ?? requestIdFrom(request.headers);
  const started = performance.now();
  const url = new URL(request.url);
  const store: RequestContext = { requestId, peer: options.peer };
  return context.run(store, async () => {
    let status = 500;
    try {
      let response = await handler(request, requestId);
      status = response.status;
      try {
        response.headers.set("X-Request-Id", requestId);
      } catch {
        // Immutable headers (a response passed through from fetch): copy it.
        response = new Response(response.body, response);
        response.headers.set("X-Request-Id", requestId);
      }
      return response;
    } finally {
      const level: Level = status >= 500 ? "error" : status >= 400 && status !== 404 ? "warn" : "info";
      logLine(level, {
        msg: "request",
        method: request.method,
        // The path only: a query may carry a patron's search or a token.
        path: url.pathname,
        status,
        duration_ms: Math.round((performance.now() - started) * 10) / 10,
        ...options.fields,
      });
      observeRequest(request.method, routeLabel(store.route, status), status, (performance.now() - started) / 1000);
    }
  });
}
