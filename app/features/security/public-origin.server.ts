/**
 * Absolute addresses the OPAC prints (OpenSearch, Atom feeds, permalinks, the printed basket) come
 * from OPAC_PUBLIC_URL when it is set, never from the request's Host header, which any client
 * can write (decision 035). Without it they follow the request, as before, and
 * answers that carry them are not cached publicly: a shared cache must never keep an address that
 * one client's Host header made.
 */
import { env } from "../../lib/env.server.ts";

const configured = env.OPAC_PUBLIC_URL ? new URL(env.OPAC_PUBLIC_URL).origin : undefined;

/** The request's address on the public origin: `publicUrl(request).origin` is safe to print. */
export function publicUrl(request: Request, origin = configured): URL {
  const url = new URL(request.url);
  return origin ? new URL(url.pathname + url.search, origin) : url;
}

/** Cache-Control for an answer that prints absolute addresses: public only when they are configured. */
export function absoluteUrlCaching(maxAge: number, origin = configured): string {
  return `${origin ? "public" : "private"}, max-age=${maxAge}`;
}
