/** The database's own description of its tables, read to generate api/core/db/tables.ts. */
import type { Queryable } from "./db.ts";

export interface SchemaColumn {
  table_name: string;
  column_name: string;
  /** information_schema's name of the type: "ARRAY" and "USER-DEFINED" say to look at `udt_name`. */
  data_type: string;
  /** The base type (a domain's underlying type), an array's element type prefixed with "_". */
  udt_name: string;
  is_nullable: "YES" | "NO";
}

/** Every column of the base tables of the public schema, table by table, in the tables' order. */
export async function publicColumns(db: Queryable): Promise<SchemaColumn[]> {
  return db.query<SchemaColumn>(
    `SELECT c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.ordinal_position`,
  );
}

/** The labels of every enum type of the public schema, in their declared order. */
export async function publicEnums(db: Queryable): Promise<{ name: string; labels: string[] }[]> {
  return db.query<{ name: string; labels: string[] }>(
    `SELECT t.typname AS name, array_agg(e.enumlabel ORDER BY e.enumsortorder) AS labels
       FROM pg_type t
       JOIN pg_namespace n ON n.oid = t.typnamespace
       JOIN pg_enum e ON e.enumtypid = t.oid
      WHERE n.nspname = 'public'
      GROUP BY t.typname
      ORDER BY t.typname`,
  );
}
