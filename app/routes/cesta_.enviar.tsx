/**
 * /cesta/enviar — send the basket by e-mail: recipients (several separated by ';') and the
 * format (ABNT references in the message, or a file attached). The library service sends it
 * (POST /api/acervo/exportar-cesta, tipo "email") through the institution's SMTP server; when
 * the service has no SMTP settings (GET /api/cesta/get-email-sending-message) the page says
 * e-mail is unavailable instead of showing the form. Errors: GOV.UK summary + inline messages,
 * "Erro: " in the title, what was typed kept. Success: back to /cesta with a notice.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { basketMailAction, basketMailLoader } from "../features/basket/basket-mail.server.ts";
import basketStyles from "../features/basket/basket.css";
import type { RouteHandle } from "../lib/route-handle.ts";
import { formPageMeta } from "../ui/document-meta.tsx";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export { BasketMailPage as default } from "../features/basket/basket-mail-page.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: basketStyles }];

export const loader = (args: LoaderFunctionArgs) => basketMailLoader(args);

export const action = (args: ActionFunctionArgs) => basketMailAction(args);

export const meta: MetaFunction<typeof loader> = formPageMeta;

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
