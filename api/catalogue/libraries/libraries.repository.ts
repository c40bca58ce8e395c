import type { Queryable } from "../../core/db/db.ts";
import type { CampusTable, LibraryImageTable, LibraryTable } from "../../core/db/tables.ts";

export type CampusRow = Pick<CampusTable, "id" | "name">;

export async function allCampuses(db: Queryable): Promise<CampusRow[]> {
  return db.query<CampusRow>("SELECT id, name FROM campus ORDER BY name, id");
}

export type LibraryListRow = Pick<LibraryTable, "id" | "name" | "campus_id"> & { campus_name: CampusTable["name"] };

/** Every library, or those of one campus, by name. */
export async function findLibraries(db: Queryable, campusId: number | null): Promise<LibraryListRow[]> {
  return db.query<LibraryListRow>(
    `SELECT l.id, l.name, c.id AS campus_id, c.name AS campus_name
       FROM library l JOIN campus c ON c.id = l.campus_id
      WHERE $1::int IS NULL OR c.id = $1
      ORDER BY l.name, l.id`,
    [campusId],
  );
}

/** Every library's name and opening hours as written, by name. */
export async function findLibraryHours(db: Queryable): Promise<Pick<LibraryTable, "id" | "name" | "opening_hours">[]> {
  return db.query<Pick<LibraryTable, "id" | "name" | "opening_hours">>(
    "SELECT id, name, opening_hours FROM library ORDER BY name, id",
  );
}

export type LibraryRow = LibraryListRow &
  Pick<LibraryTable, "address" | "phone" | "email" | "opening_hours" | "description">;

export async function findLibraryPage(db: Queryable, id: number): Promise<LibraryRow | undefined> {
  const [row] = await db.query<LibraryRow>(
    `SELECT l.id, l.name, c.id AS campus_id, c.name AS campus_name, l.address, l.phone, l.email, l.opening_hours, l.description
       FROM library l JOIN campus c ON c.id = l.campus_id
      WHERE l.id = $1`,
    [id],
  );
  return row;
}

export async function libraryImages(
  db: Queryable,
  libraryId: number,
): Promise<Pick<LibraryImageTable, "seq" | "url" | "description">[]> {
  return db.query<Pick<LibraryImageTable, "seq" | "url" | "description">>(
    "SELECT seq, url, description FROM library_image WHERE library_id = $1 ORDER BY seq",
    [libraryId],
  );
}
