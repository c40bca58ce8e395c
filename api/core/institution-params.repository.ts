/**
 * Institution parameters (`institution_param`, Pergamum's institution configuration): one row
 * per key, read by search, records, covers and circulation, written by staff and the demo. A key
 * without a row takes the default of whoever reads it, so removing a row restores that default.
 */
import type { Queryable } from "./db/db.ts";
import type { InstitutionParamTable } from "./db/tables.ts";

/** The parameters named by `keys`, or every one when `keys` is absent, by key. */
export async function institutionParams(db: Queryable, keys?: readonly string[]): Promise<Record<string, string>> {
  const rows = keys
    ? await db.query<InstitutionParamTable>(
        `SELECT key, value FROM institution_param WHERE key = ANY($1::text[]) ORDER BY key`,
        [keys],
      )
    : await db.query<InstitutionParamTable>(`SELECT key, value FROM institution_param ORDER BY key`);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Sets one parameter; `null` removes it, back to its default. */
export async function writeInstitutionParam(db: Queryable, key: string, value: string | null): Promise<void> {
  if (value === null) await db.query(`DELETE FROM institution_param WHERE key = $1`, [key]);
  else {
    await db.query(
      `INSERT INTO institution_param (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [key, value],
    );
  }
}

/** Adds the parameters not set yet, leaving those an operator already chose. */
export async function addMissingInstitutionParams(db: Queryable, params: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(params)) {
    await db.query(`INSERT INTO institution_param (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [
      key,
      value,
    ]);
  }
}
