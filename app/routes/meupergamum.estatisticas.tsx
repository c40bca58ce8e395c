/**
 * /meupergamum/estatisticas — the patron's loans per month and per library (GET
 * /emprestimo/estatisticas): the public reports' bar chart drawn on the server as SVG (role img, with a title and a
 * description; no script) and the same figures as tables, which are its text alternative. An
 * optional date filter (both dates or neither); without it, the last twelve months.
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import servicesStyles from "../features/account-stats/services.css";
import { statisticsLoader } from "../features/account-stats/statistics-page.server.ts";
import statisticsStyles from "../features/statistics/statistics.css";
import type { RouteHandle } from "../lib/route-handle.ts";
import { filterPageMeta } from "../ui/document-meta.tsx";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: servicesStyles },
  { rel: "stylesheet", href: statisticsStyles },
];

export const loader = (args: LoaderFunctionArgs) => statisticsLoader(args);

export { StatisticsPage as default } from "../features/account-stats/statistics-page.tsx";

export const meta: MetaFunction<typeof loader> = filterPageMeta;

export const handle: RouteHandle = { hydrate: false };
