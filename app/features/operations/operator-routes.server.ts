/**
 * The OPAC's own /healthz, /readyz and /metrics when it runs alone under remix-serve (`npm run
 * start:opac`, decision 048), answered by resource routes. In the one-process server
 * (server/index.ts) the same addresses are answered before Remix, over the database itself.
 * - /healthz: the process answers.
 * - /readyz: the library service at LIBRARY_API_URL says it is ready (a page needs it), and the
 *   process is not stopping (remix-serve closes its listener on SIGTERM; this says so first).
 * - /metrics: the OPAC process's requests and its own figures, behind METRICS_TOKEN as the service's.
 */
import { mayReadMetrics, metricsResponse } from "../../../api/core/http/metrics.ts";
import { currentPeer } from "../../../api/core/http/request-log.ts";
import { env } from "../../lib/env.server.ts";

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    stopping = true;
  });
}

/** How long the service's /readyz may take before the OPAC counts it as away. */
const SERVICE_CHECK_MS = 2_000;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

export function healthz(): Response {
  return json({ status: "ok" });
}

export async function readyz(): Promise<Response> {
  const unready = (status: string) => json({ status }, 503, { "Retry-After": "5" });
  if (stopping) return unready("stopping");
  try {
    const service = await fetch(new URL("/readyz", env.LIBRARY_API_URL), {
      signal: AbortSignal.timeout(SERVICE_CHECK_MS),
    });
    await service.body?.cancel();
    return service.ok ? json({ status: "ready" }) : unready("library_service_unready");
  } catch {
    return unready("library_service_unavailable");
  }
}

export function metrics(request: Request): Promise<Response> {
  return metricsResponse(mayReadMetrics(env.METRICS_TOKEN, request.headers.get("authorization"), currentPeer()));
}
