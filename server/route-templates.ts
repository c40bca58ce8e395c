/**
 * The OPAC route that answers a path, as its template ("/acervo/:id"): the label a page's request
 * is counted under in the metrics (api/core/http/metrics.ts), known before Remix runs the page's
 * loaders, whose calls to the service are part of the page. A single-fetch data request
 * ("/acervo/1.data", "/_root.data") is its page's template with ".data".
 */
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type RouteObject } from "react-router-dom";

import { pageTemplate } from "../api/core/http/request-log.ts";

export function routeTemplates(routes: ServerBuild["routes"]): (pathname: string) => string | undefined {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route?.parentId === parentId)
      .map((route) =>
        route!.index
          ? { id: route!.id, path: route!.path, index: true }
          : { id: route!.id, path: route!.path, children: childrenOf(route!.id) },
      );
  const tree = childrenOf(undefined);
  return (pathname) => {
    const data = pathname.endsWith(".data");
    const page = data ? (pathname === "/_root.data" ? "/" : pathname.slice(0, -".data".length)) : pathname;
    const matches = matchRoutes(tree, page);
    if (!matches) return undefined;
    const template = pageTemplate(matches.map((match) => match.route.path));
    return data ? `${template}.data` : template;
  };
}
