import type { Queryable } from "../../core/db/db.ts";
import type { CatalogueStateTable } from "../../core/db/tables.ts";

/** The catalogue's generation (migration 010): changes whenever what a search finds may change. */
export async function catalogueGeneration(db: Queryable): Promise<string> {
  const [row] = await db.query<{ generation: string }>("SELECT generation::text AS generation FROM catalogue_state");
  return row?.generation ?? "0";
}

/** The generation and when it last changed (migration 039). */
/** The bigint generation read as text. */
type CatalogueChange = Pick<CatalogueStateTable, "changed_at"> & { generation: string };

export async function catalogueChange(db: Queryable): Promise<CatalogueChange> {
  const [row] = await db.query<CatalogueChange>(
    "SELECT generation::text AS generation, changed_at FROM catalogue_state",
  );
  return row ?? { generation: "0", changed_at: new Date(0) };
}
