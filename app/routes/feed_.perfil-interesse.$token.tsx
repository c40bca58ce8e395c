/**
 * /feed/perfil-interesse/:token — the patron's private Atom feed of the titles their interest
 * profile matched, newest first (GET /api/perfil-interesse/feed/{token}; decision 031). The token
 * is the credential: an unknown or replaced one is 404, and the answer is never cached by anyone
 * but the reader.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { atomResponse } from "../features/feeds/atom-response.server.ts";
import { publicUrl } from "../features/security/public-origin.server.ts";
import { apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import { getT } from "../lib/i18n.server.ts";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  // Absolute addresses on the configured public origin, never from Host (decision 035).
  const url = publicUrl(request);
  const t = await getT(request);
  const api = await libraryClient({ request, context });
  const feed = await api.interest.feed(params.token ?? "").catch(apiErrorResponse);
  const response = atomResponse(
    { url, t, api },
    {
      self: url.origin + url.pathname,
      alternate: `${url.origin}/meupergamum/perfil-interesse#titulos`,
      title: t("interest.feed.title", { name: feed.nome }),
      subtitle: t("interest.feed.subtitle", { count: feed.titulos.length }),
      // The entry's date is when it matched: that is the news.
      records: feed.titulos.map((r) => ({ ...r, atualizado_em: r.encontrado_em })),
    },
  );
  response.headers.set("Cache-Control", "private, max-age=300");
  response.headers.set("X-Robots-Tag", "noindex");
  return response;
}
