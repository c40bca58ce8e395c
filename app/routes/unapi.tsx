/**
 * /unapi — the unAPI server (app/features/unapi/): the formats a record can be had in, and the
 * record in each, for the reference managers that read pages through unAPI.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { unapiResponse } from "../features/unapi/unapi.server.ts";
import { libraryClient } from "../lib/library/index.server.ts";
import { getT } from "../lib/i18n.server.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [api, t] = await Promise.all([libraryClient({ request, context }), getT(request)]);
  return unapiResponse(new URL(request.url), api, {
    notFound: t("recordPages.unapi.notFound"),
    notAcceptable: t("recordPages.unapi.notAcceptable"),
  });
}
