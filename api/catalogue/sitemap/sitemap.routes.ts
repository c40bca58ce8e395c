/**
 * GET /sitemap.xml (the sitemap protocol, sitemaps.org 0.9): every record page, so that search
 * engines find the records without walking result pages (which /robots.txt keeps them off;
 * docs/decisions/049-schedules-startup-and-crawlers.md). A file holds at most 50,000 addresses:
 * a larger catalogue's /sitemap.xml is an index of /sitemap.xml?pagina=1, 2, … Mounted beside /oai
 * by the server; the addresses are OPAC_PUBLIC_URL's, else the request's origin.
 */
import { Hono } from "hono";
import type { ApiConfig } from "../../core/config.ts";
import type { Db } from "../../core/db/db.ts";
import { countRecordPages, recordPagesAt } from "./sitemap.repository.ts";

/** The protocol's limit of addresses per file. */
export const SITEMAP_MAX_URLS = 50_000;

const XML = { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" };
const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

export function sitemapRoutes(db: Db, config: Pick<ApiConfig, "OPAC_PUBLIC_URL">, pageSize = SITEMAP_MAX_URLS) {
  const reads = db.reader ?? db;
  return new Hono().get("/", async (c) => {
    const origin = (config.OPAC_PUBLIC_URL ?? new URL(c.req.url).origin).replace(/\/+$/, "");
    const pages = Math.max(1, Math.ceil((await countRecordPages(reads)) / pageSize));
    const asked = c.req.query("pagina");
    if (asked === undefined && pages > 1) {
      const entries = Array.from(
        { length: pages },
        (_, i) => `<sitemap><loc>${origin}/sitemap.xml?pagina=${i + 1}</loc></sitemap>`,
      );
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">\n${entries.join("\n")}\n</sitemapindex>\n`,
        200,
        XML,
      );
    }
    const page = asked === undefined ? 1 : Number(asked);
    if (!Number.isInteger(page) || page < 1 || page > pages) return c.text("Not found", 404);
    const urls = (await recordPagesAt(reads, page - 1, pageSize)).map(
      (r) => `<url><loc>${origin}/acervo/${r.id}</loc><lastmod>${r.changed}</lastmod></url>`,
    );
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${urls.join("\n")}\n</urlset>\n`,
      200,
      XML,
    );
  });
}
