/**
 * The display preferences' cookie (decision 038): a year long, not signed (nothing in it needs
 * trusting: an edited value only changes the reader's own colours), read on every page by the root
 * loader.
 */
import { plainCookie } from "../../lib/cookies.server.ts";
import { parsePrefs, type DisplayPrefs } from "./preferences.ts";

export const displayPrefsCookie = plainCookie("opac_a11y", { maxAge: 60 * 60 * 24 * 365 });

export async function readDisplayPrefs(request: Request): Promise<DisplayPrefs> {
  try {
    return parsePrefs(await displayPrefsCookie.parse(request.headers.get("Cookie")));
  } catch {
    return parsePrefs(null);
  }
}
