/**
 * What the catalogue home adds for the mobile views and the self-service button (decision 040):
 * the view asked for, the classic catalogue's highlights and news for featured_and_news, and the
 * self-service check (a failure only hides the button: document 1 §8 sends it to the generic
 * handler, which here is the log).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { libraryClient } from "../../lib/library/index.server.ts";
import { orLogged } from "../record/logged.ts";
import { loadCatalogueHome } from "./catalogue-home.server.ts";
import { mobileViewOf, selfServiceHref } from "./mobile-home.ts";

export async function loadMobileHome({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  const url = new URL(request.url);
  const view = mobileViewOf(url.searchParams.get("mobileView"));
  const api = await libraryClient({ request, context });
  const [selfService, featured] = await Promise.all([
    api.catalogues
      .selfService()
      .then((s) => (s.showAuto ? selfServiceHref(s) : null))
      .catch(orLogged("self-service check", null as string | null)),
    view === "featured_and_news" ? loadCatalogueHome(api, "C", url.searchParams) : null,
  ]);
  return { view, selfService, featured };
}
