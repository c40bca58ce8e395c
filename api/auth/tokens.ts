import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Access tokens are short-lived HS256 JWTs naming the patron; refresh tokens are random strings
 * stored only as their SHA-256 and rotated on every use (api/auth/auth.service.ts).
 */
export interface AccessClaims {
  sub: string;
  iat: number;
  exp: number;
  typ: "access";
}

const b64 = (value: string | Buffer) => Buffer.from(value).toString("base64url");
const HEADER = b64(JSON.stringify({ alg: "HS256", typ: "JWT" }));

export function signAccessToken(patronId: number, secret: string, ttlSeconds: number, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = { sub: String(patronId), iat, exp: iat + ttlSeconds, typ: "access" };
  const body = `${HEADER}.${b64(JSON.stringify(claims))}`;
  return `${body}.${createHmac("sha256", secret).update(body).digest("base64url")}`;
}

/** The patron id of a valid, unexpired access token; undefined otherwise. */
export function verifyAccessToken(token: string, secret: string, now = Date.now()): number | undefined {
  const [header, payload, signature] = token.split(".");
  if (!header || !payload || !signature || header !== HEADER) return undefined;
  const expected = createHmac("sha256", secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as AccessClaims;
    if (claims.typ !== "access" || claims.exp * 1000 <= now) return undefined;
    const id = Number(claims.sub);
    return Number.isInteger(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

export function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
