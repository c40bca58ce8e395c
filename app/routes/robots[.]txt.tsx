/**
 * /robots.txt (docs/decisions/049-schedules-startup-and-crawlers.md): crawlers are welcome to the
 * records, the sitemap that lists them and OAI-PMH, and kept off what multiplies without end — a
 * search tab with a query string is another result page for every query, filter, sort and page,
 * each a cold search — and off the patron area and the service's calls. The longest matching rule
 * wins (RFC 9309), so a record's address with a query string stays allowed.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { absoluteUrlCaching, publicUrl } from "../features/security/public-origin.server.ts";

export function loader({ request }: LoaderFunctionArgs) {
  const origin = publicUrl(request).origin;
  const body = [
    "User-agent: *",
    "Allow: /acervo/",
    "Allow: /oai",
    "Allow: /sitemap.xml",
    "Disallow: /*?",
    "Disallow: /api/",
    "Disallow: /meupergamum",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": absoluteUrlCaching(3600) },
  });
}
