/**
 * The API client against a fake library service (context.apiFetch): language header, bearer
 * token, the one refresh on 401 shared by concurrent calls, and logout when the refresh fails.
 */
import { describe, expect, test } from "vitest";

import type { UserOut } from "../../api/contract.ts";
import { ApiError, createApiClient } from "./api.server.ts";
import { localeCookie } from "./i18n.server.ts";
import { commitSession, getSession } from "./session.server.ts";

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

describe("createApiClient", () => {
  test("calls /api/… in-process with the language header and no token for a visitor", async () => {
    const { apiFetch, calls } = fakeService();
    const api = await createApiClient({ request: await requestWithSession(null, "en"), context: { apiFetch } });
    await expect(api.get("/consulta", { q: "x", B: ["1", "2"] })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual([{ path: "/api/consulta?q=x&B=1&B=2", auth: null, lang: "5", body: undefined }]);
  });

  test("maps the service's error body to ApiError", async () => {
    const { apiFetch } = fakeService();
    const api = await createApiClient({ request: await requestWithSession(null), context: { apiFetch } });
    const error = await api.get("/pessoas").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: "unauthorized", message: "Expired" });
  });

  test("refreshes once on 401, retries, and hands back the new tokens as a cookie", async () => {
    const { apiFetch, calls } = fakeService();
    const request = await requestWithSession({ access: "expired", refresh: "refresh-1" });
    const api = await createApiClient({ request, context: { apiFetch } });
    // Two loaders' calls at once: one refresh between them.
    const [a, b] = await Promise.all([api.get("/pessoas"), api.get("/acervo/1")]);
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
    const api = await createApiClient({
      request: await requestWithSession({ access: "valid", refresh: "r" }),
      context: { apiFetch },
    });
    await api.get("/pessoas");
    expect((await api.headers()).has("set-cookie")).toBe(false);
  });

  test("a failed refresh logs out and redirects back with the 'session expired' notice", async () => {
    const { apiFetch } = fakeService({ refreshWorks: false });
    const request = await requestWithSession({ access: "expired", refresh: "refresh-x" });
    const api = await createApiClient({ request, context: { apiFetch } });
    const thrown = await api.get("/pessoas").catch((e: unknown) => e);
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
});
