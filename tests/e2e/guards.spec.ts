/**
 * What the process refuses before any page or call sees it, and the headers every answer carries
 * (server/guards.ts, api/core/http/health.ts; decision 035). Unguarded, each would be a 500 (or a stack
 * trace in the log): a NUL in the address, a post that is not a form, a post from another site, a body too
 * large to read, a destination the Location header cannot carry. Requests only, no page: nothing
 * here is shown in a browser, so there is nothing for axe to check.
 */
import { expect, test } from "./fixtures.ts";

const form = "application/x-www-form-urlencoded";
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

test.describe("refused before any route", () => {
  test("a NUL in the address: 400, a page in the visitor's language or the service's error", async ({ request }) => {
    const page = await request.get("/?q=a%00b");
    expect(page.status()).toBe(400);
    expect(title(await page.text())).toBe("Endereço inválido");
    const english = await request.get("/acervo/1?x=%00", { headers: { "accept-language": "en-US,en;q=0.9" } });
    expect(english.status()).toBe(400);
    expect(title(await english.text())).toBe("Invalid address");
    const api = await request.get("/api/consulta/LIVRE?termo=a%00b");
    expect(api.status()).toBe(400);
    expect(await api.json()).toEqual({ error: { code: "bad_request", message: "Requisição inválida." } });
    const body = await request.post("/api/oauth/token", {
      headers: { "content-type": form },
      data: "grant_type=password&username=de%00mo&password=demo",
    });
    expect(body.status()).toBe(400);
    expect((await body.json()).error.code).toBe("bad_request");
  });

  test("an OPAC post that is not a form: 415; from another site: 403, in the visitor's language", async ({
    request,
    baseURL,
  }) => {
    const json = await request.post("/login", { headers: { "content-type": "application/json" }, data: "{}" });
    expect(json.status()).toBe(415);
    expect(title(await json.text())).toBe("Envio não reconhecido");
    const foreign = await request.post("/login", {
      headers: { "content-type": form, origin: "https://evil.example" },
      data: "username=demo&password=demo",
    });
    expect(foreign.status()).toBe(403);
    expect(title(await foreign.text())).toBe("Envio recusado");
    const sandboxed = await request.post("/prefiltros", {
      headers: { "content-type": form, origin: "null", cookie: "lng=es" },
      data: "ua=1",
    });
    expect(sandboxed.status()).toBe(403);
    expect(title(await sandboxed.text())).toBe("Envío rechazado");
    // The catalogue's own pages still post (the demo asks where to go after login: M, the patron area).
    const own = await request.post("/login", {
      headers: { "content-type": form, origin: new URL(baseURL!).origin },
      data: "username=demo&password=demo&destination=M",
      maxRedirects: 0,
    });
    expect(own.status()).toBe(303);
  });

  test("a body over 1 MiB: 413, declared or streamed", async ({ request, baseURL }) => {
    const big = "username=" + "a".repeat(2 * 1024 * 1024);
    const declared = await request.post("/login", { headers: { "content-type": form }, data: big });
    expect(declared.status()).toBe(413);
    expect(title(await declared.text())).toBe("Envio grande demais");
    // Chunked, with no declared length: refused once it passes the limit.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode("x".repeat(64 * 1024)));
        controller.close();
      },
    });
    const streamed = await fetch(`${baseURL}/api/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).error.code).toBe("payload_too_large");
  });

  test("a destination with letters a Location header cannot carry is sent percent-encoded", async ({ request }) => {
    const login = await request.post("/login", {
      headers: { "content-type": form },
      // C: back to the catalogue page the login came from.
      form: { username: "demo", password: "demo", destination: "C", redirect: "/?q=ação" },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(303);
    expect(login.headers()["location"]).toBe("/?q=a%C3%A7%C3%A3o");
  });
});

test.describe("headers and health", () => {
  test("nosniff on pages, JSON and files; HSTS only behind https", async ({ request }) => {
    for (const path of ["/", "/api/campus", "/favicon.svg"]) {
      const res = await request.get(path);
      expect(res.headers()["x-content-type-options"], path).toBe("nosniff");
      expect(res.headers()["strict-transport-security"], path).toBeUndefined();
    }
    const https = await request.get("/api/campus", { headers: { "x-forwarded-proto": "https" } });
    expect(https.headers()["strict-transport-security"]).toBe("max-age=15552000");
  });

  test("/healthz and /readyz answer, never cached", async ({ request }) => {
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    expect(ready.headers()["cache-control"]).toBe("no-store");
  });
});
