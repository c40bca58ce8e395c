/**
 * Resumption tokens without server state (decision 041): the token carries the whole request
 * (prefix, set, range) and the cursor (the last identifier sent and how many were sent), so it
 * survives a restart and works on any instance. It is base64url JSON with a version and an
 * HMAC, so a mangled or made-up token is a badResumptionToken, never a query on garbage.
 * The key is fixed per installation only in the sense that it need not be secret: the data
 * behind the token is public; the MAC only tells a token we issued from a typing error.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import * as z from "zod";

const TokenSchema = z.object({
  v: z.literal(1),
  verb: z.enum(["ListRecords", "ListIdentifiers", "ListSets"]),
  prefix: z.string().max(40).nullable(),
  set: z.string().max(200).nullable(),
  from: z.string().max(20).nullable(),
  until: z.string().max(20).nullable(),
  after: z.number().int().min(0),
  sent: z.number().int().min(0),
});

export type ResumptionState = z.infer<typeof TokenSchema>;

const KEY = "oai-pmh resumption token v1";

function mac(body: string): string {
  return createHmac("sha256", KEY).update(body).digest("base64url").slice(0, 16);
}

export function encodeToken(state: Omit<ResumptionState, "v">): string {
  const body = Buffer.from(JSON.stringify({ v: 1, ...state })).toString("base64url");
  return `${body}.${mac(body)}`;
}

export function decodeToken(token: string): ResumptionState | null {
  const m = /^([A-Za-z0-9_-]{1,2000})\.([A-Za-z0-9_-]{16})$/.exec(token);
  if (!m) return null;
  const expected = Buffer.from(mac(m[1]));
  if (!timingSafeEqual(expected, Buffer.from(m[2]))) return null;
  try {
    const parsed = TokenSchema.safeParse(JSON.parse(Buffer.from(m[1], "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
