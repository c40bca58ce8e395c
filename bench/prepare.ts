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
import { openDb, type Db } from "../api/core/db/db.ts";
import { migrate } from "../api/core/db/migrate.ts";
import { seedCopies, seedInstitution } from "../api/operations/demo/seed.ts";
import { importFiles } from "../api/operations/import/importer.ts";
import { RECORD_LIBRARIES_TRIGGERS, SET_ALL_RECORD_LIBRARIES } from "../api/core/db/migrations/016-record-libraries.ts";
import { fillRecordSearch, RECORD_SEARCH_TRIGGERS } from "../api/core/db/migrations/037-record-search.ts";
import { fillRecordWords, RECORD_WORDS_TRIGGERS } from "../api/core/db/migrations/044-record-words.ts";
import { BROWSE_TRIGGERS, fillBrowse } from "../api/core/db/migrations/047-browse-headings.ts";

/** Change when the way a database is filled changes, so that cached ones are rebuilt. */
const PREPARE_VERSION = "4";

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

/**
 * Schema, institution, demo records and their copies (the project's own code, triggers on), then
 * — for sizes above the demo file — a bulk load up to `size`: replicas of the records and of their
 * copies made set-based with the triggers that would do it row by row disabled, the derived rows
 * written once, indexes built once, statistics, and a check that the result is what the triggers
 * would have made.
 */
async function fill(db: Db, size: SizeLabel, demoFile: string, log: Log) {
  const step = async <T>(what: string | ((result: T) => string), fn: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const result = await fn();
    const label = typeof what === "string" ? what : what(result);
    log(`${label} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    return result;
  };
  await step("migrated", () => migrate(db));
  await step("demo institution", () => seedInstitution(db));
  await step(`imported ${path.basename(demoFile)}`, () => importFiles(db, [demoFile]));
  const imported = await count(db, "record");
  if (imported === 0) throw new Error(`the import of ${demoFile} left no records`);
  log(`${imported} records imported`);
  const target = size === "demo" ? imported : Number(size);
  if (target < imported) throw new Error(`size ${target} is smaller than the demo file (${imported} records)`);
  await step(
    (n: number) => `demo copies: ${n}`,
    () => seedCopies(db),
  );
  if (target > imported) await bulkReplicate(db, target, step, log);
  await step("VACUUM ANALYZE", () => db.exec("VACUUM ANALYZE"));
  const items = await step("consistency checked", () => checkConsistency(db, target));
  const [{ version }] = await db.query<{ version: string }>("SELECT version()");
  return { records: await count(db, "record"), items, dbVersion: version };
}

type Step = <T>(what: string | ((result: T) => string), fn: () => Promise<T>) => Promise<T>;

/**
 * Replicates the imported records (and their copies) up to `target` records.
 *
 * Row by row, every replicated record would fire record_search's triggers (an insert and the
 * pad update of migration 037) and every batch of copies the item triggers that rewrite
 * record.library_ids (migration 016), and every row would be written into a dozen indexes
 * (PostgreSQL at 1M: 3,385 s). Each round's statements would also fire the statement triggers
 * that count its words into the vocabulary (migration 044) and file its headings and call
 * numbers in the browse tables (migration 047), a growing cost per round. Here those triggers are
 * off while the rows are copied, and what they maintain is written afterwards by the migrations'
 * own statements, once for all rows, before the secondary indexes are built. The statement-level
 * catalogue-generation triggers stay on: they cost one row per statement.
 */
export async function bulkReplicate(
  db: Db,
  target: number,
  step: Step = (_what, fn) => fn(),
  log: Log = () => {},
): Promise<void> {
  const indexes = await step(
    (defs: string[]) => `${defs.length} secondary indexes dropped`,
    () => dropSecondaryIndexes(db, ["record", "record_search", "item"]),
  );
  const [{ last }] = await db.query<{ last: number }>("SELECT max(id) AS last FROM record");
  const triggers = [
    ...[...RECORD_SEARCH_TRIGGERS, ...RECORD_WORDS_TRIGGERS, ...BROWSE_TRIGGERS.record].map(
      (t) => `ALTER TABLE record DISABLE TRIGGER ${t}`,
    ),
    ...[...RECORD_LIBRARIES_TRIGGERS, ...BROWSE_TRIGGERS.item].map((t) => `ALTER TABLE item DISABLE TRIGGER ${t}`),
  ];
  for (const statement of triggers) await db.exec(statement);
  try {
    await step(`replicated to ${target} records with their copies`, () => replicate(db, target, log));
    await step("library_ids of every record from its copies", () => db.exec(SET_ALL_RECORD_LIBRARIES));
    await step("record_search rows of the replicas", () => db.exec(fillRecordSearch(`r.id > ${Number(last)}`)));
    await step("the replicas' words counted in the vocabulary", () =>
      db.exec(fillRecordWords(`r.id > ${Number(last)}`)),
    );
    await step("the replicas' headings and call numbers filed for browsing", () =>
      db.exec(fillBrowse(`r.id > ${Number(last)}`, `i.record_id > ${Number(last)}`)),
    );
  } finally {
    for (const statement of triggers) await db.exec(statement.replace("DISABLE", "ENABLE"));
  }
  await step(`${indexes.length} indexes built`, () => buildIndexes(db, indexes, log));
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

export async function buildIndexes(db: Db, definitions: string[], log: Log = () => {}): Promise<void> {
  // One index at a time with room to sort: a GIN index over a million tsvectors is built in
  // memory in one pass when maintenance_work_mem holds it. PostgreSQL also sorts a btree build
  // with parallel workers (GIN builds are serial in PostgreSQL 15); PGlite has one process.
  await db.exec(`SET maintenance_work_mem = '${db.engine === "pglite" ? "256MB" : "1GB"}'`);
  if (db.engine !== "pglite") await db.exec("SET max_parallel_maintenance_workers = 2");
  for (const definition of definitions) {
    const t0 = performance.now();
    await db.exec(definition);
    const name = /INDEX (\S+)/.exec(definition)?.[1] ?? definition;
    log(`  ${name} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  }
  await db.exec("RESET maintenance_work_mem");
  if (db.engine !== "pglite") await db.exec("RESET max_parallel_maintenance_workers");
}

async function count(db: Db, table: string): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return n;
}

/**
 * Copies the imported records until there are `target`: round n copies every original row
 * (in id order, the last round cut short) with source_key "<key>#<n>" and a new id from the
 * sequence, every other column as it is — MARC, derived fields, library_ids and the four tsvector
 * columns — so the copies are found by the same words, with the same facets, as the real records.
 * Then, in one statement per round, each replica gets its original's copies (same libraries,
 * locations, statuses, volumes), with barcodes made the way seedCopies makes them from the new id.
 * Column lists are read from the catalogue, so columns added by later migrations are copied too.
 */
export async function replicate(db: Db, target: number, log: Log): Promise<void> {
  const columns = await copiedColumns(db, "record", ["id", "source_key"]);
  const itemColumns = await copiedColumns(db, "item", ["id", "record_id", "barcode"]);
  const [{ originals, last }] = await db.query<{ originals: number; last: number }>(
    "SELECT count(*)::int AS originals, max(id) AS last FROM record",
  );
  let total = originals;
  for (let round = 1; total < target; round++) {
    const take = Math.min(originals, target - total);
    const [{ before }] = await db.query<{ before: number }>("SELECT max(id) AS before FROM record");
    await db.query(
      `INSERT INTO record (source_key, ${columns.join(", ")})
       SELECT source_key || '#' || $1::int, ${columns.join(", ")}
         FROM record WHERE id <= $2 ORDER BY id LIMIT $3`,
      [round, last, take],
    );
    await db.query(
      `INSERT INTO item (record_id, barcode, ${itemColumns.join(", ")})
       SELECT c.id, i.library_id::text || lpad(c.id::text, 7, '0') || substr(i.barcode, length(i.library_id::text) + 8),
              ${itemColumns.map((c) => `i.${c}`).join(", ")}
         FROM record c
         JOIN record o ON o.source_key || '#' || $1::int = c.source_key AND o.id <= $2
         JOIN item i ON i.record_id = o.id
        WHERE c.id > $3`,
      [round, last, before],
    );
    total += take;
    if (round % 25 === 0 || total >= target) log(`  ${total} records`);
  }
}

async function copiedColumns(db: Db, table: string, except: string[]): Promise<string[]> {
  const rows = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1
        AND column_name <> ALL($2::text[])
        AND is_generated = 'NEVER' AND is_identity = 'NO'
      ORDER BY ordinal_position`,
    [table, except],
  );
  return rows.map((r) => `"${r.column_name}"`);
}

/**
 * Throws unless the bulk load left what the row triggers would have: a search row per record,
 * the expected number of copies (each replica has its original's), and — for a sample of 1,000
 * records — library_ids in record and in record_search equal to the set recomputed from the copies.
 * Returns the number of copies.
 */
export async function checkConsistency(db: Db, target: number): Promise<number> {
  const [{ records, searchRows, items }] = await db.query<{ records: number; searchRows: number; items: number }>(
    `SELECT (SELECT count(*)::int FROM record) AS records,
            (SELECT count(*)::int FROM record_search) AS "searchRows",
            (SELECT count(*)::int FROM item) AS items`,
  );
  const problems: string[] = [];
  if (records !== target) problems.push(`${records} records, expected ${target}`);
  if (searchRows !== records) problems.push(`${searchRows} record_search rows for ${records} records`);
  // Copies expected: every record has the copies of its original (the record whose source_key is
  // its own without the "#<round>" suffix).
  const [{ expected }] = await db.query<{ expected: number }>(
    `SELECT coalesce(sum(n.copies), 0)::int AS expected
       FROM record r
       JOIN record o ON o.source_key = split_part(r.source_key, '#', 1)
       JOIN (SELECT record_id, count(*) AS copies FROM item GROUP BY record_id) n ON n.record_id = o.id`,
  );
  if (items !== expected) problems.push(`${items} copies, expected ${expected}`);
  const wrong = await db.query<{ id: number; record: number[]; search: number[] | null; recomputed: number[] }>(
    `WITH bounds AS (SELECT min(id) AS lo, max(id) AS hi FROM record),
          sample AS (SELECT DISTINCT lo + floor(random() * (hi - lo + 1))::int AS id FROM bounds, generate_series(1, 1000))
     SELECT s.id, r.library_ids AS record, rs.library_ids AS search,
            coalesce((SELECT array_agg(DISTINCT i.library_id ORDER BY i.library_id) FROM item i WHERE i.record_id = s.id), '{}') AS recomputed
       FROM sample s JOIN record r ON r.id = s.id LEFT JOIN record_search rs ON rs.id = s.id`,
  );
  const bad = wrong.filter(
    (w) => String(w.record) !== String(w.recomputed) || w.search === null || String(w.search) !== String(w.recomputed),
  );
  if (wrong.length < Math.min(500, records)) problems.push(`only ${wrong.length} records sampled`);
  if (bad.length > 0) {
    problems.push(
      `${bad.length} of ${wrong.length} sampled records with wrong library_ids, e.g. record ${bad[0].id}: ` +
        `record ${String(bad[0].record)}, record_search ${String(bad[0].search)}, from its copies ${String(bad[0].recomputed)}`,
    );
  }
  if (problems.length > 0) throw new Error(`bulk preparation inconsistent: ${problems.join("; ")}`);
  return items;
}
