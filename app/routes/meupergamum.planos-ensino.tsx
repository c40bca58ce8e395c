/**
 * /meupergamum/planos-ensino — a teacher's own teaching plans (GET
 * /plano-ensino/disciplinas-bibliotecas): course, year/semester, period, discipline, vacancies,
 * campus; `?plano=` shows that plan's bibliography (GET /plano-ensino/bibliografia) with how many
 * copies each library holds of each title. Listed in the menu only for a category holding the
 * teaching-plans activity; another patron reaching the address gets the service's 403 in words.
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import servicesStyles from "../features/account-stats/services.css";
import { teachingPlansLoader } from "../features/teaching-plan/teaching-plans-page.server.ts";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: servicesStyles }];

export const loader = (args: LoaderFunctionArgs) => teachingPlansLoader(args);

export { TeachingPlansPage as default } from "../features/teaching-plan/teaching-plans-page.tsx";

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  pageTitle(matches, loaderData?.title);

export const handle: RouteHandle = { hydrate: false };
