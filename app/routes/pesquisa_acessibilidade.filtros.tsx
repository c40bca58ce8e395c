/**
 * /pesquisa_acessibilidade/filtros: narrow the titles found to one library and one work type, a
 * GET form to the results (each choice says how many titles it leaves).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { filtersLoader } from "../features/accessible-search/accessible-search.server.ts";
import { FiltersPage } from "../features/accessible-search/filters-page.tsx";
import { pageTitle } from "../lib/meta.ts";

export const loader = (args: LoaderFunctionArgs) => filtersLoader(args);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title);

export default FiltersPage;
