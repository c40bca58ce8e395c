import type { Queryable } from "../db/db.ts";

/** The catalogue's generation (migration 010): changes whenever what a search finds may change. */
export async function catalogueGeneration(db: Queryable): Promise<string> {
  const [row] = await db.query<{ generation: string }>("SELECT generation::text AS generation FROM catalogue_state");
  return row?.generation ?? "0";
}
