/** /pearson: the hand-off to the provider configured under the code "pearson" (decision 044). */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { handOffLoader } from "../features/providers/hand-off.server.ts";
import { HandOffPage } from "../features/providers/hand-off-page.tsx";
import { pageTitle } from "../lib/meta.ts";

export const loader = ({ request, context }: LoaderFunctionArgs) => handOffLoader(request, context, "pearson");

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title);

export default HandOffPage;
