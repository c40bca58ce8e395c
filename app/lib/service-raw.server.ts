/**
 * The two service calls the typed client (app/lib/api.server.ts) cannot make: a JSON body (the
 * link statistics call takes JSON only, docs/decisions/009) and reading a file of the service
 * (to count a PDF's pages). Same base, `lang` and bearer as the client; no token refresh (the
 * statistics call is public and a file address is signed).
 */
import type { AppLoadContext } from "@remix-run/node";

import { LANG_HEADER } from "./api.server.ts";
import { env } from "./env.server.ts";
import { getLocale } from "./i18n.server.ts";
import { getSession } from "./session.server.ts";

async function send(
  request: Request,
  context: AppLoadContext,
  path: string,
  init: { method: string; json?: unknown; accept?: string },
): Promise<Response> {
  const [locale, session] = await Promise.all([getLocale(request), getSession(request)]);
  const base = (context.apiFetch ? new URL("/api", request.url).href : env.LIBRARY_API_URL).replace(/\/+$/, "");
  const headers = new Headers({ accept: init.accept ?? "application/json", lang: LANG_HEADER[locale] });
  const token = session.get("auth")?.accessToken;
  if (token) headers.set("authorization", `Bearer ${token}`);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  const apiRequest = new Request(base + path, {
    method: init.method,
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    redirect: "manual",
  });
  return context.apiFetch ? context.apiFetch(apiRequest) : fetch(apiRequest);
}

/** Browser family from the User-Agent, for the statistics (coarse on purpose). */
export function clientInfo(request: Request): { browser?: string; device?: string; os?: string } {
  const ua = request.headers.get("user-agent") ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrome\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : undefined;
  const os = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad/.test(ua)
      ? "iOS"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS X/.test(ua)
          ? "macOS"
          : /Linux/.test(ua)
            ? "Linux"
            : undefined;
  const device = ua ? (/Mobi|Android|iPhone/.test(ua) ? "mobile" : "desktop") : undefined;
  return { browser, device, os };
}

/** POST /vinculos/estatistica-acesso: a public link was followed. Failures are logged, never shown. */
export async function recordLinkAccess(
  request: Request,
  context: AppLoadContext,
  body: { cod_acervo: number; seq_paragrafo: number; url: string },
): Promise<void> {
  try {
    const response = await send(request, context, "/vinculos/estatistica-acesso", {
      method: "POST",
      json: { ...body, user_id: null, ...clientInfo(request) },
    });
    if (!response.ok)
      console.error(`link statistics: HTTP ${response.status} for ${body.cod_acervo}/${body.seq_paragrafo}`);
  } catch (error) {
    console.error("link statistics:", error);
  }
}

/** The bytes of a file of the service at `apiPath` ("/api/vinculos/arquivo/…"), at most `limit` bytes; else null. */
export async function readServiceFile(
  request: Request,
  context: AppLoadContext,
  apiPath: string,
  limit = 20 * 1024 * 1024,
): Promise<Uint8Array | null> {
  if (!apiPath.startsWith("/api/vinculos/arquivo/")) return null;
  try {
    const response = await send(request, context, apiPath.slice("/api".length), {
      method: "GET",
      accept: "application/pdf",
    });
    if (!response.ok || !response.body) return null;
    const length = Number(response.headers.get("content-length") ?? "0");
    if (length > limit) {
      await response.body.cancel();
      return null;
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    return bytes.length > limit ? null : bytes;
  } catch (error) {
    console.error("reading a file of the service:", error);
    return null;
  }
}
