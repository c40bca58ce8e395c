import type { Queryable } from "../../core/db/db.ts";
import { permissionsOfCategory } from "./auth.repository.ts";

/** The category whose permissions a visitor holds before logging in (Pergamum's public token). */
export const PUBLIC_CATEGORY = "publico";

export function publicPermissions(db: Queryable) {
  return permissionsOfCategory(db, PUBLIC_CATEGORY);
}
