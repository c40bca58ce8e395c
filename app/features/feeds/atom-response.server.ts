import type { LibraryClient } from "../../lib/library/index.server.ts";
import type { getT } from "../../lib/i18n.server.ts";
import { ATOM_TYPE, atomFeed, type AtomFeed } from "./atom.ts";
import { absoluteUrlCaching } from "../security/public-origin.server.ts";

type T = Awaited<ReturnType<typeof getT>>;

/** An Atom feed response in the visitor's language: what every feed shares around its own entries. */
export function atomResponse(
  { url, t, api }: { url: URL; t: T; api: LibraryClient },
  feed: Pick<AtomFeed, "self" | "alternate" | "title" | "subtitle" | "records">,
): Response {
  const body = atomFeed({
    ...feed,
    title: `${feed.title} | ${t("site.name")}`,
    siteName: t("site.name"),
    language: api.locale === "pt" ? "pt-BR" : api.locale,
    origin: url.origin,
    now: new Date(),
    workTypeLabel: (r) => t(`workType.${r.cod_tipo_obra}`, { defaultValue: r.desc_tipo_obra }),
  });
  return new Response(body, { headers: { "Content-Type": ATOM_TYPE, "Cache-Control": absoluteUrlCaching(300) } });
}
