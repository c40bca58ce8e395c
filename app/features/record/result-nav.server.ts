import { cookieSecure, signedCookie } from "../../lib/cookies.server.ts";
import { parseTrail, type ResultTrail } from "./result-nav.ts";

/** The last page of results seen (decision 037); lasts the browser session. */
const trailCookie = signedCookie("opac_results");

export async function saveTrail(request: Request, headers: Headers, trail: ResultTrail): Promise<void> {
  headers.append("Set-Cookie", await trailCookie.serialize(trail, { secure: cookieSecure(request) }));
}

export async function readTrail(request: Request): Promise<ResultTrail | null> {
  return parseTrail(await trailCookie.parse(request.headers.get("Cookie")).catch(() => null));
}
