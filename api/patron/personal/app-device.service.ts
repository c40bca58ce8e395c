/**
 * The mobile app's devices (document 2 §4 "Mobile wrapper", §7 store-app-uuid / auth-app-uuid):
 * a logged-in patron asks for a uuid for the device; the app keeps it and later trades it for
 * tokens, as the password grant would give, without the password. The uuid is random (122 bits),
 * shown once, kept only as its SHA-256, and revocable one by one. Trades are counted per
 * client in the database (an allowance, decision 053), so guessing is bounded across processes.
 */
import { randomUUID } from "node:crypto";

import type { ApiConfig } from "../../core/config.ts";
import type { Db, Queryable } from "../../core/db/db.ts";
import { refundAllowance, spendAllowances } from "../../core/allowance.ts";
import { ApiError } from "../../core/errors.ts";
import { endSessionOf, findPatronById } from "../auth/auth.service.ts";
import { issueTokens } from "../auth/auth.service.ts";
import { hashRefreshToken } from "../auth/tokens.ts";
import type { AppDeviceOut, AppUuidTokens, StoredAppUuid } from "./contract.ts";
import { insertDevice, listDevices, revokeAllDevices, revokeDevice, useDevice } from "./app-device.repository.ts";

/** Failed uuid trades a client may make in the window before every trade is a 429. */
export const APP_UUID_MAX_FAILURES = 10;
export const APP_UUID_WINDOW_SECONDS = 300;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const hashUuid = (uuid: string) => hashRefreshToken(uuid.toLowerCase());

export async function storeAppUuid(db: Queryable, patronId: number, label: string | null): Promise<StoredAppUuid> {
  if (!(await findPatronById(db, patronId))) throw new ApiError(401, "unauthorized", "errors.unauthorized");
  const uuid = randomUUID();
  const id = await insertDevice(db, patronId, hashUuid(uuid), label?.trim().slice(0, 120) || null);
  return { id, uuid };
}

/**
 * Trades a device's uuid for tokens. Unknown, revoked or malformed: 401 (the attempt stays spent
 * from this client's allowance); a blocked patron: 430, as at the password login; the client's
 * allowance spent: 429 with Retry-After. The attempt is spent before the uuid is looked up, in one
 * statement (api/core/allowance.ts), so parallel guesses get no more than the allowance, and
 * given back when the uuid is right (decision 053).
 */
export async function authAppUuid(db: Db, config: ApiConfig, uuid: string, client: string): Promise<AppUuidTokens> {
  const allowance = {
    bucket: `app-uuid:client:${client}`,
    max: APP_UUID_MAX_FAILURES,
    windowSeconds: APP_UUID_WINDOW_SECONDS,
  };
  await spendAllowances(db, [allowance]);
  const device = UUID.test(uuid.trim()) ? await useDevice(db, hashUuid(uuid.trim())) : undefined;
  const patron = device ? await findPatronById(db, device.patronId) : undefined;
  if (!device || !patron) throw new ApiError(401, "invalid_grant", "errors.app_uuid_invalid");
  await refundAllowance(db, allowance.bucket);
  if (patron.blocked) throw new ApiError(430, "blocked", "errors.blocked");
  return { ...(await issueTokens(db, patron.id, config, { kind: "device" })), dispositivo: device.id };
}

export function appDevices(db: Queryable, patronId: number): Promise<AppDeviceOut[]> {
  return listDevices(db, patronId);
}

export async function revokeAppDevice(db: Queryable, patronId: number, id: number): Promise<void> {
  if (!(await revokeDevice(db, patronId, id))) throw new ApiError(404, "not_found", "errors.not_found");
}

export function revokeAllAppDevices(db: Queryable, patronId: number): Promise<number> {
  return revokeAllDevices(db, patronId);
}

/**
 * "Log out everywhere" (decision 052): every session of the patron ends (their access tokens are
 * refused at once, their refresh tokens revoked) and every app device is revoked, so that nothing
 * minted with a stolen token outlives it. A password change, a recovery and an undone e-mail
 * change do the same.
 */
export async function signOutEverywhere(db: Queryable, patronId: number): Promise<void> {
  await endSessionOf(db, patronId, undefined);
  await revokeAllDevices(db, patronId);
}
