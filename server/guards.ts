/**
 * What the process refuses before any route sees a request, and the headers every answer
 * carries (decision 035). The OPAC's forms are small and always HTML forms; the
 * service's calls are small JSON or form bodies. So:
 * - a body over 1 MiB is refused with 413 before it is read whole (a declared length at once, a
 *   streamed one as soon as it passes the limit); the thesis upload's paths take 10 MiB and a bit;
 * - an OPAC POST that is not a form is refused with 415 (Remix would fail reading it: a 500), and
 *   a multipart body that does not parse (a cut or forged boundary) with 400 and a page saying so,
 *   for the same reason;
 * - an OPAC POST from another site (its Origin names another host) is refused with 403, as the
 *   actions' own check does, but before Remix's (which throws: a 500 and a stack trace). The
 *   one exception is the SAML identity provider's post to /saml-response, which is cross-site by
 *   design and checked by that route against the configured provider;
 * - a NUL character anywhere in the address is refused with 400 (PostgreSQL cannot store one in
 *   text, and no parameter of ours means anything with it);
 * - every answer says `nosniff`, and behind https (directly or per X-Forwarded-Proto) HSTS.
 * The OPAC's refusals are a short page in the visitor's language (the `lng` cookie, else
 * Accept-Language); the service's are its usual `{ error: { code, message } }`.
 */
import type { Context, MiddlewareHandler } from "hono";

import { MAX_BODY_BYTES } from "../api/core/http/input.ts";
import { MAX_UPLOAD_BODY_BYTES } from "../api/lending/research-requests/research-requests.rules.ts";
import { apiMessages, type Lang } from "../api/core/i18n.ts";
import en from "../app/locales/en.json";
import es from "../app/locales/es.json";
import pt from "../app/locales/pt.json";

const PAGES = { pt, en, es } as const;
type Refusal = 400 | 403 | 413 | 415;

function language(request: Request): Lang {
  const cookie = request.headers.get("cookie")?.match(/(?:^|;\s*)lng=(pt|en|es)(?:;|$)/)?.[1];
  if (cookie) return cookie as Lang;
  for (const part of (request.headers.get("accept-language") ?? "").split(",")) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === "pt" || tag === "en" || tag === "es") return tag;
  }
  return "pt";
}

const API_CODES: Record<Refusal, { code: string; key: "bad_request" | "forbidden" | "payload_too_large" }> = {
  400: { code: "bad_request", key: "bad_request" },
  403: { code: "forbidden", key: "forbidden" },
  413: { code: "payload_too_large", key: "payload_too_large" },
  415: { code: "bad_request", key: "bad_request" },
};

function refuse(c: Context, status: Refusal, page: Refusal | "badForm" = status): Response {
  const lang = language(c.req.raw);
  if (new URL(c.req.url).pathname.startsWith("/api/")) {
    const { code, key } = API_CODES[status];
    return c.json({ error: { code, message: apiMessages[lang].errors[key] } }, status);
  }
  const text = PAGES[lang].common.refused[page];
  // Fixed texts of our own locale files: nothing here comes from the request.
  return c.html(
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text.title}</title></head>` +
      `<body><main><h1>${text.title}</h1><p>${text.body}</p><p><a href="/">${PAGES[lang].common.notFound.home}</a></p></main></body></html>`,
    status,
  );
}

const isForm = (type: string) =>
  type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");

/** Reads a body without a declared length up to the limit; undefined once it passes it. */
async function bufferUpTo(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const reader = request.body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Paths that take a larger body: the catalogue sheet's thesis upload (decision 033), on the OPAC's
 * page and on the service's calls. Everything else keeps the 1 MiB limit.
 */
const LARGE_BODY_PATHS = new Map<string, number>([
  ["/meupergamum/pedidos-pesquisa/ficha-catalografica", MAX_UPLOAD_BODY_BYTES],
  ["/api/solicitacoes/ficha-catalografica/save", MAX_UPLOAD_BODY_BYTES],
  ["/api/solicitacoes/ficha-catalografica", MAX_UPLOAD_BODY_BYTES],
]);

/** Where another site's page may post a form: the SAML identity provider's answer. */
const CROSS_SITE_POSTS = new Set(["/saml-response"]);

/**
 * No Origin (an old client; the session cookie is SameSite=Lax) or one naming this host, as a
 * proxy forwards it (X-Forwarded-Host) or as the request came (Host). Origin "null" (a sandboxed
 * or privacy-redirected page) is not ours.
 */
function sameOrigin(request: Request): boolean {
  // A browser that says the post came from another site is believed even without an Origin
  // (decision 035).
  if (request.headers.get("sec-fetch-site") === "cross-site") return false;
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  const host =
    request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() ??
    request.headers.get("host") ??
    new URL(request.url).host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Whether a multipart body parses (read from a copy: the route reads the original). */
function readsAsForm(request: Request): Promise<boolean> {
  return request
    .clone()
    .formData()
    .then(
      () => true,
      () => false,
    );
}

export function guardRequests(): MiddlewareHandler {
  return async (c, next) => {
    if (/%00/.test(c.req.url)) return refuse(c, 400);
    const request = c.req.raw;
    if (request.body) {
      const limit = LARGE_BODY_PATHS.get(c.req.path) ?? MAX_BODY_BYTES;
      const declared = request.headers.get("content-length");
      if (declared !== null && Number(declared) > limit) return refuse(c, 413);
      if (declared === null) {
        const body = await bufferUpTo(request, limit).catch(() => undefined);
        if (!body) return refuse(c, 413);
        c.req.raw = new Request(request, { body });
      }
    }
    const isApi = c.req.path.startsWith("/api/");
    if (!isApi && request.method !== "GET" && request.method !== "HEAD") {
      const type = (request.headers.get("content-type") ?? "").toLowerCase();
      if (!isForm(type)) return refuse(c, 415);
      if (!CROSS_SITE_POSTS.has(c.req.path) && !sameOrigin(request)) return refuse(c, 403);
      if (type.startsWith("multipart/form-data") && !(await readsAsForm(c.req.raw))) return refuse(c, 400, "badForm");
    }
    await next();
  };
}

/** HSTS for six months once the visitor is on https; never on plain http (it would be ignored). */
const HSTS = "max-age=15552000";

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    if (!c.res.headers.has("Referrer-Policy")) c.res.headers.set("Referrer-Policy", "same-origin");
    const proto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() ?? new URL(c.req.url).protocol.slice(0, -1);
    if (proto === "https") c.res.headers.set("Strict-Transport-Security", HSTS);
  };
}
