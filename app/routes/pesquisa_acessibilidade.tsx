/**
 * /pesquisa_acessibilidade and its steps (document 1 §2 and §8, decision 038): a simple, linear
 * search for screen-reader users, one task per page. This layout links the stylesheet and, with
 * JS, shows the loading status with its cancel button.
 */
import type { LinksFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";

import styles from "../features/accessible-search/accessible-search.css";
import { SearchProgress } from "../features/accessible-search/search-progress.tsx";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export default function AccessibleSearchLayout() {
  return (
    <div className="acc-search">
      <SearchProgress />
      <Outlet />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
