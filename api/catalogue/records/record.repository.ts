import type { Queryable } from "../../core/db/db.ts";
import type { CampusTable, ItemTable, LibraryTable, LocationTable, RecordTable } from "../../core/db/tables.ts";
import type { CopyStatus } from "../../contract.ts";
import type { MarcRecord } from "../marc/record.ts";

export type RecordRow = Pick<
  RecordTable,
  "id" | "title" | "author" | "year" | "work_type" | "language" | "isbn" | "online" | "classification"
> & { marc: MarcRecord };

export async function findRecord(db: Queryable, id: number): Promise<RecordRow | undefined> {
  const [row] = await db.query<RecordRow>(
    `SELECT id, title, author, year, work_type, language, isbn, online, classification, marc FROM record WHERE id = $1`,
    [id],
  );
  return row;
}

/** The MARC of several records (a page of results), by id; unknown ids are absent. */
export async function findRecordMarcs(db: Queryable, ids: number[]): Promise<Map<number, MarcRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; marc: MarcRecord }>(
    `SELECT id, marc FROM record WHERE id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.marc]));
}

/** A library and the campus it belongs to, as the lists of copies name them. */
export interface LibraryOfCampus {
  library_id: LibraryTable["id"];
  library_name: LibraryTable["name"];
  campus_id: CampusTable["id"];
  campus_name: CampusTable["name"];
}

export type CopyRow = Pick<
  ItemTable,
  "id" | "barcode" | "call_number" | "volume" | "tomo" | "parte" | "location_id" | "due_date"
> &
  LibraryOfCampus & { location_name: LocationTable["name"] | null; status: CopyStatus };

export async function findCopies(
  db: Queryable,
  recordId: number,
  filter: { libraryId?: number; campusId?: number } = {},
): Promise<CopyRow[]> {
  return db.query<CopyRow>(
    `SELECT i.id, i.barcode, i.call_number, i.volume, i.tomo, i.parte, i.location_id, loc.name AS location_name,
            i.status, to_char(i.due_date, 'YYYY-MM-DD') AS due_date,
            l.id AS library_id, l.name AS library_name, c.id AS campus_id, c.name AS campus_name
       FROM item i
       JOIN library l ON l.id = i.library_id
       JOIN campus c ON c.id = l.campus_id
       LEFT JOIN location loc ON loc.id = i.location_id
      WHERE i.record_id = $1
        AND ($2::int IS NULL OR l.id = $2)
        AND ($3::int IS NULL OR c.id = $3)
      ORDER BY c.name, l.name, i.volume NULLS FIRST, i.tomo NULLS FIRST, i.parte NULLS FIRST, i.barcode`,
    [recordId, filter.libraryId ?? null, filter.campusId ?? null],
  );
}

export async function countRecords(db: Queryable): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM record");
  return n;
}

/** A title like another (more like this), and how many of its headings the two share. */
export type RelatedRow = Pick<RecordTable, "id" | "title" | "author" | "year"> & { shared: number };

/**
 * A title without its subtitle, statement of responsibility or parallel title (what follows the
 * first ISBD colon, slash, semicolon or equals sign), folded: "Vänrikki Stoolin tarinat :
 * kokoelma runoja" is the same title as "Vänrikki Stoolin tarinat".
 */
const TITLE_PROPER = (column: string) => `btrim(regexp_replace(opac_fold(${column}), '\\s[:/;=].*$', ''))`;

/** Records read per heading of the record: bounds a common heading ("United States") to a sample. */
export const RELATED_PER_HEADING = 200;

/**
 * Up to `limit` records sharing the most headings with record `id` (names, uniform titles and
 * subjects, whole and without subdivisions: `headings`, migration 003), one per title proper and
 * never the record's own (its other editions); ties go to the same class (the first three
 * characters of the call number: a Dewey division, an LC subclass), then the newest. Each heading's
 * records are read through the GIN index on headings, at most RELATED_PER_HEADING of them
 * (docs/decisions/051-query-reading-and-did-you-mean.md gives the plan).
 */
export async function relatedRecords(db: Queryable, id: number, limit: number): Promise<RelatedRow[]> {
  return db.query<RelatedRow>(
    `WITH seed AS (SELECT id, headings, ${TITLE_PROPER("title")} AS title, left(classification, 3) AS class
                    FROM record WHERE id = $1),
          candidate AS (
            SELECT c.id, count(*)::int AS shared
              FROM seed s
             CROSS JOIN LATERAL unnest(s.headings) AS h(key)
             CROSS JOIN LATERAL (SELECT r.id FROM record r WHERE r.headings @> ARRAY[h.key] AND r.id <> s.id
                                  LIMIT ${RELATED_PER_HEADING}) AS c
             GROUP BY c.id),
          one_per_title AS (
            SELECT DISTINCT ON (t.title) r.id, r.title, r.author, r.year, c.shared,
                   left(r.classification, 3) IS NOT DISTINCT FROM s.class AND s.class IS NOT NULL AS same_class
              FROM candidate c JOIN record r ON r.id = c.id CROSS JOIN seed s
             CROSS JOIN LATERAL (SELECT ${TITLE_PROPER("r.title")} AS title) AS t
             WHERE t.title <> s.title
             ORDER BY t.title, c.shared DESC, same_class DESC, r.year DESC NULLS LAST, r.id)
     SELECT id, title, author, year, shared FROM one_per_title
      ORDER BY shared DESC, same_class DESC, year DESC NULLS LAST, id
      LIMIT $2`,
    [id, limit],
  );
}

/** Another edition of a record's work, with its edition statement (250 $a). */
export type EditionRow = Pick<RecordTable, "id" | "title" | "year" | "work_type" | "language"> & {
  edition: string | null;
};

/** Up to `limit` other records of record `id`'s work key (decision 056), newest first; index record_work_key. */
export async function editionsOf(db: Queryable, id: number, limit: number): Promise<EditionRow[]> {
  return db.query<EditionRow>(
    `SELECT e.id, e.title, e.year, e.work_type, e.language,
            (SELECT s->>'value' FROM jsonb_array_elements(e.marc->'fields') f
               CROSS JOIN LATERAL jsonb_array_elements(f->'subfields') s
              WHERE f->>'tag' = '250' AND s->>'code' = 'a' LIMIT 1) AS edition
       FROM record r JOIN record e ON e.work_key = r.work_key AND e.id <> r.id
      WHERE r.id = $1
      ORDER BY e.year DESC NULLS LAST, e.id
      LIMIT $2`,
    [id, limit],
  );
}

export async function recordExists(db: Queryable, id: number): Promise<boolean> {
  const [{ found }] = await db.query<{ found: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM record WHERE id = $1) AS found",
    [id],
  );
  return found;
}
