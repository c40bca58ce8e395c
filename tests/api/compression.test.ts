/**
 * The server's compression (server/compression.ts; decision 037): which encoding for which
 * Accept-Encoding, which answers are compressed, the bytes decompress to the original, HTML goes
 * out chunk by chunk (Remix's streaming), immutable bundles are compressed once. No database.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { Hono } from "hono";
import { describe, expect, it } from "vitest";

import { chooseEncoding, compression, isCompressible, MIN_BYTES } from "../../server/compression.ts";

const html = `<!DOCTYPE html><html><head><script nonce="abc123"></script></head><body>${"<p>Catálogo da Biblioteca</p>".repeat(200)}</body></html>`;
const js = `export const x = ${JSON.stringify("a".repeat(5000))};`;

function app() {
  const served = { bundles: 0 };
  const hono = new Hono();
  hono.use("*", compression());
  hono.get("/page", (c) => c.html(html));
  hono.get("/build/app-ABC.js", () => {
    served.bundles += 1;
    return new Response(js, {
      headers: {
        "Content-Type": "text/javascript; charset=utf-8",
        "Cache-Control": "public, max-age=31536000, immutable",
      },
    });
  });
  hono.get("/small.json", (c) => c.json({ ok: true }));
  // Remix's route discovery: immutable, and different for each query.
  hono.get("/__manifest", (c) =>
    c.json({ p: c.req.query("p"), pad: "x".repeat(2000) }, 200, {
      "Cache-Control": "public, max-age=31536000, immutable",
    }),
  );
  hono.get("/big.json", (c) =>
    c.json({ items: Array.from({ length: 300 }, (_, i) => ({ id: i, title: `Título ${i}` })) }),
  );
  hono.get("/cover.png", () => new Response(new Uint8Array(4096), { headers: { "Content-Type": "image/png" } }));
  hono.get(
    "/raw",
    () =>
      new Response("x".repeat(4096), { headers: { "Content-Type": "text/plain", "Cache-Control": "no-transform" } }),
  );
  hono.get("/stream", () => {
    let pull = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        pull += 1;
        if (pull === 1)
          controller.enqueue(new TextEncoder().encode(`<!DOCTYPE html><html><body>${"<p>primeiro</p>".repeat(100)}`));
        else if (pull === 2) {
          // The rest of the page waits for deferred data: the first part must already be out.
          await new Promise((resolve) => setTimeout(resolve, 300));
          controller.enqueue(new TextEncoder().encode(`${"<p>depois</p>".repeat(100)}</body></html>`));
        } else controller.close();
      },
    });
    return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  });
  return { hono, served };
}

const get = (hono: Hono, path: string, acceptEncoding?: string, method = "GET") =>
  hono.request(path, { method, headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} });

describe("chooseEncoding", () => {
  it("prefers brotli, honours q-values and refuses what is not accepted", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*, br;q=0")).toBe("gzip");
    expect(chooseEncoding("")).toBeNull();
    expect(chooseEncoding(null)).toBeNull();
  });

  it("knows the types that shrink", () => {
    for (const type of [
      "text/html; charset=utf-8",
      "text/css",
      "text/javascript",
      "application/javascript",
      "application/json",
      "application/atom+xml; charset=utf-8",
      "image/svg+xml",
    ])
      expect(isCompressible(type), type).toBe(true);
    for (const type of ["image/png", "image/jpeg", "application/pdf", "font/woff2", "application/zip"])
      expect(isCompressible(type), type).toBe(false);
    expect(isCompressible(null)).toBe(false);
  });
});

describe("compression middleware", () => {
  it("sends HTML as brotli or gzip, byte for byte the page (its nonce too), with Vary", async () => {
    const { hono } = app();
    const br = await get(hono, "/page", "gzip, br");
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toBe("Accept-Encoding");
    expect(br.headers.get("Content-Length")).toBeNull();
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBytes).toString()).toBe(html);
    expect(brBytes.length).toBeLessThan(Buffer.byteLength(html) / 10);

    const gz = await get(hono, "/page", "gzip");
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);

    const plain = await get(hono, "/page");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("Vary")).toBe("Accept-Encoding");
    expect(await plain.text()).toBe(html);
  });

  it("sends each chunk of a streamed page as it comes", async () => {
    const { hono } = app();
    const response = await get(hono, "/stream", "br");
    const reader = response.body!.getReader();
    const started = Date.now();
    const first = await reader.read();
    // Flushed before the slow second part: the browser can start on the head.
    expect(Date.now() - started).toBeLessThan(250);
    const chunks = [Buffer.from(first.value!)];
    for (let part = await reader.read(); !part.done; part = await reader.read()) chunks.push(Buffer.from(part.value));
    const text = brotliDecompressSync(Buffer.concat(chunks)).toString();
    expect(text.startsWith("<!DOCTYPE html><html><body><p>primeiro</p>")).toBe(true);
    expect(text.endsWith("<p>depois</p></body></html>")).toBe(true);
  });

  it("compresses an immutable bundle once and gives its length", async () => {
    const { hono, served } = app();
    const one = await get(hono, "/build/app-ABC.js", "br");
    const bytes = Buffer.from(await one.arrayBuffer());
    expect(one.headers.get("Content-Encoding")).toBe("br");
    expect(one.headers.get("Content-Length")).toBe(String(bytes.length));
    expect(one.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(bytes).toString()).toBe(js);
    const two = await get(hono, "/build/app-ABC.js", "br");
    expect(Buffer.from(await two.arrayBuffer()).equals(bytes)).toBe(true);
    const gz = await get(hono, "/build/app-ABC.js", "gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(js);
    expect(served.bundles).toBe(3);
  });

  it("never answers one query's immutable answer for another's", async () => {
    const { hono } = app();
    for (const p of ["/a", "/b"]) {
      const res = await get(hono, `/__manifest?p=${p}`, "br");
      expect(res.headers.get("Content-Encoding")).toBe("br");
      expect(JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).p).toBe(p);
    }
  });

  it("compresses JSON above the threshold only", async () => {
    const { hono } = app();
    const big = await get(hono, "/big.json", "gzip");
    expect(big.headers.get("Content-Encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await big.arrayBuffer())).toString()).items).toHaveLength(300);
    const small = await get(hono, "/small.json", "gzip");
    expect(Number(small.headers.get("Content-Length"))).toBeLessThan(MIN_BYTES);
    expect(small.headers.get("Content-Encoding")).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
  });

  it("leaves images, no-transform answers and HEAD alone", async () => {
    const { hono } = app();
    const png = await get(hono, "/cover.png", "br");
    expect(png.headers.get("Content-Encoding")).toBeNull();
    expect(png.headers.get("Vary")).toBeNull();
    expect((await png.arrayBuffer()).byteLength).toBe(4096);
    const raw = await get(hono, "/raw", "br");
    expect(raw.headers.get("Content-Encoding")).toBeNull();
    expect(await raw.text()).toBe("x".repeat(4096));
    const head = await get(hono, "/page", "br", "HEAD");
    expect(head.headers.get("Content-Encoding")).toBeNull();
  });
});
