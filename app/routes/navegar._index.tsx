/**
 * /navegar — the alphabetic browse (docs/decisions/057-browse.md): titles, authors, subjects or
 * call numbers in sort order from a starting point, paged both ways by key (`de`, `ate`).
 */
import type { LinksFunction } from "@remix-run/node";

import { BrowsePage } from "../features/browse/browse-page.tsx";
import browseStyles from "../features/browse/browse.css";
import { loadBrowsePage } from "../features/browse/browse.server.ts";

export { ErrorBoundary, handle, meta } from "../ui/static-route.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: browseStyles }];

export const loader = loadBrowsePage;

export default BrowsePage;
