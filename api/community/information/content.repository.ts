/** Staff edits of the FAQ, service points and events (decision 038): SQL only. */
import type { Queryable } from "../../core/db/db.ts";
import type { InfoEventTable, InfoFaqTable, InfoServicePointTable } from "../../core/db/tables.ts";

export interface FaqInput {
  catalogue: "C" | "K" | "A";
  question: string;
  answer: string;
  position: number;
}

export async function insertFaq(db: Queryable, f: FaqInput): Promise<number> {
  const [row] = await db.query<Pick<InfoFaqTable, "id">>(
    `INSERT INTO info_faq (catalogue, question, answer, position) VALUES ($1, $2, $3, $4) RETURNING id`,
    [f.catalogue, f.question, f.answer, f.position],
  );
  return row!.id;
}

export async function updateFaq(db: Queryable, id: number, f: FaqInput): Promise<boolean> {
  const rows = await db.query(
    `UPDATE info_faq SET catalogue = $2, question = $3, answer = $4, position = $5 WHERE id = $1 RETURNING id`,
    [id, f.catalogue, f.question, f.answer, f.position],
  );
  return rows.length === 1;
}

export interface ServicePointInput {
  libraryId: number | null;
  title: string;
  content: string;
  position: number;
}

export async function insertServicePoint(db: Queryable, s: ServicePointInput): Promise<number> {
  const [row] = await db.query<Pick<InfoServicePointTable, "id">>(
    `INSERT INTO info_service_point (library_id, title, content, position) VALUES ($1, $2, $3, $4) RETURNING id`,
    [s.libraryId, s.title, s.content, s.position],
  );
  return row!.id;
}

export async function updateServicePoint(db: Queryable, id: number, s: ServicePointInput): Promise<boolean> {
  const rows = await db.query(
    `UPDATE info_service_point SET library_id = $2, title = $3, content = $4, position = $5 WHERE id = $1 RETURNING id`,
    [id, s.libraryId, s.title, s.content, s.position],
  );
  return rows.length === 1;
}

export interface EventInput {
  source: "I" | "E";
  title: string;
  startsOn: string;
  endsOn: string | null;
  place: string | null;
  description: string | null;
  url: string | null;
}

export async function insertEvent(db: Queryable, e: EventInput): Promise<number> {
  const [row] = await db.query<Pick<InfoEventTable, "id">>(
    `INSERT INTO info_event (source, title, starts_on, ends_on, place, description, url)
     VALUES ($1, $2, $3::date, $4::date, $5, $6, $7) RETURNING id`,
    [e.source, e.title, e.startsOn, e.endsOn, e.place, e.description, e.url],
  );
  return row!.id;
}

export async function updateEvent(db: Queryable, id: number, e: EventInput): Promise<boolean> {
  const rows = await db.query(
    `UPDATE info_event SET source = $2, title = $3, starts_on = $4::date, ends_on = $5::date, place = $6,
            description = $7, url = $8
      WHERE id = $1 RETURNING id`,
    [id, e.source, e.title, e.startsOn, e.endsOn, e.place, e.description, e.url],
  );
  return rows.length === 1;
}

export type ContentTable = "info_faq" | "info_service_point" | "info_event";

export async function deleteContent(db: Queryable, table: ContentTable, id: number): Promise<boolean> {
  const rows = await db.query(`DELETE FROM ${table} WHERE id = $1 RETURNING id`, [id]);
  return rows.length === 1;
}

export async function libraryExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM library WHERE id = $1`, [id])).length === 1;
}
