/**
 * /catalogos/{prefix}/acervo/{codAcervo}/{codBiblioteca}/{link} — the children's (and museum)
 * record page (document 1 §2, decision 040): app/features/kids/kids-record.server.ts.
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { loadKidsRecord } from "../features/kids/kids-record.server.ts";
import { KidsRecordPage } from "../features/kids/kids-record-page.tsx";
import kidsStyles from "../features/kids/kids.css";
import recordStyles from "../features/record/record.css";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: recordStyles },
  { rel: "stylesheet", href: kidsStyles },
];

export async function loader(args: LoaderFunctionArgs) {
  return loadKidsRecord(args);
}

export default KidsRecordPage;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, data ? `${data.current.label} – ${data.record.obra}` : undefined);

// Nothing to enhance: links and a GET form.
export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
