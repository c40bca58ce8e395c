/**
 * The OPAC's Content-Security-Policy (issue 17 item 6, decision 035). Scripts run only from our
 * own origin or carry the request's nonce: Remix's inline hydration data, its module loader and
 * ScrollRestoration, and React's streaming boundaries all get it (app/entry.server.tsx,
 * app/root.tsx), so an injected <script> or event handler never runs. Not framed by anyone
 * (frame-ancestors 'none', with X-Frame-Options for old browsers). Style attributes are allowed
 * ('unsafe-inline' in style-src: a few components position with them; styles cannot run code).
 * Images and media may come from other https sites (covers, catalogued media), the PDF viewer
 * frames our own files or a catalogued https address. No form-action: a logout after a single
 * sign-on redirects to the institution's address, which browsers check against form-action.
 */
import { randomBytes } from "node:crypto";

/** A fresh nonce per document: 128 random bits, base64. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

export function contentSecurityPolicy(nonce: string, { development = false } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    "font-src 'self'",
    // Remix's live reload talks over a WebSocket in development only.
    development ? "connect-src 'self' ws:" : "connect-src 'self'",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}
