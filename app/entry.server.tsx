/**
 * Server render. Each request gets its own i18next instance in the detected language.
 *
 * Why renderToString and not renderToPipeableStream: React 18.3.1's Node stream writer
 * (writeStringChunk) flushes its whole 2048-byte buffer when a multi-byte character does not fit
 * at the end, so a NUL byte lands in the HTML wherever an accented letter straddles a buffer
 * boundary ("Se\0ções"). Browsers then see broken text and attribute values. No route defers
 * data, so nothing is lost by rendering the complete document in one go, which is also what
 * browsers without JS and crawlers need. Revisit with React 19.
 */
import type { EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";

import { getLocale } from "./i18n.server.ts";
import i18nConfig from "./i18n.ts";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const instance = createInstance();
  const lng = await getLocale(request);
  await instance.use(initReactI18next).init({ ...i18nConfig, lng });

  const html = renderToString(
    <I18nextProvider i18n={instance}>
      <RemixServer context={remixContext} url={request.url} />
    </I18nextProvider>,
  );

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Language", lng);
  // Pages depend on the language cookie and header and on the session.
  responseHeaders.append("Vary", "Cookie, Accept-Language");
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-cache");
  responseHeaders.set("X-Content-Type-Options", "nosniff");
  responseHeaders.set("Referrer-Policy", "same-origin");
  responseHeaders.set("X-Frame-Options", "DENY");
  return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  // A client that went away mid-request is not a server error.
  if (request.signal.aborted) return;
  console.error(error);
}
