/**
 * The transport of the library client: internal to app/lib/library/. Routes and features never
 * import it; they call the named functions of `libraryClient` (index.server.ts), which own each
 * call's path, method, body and response type.
 *
 * - In the default single-process setup the server passes `context.apiFetch`, which runs the
 *   service in-process (same Request/Response semantics, no socket). Otherwise the client
 *   fetches `LIBRARY_API_URL`.
 * - Each call carries `lang` (1 pt, 3 es, 5 en) and, when a patron is logged in, the bearer token.
 * - A 401 on any call except the token call refreshes the tokens once and retries; the new tokens
 *   go into the session, and `headers()` gives the Set-Cookie the loader must return. When the
 *   refresh fails the patron is logged out and sent back with the 'SessaoExpirada' notice.
 */
import { redirect, type AppLoadContext } from "@remix-run/node";

import type { TokenResponse } from "../../../api/contract.ts";
import { fillPath, type CallAnswer, type CallRequest, type CallSpec } from "../../../api/core/http/call.ts";
import { SEARCH_PROOF_HEADER, SEARCH_SCRIPT_HEADER } from "../../../api/catalogue/search/search.calls.ts";
import type { CaptchaChallenge } from "../../../api/patron/captcha/contract.ts";
import { isScriptRequest, searchProofOf, type SearchChallengeData } from "../../features/search/search-challenge.ts";
import { env } from "../env.server.ts";
import { getLocale } from "../i18n.server.ts";
import type { Language } from "../i18n.ts";
import { commitSession, currentPath, getSession, type AppSession, type AuthData } from "../session.server.ts";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Runs the library service in-process; set by server/index.ts. */
    apiFetch?: (request: Request) => Promise<Response>;
    /** The visitor's address (server/index.ts), for the service's login limits. */
    clientAddress?: string;
    /** The document's Content-Security-Policy nonce (server/index.ts; decision 035). */
    cspNonce?: string;
    /** The id server/index.ts gave the visitor's request (api/core/http/request-log.ts). */
    requestId?: string;
    /** The release this process runs (api/core/http/release.ts), for the footer. */
    release?: { version: string };
  }
}

/**
 * The request id the service's calls carry (X-Request-Id), so its log lines join the page's:
 * server/index.ts's, else (the OPAC alone under remix-serve) a proxy's plausible one, else one
 * made here for the page request and shared by all its loaders.
 */
const requestIds = new WeakMap<Request, string>();
function requestIdOf(request: Request, context: AppLoadContext): string {
  if (context.requestId) return context.requestId;
  let id = requestIds.get(request);
  if (!id) {
    const given = request.headers.get("x-request-id");
    id = given && /^[A-Za-z0-9._:-]{1,128}$/.test(given) ? given : crypto.randomUUID();
    requestIds.set(request, id);
  }
  return id;
}

/** The `lang` header values of the Pergamum calls. */
const LANG_HEADER: Record<Language, string> = { pt: "1", es: "3", en: "5" };

/**
 * A call the library service refused or could not answer, as the OPAC reads it: the HTTP status,
 * the service's error code and its message in the patron's language (the service's own error type
 * is api/core/errors.ts's ApiError).
 */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The service's Retry-After (a 429 or 503), passed on to the visitor's answer. */
    readonly retryAfter?: string,
  ) {
    super(message);
    this.name = "ServiceError";
  }
}

export type Query = Record<string, string | number | readonly (string | number)[] | null | undefined> | URLSearchParams;

export interface CallOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  query?: Query;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as multipart/form-data (a file upload); the boundary is the runtime's. */
  multipart?: FormData;
  /** Overrides the session's token (used right after login, before the session holds it). */
  accessToken?: string;
  /** The `accept` header; JSON unless a call reads a file. */
  accept?: string;
}

/**
 * Refreshes in flight, by refresh token. Loaders of one page run in parallel, and a browser may
 * send several requests at once: all of them must wait for one refresh and share its result,
 * because the service rotates refresh tokens (a second refresh with the old token would fail and
 * log the patron out). Kept a few seconds after settling for requests that arrive just late.
 */
const refreshes = new Map<string, Promise<TokenResponse | null>>();
const REFRESH_SHARE_MS = 10_000;

export interface Transport {
  readonly locale: Language;
  readonly session: AppSession;
  /** The visitor's request the calls are made for (its User-Agent, its signal). */
  readonly request: Request;
  /**
   * A JSON call, refreshed once on 401. `T` is asserted, not checked: only the resource modules
   * of app/lib/library/ call this, each with the contract type the service's handler returns.
   */
  json<T>(path: string, options?: CallOptions): Promise<T>;
  /**
   * A declared call (api/core/http/call.ts): its path filled from `params`, `query` in the address,
   * `body` as JSON; the answer typed by the call's success schema. Refreshed once on 401.
   */
  call<S extends CallSpec>(
    spec: S,
    request: CallRequest<S>,
    options?: Pick<CallOptions, "accessToken" | "multipart">,
  ): Promise<CallAnswer<S>>;
  /** A declared call whose answer is a file (or read as is): the service's response; ServiceError when not 2xx. */
  callForFile<S extends CallSpec>(
    spec: S,
    request: CallRequest<S>,
    options?: Pick<CallOptions, "accessToken" | "accept">,
  ): Promise<Response>;
  /** A call whose answer is a file: the service's response itself; ServiceError when not 2xx. */
  download(path: string, options?: CallOptions): Promise<Response>;
  /**
   * One request as is: no refresh on 401, no ServiceError (the caller reads the status), redirects
   * not followed. For the link statistics (public) and signed file addresses.
   */
  once(path: string, options?: CallOptions): Promise<Response>;
  /** Set-Cookie for the loader's answer when the tokens were refreshed, else empty. */
  headers(): Promise<Headers>;
}

export async function createTransport({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}): Promise<Transport> {
  const [locale, session] = await Promise.all([getLocale(request), getSession(request)]);
  const apiFetch = context.apiFetch;
  // In-process calls keep the incoming origin so the service sees ordinary /api/… URLs.
  const base = (apiFetch ? new URL("/api", request.url).href : env.LIBRARY_API_URL).replace(/\/+$/, "");
  let dirty = false;
  const scripted = isScriptRequest(request);
  const proof = searchProofOf(request);

  function buildUrl(path: string, query?: Query): string {
    const url = new URL(base + path);
    if (query instanceof URLSearchParams) {
      query.forEach((value, key) => url.searchParams.append(key, value));
    } else if (query) {
      for (const [key, value] of Object.entries(query)) {
        if (value === null || value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(v));
      }
    }
    return url.href;
  }

  async function send(
    path: string,
    options: CallOptions,
    token: string | undefined,
    redirect?: RequestRedirect,
  ): Promise<Response> {
    const headers = new Headers({
      accept: options.accept ?? "application/json",
      lang: LANG_HEADER[locale],
      "x-request-id": requestIdOf(request, context),
    });
    if (token) headers.set("authorization", `Bearer ${token}`);
    let body: string | FormData | undefined;
    if (options.multipart) {
      body = options.multipart;
    } else if (options.form) {
      headers.set("content-type", "application/x-www-form-urlencoded");
      body = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(options.json);
    }
    // A search the page's script made, and the proof of work it solved when asked for one
    // (api/catalogue/search/search-budget.ts; decision 049).
    if (scripted) headers.set(SEARCH_SCRIPT_HEADER, "1");
    if (scripted && proof) headers.set(SEARCH_PROOF_HEADER, proof);
    // In-process, the service gets the visitor's address from server/index.ts directly. A separate
    // service learns it from this header, which it believes only from TRUSTED_PROXIES (decision 024).
    if (!apiFetch && context.clientAddress) headers.set("x-forwarded-for", context.clientAddress);
    const apiRequest = new Request(buildUrl(path, options.query), {
      method: options.method ?? (body ? "POST" : "GET"),
      headers,
      body,
      signal: request.signal,
      redirect,
    });
    try {
      return await (apiFetch ? apiFetch(apiRequest) : fetch(apiRequest));
    } catch (error) {
      if (request.signal.aborted) throw error;
      throw new ServiceError(503, "network_error", error instanceof Error ? error.message : String(error));
    }
  }

  async function parse<T>(response: Response): Promise<T> {
    if (response.ok) return (await response.json()) as T;
    let code = "http_" + response.status;
    let message = response.statusText;
    try {
      const body = (await response.json()) as { error?: { code?: string; message?: string } };
      code = body.error?.code ?? code;
      message = body.error?.message ?? message;
    } catch {
      // Not JSON (a proxy's error page): keep the status.
    }
    // The service cannot reach its database: every page shows the same "try again shortly" page
    // with 503 (app/ui/general-error-boundary.tsx) rather than each caller's own handling.
    if (response.status === 503 && code === "unavailable") {
      throw new Response(message, { status: 503, statusText: "Service Unavailable" });
    }
    // An anonymous client past its cold-search budget: the "too many searches" page with 429.
    if (response.status === 429 && code === "search_budget") {
      throw new Response(message, {
        status: 429,
        statusText: "Too Many Requests",
        headers: { "Retry-After": response.headers.get("retry-after") ?? "60" },
      });
    }
    // A page's script past a share of the budget: the page solves the challenge and asks again.
    if (response.status === 429 && code === "search_challenge") throw await searchChallenge();
    throw new ServiceError(response.status, code, message, response.headers.get("retry-after") ?? undefined);
  }

  /** The 429 whose data the error page solves (app/features/search/search-challenge.tsx). */
  async function searchChallenge(): Promise<Response> {
    const challenge = await send("/captcha", {}, undefined);
    if (!challenge.ok) throw new ServiceError(challenge.status, "http_" + challenge.status, challenge.statusText);
    const { token, pow } = (await challenge.json()) as CaptchaChallenge;
    const body: SearchChallengeData = { searchChallenge: { token, pow } };
    return new Response(JSON.stringify(body), {
      status: 429,
      statusText: "Too Many Requests",
      headers: { "content-type": "application/json; charset=utf-8", "Retry-After": "1", "Cache-Control": "no-store" },
    });
  }

  async function refresh(auth: AuthData): Promise<TokenResponse | null> {
    let pending = refreshes.get(auth.refreshToken);
    if (!pending) {
      pending = (async () => {
        const response = await send(
          "/oauth/token",
          { form: { grant_type: "refresh_token", refresh_token: auth.refreshToken } },
          undefined,
        );
        return response.ok ? ((await response.json()) as TokenResponse) : null;
      })().catch(() => null);
      const key = auth.refreshToken;
      refreshes.set(key, pending);
      void pending.finally(() => setTimeout(() => refreshes.delete(key), REFRESH_SHARE_MS).unref?.());
    }
    return pending;
  }

  async function expireSession(): Promise<never> {
    session.unset("auth");
    session.unset("remember");
    session.flash("notice", "common.sessionExpired");
    throw redirect(currentPath(request), {
      status: request.method === "GET" ? 302 : 303,
      headers: { "Set-Cookie": await commitSession(session, request) },
    });
  }

  async function json<T>(path: string, options: CallOptions = {}): Promise<T> {
    const auth = session.get("auth");
    const token = options.accessToken ?? auth?.accessToken;
    const response = await send(path, options, token);
    const isTokenCall = path.startsWith("/oauth/");
    if (response.status === 401 && !isTokenCall && auth && !options.accessToken) {
      const fresh = await refresh(auth);
      if (!fresh) return expireSession();
      session.set("auth", { ...auth, accessToken: fresh.access_token, refreshToken: fresh.refresh_token });
      dirty = true;
      const retried = await send(path, options, fresh.access_token);
      if (retried.status === 401) return expireSession();
      return parse<T>(retried);
    }
    return parse<T>(response);
  }

  /** The path and options of a declared call's request. */
  function requestOf(spec: CallSpec, input: unknown, options: CallOptions): [string, CallOptions] {
    const { params, query, body } = input as { params?: Record<string, unknown>; query?: Query; body?: unknown };
    const method = spec.method.toUpperCase() as CallOptions["method"];
    return [fillPath(spec.path, params), { ...options, method, query, json: options.multipart ? undefined : body }];
  }

  async function download(path: string, options: CallOptions = {}): Promise<Response> {
    const response = await send(path, options, options.accessToken ?? session.get("auth")?.accessToken);
    if (!response.ok) await parse(response);
    return response;
  }

  return {
    locale,
    session,
    request,
    json,
    call: (spec, input, options = {}) => json(...requestOf(spec, input, options)),
    callForFile: (spec, input, options = {}) => download(...requestOf(spec, input, options)),
    download,
    once: (path, options = {}) => send(path, options, session.get("auth")?.accessToken, "manual"),
    async headers() {
      const headers = new Headers();
      if (dirty) headers.append("Set-Cookie", await commitSession(session, request));
      return headers;
    },
  };
}

/**
 * Maps an API failure in a loader to the response the route should throw: the service's 404
 * becomes our not-found page, anything else the generic error page (with the status kept).
 */
export function apiErrorResponse(error: unknown): never {
  if (error instanceof ServiceError) {
    if (error.status === 404) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
    // A 5xx of the service is a bad gateway from the OPAC's point of view.
    throw new Response(error.message, { status: error.status >= 500 ? 502 : error.status });
  }
  throw error;
}
