/** Edge helpers of the circulation calls: who is calling, date ranges. */
import type { Context } from "hono";
import { isClientBearer, patronFromBearer } from "../patron/auth/auth.service.ts";
import { staffKeyFailed } from "../patron/auth/login-limits.service.ts";
import { clientAddressOf } from "./http/client-address.ts";
import type { ApiEnv } from "./http/env.ts";
import { ApiError } from "./errors.ts";
import { refusal } from "./refusals.ts";
import { STAFF_KEY_HEADER, staffFromKey, type StaffFacts } from "./staff.ts";
import { parseDay, type Day } from "./time.ts";

export function patronOf(c: Context<ApiEnv>): number {
  return patronFromBearer(c.req.header("authorization"), c.get("config"));
}

/**
 * Public-or-private calls: the patron when a patron's bearer token is sent (a bad one is still a
 * 401); an application's token (decision 055) reads as a visitor's call.
 */
export function optionalPatronOf(c: Context<ApiEnv>): number | undefined {
  const authorization = c.req.header("authorization");
  if (!authorization || isClientBearer(authorization, c.get("config"))) return undefined;
  return patronOf(c);
}

/**
 * The desk of the X-Staff-Key, with wrong keys limited per client address (decisions 035 and 053):
 * a right key is always let in, so strangers' failures behind the desk's address never lock it out.
 */
export async function staffOf(c: Context<ApiEnv>): Promise<StaffFacts> {
  const db = c.get("db");
  const config = c.get("config");
  const client = clientAddressOf(c);
  const key = c.req.header(STAFF_KEY_HEADER);
  // No key at all guesses nothing: only a key that was sent and is wrong counts.
  if (!key) return staffFromKey(db, key);
  try {
    return await staffFromKey(db, key);
  } catch (error) {
    if (error instanceof ApiError) await staffKeyFailed(db, config, client);
    throw error;
  }
}

/** dataIni and dataFim: both required (YYYY-MM-DD or DD/MM/YYYY), the first not after the second. */
export function dateRange(from: string | undefined, to: string | undefined): { from: Day; to: Day } {
  const a = from ? parseDay(from) : undefined;
  const b = to ? parseDay(to) : undefined;
  if (!a || !b || a > b) throw refusal("invalid_date_range");
  return { from: a, to: b };
}

/** The optional pair of a list filter: neither, or both in order. */
export function optionalDateRange(from: string | undefined, to: string | undefined): { from?: Day; to?: Day } {
  if (!from && !to) return {};
  return dateRange(from, to);
}
