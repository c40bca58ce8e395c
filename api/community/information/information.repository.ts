import type { Queryable } from "../../core/db/db.ts";
import type {
  InfoActivityTable,
  InfoEventTable,
  InfoFaqTable,
  InfoServicePointTable,
  LibraryTable,
} from "../../core/db/tables.ts";

export type FaqRow = Pick<InfoFaqTable, "id" | "question" | "answer">;

export async function findFaqs(db: Queryable, catalogue: string): Promise<FaqRow[]> {
  return db.query<FaqRow>(`SELECT id, question, answer FROM info_faq WHERE catalogue = $1 ORDER BY position, id`, [
    catalogue,
  ]);
}

export type ActivityRow = Pick<InfoActivityTable, "id" | "description" | "information">;

export async function findActivities(db: Queryable): Promise<ActivityRow[]> {
  return db.query<ActivityRow>(`SELECT id, description, information FROM info_activity ORDER BY position, id`);
}

export async function findActivity(db: Queryable, id: number): Promise<ActivityRow | undefined> {
  const [row] = await db.query<ActivityRow>(`SELECT id, description, information FROM info_activity WHERE id = $1`, [
    id,
  ]);
  return row;
}

export type ServicePointRow = Pick<InfoServicePointTable, "id" | "title" | "content" | "library_id"> & {
  library_name: LibraryTable["name"] | null;
};

const SERVICE_POINTS = `SELECT s.id, s.title, s.content, s.library_id, l.name AS library_name
  FROM info_service_point s LEFT JOIN library l ON l.id = s.library_id`;

export async function findServicePoints(db: Queryable): Promise<ServicePointRow[]> {
  return db.query<ServicePointRow>(`${SERVICE_POINTS} ORDER BY s.position, s.id`);
}

export async function findServicePoint(db: Queryable, id: number): Promise<ServicePointRow | undefined> {
  const [row] = await db.query<ServicePointRow>(`${SERVICE_POINTS} WHERE s.id = $1`, [id]);
  return row;
}

export type EventRow = Pick<InfoEventTable, "id" | "title" | "starts_on" | "ends_on" | "place" | "description" | "url">;

/** The events of one source that have not ended by `today`, soonest first. */
export async function findEvents(db: Queryable, source: "I" | "E", today: string): Promise<EventRow[]> {
  return db.query<EventRow>(
    `SELECT id, title, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on,
            place, description, url
       FROM info_event
      WHERE source = $1 AND coalesce(ends_on, starts_on) >= $2::date
      ORDER BY starts_on, id`,
    [source, today],
  );
}
