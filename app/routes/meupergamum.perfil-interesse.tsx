/**
 * /meupergamum/perfil-interesse — the patron's interest profile (decision 031). The page, its
 * forms and their handlers are the interest feature's (app/features/interest/).
 */
import type { LinksFunction } from "@remix-run/node";

import interestStyles from "../features/interest/interest.css";
import { InterestProfilePage, interestProfileMeta } from "../features/interest/interest-profile-page.tsx";
import type { RouteHandle } from "../lib/route-handle.ts";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export { action, loader } from "../features/interest/interest-profile.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: interestStyles }];

export const meta = interestProfileMeta;

export const handle: RouteHandle = { hydrate: false };

export default InterestProfilePage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
