/**
 * The address of the visitor a request is for, which the login limits count by (decision 024).
 * It never comes from a header the visitor controls:
 *
 * - the OPAC calling in-process passes it as the `clientAddress` binding (the second argument of
 *   `api.fetch`), which no HTTP request can set;
 * - over HTTP it is the peer's address, or, when the peer is one of TRUSTED_PROXIES (a reverse
 *   proxy, or an OPAC running as a separate server), the last address of X-Forwarded-For, the one
 *   that proxy appended.
 */
import type { Context } from "hono";

export interface ClientBindings {
  clientAddress?: string;
}

/** The client address of a request, or "unknown" when the caller said nothing (tests, scripts). */
export function clientAddressOf(c: Context): string {
  const env = c.env as ClientBindings | undefined;
  return typeof env?.clientAddress === "string" && env.clientAddress ? env.clientAddress : "unknown";
}

/** The client of a request that arrived from `peer` over HTTP. */
export function clientAddressFrom(peer: string | undefined, forwardedFor: string | null, trusted: string): string {
  const address = normalise(peer ?? "");
  const proxies = trusted
    .split(",")
    .map((a) => normalise(a.trim()))
    .filter(Boolean);
  if (address && proxies.includes(address) && forwardedFor) {
    const last = forwardedFor.split(",").at(-1)?.trim();
    if (last) return normalise(last);
  }
  return address || "unknown";
}

// An IPv4 peer on a dual-stack socket reads "::ffff:127.0.0.1".
const normalise = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");
