/**
 * The SQL of the kids and museum catalogues (decision 040): sections, highlights, news,
 * information tabs, and which records belong to which catalogue.
 */
import type { Queryable } from "../../core/db/db.ts";
import type { CatalogNewsTable, RecordTable } from "../../core/db/tables.ts";
import type { MarcRecord } from "../marc/record.ts";
import type { InfoTabInput, SectionInput } from "./catalog-content.repository.ts";
import type { CatalogType } from "./contract.ts";

/**
 * A museum object: a three-dimensional artefact (leader/06 r), a two-dimensional non-projectable
 * graphic (k: art originals, prints, photographs, drawings), or a projected graphic (g) that is a
 * still image (008/33 not m motion picture, not v videorecording: filmstrips, slides, transparencies).
 */
const MUSEUM_OBJECT = `(substr(r.leader, 7, 1) IN ('r', 'k') OR (substr(r.leader, 7, 1) = 'g' AND
  coalesce(substr((SELECT f->>'value' FROM jsonb_array_elements(r.marc->'fields') f WHERE f->>'tag' = '008' LIMIT 1), 34, 1), '') NOT IN ('m', 'v')))`;

/** Whether a record belongs to a catalogue: kids by target audience, museum by material. */
export function membership(
  catalog: CatalogType,
  audiences: readonly string[],
  index: number,
): { sql: string; params: unknown[] } {
  if (catalog === "K") return { sql: `r.target_audience = ANY($${index}::text[])`, params: [audiences] };
  if (catalog === "M") return { sql: `substr(r.leader, 7, 1) IN ('r', 'k', 'g') AND ${MUSEUM_OBJECT}`, params: [] };
  return { sql: "true", params: [] };
}

export type CatalogRecordRow = Pick<
  RecordTable,
  "id" | "title" | "title_sort" | "author" | "year" | "work_type" | "language" | "classification" | "isbn" | "issn"
> & { marc: MarcRecord };

const RECORD_COLUMNS = `r.id, r.title, r.title_sort, r.author, r.year, r.work_type, r.language, r.classification, r.isbn, r.issn, r.marc`;

/** One record of a catalogue, or undefined when it does not exist or is not in that catalogue. */
export async function findCatalogRecord(
  db: Queryable,
  catalog: CatalogType,
  id: number,
  audiences: readonly string[],
): Promise<CatalogRecordRow | undefined> {
  const member = membership(catalog, audiences, 2);
  const [row] = await db.query<CatalogRecordRow>(
    `SELECT ${RECORD_COLUMNS} FROM record r WHERE r.id = $1 AND ${member.sql}`,
    [id, ...member.params],
  );
  return row;
}

/** The catalogue's highlighted records (those still in it), at most `limit`, in the institution's order. */
export async function highlightRows(
  db: Queryable,
  catalog: CatalogType,
  audiences: readonly string[],
  limit: number,
): Promise<CatalogRecordRow[]> {
  const member = membership(catalog, audiences, 3);
  return db.query<CatalogRecordRow>(
    `SELECT ${RECORD_COLUMNS} FROM catalog_highlight h JOIN record r ON r.id = h.record_id
      WHERE h.catalog = $1 AND ${member.sql}
      ORDER BY h.position, r.id LIMIT $2`,
    [catalog, limit, ...member.params],
  );
}

/** Every record id of the museum catalogue (the demo highlights them all). */
export async function museumObjectIds(db: Queryable): Promise<number[]> {
  const rows = await db.query<Pick<RecordTable, "id">>(
    `SELECT r.id FROM record r WHERE substr(r.leader, 7, 1) IN ('r', 'k', 'g') AND ${MUSEUM_OBJECT} ORDER BY r.title_sort, r.id`,
  );
  return rows.map((r) => r.id);
}

export async function sectionRows(db: Queryable, catalog: CatalogType) {
  return db.query<SectionInput>(`SELECT kind, name FROM catalog_section WHERE catalog = $1 ORDER BY position`, [
    catalog,
  ]);
}

export async function newsRows(db: Queryable, catalog: CatalogType) {
  return db.query<Pick<CatalogNewsTable, "id" | "title" | "content" | "url" | "image">>(
    `SELECT id, title, content, url, image FROM catalog_news WHERE catalog = $1 ORDER BY position, id`,
    [catalog],
  );
}

/** A library's tabs, or the institution's (library 0) when the library has none of its own. */
export async function infoTabRows(db: Queryable, catalog: CatalogType, libraryId: number) {
  return db.query<InfoTabInput>(
    `SELECT kind, title, icon, content FROM catalog_info_tab
      WHERE catalog = $1 AND library_id = (
        SELECT coalesce(max(library_id) FILTER (WHERE library_id = $2), 0) FROM catalog_info_tab WHERE catalog = $1)
      ORDER BY position`,
    [catalog, libraryId],
  );
}
