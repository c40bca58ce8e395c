/**
 * /feed/novas-aquisicoes — the Atom feed of new acquisitions: the records most recently added to
 * the catalogue (GET /api/acervo/novas-aquisicoes), newest first.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { atomResponse } from "../features/feeds/atom-response.server.ts";
import { publicUrl } from "../features/security/public-origin.server.ts";
import { apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import { getT } from "../lib/i18n.server.ts";

const ENTRIES = 50;

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Absolute addresses on the configured public origin, never from Host (decision 035).
  const url = publicUrl(request);
  const t = await getT(request);
  const api = await libraryClient({ request, context });
  const records = await api.records.newest(ENTRIES).catch(apiErrorResponse);
  return atomResponse(
    { url, t, api },
    {
      self: url.origin + url.pathname,
      alternate: `${url.origin}/novas_aquisicoes`,
      title: t("feeds.newAcquisitions"),
      subtitle: t("feeds.newAcquisitionsSubtitle", { count: records.length }),
      records,
    },
  );
}
