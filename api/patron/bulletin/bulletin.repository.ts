/** The SQL of the bibliographic bulletins (migration 025). */
import type { Queryable } from "../../core/db/db.ts";
import type { BulletinItemTable, BulletinTable, RecordTable } from "../../core/db/tables.ts";

/** `month` as 'YYYY-MM' (BULLETIN_COLUMNS); `total` its items. */
export type BulletinRow = Pick<BulletinTable, "id" | "month" | "title" | "created_at"> & { total: number };

const BULLETIN_COLUMNS = `b.id, to_char(b.month, 'YYYY-MM') AS month, b.title, b.created_at,
  (SELECT count(*)::int FROM bulletin_item i WHERE i.bulletin_id = b.id) AS total`;

export async function listBulletins(db: Queryable): Promise<BulletinRow[]> {
  return db.query<BulletinRow>(`SELECT ${BULLETIN_COLUMNS} FROM bulletin b ORDER BY b.month DESC`);
}

export async function findBulletin(db: Queryable, id: number): Promise<BulletinRow | undefined> {
  const [row] = await db.query<BulletinRow>(`SELECT ${BULLETIN_COLUMNS} FROM bulletin b WHERE b.id = $1`, [id]);
  return row;
}

export type GroupRow = Pick<BulletinItemTable, "area_code" | "area_name" | "chapter_code" | "chapter_name"> & {
  total: number;
};

export async function bulletinGroups(db: Queryable, id: number): Promise<GroupRow[]> {
  return db.query<GroupRow>(
    `SELECT area_code, area_name, chapter_code, chapter_name, count(*)::int AS total
       FROM bulletin_item WHERE bulletin_id = $1
      GROUP BY area_code, area_name, chapter_code, chapter_name
      ORDER BY area_code, chapter_code`,
    [id],
  );
}

export async function chapterRecordIds(
  db: Queryable,
  id: number,
  chapter: string,
  page: { limit: number; offset: number },
): Promise<number[]> {
  const rows = await db.query<Pick<RecordTable, "id">>(
    `SELECT r.id FROM bulletin_item i JOIN record r ON r.id = i.record_id
      WHERE i.bulletin_id = $1 AND i.chapter_code = $2
      ORDER BY r.title_sort, r.id LIMIT $3 OFFSET $4`,
    [id, chapter, page.limit, page.offset],
  );
  return rows.map((r) => r.id);
}

/** The records that entered the catalogue in the month starting `month` (YYYY-MM-01), São Paulo time. */
export async function recordsOfMonth(
  db: Queryable,
  month: string,
): Promise<Pick<RecordTable, "id" | "classification">[]> {
  return db.query(
    `SELECT id, classification FROM record
      WHERE created_at >= ($1::date)::timestamp AT TIME ZONE 'America/Sao_Paulo'
        AND created_at < ($1::date + interval '1 month')::timestamp AT TIME ZONE 'America/Sao_Paulo'
      ORDER BY id`,
    [month],
  );
}

/** Writes the month's bulletin afresh (its items replaced); returns its id. */
export async function replaceBulletin(
  db: Queryable,
  month: string,
  title: string,
  items: { recordId: number; areaCode: string; areaName: string; chapterCode: string; chapterName: string }[],
): Promise<number> {
  const [{ id }] = await db.query<Pick<BulletinTable, "id">>(
    `INSERT INTO bulletin (month, title) VALUES ($1::date, $2)
     ON CONFLICT (month) DO UPDATE SET title = EXCLUDED.title, created_at = now()
     RETURNING id`,
    [month, title],
  );
  await db.query(`DELETE FROM bulletin_item WHERE bulletin_id = $1`, [id]);
  const column = <K extends keyof (typeof items)[number]>(key: K) => items.map((i) => i[key]);
  await db.query(
    `INSERT INTO bulletin_item (bulletin_id, record_id, area_code, area_name, chapter_code, chapter_name)
     SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[])`,
    [id, column("recordId"), column("areaCode"), column("areaName"), column("chapterCode"), column("chapterName")],
  );
  return id;
}
