/**
 * Server render, with the process's i18next instance of the detected language (i18n.server.ts).
 *
 * Why renderToReadableStream (the web-streams renderer) and not renderToPipeableStream: React
 * 18.3.1's Node stream writer (writeStringChunk) flushes its whole 2048-byte buffer when a
 * multi-byte character does not fit at the end, so a NUL byte lands in the HTML wherever an
 * accented letter straddles a buffer boundary ("Se\0ções"). The web-streams writer encodes whole
 * strings and splits bytes, which is safe. And why not renderToString: with single fetch, Remix
 * streams the loader data to the client inside a Suspense boundary, which renderToString never
 * completes, so the page would never hydrate. We wait for `allReady` and send one complete
 * document, which is also what browsers without JS and crawlers need. Revisit with React 19.
 */
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server.browser";
import { I18nextProvider } from "react-i18next";

import { pageTemplate, setRouteTemplate } from "../api/core/http/request-log.ts";
import { contentSecurityPolicy, newNonce } from "./features/security/csp.server.ts";
import { NonceContext } from "./features/security/nonce-context.ts";
import { env } from "./lib/env.server.ts";
import { getLocale, serverI18n } from "./lib/i18n.server.ts";
import { installRemixServeLog, runningUnderRemixServe } from "./lib/remix-serve-log.server.ts";

// The OPAC alone under remix-serve logs JSON lines with request ids, as server/index.ts does.
if (runningUnderRemixServe()) installRemixServeLog();

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  // One nonce per document (server/index.ts makes it; another server gets one here): every
  // inline script of the page carries it, and the policy allows nothing else inline.
  const nonce = loadContext?.cspNonce ?? newNonce();
  // The page's template labels its metrics where the server has not named it (remix-serve).
  setRouteTemplate(pageTemplate(remixContext.staticHandlerContext.matches.map((match) => match.route.path)));
  const lng = await getLocale(request);
  const instance = await serverI18n(lng);

  let status = responseStatusCode;
  const stream = await renderToReadableStream(
    <I18nextProvider i18n={instance}>
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>
    </I18nextProvider>,
    {
      nonce,
      signal: request.signal,
      onError(error: unknown) {
        status = 500;
        if (!request.signal.aborted) console.error(error);
      },
    },
  );
  await stream.allReady;
  // Decoding the whole byte stream at once: a character split across chunks is joined again.
  const html = await new Response(stream).text();

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Language", lng);
  // Pages depend on the language cookie and header and on the session.
  responseHeaders.append("Vary", "Cookie, Accept-Language");
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-cache");
  responseHeaders.set("X-Content-Type-Options", "nosniff");
  responseHeaders.set("Referrer-Policy", "same-origin");
  responseHeaders.set("X-Frame-Options", "DENY");
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy(nonce, {
      development: process.env.NODE_ENV === "development",
      vlibras: env.VLIBRAS === "on",
    }),
  );
  // React's server renderer already opens a document whose root is <html> with `<!DOCTYPE html>`
  // (every page's root is app/root.tsx's Layout): the body is sent as it is, one doctype.
  return new Response(closingLast(html), { headers: responseHeaders, status });
}

const CLOSING = "</body></html>";

/**
 * React writes the Suspense boundaries that carry Remix's loader data (its scripts and their
 * `<!--$-->` markers) after `</html>`, where HTML allows nothing: the parser moves them to the end
 * of <body>, and the Nu HTML checker reports a stray tag. Written there in the first place, the
 * document is valid as sent and its tree is the one Remix's <Scripts> renders (last in <body>).
 */
export function closingLast(html: string): string {
  const end = html.indexOf(CLOSING);
  if (end < 0 || end + CLOSING.length === html.length) return html;
  return html.slice(0, end) + html.slice(end + CLOSING.length) + CLOSING;
}

export function handleError(error: unknown, { request }: { request: Request }) {
  // A client that went away mid-request is not a server error.
  if (request.signal.aborted) return;
  console.error(error);
}
