/**
 * Raising a notice for a patron (decision 028). Every feature that has something to tell a
 * patron (a reservation ready, a request answered, a suggested title catalogued) calls
 * `raiseAlert` in the same transaction as the change it reports, so the notice exists exactly
 * when the change does.
 */
import type { Queryable } from "../../core/db/db.ts";
import { insertAlert, type NewAlert } from "./alerts.repository.ts";

export type { NewAlert } from "./alerts.repository.ts";

const KIND = /^[a-z][a-z0-9_]{1,48}$/;

export async function raiseAlert(db: Queryable, alert: NewAlert): Promise<boolean> {
  if (!KIND.test(alert.kind)) throw new Error(`alert kind must be a lower-case code: ${alert.kind}`);
  if (alert.link && !alert.link.startsWith("/"))
    throw new Error(`alert link must be a path of the OPAC: ${alert.link}`);
  return insertAlert(db, alert);
}
