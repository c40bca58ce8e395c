/**
 * /navegar/registros — the records filed under one heading of the alphabetic browse
 * (docs/decisions/057-browse.md), exactly those its count counts, paged by record (`apos`).
 */
import type { LinksFunction } from "@remix-run/node";

import { HeadingRecordsPage } from "../features/browse/browse-page.tsx";
import browseStyles from "../features/browse/browse.css";
import { loadHeadingRecords } from "../features/browse/browse.server.ts";

export { ErrorBoundary, handle, meta } from "../ui/static-route.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: browseStyles }];

export const loader = loadHeadingRecords;

export default HeadingRecordsPage;
