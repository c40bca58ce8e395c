/**
 * What the information pages' routes share (decision 038): each route gives only its loader
 * (an InfoPage and its title, information.server.ts); the page ships no script, its title is the
 * page's, and a failure shows the general error page.
 */
import { useLoaderData } from "@remix-run/react";

import { InfoPageView, type InfoPage } from "./info-page.tsx";

export { ErrorBoundary, handle, meta } from "../../ui/static-route.tsx";

export default function InformationPage() {
  const { page } = useLoaderData<{ page: InfoPage }>();
  return <InfoPageView page={page} />;
}
