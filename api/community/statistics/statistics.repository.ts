/** The SQL of the public statistics (decision 039). Days and months are the institution's. */
import type { Queryable } from "../../core/db/db.ts";
import type {
  LibraryOpeningDayTable,
  LibraryTable,
  LocationTable,
  OrgUnitTable,
  PatronTable,
  RecordTable,
} from "../../core/db/tables.ts";
import { CLASSIFICATION_PREFIX_SQL } from "./knowledge-areas.ts";

/** Patrons who count as active users: registration neither expired nor blocked. */
const ACTIVE = "NOT p.expired AND NOT p.blocked";

/** The instants of a local calendar year, for an index-friendly range on a timestamptz. */
const yearRange = (column: string, year: string, zone: string) =>
  `${column} >= (make_date(${year}, 1, 1)::timestamp AT TIME ZONE ${zone})
   AND ${column} < (make_date(${year} + 1, 1, 1)::timestamp AT TIME ZONE ${zone})`;

export async function libraries(db: Queryable): Promise<Pick<LibraryTable, "id" | "name">[]> {
  return db.query("SELECT id, name FROM library ORDER BY name, id");
}

/** The years of `instant` (an expression over `table`'s columns) in the table, latest first. */
async function yearsIn(db: Queryable, table: string, instant: string, params: unknown[] = []): Promise<number[]> {
  const rows = await db.query<{ year: number }>(
    `SELECT DISTINCT extract(year FROM ${instant})::int AS year FROM ${table} ORDER BY 1 DESC`,
    params,
  );
  return rows.map((r) => r.year);
}

export async function openingDayYears(db: Queryable): Promise<number[]> {
  return yearsIn(db, "library_opening_day", "day");
}

export async function openingDaysPerMonth(
  db: Queryable,
  year: number,
): Promise<(Pick<LibraryOpeningDayTable, "library_id"> & { month: number; total: number })[]> {
  return db.query(
    `SELECT library_id, extract(month FROM day)::int AS month, count(*)::int AS total
       FROM library_opening_day
      WHERE day >= make_date($1, 1, 1) AND day < make_date($1 + 1, 1, 1)
      GROUP BY 1, 2`,
    [year],
  );
}

export async function turnstileYears(db: Queryable): Promise<number[]> {
  return yearsIn(db, "turnstile_count", "day");
}

/** Entries and exits per month of a year, or per day of one month; one library or all. */
export async function turnstileCounts(
  db: Queryable,
  libraryId: number | null,
  year: number,
  month: number | null,
): Promise<{ period: number; entries: number; exits: number }[]> {
  return db.query(
    `SELECT CASE WHEN $2::int IS NULL THEN extract(month FROM day) ELSE extract(day FROM day) END::int AS period,
            sum(entries)::int AS entries, sum(exits)::int AS exits
       FROM turnstile_count
      WHERE day >= make_date($1, coalesce($2::int, 1), 1)
        AND day < (make_date($1, coalesce($2::int, 1), 1)
                   + CASE WHEN $2::int IS NULL THEN interval '1 year' ELSE interval '1 month' END)::date
        AND ($3::int IS NULL OR library_id = $3)
      GROUP BY 1 ORDER BY 1`,
    [year, month, libraryId],
  );
}

export async function activeUsersByLibrary(
  db: Queryable,
): Promise<(Pick<LibraryTable, "id" | "name"> & { total: number })[]> {
  return db.query(
    `SELECT lib.id, lib.name, count(*)::int AS total
       FROM patron p JOIN library lib ON lib.id = p.library_id
      WHERE ${ACTIVE}
      GROUP BY lib.id, lib.name ORDER BY total DESC, lib.name`,
  );
}

export async function activeUsersByCategory(
  db: Queryable,
): Promise<(Pick<PatronTable, "category"> & { total: number })[]> {
  return db.query(
    `SELECT p.category, count(*)::int AS total FROM patron p WHERE ${ACTIVE}
      GROUP BY 1 ORDER BY total DESC, 1`,
  );
}

export async function activeUsers(db: Queryable): Promise<{ total: number; without_unit: number }> {
  const [row] = await db.query<{ total: number; without_unit: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE p.org_unit_id IS NULL)::int AS without_unit
       FROM patron p WHERE ${ACTIVE}`,
  );
  return row;
}

/** One page of the organisational units with active patrons, by name or by most patrons. */
export async function activeUsersByOrgUnit(
  db: Queryable,
  order: "nome" | "total",
  limit: number,
  offset: number,
): Promise<{ rows: (Pick<OrgUnitTable, "id" | "name"> & { total: number })[]; count: number }> {
  const orderBy = order === "nome" ? "u.name, u.id" : "total DESC, u.name, u.id";
  const rows = await db.query<Pick<OrgUnitTable, "id" | "name"> & { total: number; units: number }>(
    `SELECT u.id, u.name, count(*)::int AS total, (count(*) OVER ())::int AS units
       FROM patron p JOIN org_unit u ON u.id = p.org_unit_id
      WHERE ${ACTIVE}
      GROUP BY u.id, u.name ORDER BY ${orderBy} LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  if (rows.length > 0) return { rows: rows.map(({ id, name, total }) => ({ id, name, total })), count: rows[0].units };
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(DISTINCT p.org_unit_id)::int AS n FROM patron p WHERE ${ACTIVE} AND p.org_unit_id IS NOT NULL`,
  );
  return { rows: [], count: n };
}

export async function loanYears(db: Queryable, zone: string): Promise<number[]> {
  return yearsIn(db, "loan", "checked_out_at AT TIME ZONE $1", [zone]);
}

/**
 * Loans checked out (E), returned (D) or renewed (R) in a year, per work type and month; one
 * library or all. A renewal is counted in the month of its loan: only the count is kept.
 */
export async function circulation(
  db: Queryable,
  option: "E" | "D" | "R",
  year: number,
  libraryId: number | null,
  zone: string,
): Promise<{ work_type: number; month: number; total: number }[]> {
  const column = option === "D" ? "l.returned_at" : "l.checked_out_at";
  const measure = option === "R" ? "sum(l.renewals)" : "count(*)";
  return db.query(
    `SELECT r.work_type, extract(month FROM ${column} AT TIME ZONE $2)::int AS month, ${measure}::int AS total
       FROM loan l JOIN item i ON i.id = l.item_id JOIN record r ON r.id = i.record_id
      WHERE ${yearRange(column, "$1::int", "$2")} AND ($3::int IS NULL OR l.library_id = $3)
      GROUP BY 1, 2`,
    [year, zone, libraryId],
  );
}

export async function workTypesInCollection(db: Queryable): Promise<number[]> {
  const rows = await db.query<Pick<RecordTable, "work_type">>(`SELECT DISTINCT work_type FROM record ORDER BY 1`);
  return rows.map((r) => r.work_type);
}

/** The collections: the names of the libraries' locations (Acervo geral, Referência…). */
export async function collections(db: Queryable): Promise<string[]> {
  const rows = await db.query<Pick<LocationTable, "name">>(`SELECT DISTINCT name FROM location ORDER BY 1`);
  return rows.map((r) => r.name);
}

export interface CopyFilter {
  libraries: number[];
  workTypes: number[];
  copyStatus: string[];
  collections: string[];
  /** Copies registered before the end of this year; null: all. */
  year: number | null;
}

const copyFilter = `(cardinality($1::int[]) = 0 OR i.library_id = ANY($1::int[]))
   AND (cardinality($2::int[]) = 0 OR r.work_type = ANY($2::int[]))
   AND (cardinality($3::text[]) = 0 OR i.status = ANY($3::text[]))
   AND (cardinality($4::text[]) = 0 OR loc.name = ANY($4::text[]))
   AND ($5::int IS NULL OR i.created_at < (make_date($5::int + 1, 1, 1)::timestamp AT TIME ZONE $6))`;

const filterParams = (f: CopyFilter, zone: string) => [
  f.libraries,
  f.workTypes,
  f.copyStatus,
  f.collections,
  f.year,
  zone,
];

export async function collectionByLibraryAndType(
  db: Queryable,
  filter: CopyFilter,
  zone: string,
): Promise<
  {
    library_id: LibraryTable["id"];
    library_name: LibraryTable["name"];
    work_type: RecordTable["work_type"];
    titles: number;
    copies: number;
  }[]
> {
  return db.query(
    `SELECT i.library_id, lib.name AS library_name, r.work_type,
            count(DISTINCT r.id)::int AS titles, count(*)::int AS copies
       FROM item i JOIN record r ON r.id = i.record_id JOIN library lib ON lib.id = i.library_id
       LEFT JOIN location loc ON loc.id = i.location_id
      WHERE ${copyFilter}
      GROUP BY 1, 2, 3 ORDER BY lib.name, 1, 3`,
    filterParams(filter, zone),
  );
}

export async function collectionTotals(
  db: Queryable,
  filter: CopyFilter,
  zone: string,
): Promise<{ titles: number; copies: number }> {
  const [row] = await db.query<{ titles: number; copies: number }>(
    `SELECT count(DISTINCT r.id)::int AS titles, count(*)::int AS copies
       FROM item i JOIN record r ON r.id = i.record_id LEFT JOIN location loc ON loc.id = i.location_id
      WHERE ${copyFilter}`,
    filterParams(filter, zone),
  );
  return row;
}

/** Titles and copies per classification prefix (Dewey three digits or LC class letters). */
export async function collectionByClassPrefix(
  db: Queryable,
  filter: CopyFilter,
  zone: string,
): Promise<{ prefix: string | null; titles: number; copies: number }[]> {
  return db.query(
    `SELECT ${CLASSIFICATION_PREFIX_SQL} AS prefix, count(DISTINCT r.id)::int AS titles, count(*)::int AS copies
       FROM item i JOIN record r ON r.id = i.record_id LEFT JOIN location loc ON loc.id = i.location_id
      WHERE ${copyFilter}
      GROUP BY 1`,
    filterParams(filter, zone),
  );
}

export async function yearsOfCopies(db: Queryable, zone: string): Promise<number[]> {
  return yearsIn(db, "item", "created_at AT TIME ZONE $1", [zone]);
}
