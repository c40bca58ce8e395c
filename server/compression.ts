/**
 * Compressed answers (decision 037): brotli or gzip, as the browser's
 * Accept-Encoding allows, for the types that shrink (HTML, CSS, JavaScript, JSON, XML and Atom,
 * SVG, plain text). node:zlib only, no package.
 *
 * - HTML is streamed by Remix (renderToPipeableStream, deferred data): each chunk is flushed as it
 *   comes (sync flush), so compression never holds back the first bytes of a page. The body is
 *   untouched otherwise, so the CSP nonce in it stays what entry.server.tsx wrote.
 * - Fingerprinted bundles (/build/…) never change under a name: each is compressed once, at the
 *   strongest setting, and kept in memory (a few hundred kilobytes for the whole build).
 * - Everything else is compressed on the fly at a moderate setting (brotli 5, gzip 6): the
 *   strongest brotli costs tens of times more CPU for a few per cent.
 * - Small bodies (under 1 KB, when their length is known), answers that are already encoded,
 *   HEAD, 204/304, ranges and `Cache-Control: no-transform` go as they are.
 */
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { promisify } from "node:util";
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
  type BrotliOptions,
} from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";

export type Encoding = "br" | "gzip";

const COMPRESSIBLE =
  /^(text\/(html|css|javascript|plain|xml|csv)|application\/(javascript|json|xml|atom\+xml|rss\+xml|manifest\+json|problem\+json|opensearchdescription\+xml|ld\+json)|image\/svg\+xml)\b/i;

/** Below this a compressed body saves less than its headers cost. */
export const MIN_BYTES = 1024;

/** The encoding to use for `acceptEncoding` (brotli first when both are accepted), or null. */
export function chooseEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? (accepted.has(name) ? 0 : (accepted.get("*") ?? 0));
  if (weight("br") > 0 && weight("br") >= weight("gzip")) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}

export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE.test(contentType);
}

function brotliOptions(quality: number, size?: number, streaming = false): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      ...(size ? { [constants.BROTLI_PARAM_SIZE_HINT]: size } : {}),
    },
    ...(streaming ? { flush: constants.BROTLI_OPERATION_FLUSH } : {}),
  };
}

/** A whole body compressed once at the strongest setting (for immutable files). */
export function compressOnce(body: Buffer, encoding: Encoding): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, brotliOptions(constants.BROTLI_MAX_QUALITY, body.length))
    : gzipSync(body, { level: 9 });
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A complete body compressed at the moderate setting, off the main thread (zlib's pool). */
export function compressWhole(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br" ? brotliAsync(body, brotliOptions(5, body.length)) : gzipAsync(body, { level: 6 });
}

/** A streamed body compressed as it comes; `flushEach` sends every chunk on at once (HTML). */
export function compressStream(
  body: ReadableStream<Uint8Array>,
  encoding: Encoding,
  flushEach: boolean,
): ReadableStream {
  const zipper =
    encoding === "br"
      ? createBrotliCompress(brotliOptions(5, undefined, flushEach))
      : createGzip({ level: 6, ...(flushEach ? { flush: constants.Z_SYNC_FLUSH } : {}) });
  const source = Readable.fromWeb(body as unknown as NodeReadableStream<Uint8Array>);
  source.on("error", (error) => zipper.destroy(error));
  return Readable.toWeb(source.pipe(zipper)) as unknown as ReadableStream;
}

function appendVary(headers: Headers) {
  const vary = headers.get("Vary");
  if (!vary) headers.set("Vary", "Accept-Encoding");
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.set("Vary", `${vary}, Accept-Encoding`);
}

/**
 * Hono's `c.res = …` copies the old answer's headers over the new one's (its Content-Length and
 * strong ETag among them): the old answer is let go first, the new one brings all its headers.
 */
function replace(c: Context, response: Response) {
  c.res = undefined;
  c.res = response;
}

/** A Buffer as the BodyInit the DOM types accept (the same bytes, no copy). */
const bytesOf = (buffer: Buffer) => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length);

/** Compressed immutable bundles by path and encoding. */
const immutableCache = new Map<string, Buffer>();

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get("Content-Type");
    if (!isCompressible(type) || !response.body) return;
    // Whatever this answer's encoding, a cache must keep the variants apart.
    try {
      appendVary(response.headers);
    } catch {
      return; // immutable headers (an answer fetched from elsewhere): it goes as it is
    }
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (
      !encoding ||
      c.req.method === "HEAD" ||
      response.status === 204 ||
      response.status === 304 ||
      response.status === 206 ||
      response.headers.has("Content-Encoding") ||
      /\bno-transform\b/i.test(response.headers.get("Cache-Control") ?? "")
    )
      return;
    const length = response.headers.get("Content-Length");
    if (length !== null && Number(length) < MIN_BYTES) return;

    const headers = new Headers(response.headers);
    headers.set("Content-Encoding", encoding);
    headers.delete("Content-Length");
    // A strong validator names the bytes sent: the compressed ones differ.
    const etag = headers.get("ETag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);

    if (/^text\/html\b/i.test(type ?? "")) {
      replace(
        c,
        new Response(compressStream(response.body, encoding, true), {
          status: response.status,
          statusText: response.statusText,
          headers,
        }),
      );
      return;
    }
    // Anything else is complete when it gets here (a JSON answer, a file): read, then sent whole,
    // with its length, or as it was when too small to gain.
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length < MIN_BYTES) {
      replace(
        c,
        new Response(bytesOf(bytes), {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        }),
      );
      return;
    }
    // Only the build's own files are kept: other immutable answers (Remix's /__manifest?p=…) vary
    // with their query, which a visitor chooses.
    const { pathname } = new URL(c.req.url);
    const bundle =
      pathname.startsWith("/build/") &&
      response.status === 200 &&
      /\bimmutable\b/.test(response.headers.get("Cache-Control") ?? "");
    let body: Buffer | undefined;
    if (bundle) {
      const key = `${encoding} ${pathname}`;
      body = immutableCache.get(key);
      if (!body) immutableCache.set(key, (body = compressOnce(bytes, encoding)));
    } else body = await compressWhole(bytes, encoding);
    headers.set("Content-Length", String(body.length));
    replace(c, new Response(bytesOf(body), { status: response.status, statusText: response.statusText, headers }));
  };
}
