/**
 * The display preferences' cookie (decision 038): a year long, not signed (nothing in it needs
 * trusting: an edited value only changes the reader's own colours), read on every page by the root
 * loader.
 */
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";

import { assertSameOrigin } from "../../lib/auth.server.ts";
import { cookieSecure, plainCookie } from "../../lib/cookies.server.ts";
import { parseForm } from "../../lib/forms.ts";
import { getT } from "../../lib/i18n.server.ts";
import { DisplayChangeSchema } from "./display-change.ts";
import { applyChange, parsePrefs, safeReturnPath, type DisplayPrefs } from "./preferences.ts";

export const displayPrefsCookie = plainCookie("opac_a11y", { maxAge: 60 * 60 * 24 * 365 });

export async function readDisplayPrefs(request: Request): Promise<DisplayPrefs> {
  try {
    return parsePrefs(await displayPrefsCookie.parse(request.headers.get("Cookie")));
  } catch {
    return parsePrefs(null);
  }
}

/** /sobre-acessibilidade's action, where every page's accessibility bar posts. */
export async function displayPrefsAction({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const parsed = parseForm(await request.formData(), DisplayChangeSchema, { autoCoercion: false });
  const posted = parsed.value ?? {};
  const next = parsed.ok
    ? applyChange(await readDisplayPrefs(request), { get: (name) => posted[name as never] ?? null })
    : null;
  const back = safeReturnPath(posted.voltar ?? null);
  if (!next) {
    const t = await getT(request);
    throw data({ message: t("accessibility.invalidChoice") }, { status: 400 });
  }
  const headers = { "Set-Cookie": await displayPrefsCookie.serialize(next, { secure: cookieSecure(request) }) };
  if (posted.js === "1") return data({ ok: true }, { headers });
  throw redirect(back, { status: 303, headers });
}
