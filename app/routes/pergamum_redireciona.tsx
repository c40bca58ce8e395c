/** /pergamum_redireciona?base=<provider> (or redirect=<provider>): the general provider hand-off (decision 044). */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { handOffLoader } from "../features/providers/hand-off.server.ts";
import { HandOffPage } from "../features/providers/hand-off-page.tsx";
import { pageTitle } from "../lib/meta.ts";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  handOffLoader(
    request,
    context,
    new URL(request.url).searchParams.get("base") ?? new URL(request.url).searchParams.get("redirect"),
  );

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title);

export default HandOffPage;
