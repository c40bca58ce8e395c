/**
 * Desk staff credentials: a random API key per staff user, sent as `X-Staff-Key`, stored only
 * as its SHA-256 (a key is long and random, so a fast hash is enough; passwords use scrypt).
 * Keys are created with `npm run circ -- staff-key LOGIN "NAME" [LIBRARY]`.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Queryable } from "./db/db.ts";
import { refusal } from "./refusals.ts";
import { findActiveStaffByKeyHash, upsertStaffUser, type StaffFacts } from "./staff.repository.ts";

export type { StaffFacts } from "./staff.repository.ts";

export const STAFF_KEY_HEADER = "x-staff-key";

export function newStaffKey(): string {
  return `stf_${randomBytes(24).toString("base64url")}`;
}

export function hashStaffKey(key: string): string {
  return createHash("sha256").update(key).digest("base64url");
}

export async function staffFromKey(db: Queryable, key: string | undefined): Promise<StaffFacts> {
  if (!key || key.length < 16) throw refusal("staff_unauthorized");
  const row = await findActiveStaffByKeyHash(db, hashStaffKey(key));
  if (!row) throw refusal("staff_unauthorized");
  return row;
}

/** A desk bound to a library works on that library's copies and queues only. */
export function assertStaffServes(staff: StaffFacts | null | undefined, libraryId: number): void {
  if (staff && staff.library_id !== null && staff.library_id !== libraryId) throw refusal("staff_forbidden");
}

/** What the institution as a whole sets (its catalogues' homes, FAQ, service points): no library's desk. */
export function assertWholeInstitution(staff: StaffFacts): void {
  if (staff.library_id !== null) throw refusal("staff_forbidden");
}

/** Creates a staff user (or gives an existing login a new key); returns the key, shown once. */
export async function issueStaffKey(
  db: Queryable,
  staff: { login: string; name: string; libraryId: number | null },
  key = newStaffKey(),
): Promise<string> {
  await upsertStaffUser(db, { ...staff, keyHash: hashStaffKey(key) });
  return key;
}
