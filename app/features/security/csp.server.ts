/**
 * The OPAC's Content-Security-Policy (decision 035). Scripts run only from our
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

/**
 * With the VLibras widget on (VLIBRAS=on, decision 038) its site may also serve scripts, styles,
 * fonts and the translator's data: the operator who turns it on trusts that site.
 */
export const VLIBRAS_ORIGIN = "https://vlibras.gov.br";

export function contentSecurityPolicy(nonce: string, { development = false, vlibras = false } = {}): string {
  const widget = vlibras ? ` ${VLIBRAS_ORIGIN}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${widget}`,
    `style-src 'self' 'unsafe-inline'${widget}`,
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    `font-src 'self'${widget}`,
    // Remix's live reload talks over a WebSocket in development only.
    `connect-src 'self'${development ? " ws:" : ""}${widget}`,
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}
