/** Staff edits of the kids and museum catalogues' home content (decision 040): SQL only. */
import type { Queryable, Tx } from "../../core/db/db.ts";
import type { CatalogInfoTabTable, CatalogNewsTable, CatalogSectionTable, RecordTable } from "../../core/db/tables.ts";
import { membership } from "./catalog.repository.ts";
import type { CatalogType, InfoTabType } from "./contract.ts";

export type SectionInput = Pick<CatalogSectionTable, "name"> & { kind: "DESTAQUE" | "NOTICIAS" };

/** Replaces a catalogue's home sections by `sections`, in that order. */
export async function replaceSections(tx: Tx, catalog: CatalogType, sections: SectionInput[]): Promise<void> {
  await tx.query(`DELETE FROM catalog_section WHERE catalog = $1`, [catalog]);
  for (const [position, s] of sections.entries()) {
    await tx.query(`INSERT INTO catalog_section (catalog, position, kind, name) VALUES ($1, $2, $3, $4)`, [
      catalog,
      position + 1,
      s.kind,
      s.name,
    ]);
  }
}

/** Which of `ids` are records of the catalogue (the others are refused before anything is written). */
export async function catalogMemberIds(
  db: Queryable,
  catalog: CatalogType,
  ids: number[],
  audiences: readonly string[],
): Promise<Set<number>> {
  const member = membership(catalog, audiences, 2);
  const rows = await db.query<Pick<RecordTable, "id">>(
    `SELECT r.id FROM record r WHERE r.id = ANY($1::int[]) AND ${member.sql}`,
    [ids, ...member.params],
  );
  return new Set(rows.map((r) => r.id));
}

/** Replaces a catalogue's highlighted records by `recordIds`, in that order. */
export async function replaceHighlights(tx: Tx, catalog: CatalogType, recordIds: number[]): Promise<void> {
  await tx.query(`DELETE FROM catalog_highlight WHERE catalog = $1`, [catalog]);
  if (recordIds.length === 0) return;
  await tx.query(
    `INSERT INTO catalog_highlight (catalog, record_id, position)
     SELECT $1, id, ord FROM unnest($2::int[]) WITH ORDINALITY AS h(id, ord)`,
    [catalog, recordIds],
  );
}

export type NewsInput = Pick<CatalogNewsTable, "title" | "content" | "url" | "image" | "position"> & {
  catalog: CatalogType;
};

export async function insertNews(db: Queryable, n: NewsInput): Promise<number> {
  const [row] = await db.query<Pick<CatalogNewsTable, "id">>(
    `INSERT INTO catalog_news (catalog, position, title, content, url, image) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [n.catalog, n.position, n.title, n.content, n.url, n.image],
  );
  return row!.id;
}

export async function updateNews(db: Queryable, id: number, n: NewsInput): Promise<boolean> {
  const rows = await db.query(
    `UPDATE catalog_news SET catalog = $2, position = $3, title = $4, content = $5, url = $6, image = $7
      WHERE id = $1 RETURNING id`,
    [id, n.catalog, n.position, n.title, n.content, n.url, n.image],
  );
  return rows.length === 1;
}

export async function deleteNews(db: Queryable, id: number): Promise<boolean> {
  return (await db.query(`DELETE FROM catalog_news WHERE id = $1 RETURNING id`, [id])).length === 1;
}

export type InfoTabInput = Pick<CatalogInfoTabTable, "title" | "icon" | "content"> & { kind: InfoTabType };

/** Replaces one library's (0: the institution's) information tabs of a catalogue, in that order. */
export async function replaceInfoTabs(
  tx: Tx,
  catalog: CatalogType,
  libraryId: number,
  tabs: InfoTabInput[],
): Promise<void> {
  await tx.query(`DELETE FROM catalog_info_tab WHERE catalog = $1 AND library_id = $2`, [catalog, libraryId]);
  for (const [position, t] of tabs.entries()) {
    await tx.query(
      `INSERT INTO catalog_info_tab (catalog, library_id, position, kind, title, icon, content)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [catalog, libraryId, position + 1, t.kind, t.title, t.icon, t.content],
    );
  }
}
