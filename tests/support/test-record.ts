import type { Queryable } from "../../api/core/db/db.ts";

/**
 * A record of a word no demo record has ("Quasquilho", by Ébano, Zé; 1901, work type 1, no copy),
 * written straight into `record` so that the triggers alone keep what derives from it.
 */
export async function insertQuasquilho(db: Queryable, sourceKey: string): Promise<number> {
  const [{ id }] = await db.query<{ id: number }>(
    `INSERT INTO record (source_key, leader, marc, title, title_sort, author, work_type, year, tsv, tsv_title, tsv_author, tsv_subject)
     VALUES ($1, '00000nam a2200000 a 4500', '{"leader":"00000nam a2200000 a 4500","fields":[]}',
             'Quasquilho', 'quasquilho', 'Ébano, Zé', 1, 1901,
             setweight(to_tsvector('opac', 'Quasquilho'), 'A'), to_tsvector('opac', 'Quasquilho'), '', '')
     RETURNING id`,
    [sourceKey],
  );
  return id;
}
