/**
 * The databases the integration tests start from, built once per `vitest run` (globalSetup in
 * vitest.config.ts) and cloned by every test file (tests/support/engines.ts):
 * - "migrated": every migration applied, no rows;
 * - "demo": that plus the demo library (`seedDemo`).
 * PGlite's are data folders, in /dev/shm where there is one (a clone is a copy of ~160 MB, and in
 * memory both the copy and the clone's own writes cost no disk I/O); PostgreSQL's are template
 * databases. All of it is removed when the run ends.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDb, type Db } from "../../api/core/db/db.ts";
import { migrate } from "../../api/core/db/migrate.ts";
import { seedCopies, seedInstitution } from "../../api/operations/demo/seed.ts";
import { importFiles } from "../../api/operations/import/importer.ts";
import { removeSpareWal } from "../../scripts/spare-wal.mjs";

const DEMO_FILE = path.resolve("data/marc/demo-bib.mrc");

export interface Templates {
  pglite: { root: string; migrated: string; demo: string };
  /** `prefix`: every database of this run is named with it, so that the end of the run finds them all. */
  postgres?: { migrated: string; demo: string; prefix: string };
}

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplates: Templates;
  }
}

/** The demo library every API test file starts from: institution, the 3,661 demo records, copies. */
export async function seedDemo(db: Db): Promise<void> {
  await seedInstitution(db);
  await importFiles(db, [DEMO_FILE]);
  await seedCopies(db);
}

async function withAdmin<T>(adminUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Whether a copy of a template is to be made file by file. PostgreSQL 15 made copying through the
 * write-ahead log the default, which writes the whole template twice (its WAL and its files): for
 * the ~100 MB demo that was 0.84 s of the server's CPU a copy, against 0.18 s by file (decision
 * 022), and every API test file makes one or two. Older servers only copy by file (and know no
 * STRATEGY).
 */
let fileCopy: Promise<boolean> | undefined;
function copiesByFile(admin: pg.Client): Promise<boolean> {
  fileCopy ??= admin
    .query<{ server_version_num: string }>("SHOW server_version_num")
    .then(({ rows }) => Number(rows[0].server_version_num) >= 150000)
    .catch((error: unknown) => {
      fileCopy = undefined;
      throw error;
    });
  return fileCopy;
}

/** A new database with a random name, empty or a copy of `template`; returns its name. */
export async function createDatabase(adminUrl: string, template?: string, prefix = "opac_test_"): Promise<string> {
  const name = `${prefix}${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, async (admin) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(
          template
            ? `CREATE DATABASE ${name} TEMPLATE ${template}${(await copiesByFile(admin)) ? " STRATEGY FILE_COPY" : ""}`
            : `CREATE DATABASE ${name}`,
        );
        return;
      } catch (error) {
        // 55006: the template still has a session; a pool that has just ended leaves its server
        // processes for a few milliseconds more.
        if ((error as { code?: string }).code !== "55006" || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  return name;
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

async function buildPglite(): Promise<Templates["pglite"]> {
  const root = mkdtempSync(path.join(existsSync("/dev/shm") ? "/dev/shm" : tmpdir(), "opac-test-"));
  const migrated = path.join(root, "migrated");
  const demo = path.join(root, "demo");
  try {
    // Without the write-ahead log's spare segments (scripts/spare-wal.mjs): every clone copies
    // the folder, 240 MB for the demo with them, 128 without.
    await build(() => openDb({ dataDir: migrated }), migrate);
    removeSpareWal(migrated);
    cpSync(migrated, demo, { recursive: true });
    await build(() => openDb({ dataDir: demo }), seedDemo);
    removeSpareWal(demo);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return { root, migrated, demo };
}

/** Opens a database, fills it, and closes it even when filling fails (an open pool keeps Vitest alive). */
async function build(open: () => Promise<Db>, fill: (db: Db) => Promise<unknown>): Promise<void> {
  const db = await open();
  try {
    await fill(db);
  } finally {
    await db.close().catch(() => {});
  }
}

async function buildPostgres(adminUrl: string, prefix: string): Promise<NonNullable<Templates["postgres"]>> {
  const open = (name: string) => () => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return openDb({ databaseUrl: url.toString(), poolSize: 4 });
  };
  const created: string[] = [];
  try {
    const migrated = await createDatabase(adminUrl, undefined, prefix);
    created.push(migrated);
    await build(open(migrated), migrate);
    const demo = await createDatabase(adminUrl, migrated, prefix);
    created.push(demo);
    // Vacuumed before any clone is made: the import leaves the word indexes' pending lists full and
    // the tables unanalysed, and autovacuum would otherwise work on the template while the run
    // clones it (CREATE DATABASE stops it mid-way), so that clones made at different moments may
    // start from different states: the likeliest cause of a search excluding a word (`-history`)
    // counting 3,566 instead of 3,088 on one clone of a full run (decision 022).
    await build(open(demo), async (db) => {
      await seedDemo(db);
      await db.exec("VACUUM (ANALYZE)");
    });
    return { migrated, demo, prefix };
  } catch (error) {
    for (const name of created) await dropDatabase(adminUrl, name).catch(() => {});
    throw error;
  }
}

/**
 * Once more after a failure: every test file needs these templates, so one dropped connection
 * (a new connection's authentication times out on an overloaded machine) would fail them all.
 */
async function withRetry<T>(build: () => Promise<T>): Promise<T> {
  try {
    return await build();
  } catch (error) {
    console.log(`test databases: building the PostgreSQL templates failed (${String(error)}); trying again`);
    return build();
  }
}

/** Vitest globalSetup: builds the templates, hands them to the test files, removes them at the end. */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const started = Date.now();
  // Both at once: PGlite works in this process, PostgreSQL mostly in its server. Settled rather
  // than raced, so that a failure on one side does not leave the other building after the run.
  const [pgliteBuilt, postgresBuilt] = await Promise.allSettled([
    buildPglite(),
    adminUrl ? withRetry(() => buildPostgres(adminUrl, `opac_test_${randomBytes(3).toString("hex")}_`)) : undefined,
  ]);
  if (pgliteBuilt.status === "rejected" || postgresBuilt.status === "rejected") {
    if (pgliteBuilt.status === "fulfilled") rmSync(pgliteBuilt.value.root, { recursive: true, force: true });
    throw pgliteBuilt.status === "rejected" ? pgliteBuilt.reason : (postgresBuilt as PromiseRejectedResult).reason;
  }
  const pglite = pgliteBuilt.value;
  const postgres = postgresBuilt.value;
  console.log(`test databases: templates built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide("dbTemplates", { pglite, postgres });
  return async () => {
    rmSync(pglite.root, { recursive: true, force: true });
    if (adminUrl && postgres) {
      // The test files' clones (a file does not wait for its own to go: engines.ts) and the
      // templates they were made from, by a process of its own that outlives the run: the drops
      // wait for checkpoints, and nothing of the run needs them gone.
      spawn(process.execPath, ["tests/support/drop-run-databases.mjs", adminUrl, postgres.prefix], {
        detached: true,
        stdio: "ignore",
      }).unref();
    }
  };
}
