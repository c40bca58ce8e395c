/**
 * Builds (or reuses) the databases the benchmark measures, with the project's own code:
 * migrate, demo institution, import of the real demo records, then — for sizes above the demo
 * file — copies of those records up to the size, then demo copies (items) and VACUUM ANALYZE.
 *
 * A prepared database is reused by later runs when its key matches: the size, the demo file's
 * bytes and PREPARE_VERSION (bump it when the method below changes). Migrations added since are
 * applied to a reused database (then ANALYZE), as an operator's upgrade would: rebuilding a
 * million records for every new index would make the benchmark too costly to run.
 *   PGlite:     var/bench/pglite-<size>/data, key in var/bench/pglite-<size>/prepared.json
 *   PostgreSQL: database opac_bench_<size>, key in the database's COMMENT
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { openDb, type Db } from "../api/db/db.ts";
import { migrate } from "../api/db/migrate.ts";
import { seedCopies, seedInstitution } from "../api/demo/seed.ts";
import { importFiles } from "../api/import/importer.ts";

/** Change when the way a database is filled changes, so that cached ones are rebuilt. */
const PREPARE_VERSION = "3";

/** "demo": the demo file as imported; a number: that many records (the demo file's, then copies). */
export type SizeLabel = "demo" | `${number}`;

export function parseSize(text: string): SizeLabel {
  const label = text.trim();
  if (label === "demo" || /^[1-9]\d*$/.test(label)) return label as SizeLabel;
  throw new Error(`BENCH_SIZES: "${text}" is neither "demo" nor a record count`);
}

export interface Prepared {
  engine: "pglite" | "postgres";
  size: SizeLabel;
  /** Environment for `node build/server.js`: DATA_DIR or DATABASE_URL. */
  serverEnv: Record<string, string>;
  records: number;
  items: number;
  /** Seconds the preparation took (when it was made, for a reused one). */
  seconds: number;
  reused: boolean;
  /** `SELECT version()` of the engine. */
  dbVersion: string;
}

interface Marker {
  key: string;
  records: number;
  items: number;
  seconds: number;
  dbVersion: string;
  preparedAt: string;
}

export function cacheKey(size: SizeLabel, demoFile: string): string {
  const hash = createHash("sha256");
  hash.update(`prepare ${PREPARE_VERSION}\nsize ${size}\n`);
  hash.update(readFileSync(demoFile));
  return hash.digest("hex").slice(0, 16);
}

type Log = (line: string) => void;

/** PGlite database for `size` under `benchDir`, reused when its key matches. */
export async function preparePglite(size: SizeLabel, demoFile: string, benchDir: string, log: Log): Promise<Prepared> {
  const dir = path.join(benchDir, `pglite-${size}`);
  const dataDir = path.join(dir, "data");
  const markerFile = path.join(dir, "prepared.json");
  const key = cacheKey(size, demoFile);
  const serverEnv = { DATA_DIR: dataDir };

  const marker = existsSync(markerFile) ? (JSON.parse(readFileSync(markerFile, "utf8")) as Marker) : undefined;
  if (marker?.key === key && existsSync(dataDir)) {
    const db = await openDb({ dataDir });
    try {
      await migrateForward(db, (line) => log(`pglite ${size}: ${line}`));
    } finally {
      await db.close();
    }
    return { engine: "pglite", size, serverEnv, ...pick(marker), reused: true };
  }
  log(`pglite ${size}: preparing in ${path.relative(process.cwd(), dir)} (key ${key})`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const started = performance.now();
  const db = await openDb({ dataDir });
  try {
    const filled = await fill(db, size, demoFile, (line) => log(`pglite ${size}: ${line}`));
    const seconds = (performance.now() - started) / 1000;
    const done: Marker = { key, ...filled, seconds, preparedAt: new Date().toISOString() };
    await db.close();
    writeFileSync(markerFile, `${JSON.stringify(done, null, 2)}\n`);
    return { engine: "pglite", size, serverEnv, ...pick(done), reused: false };
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}

/** PostgreSQL database opac_bench_<size> on the server of `adminUrl`, reused when its key matches. */
export async function preparePostgres(
  size: SizeLabel,
  demoFile: string,
  adminUrl: string,
  log: Log,
): Promise<Prepared> {
  const name = `opac_bench_${size}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const serverEnv = { DATABASE_URL: url.toString() };
  const key = cacheKey(size, demoFile);

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const [row] = (
      await admin.query<{ comment: string | null }>(
        "SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1",
        [name],
      )
    ).rows;
    const marker = parseComment(row?.comment);
    if (marker?.key === key) {
      const db = await openDb({ databaseUrl: url.toString(), poolSize: 2 });
      try {
        await migrateForward(db, (line) => log(`postgres ${size}: ${line}`));
      } finally {
        await db.close();
      }
      return { engine: "postgres", size, serverEnv, ...pick(marker), reused: true };
    }

    log(`postgres ${size}: preparing database ${name} (key ${key})`);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const started = performance.now();
    const db = await openDb({ databaseUrl: url.toString(), poolSize: 2 });
    let filled: Omit<Marker, "key" | "seconds" | "preparedAt">;
    try {
      filled = await fill(db, size, demoFile, (line) => log(`postgres ${size}: ${line}`));
    } finally {
      await db.close();
    }
    const done: Marker = {
      key,
      ...filled,
      seconds: (performance.now() - started) / 1000,
      preparedAt: new Date().toISOString(),
    };
    // Written last: a database without this comment (an interrupted preparation) is rebuilt.
    await admin.query(`COMMENT ON DATABASE ${name} IS ${literal(`acervo-bench ${JSON.stringify(done)}`)}`);
    return { engine: "postgres", size, serverEnv, ...pick(done), reused: false };
  } finally {
    await admin.end();
  }
}

/** Applies migrations newer than the prepared database, then refreshes the planner's statistics. */
async function migrateForward(db: Db, log: Log): Promise<void> {
  const t0 = performance.now();
  const applied = await migrate(db);
  if (applied.length === 0) return;
  await db.exec("VACUUM ANALYZE");
  log(`migrated forward: ${applied.join(", ")} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}

function pick(m: Marker) {
  return { records: m.records, items: m.items, seconds: m.seconds, dbVersion: m.dbVersion };
}

function parseComment(comment: string | null | undefined): Marker | undefined {
  const prefix = "acervo-bench ";
  if (!comment?.startsWith(prefix)) return undefined;
  try {
    return JSON.parse(comment.slice(prefix.length)) as Marker;
  } catch {
    return undefined;
  }
}

function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** Schema, institution, demo records, replicas up to `size`, copies, statistics. */
async function fill(db: Db, size: SizeLabel, demoFile: string, log: Log) {
  const step = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const result = await fn();
    log(`${what} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    return result;
  };
  await step("migrated", () => migrate(db));
  await step("demo institution", () => seedInstitution(db));
  await step(`imported ${path.basename(demoFile)}`, () => importFiles(db, [demoFile]));
  const imported = await count(db, "record");
  if (imported === 0) throw new Error(`the import of ${demoFile} left no records`);
  log(`${imported} records imported`);
  if (size !== "demo") {
    const target = Number(size);
    if (target < imported) throw new Error(`size ${target} is smaller than the demo file (${imported} records)`);
  }
  // Bulk load: record's secondary indexes (four GIN indexes over tsvectors among them) are
  // dropped before the copies are made and built once afterwards, which is several times faster
  // than keeping them up to date row by row (PGlite at 1M took 3,923 s that way). item keeps
  // its indexes: the trigger that keeps record.library_ids finds a record's copies by them.
  const indexes = await step("secondary indexes dropped", () => dropSecondaryIndexes(db, ["record"]));
  if (size !== "demo") {
    const target = Number(size);
    await step(`replicated to ${target} records`, () => replicate(db, target, log));
  }
  const items = await step("demo copies", () => seedCopies(db));
  await step(`${indexes.length} indexes built`, () => buildIndexes(db, indexes));
  await step("VACUUM ANALYZE", () => db.exec("VACUUM ANALYZE"));
  const [{ version }] = await db.query<{ version: string }>("SELECT version()");
  return { records: await count(db, "record"), items, dbVersion: version };
}

/**
 * Drops the indexes of `tables` that back no constraint (primary keys, unique keys and the
 * foreign keys that point at them stay) and returns their definitions, to be built again with
 * `buildIndexes` once the rows are in.
 */
export async function dropSecondaryIndexes(db: Db, tables: string[]): Promise<string[]> {
  const rows = await db.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
       JOIN pg_class t ON t.oid = i.indrelid
      WHERE t.relname = ANY($1::text[]) AND t.relnamespace = current_schema()::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [tables],
  );
  for (const row of rows) await db.exec(`DROP INDEX ${row.name}`);
  return rows.map((r) => r.definition);
}

export async function buildIndexes(db: Db, definitions: string[]): Promise<void> {
  // One index at a time with room to sort: a GIN index over a million tsvectors is built in
  // memory in one pass when maintenance_work_mem holds it.
  await db.exec(`SET maintenance_work_mem = '${db.engine === "pglite" ? "256MB" : "1GB"}'`);
  for (const definition of definitions) await db.exec(definition);
  await db.exec("RESET maintenance_work_mem");
}

async function count(db: Db, table: string): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return n;
}

/**
 * Copies the imported records until there are `target`: round n copies every original row
 * (in id order, the last round cut short) with source_key "<key>#<n>" and a new id from the
 * sequence, every other column as it is — MARC, derived fields and the four tsvector columns —
 * so the copies are found by the same words, with the same facets, as the real records.
 * The column list is read from the catalogue, so columns added by later migrations are copied too.
 */
export async function replicate(db: Db, target: number, log: Log): Promise<void> {
  const columns = (
    await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'record'
          AND column_name NOT IN ('id', 'source_key')
          AND is_generated = 'NEVER' AND is_identity = 'NO'
        ORDER BY ordinal_position`,
    )
  ).map((r) => `"${r.column_name}"`);
  const [{ originals, last }] = await db.query<{ originals: number; last: number }>(
    "SELECT count(*)::int AS originals, max(id) AS last FROM record",
  );
  let total = originals;
  for (let round = 1; total < target; round++) {
    const take = Math.min(originals, target - total);
    await db.query(
      `INSERT INTO record (source_key, ${columns.join(", ")})
       SELECT source_key || '#' || $1::int, ${columns.join(", ")}
         FROM record WHERE id <= $2 ORDER BY id LIMIT $3`,
      [round, last, take],
    );
    total += take;
    if (round % 5 === 0 || total >= target) log(`  ${total} records`);
  }
}
