/**
 * The prefilter notice's buttons (POST, no JS needed): `remove` takes one prefilter away,
 * `restore` clears them all; then back to the page the reader was on (303).
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";

import { getPrefilters, prefilterSetCookie } from "../features/prefilters/prefilters.server.ts";
import { NO_PREFILTERS, removePrefilter } from "../features/prefilters/prefilters.ts";
import { assertSameOrigin } from "../lib/auth.server.ts";
import { safeRedirect } from "../lib/session.server.ts";

export function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  // Another site must not change a reader's prefilters (issue 17): 403 (server/guards.ts refuses
  // it first in the one-process server; this holds wherever the OPAC runs).
  assertSameOrigin(request);
  const form = await request.formData();
  const current = await getPrefilters(request);
  const remove = form.get("remove");
  const next = form.has("restore")
    ? NO_PREFILTERS
    : typeof remove === "string"
      ? removePrefilter(current, remove)
      : current;
  return redirect(safeRedirect(form.get("redirectTo"), "/"), {
    status: 303,
    headers: { "Set-Cookie": await prefilterSetCookie(request, next) },
  });
}
