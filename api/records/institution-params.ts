/**
 * Institution parameters (`institution_param`, Pergamum's institution configuration) read by
 * the record pages: enabled activities, default-cover colours, printing.
 */
import type { Queryable } from "../db/db.ts";

export async function institutionParams(db: Queryable, keys: string[]): Promise<Map<string, string>> {
  const rows = await db.query<{ key: string; value: string }>(
    "SELECT key, value FROM institution_param WHERE key = ANY($1::text[])",
    [keys],
  );
  return new Map(rows.map((r) => [r.key, r.value]));
}
