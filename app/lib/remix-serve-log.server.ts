/**
 * The OPAC's logs when it runs alone under `remix-serve` (`npm run start:opac`, decision 036): the
 * same JSON lines as the one-process server. remix-serve is an Express app we do not write: it
 * gives Remix no load context (so no request id) and prints a text access line per request with
 * morgan ("GET /?q=term 200 512 - 3.2 ms", query and all). Its server is a plain `http.Server`,
 * created after it imports this build, so the build can take each request as it arrives:
 * - the request id is the visitor's (or the proxy's) plausible `X-Request-Id`, else a new UUID; it
 *   is written back into the request's headers, where the library client reads it and passes it
 *   to the service (app/lib/library/transport.server.ts), and answered as `X-Request-Id`;
 * - everything the OPAC logs while serving it carries the id (console lines are JSON);
 * - when the answer is sent, one `request` line (method, path without the query, status,
 *   duration) replaces morgan's, which is dropped.
 * - the answer is counted in the metrics under its route template (api/core/http/metrics.ts).
 * LOG_FORMAT=text leaves remix-serve's own output alone.
 */
import http from "node:http";

import { collectProcessMetrics, observeRequest } from "../../api/core/http/metrics.ts";
import {
  installJsonConsole,
  logLine,
  requestIdOrNew,
  routeLabel,
  withRequestContext,
  type RequestContext,
} from "../../api/core/http/request-log.ts";

/** Is this process remix-serve (its CLI is the script node runs)? */
export function runningUnderRemixServe(argv: readonly string[] = process.argv): boolean {
  return /remix-serve|@remix-run[/\\]serve[/\\]/.test(argv[1] ?? "");
}

/** morgan's "tiny" format: `:method :url :status :res[content-length] - :response-time ms`. */
export const MORGAN_TINY = /^[A-Z]+ \S+ (?:\d{3}|-) (?:\d+|-) - (?:[\d.]+|-) ms\n?$/;

const INSTALLED = Symbol.for("acervo.remixServeLog");

export function installRemixServeLog(env: NodeJS.ProcessEnv = process.env): void {
  const global = globalThis as { [INSTALLED]?: boolean };
  if (global[INSTALLED]) return;
  global[INSTALLED] = true;
  collectProcessMetrics();
  // The request's context (its id, route and peer) and its metrics are kept in either format.
  const json = env.LOG_FORMAT !== "text";
  if (json) {
    installJsonConsole(env);
    const write = process.stdout.write.bind(process.stdout) as (...args: unknown[]) => boolean;
    process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (typeof chunk === "string" && MORGAN_TINY.test(chunk)) return true;
      return write(chunk, ...rest);
    }) as typeof process.stdout.write;
  }

  const emit = http.Server.prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event !== "request") return emit.call(this, event, ...args);
    const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
    const given = req.headers["x-request-id"];
    const requestId = requestIdOrNew(typeof given === "string" ? given : undefined);
    req.headers["x-request-id"] = requestId;
    res.setHeader("X-Request-Id", requestId);
    const started = performance.now();
    const path = (req.url ?? "/").split("?")[0];
    const store: RequestContext = { requestId, peer: req.socket.remoteAddress };
    res.once("close", () => {
      const status = res.statusCode;
      const duration = performance.now() - started;
      if (path !== "/healthz" && path !== "/readyz" && path !== "/metrics") {
        observeRequest(req.method ?? "GET", routeLabel(store.route, status), status, duration / 1000);
      }
      if (!json) return;
      const level = status >= 500 ? "error" : status >= 400 && status !== 404 ? "warn" : "info";
      logLine(level, {
        request_id: requestId,
        msg: "request",
        method: req.method,
        path,
        status,
        duration_ms: Math.round(duration * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      });
    });
    return withRequestContext(store, () => emit.call(this, event, ...args));
  } as typeof http.Server.prototype.emit;
}
