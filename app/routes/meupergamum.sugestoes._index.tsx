/**
 * /meupergamum/sugestoes — the patron's acquisition suggestions (GET /aquisicao/sugestoes) and
 * their statistics (GET /aquisicao/estatisticas), decision 030. The filter is a GET form (the
 * query string is its whole state): a situation, and both dates or neither, the first not after
 * the second (document 2 §5); its errors follow the house pattern. The table shows each
 * suggestion's dates and situation in words, the library's answer, and the record once
 * catalogued; the statistics count the same period by situation. No JS needed.
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import acquisitionStyles from "../features/acquisition/acquisition.css";
import { suggestionsLoader } from "../features/acquisition/suggestions.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { filterPageMeta } from "../ui/document-meta.tsx";

export { SuggestionsPage as default } from "../features/acquisition/suggestions-page.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: acquisitionStyles }];

export const loader = (args: LoaderFunctionArgs) => suggestionsLoader(args);

export const meta: MetaFunction<typeof loader> = filterPageMeta;

export const handle: RouteHandle = { hydrate: false };
