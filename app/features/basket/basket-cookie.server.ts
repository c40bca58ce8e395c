/**
 * Where the basket is kept: a signed cookie of its own, not the login session's cookie. A full
 * basket (200 ids) takes about 2 kB, and the login session already carries two tokens and the
 * patron; together they could pass the 4 kB a browser keeps per cookie. A cookie of its own
 * also means the basket survives logging in and out, as the spec's basket (browser storage)
 * does, and dies with the browser session (no Max-Age). See docs/decisions/013-basket-and-feeds.md.
 */
import { cookieSecure, signedCookie } from "../../lib/cookies.server.ts";
import { parseBasket } from "./basket.ts";

const basketCookie = signedCookie("__opac_cesta");

export async function readBasket(request: Request): Promise<number[]> {
  // A cookie signed with an unknown secret or tampered with parses as null: an empty basket.
  return parseBasket(await basketCookie.parse(request.headers.get("Cookie")));
}

export function basketCookieHeader(ids: readonly number[], request: Request): Promise<string> {
  return basketCookie.serialize(ids, { secure: cookieSecure(request), maxAge: ids.length === 0 ? 0 : undefined });
}
