/**
 * /meupergamum/cesta-permanente — the permanent basket (GET /acervo/cesta-permanente/colecao):
 * the titles kept with the account, in the collection or removed, filtered by type and by the
 * days they were kept (both dates or neither); remove or restore each (PUT), and export the
 * collection as the session basket does (/meupergamum/cesta-permanente/exportar). Its action also
 * takes the "keep" posts of the record page, the result list and the session basket (POST),
 * going back to where they came from with a notice. No JS needed.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import servicesStyles from "../features/account-stats/services.css";
import { permanentBasketAction, permanentBasketLoader } from "../features/permanent-basket/permanent-basket.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { filterPageMeta } from "../ui/document-meta.tsx";

export { PermanentBasketPage as default } from "../features/permanent-basket/permanent-basket-page.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: servicesStyles }];

export const loader = (args: LoaderFunctionArgs) => permanentBasketLoader(args);

export const action = (args: ActionFunctionArgs) => permanentBasketAction(args);

export const meta: MetaFunction<typeof loader> = filterPageMeta;

export const handle: RouteHandle = { hydrate: false };
