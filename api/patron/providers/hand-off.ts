/**
 * How a patron's identity travels to a provider (decision 044), pure so that it is tested alone:
 * a short-lived JWT signed with the provider's own key (HS256, jose), or an EZproxy ticket
 * (OCLC's "Ticket authentication": hash(key + user + packet) + packet, packet "$c" + the UTC time
 * as YYYYMMDDhhmmss + "$e"; the proxy's user.txt names the same key and hash and its TimeValid).
 */
import { createHash, randomUUID } from "node:crypto";
import { SignJWT } from "jose";

export interface Patron {
  login: string;
  name: string;
}

export async function signHandOffToken(o: {
  secret: string;
  issuer: string;
  audience: string;
  patron: Patron;
  ttlSeconds: number;
  now: Date;
}): Promise<string> {
  const iat = Math.floor(o.now.getTime() / 1000);
  return new SignJWT({ name: o.patron.name })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(o.issuer)
    .setAudience(o.audience)
    .setSubject(o.patron.login)
    .setIssuedAt(iat)
    .setExpirationTime(iat + o.ttlSeconds)
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(o.secret));
}

/** The ticket's time stamp: YYYYMMDDhhmmss in UTC. */
export function ticketTime(now: Date): string {
  return now.toISOString().replace(/[-:T]/g, "").slice(0, 14);
}

export function ezproxyTicket(secret: string, user: string, algorithm: string, now: Date): string {
  const packet = `$c${ticketTime(now)}$e`;
  return (
    createHash(algorithm)
      .update(secret + user + packet)
      .digest("hex") + packet
  );
}

/** The EZproxy login address: `base?user=…&ticket=…&url=…` (url only when a resource is configured). */
export function ezproxyUrl(base: string, user: string, ticket: string, target: string | null): string {
  const url = new URL(base);
  url.searchParams.set("user", user);
  url.searchParams.set("ticket", ticket);
  if (target) url.searchParams.set("url", target);
  return url.toString();
}

/** The provider's address with the token in its parameter (the address's own query kept). */
export function tokenUrl(base: string, param: string, token: string): string {
  const url = new URL(base);
  url.searchParams.set(param, token);
  return url.toString();
}
