/** Shared by the account pages' loaders and actions: login required, the API client, the title. */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { libraryClient } from "../../lib/library/index.server.ts";
import { assertSameOrigin } from "../../lib/auth.server.ts";
import { getT } from "../../lib/i18n.server.ts";
import { requireAuth } from "../../lib/session.server.ts";

export async function accountContext({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  // The parent route checks too, but loaders run in parallel: each page guards itself.
  await requireAuth(request);
  if (request.method !== "GET" && request.method !== "HEAD") assertSameOrigin(request);
  const [api, t] = await Promise.all([libraryClient({ request, context }), getT(request)]);
  return { api, t };
}
