/**
 * The prefilter notice's buttons (POST, no JS needed): `remove` takes one prefilter away,
 * `restore` clears them all; then back to the page the reader was on (303).
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";

import { getPrefilters, prefilterSetCookie } from "../features/prefilters/prefilters.server.ts";
import { NO_PREFILTERS, removePrefilter } from "../features/prefilters/prefilters.ts";
import { assertSameOrigin } from "../lib/auth.server.ts";
import { parseForm } from "../lib/forms.ts";
import { safeRedirect } from "../lib/session.server.ts";

export function loader() {
  return redirect("/");
}

/** The buttons: `restore` (its presence is the choice) or `remove` one; read raw, an empty value counts. */
const PrefilterButtonsSchema = z.object({
  remove: z.string().optional(),
  restore: z.string().optional(),
  redirectTo: z.string().optional(),
});

export async function action({ request }: ActionFunctionArgs) {
  // Another site must not change a reader's prefilters (decision 035): 403 (server/guards.ts refuses
  // it first in the one-process server; this holds wherever the OPAC runs).
  assertSameOrigin(request);
  const parsed = parseForm(await request.formData(), PrefilterButtonsSchema, { autoCoercion: false });
  const { remove, restore, redirectTo } = parsed.value ?? {};
  const current = await getPrefilters(request);
  const next =
    restore !== undefined ? NO_PREFILTERS : remove !== undefined ? removePrefilter(current, remove) : current;
  return redirect(safeRedirect(redirectTo, "/"), {
    status: 303,
    headers: { "Set-Cookie": await prefilterSetCookie(request, next) },
  });
}
