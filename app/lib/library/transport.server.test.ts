/**
 * The library client's transport against a fake library service (context.apiFetch), through
 * the client's named calls: language header, bearer token, the one refresh on 401 shared by
 * concurrent calls, logout when the refresh fails, and the single requests (link statistics,
 * service files) that never refresh.
 */
import { describe, expect, test, vi } from "vitest";

import type { UserOut } from "../../../api/contract.ts";
import { localeCookie } from "../i18n.server.ts";
import { commitSession, getSession } from "../session.server.ts";
import { ServiceError, libraryClient } from "./index.server.ts";

const user: UserOut = {
  nome_pessoa: "Ana",
  cod_pessoa: 1,
  app_uuid: null,
  login: "ana",
  bloqueio: false,
  renovar: false,
  expirado: false,
};

async function requestWithSession(tokens: { access: string; refresh: string } | null, lng?: string) {
  const base = new Request("http://opac.test/acervo/1");
  const session = await getSession(base);
  if (tokens) session.set("auth", { accessToken: tokens.access, refreshToken: tokens.refresh, user });
  const cookies = [(await commitSession(session, base)).split(";")[0]];
  if (lng) cookies.push((await localeCookie.serialize(lng)).split(";")[0]);
  return new Request("http://opac.test/acervo/1", { headers: { cookie: cookies.join("; ") } });
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** A service whose valid access token is `valid`; refreshing with `refresh-1` gives it. */
function fakeService({ refreshWorks = true } = {}) {
  const calls: { path: string; auth: string | null; lang: string | null; body?: string }[] = [];
  const apiFetch = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === "POST" ? await request.text() : undefined;
    calls.push({
      path: url.pathname + url.search,
      auth: request.headers.get("authorization"),
      lang: request.headers.get("lang"),
      body,
    });
    if (url.pathname === "/api/oauth/token") {
      const params = new URLSearchParams(body);
      if (refreshWorks && params.get("refresh_token") === "refresh-1") {
        return json({ access_token: "valid", refresh_token: "refresh-2", token_type: "Bearer", expires_in: 900 });
      }
      return json({ error: { code: "invalid_grant", message: "Invalid grant" } }, 401);
    }
    if (request.headers.get("authorization") !== "Bearer valid") {
      return json({ error: { code: "unauthorized", message: "Expired" } }, 401);
    }
    return json({ ok: url.pathname });
  };
  return { apiFetch, calls };
}

describe("libraryClient", () => {
  test("calls /api/… in-process with the language header and no token for a visitor", async () => {
    const { apiFetch, calls } = fakeService();
    const api = await libraryClient({ request: await requestWithSession(null, "en"), context: { apiFetch } });
    await expect(api.search.results({ q: "x", B: ["1", "2"] })).rejects.toBeInstanceOf(ServiceError);
    expect(calls).toEqual([{ path: "/api/consulta?q=x&B=1&B=2", auth: null, lang: "5", body: undefined }]);
  });

  test("maps the service's error body to ServiceError", async () => {
    const { apiFetch } = fakeService();
    const api = await libraryClient({ request: await requestWithSession(null), context: { apiFetch } });
    const error = await api.auth.userData().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ status: 401, code: "unauthorized", message: "Expired" });
  });

  test("refreshes once on 401, retries, and hands back the new tokens as a cookie", async () => {
    const { apiFetch, calls } = fakeService();
    const request = await requestWithSession({ access: "expired", refresh: "refresh-1" });
    const api = await libraryClient({ request, context: { apiFetch } });
    // Two loaders' calls at once: one refresh between them.
    const [a, b] = await Promise.all([api.auth.userData(), api.records.data(1)]);
    expect(a).toEqual({ ok: "/api/pessoas" });
    expect(b).toEqual({ ok: "/api/acervo/1" });
    expect(calls.filter((c) => c.path === "/api/oauth/token")).toHaveLength(1);
    expect(calls.find((c) => c.path === "/api/oauth/token")?.body).toBe(
      "grant_type=refresh_token&refresh_token=refresh-1",
    );
    expect(calls.filter((c) => c.auth === "Bearer valid")).toHaveLength(2);

    const setCookie = (await api.headers()).get("set-cookie");
    expect(setCookie).toContain("__opac_session=");
    const session = await getSession(
      new Request("http://opac.test/", { headers: { cookie: setCookie!.split(";")[0] } }),
    );
    expect(session.get("auth")).toMatchObject({ accessToken: "valid", refreshToken: "refresh-2" });
  });

  test("no Set-Cookie when nothing changed", async () => {
    const { apiFetch } = fakeService();
    const api = await libraryClient({
      request: await requestWithSession({ access: "valid", refresh: "r" }),
      context: { apiFetch },
    });
    await api.auth.userData();
    expect((await api.headers()).has("set-cookie")).toBe(false);
  });

  test("a failed refresh logs out and redirects back with the 'session expired' notice", async () => {
    const { apiFetch } = fakeService({ refreshWorks: false });
    const request = await requestWithSession({ access: "expired", refresh: "refresh-x" });
    const api = await libraryClient({ request, context: { apiFetch } });
    const thrown = await api.auth.userData().catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/acervo/1");
    const session = await getSession(
      new Request("http://opac.test/", { headers: { cookie: response.headers.get("set-cookie")!.split(";")[0] } }),
    );
    expect(session.get("auth")).toBeUndefined();
    expect(session.get("notice")).toBe("common.sessionExpired");
  });

  test("the link statistics: one JSON request with the browser facts, no refresh on 401", async () => {
    const { apiFetch, calls } = fakeService();
    const base = await requestWithSession({ access: "expired", refresh: "refresh-1" });
    const request = new Request(base.url, {
      headers: {
        cookie: base.headers.get("cookie")!,
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36",
      },
    });
    const api = await libraryClient({ request, context: { apiFetch } });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await api.links.recordAccess({ cod_acervo: 7, seq_paragrafo: 2, url: "https://example.org/" });
    // The public call is not refused for a stale token by the real service; the fake's 401 is logged, never thrown.
    expect(logged.mock.calls).toEqual([["link statistics: HTTP 401 for 7/2"]]);
    logged.mockRestore();
    expect(calls).toEqual([
      {
        path: "/api/vinculos/estatistica-acesso",
        auth: "Bearer expired",
        lang: "1",
        body: JSON.stringify({
          cod_acervo: 7,
          seq_paragrafo: 2,
          url: "https://example.org/",
          user_id: null,
          browser: "Chrome",
          device: "desktop",
          os: "Linux",
        }),
      },
    ]);
    expect((await api.headers()).has("set-cookie")).toBe(false);
  });

  test("reads only the service's signed file addresses, and gives null on a refusal", async () => {
    const { apiFetch, calls } = fakeService();
    const api = await libraryClient({
      request: await requestWithSession({ access: "valid", refresh: "r" }),
      context: { apiFetch },
    });
    expect(await api.links.readFile("/api/acervo/1")).toBeNull();
    expect(calls).toEqual([]);
    const bytes = await api.links.readFile("/api/vinculos/arquivo/1/2?t=x");
    expect(new TextDecoder().decode(bytes!)).toBe(JSON.stringify({ ok: "/api/vinculos/arquivo/1/2" }));
    expect(await api.links.readFile("/api/vinculos/arquivo/1/2?t=x", 5)).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(["/api/vinculos/arquivo/1/2?t=x", "/api/vinculos/arquivo/1/2?t=x"]);
  });
});

describe("a service whose database is unreachable", () => {
  const answering = (code: string) => ({
    apiFetch: async () => json({ error: { code, message: "O catálogo está temporariamente indisponível." } }, 503),
  });

  test("turns every call into the 503 page, whoever calls", async () => {
    const api = await libraryClient({ request: await requestWithSession(null), context: answering("unavailable") });
    const thrown = await api.libraries.list().catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
  });

  test("leaves the service's other 503s to their callers (e-mail off is not an outage)", async () => {
    const api = await libraryClient({
      request: await requestWithSession(null),
      context: answering("mail_unavailable"),
    });
    const thrown = await api.libraries.list().catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(ServiceError);
    expect((thrown as ServiceError).code).toBe("mail_unavailable");
  });
});
