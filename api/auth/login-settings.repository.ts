import type { Queryable } from "../db/db.ts";

/** The category whose permissions a visitor holds before logging in (Pergamum's public token). */
export const PUBLIC_CATEGORY = "publico";

export async function publicPermissions(
  db: Queryable,
): Promise<{ module: number; activity: number; description: string }[]> {
  return db.query(
    `SELECT module, activity, description FROM category_permission WHERE category = $1 ORDER BY activity`,
    [PUBLIC_CATEGORY],
  );
}
