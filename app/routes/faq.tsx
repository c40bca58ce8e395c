/** /faq: the catalogue's frequently asked questions (decision 038); with JS, the footer opens the same content in a dialog. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { InfoPageView } from "../features/information/info-page.tsx";
import { faqLoader } from "../features/information/information.server.ts";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export const handle: RouteHandle = { hydrate: false };

export const loader = (args: LoaderFunctionArgs) => faqLoader(args);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title);

export default function InformationPage() {
  const { page } = useLoaderData<typeof loader>();
  return <InfoPageView page={page} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
