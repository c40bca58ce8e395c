/**
 * The renewal prompt's "No" (document 2 §4 "Renewal prompt"): Pergamum remembers it in the
 * browser's local storage (msg_shwnd); here a cookie does, so it works without JS. It holds the
 * patrons who said no in this browser (their codes), so another patron signing in on the same
 * browser is still asked.
 */
import { cookieSecure, plainCookie } from "../../lib/cookies.server.ts";

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
