/**
 * /opensearch.xml — the OpenSearch 1.1 description of the catalogue's search, so a browser can
 * offer it as a search engine (the root's <head> links it with rel="search").
 */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { OPENSEARCH_TYPE, openSearchDescription } from "../features/feeds/atom.ts";
import { absoluteUrlCaching, publicUrl } from "../features/security/public-origin.server.ts";
import { fixedT, getLocale } from "../lib/i18n.server.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request);
  const t = await fixedT(locale);
  const body = openSearchDescription({
    origin: publicUrl(request).origin,
    shortName: t("feeds.shortName"),
    description: t("feeds.description", { site: t("site.name") }),
    language: locale === "pt" ? "pt-BR" : locale,
  });
  return new Response(body, {
    headers: { "Content-Type": OPENSEARCH_TYPE, "Cache-Control": absoluteUrlCaching(3600) },
  });
}
