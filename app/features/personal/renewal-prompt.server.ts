/**
 * The renewal prompt's "No" (document 2 §4 "Renewal prompt"): Pergamum remembers it in the
 * browser's local storage (msg_shwnd); here a cookie does, so it works without JS. It holds the
 * patrons who said no in this browser (their codes), so another patron signing in on the same
 * browser is still asked.
 */
import { redirect } from "@remix-run/node";
import * as z from "zod";

import { cookieSecure, plainCookie } from "../../lib/cookies.server.ts";
import { parseForm } from "../../lib/forms.ts";
import type { LibraryClient } from "../../lib/library/index.server.ts";
import { getAuth, requireAuth, safeRedirect } from "../../lib/session.server.ts";

const ONE_YEAR = 60 * 60 * 24 * 365;
const MAX_REMEMBERED = 20;

const dismissedCookie = plainCookie("opac_renovacao", { maxAge: ONE_YEAR });

async function dismissedBy(request: Request): Promise<number[]> {
  const value: unknown = await dismissedCookie.parse(request.headers.get("Cookie"));
  return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
}

export async function renewalDismissed(request: Request, patronId: number): Promise<boolean> {
  return (await dismissedBy(request)).includes(patronId);
}

/** The Set-Cookie that remembers this patron's "No". */
export async function dismissRenewal(request: Request, patronId: number): Promise<string> {
  const ids = [patronId, ...(await dismissedBy(request)).filter((id) => id !== patronId)].slice(0, MAX_REMEMBERED);
  return dismissedCookie.serialize(ids, { secure: cookieSecure(request) });
}

/**
 * The prompt's text for the signed-in patron whose registration must be renewed (GET
 * /pessoas/renovar), or null: no patron, a "No" already given in this browser, or nothing to
 * renew. The patron home and the kids and museum catalogues' frame both ask (document 1 §3,
 * document 2 §4).
 */
export async function renewalPromptMessage(request: Request, api: LibraryClient): Promise<string | null> {
  const auth = await getAuth(request);
  if (!auth || (await renewalDismissed(request, auth.user.cod_pessoa))) return null;
  const renewal = await api.personal.renewal();
  return renewal.renovar ? renewal.mensagem : null;
}

/** The "No" form: where to return, a path of this site (anything else returns to the patron home). */
const DismissSchema = z.object({ voltar: z.string().max(2000).optional() });

/** "No": remembered for this patron in this browser, then back to the page that asked. */
export async function renewalDismissAction(request: Request): Promise<never> {
  const auth = await requireAuth(request);
  const parsed = parseForm(await request.formData(), DismissSchema);
  const back = safeRedirect(parsed.ok ? parsed.value.voltar : null);
  throw redirect(back, {
    status: 303,
    headers: { "Set-Cookie": await dismissRenewal(request, auth.user.cod_pessoa) },
  });
}
