import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Access tokens are short-lived HS256 JWTs naming the patron; refresh tokens are random strings
 * stored only as their SHA-256 and rotated on every use (api/patron/auth/auth.service.ts).
 */
export interface AccessClaims {
  sub: string;
  iat: number;
  exp: number;
  typ: "access";
  /** The login session (refresh-token family) the token belongs to: logout ends it (decision 035). */
  sid?: string;
}

/** The token of an `Authorization: Bearer …` header; undefined for any other header. */
export function bearerToken(header: string | undefined): string | undefined {
  return header?.match(/^Bearer\s+(.+)$/i)?.[1];
}

const b64 = (value: string | Buffer) => Buffer.from(value).toString("base64url");
const HEADER = b64(JSON.stringify({ alg: "HS256", typ: "JWT" }));

export function signAccessToken(
  patronId: number,
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
  sessionId?: string,
): string {
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = { sub: String(patronId), iat, exp: iat + ttlSeconds, typ: "access" };
  if (sessionId) claims.sid = sessionId;
  const body = `${HEADER}.${b64(JSON.stringify(claims))}`;
  return `${body}.${createHmac("sha256", secret).update(body).digest("base64url")}`;
}

/**
 * The claims of a token this service signed, unexpired; undefined otherwise. Only the one
 * canonical encoding is accepted: base64url without padding, exactly as signed. Node's decoder
 * ignores padding, stray characters and the unused low bits of the last character, so several
 * spellings decode to the same bytes; comparing the text refuses every spelling but ours.
 */
function verifiedClaims(token: string, secret: string, now: number): Record<string, unknown> | undefined {
  const parts = token.split(".");
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER || !payload || !signature) return undefined;
  const expected = Buffer.from(createHmac("sha256", secret).update(`${header}.${payload}`).digest("base64url"));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const decoded = Buffer.from(payload, "base64url");
    if (decoded.toString("base64url") !== payload) return undefined;
    const claims = JSON.parse(decoded.toString("utf8")) as Record<string, unknown>;
    if (typeof claims.exp !== "number" || claims.exp * 1000 <= now) return undefined;
    return claims;
  } catch {
    return undefined;
  }
}

/** The patron id and session of a valid, unexpired access token; undefined otherwise. */
export function verifyAccessClaims(
  token: string,
  secret: string,
  now = Date.now(),
): { patronId: number; sessionId?: string } | undefined {
  const claims = verifiedClaims(token, secret, now);
  if (claims?.typ !== "access") return undefined;
  const id = Number(claims.sub);
  if (!Number.isInteger(id)) return undefined;
  return typeof claims.sid === "string" ? { patronId: id, sessionId: claims.sid } : { patronId: id };
}

/**
 * An application's token (the client credentials grant, decision 055): it names the registered
 * client, never a patron, so every call that needs a patron refuses it as it refuses no token.
 */
export function signClientToken(clientId: string, secret: string, ttlSeconds: number, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const claims = { sub: clientId, iat, exp: iat + ttlSeconds, typ: "client", scope: "public" };
  const body = `${HEADER}.${b64(JSON.stringify(claims))}`;
  return `${body}.${createHmac("sha256", secret).update(body).digest("base64url")}`;
}

/** The client id of a valid, unexpired application token; undefined otherwise. */
export function verifyClientToken(token: string, secret: string, now = Date.now()): string | undefined {
  const claims = verifiedClaims(token, secret, now);
  return claims?.typ === "client" && typeof claims.sub === "string" ? claims.sub : undefined;
}

/** The patron id of a valid, unexpired access token; undefined otherwise. */
export function verifyAccessToken(token: string, secret: string, now = Date.now()): number | undefined {
  return verifyAccessClaims(token, secret, now)?.patronId;
}

/** A login session's id (decision 035): random, never derived from the patron. */
export function newSessionId(): string {
  return randomBytes(18).toString("base64url");
}

export function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
