import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { countAuthorities } from "./catalogue/authorities/authority.service.ts";
import type { ApiConfig } from "./core/config.ts";
import { openDb, type Db } from "./core/db/db.ts";
import { parseReplicaUrls, withReplicas } from "./core/db/replicas.ts";
import { migrate } from "./core/db/migrate.ts";
import { openingProblem } from "./core/startup.ts";
import { seedCirculation } from "./operations/demo/circulation.ts";
import { seedCopies, seedInstitution, seedRecordPages } from "./operations/demo/seed.ts";
import { seedTeachingPlans } from "./operations/demo/teaching-plans.ts";
import { seedAcquisitionDemo } from "./operations/demo/acquisition.ts";
import { seedPatronServices } from "./operations/demo/services.ts";
import { seedStatistics } from "./operations/demo/statistics.ts";
import { importFiles } from "./operations/import/importer.ts";
import { countRecords } from "./catalogue/records/record.service.ts";

/** Where the shipped demo records live (data/marc, copied from the project's shared data with credits). */
export const DEMO_DATA_DIR = process.env.DEMO_DATA_DIR ?? path.resolve("data/marc");

/**
 * Opens the database, applies pending migrations and, on an empty catalogue with demo data on,
 * imports the demo records and creates the demo institution. Safe to call on every start.
 */
export async function openLibrary(config: ApiConfig, log: (line: string) => void = console.log): Promise<Db> {
  const where = { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR };
  // The first contact with the database: what keeps the server from starting is said in the
  // operator's terms (a StartupError, api/core/startup.ts), the rest thrown on as it is.
  const primary = await openDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
    poolWaitMs: config.DATABASE_POOL_WAIT_SECONDS * 1000,
  }).catch((error: unknown) => {
    throw openingProblem(error, where) ?? error;
  });
  const replicas = parseReplicaUrls(config.DATABASE_REPLICA_URL);
  const db = await withReplicas(primary, replicas, log, config.DATABASE_REPLICA_TIMEOUT_SECONDS * 1000).catch(
    async (error: unknown) => {
      await primary.close();
      throw error;
    },
  );
  if (db.reader) log(`database: catalogue reads from ${replicas.length} replica(s)`);
  const applied = await migrate(db).catch(async (error: unknown) => {
    await db.close().catch(() => {});
    throw openingProblem(error, where) ?? error;
  });
  if (applied.length) log(`database: applied migrations ${applied.join(", ")}`);
  if (config.DEMO_DATA === "on") {
    await loadDemo(db, log);
    await loadRecordPagesDemo(db, log);
  }
  return db;
}

async function loadDemo(db: Db, log: (line: string) => void): Promise<void> {
  const n = await countRecords(db);
  await seedInstitution(db);
  if (n > 0) return;
  const files = existsSync(DEMO_DATA_DIR)
    ? readdirSync(DEMO_DATA_DIR)
        .filter((f) => /^demo-bib.*\.(mrc|xml)$/.test(f))
        .map((f) => path.join(DEMO_DATA_DIR, f))
    : [];
  if (files.length === 0) {
    log(`demo data: no demo records found in ${DEMO_DATA_DIR}; the catalogue starts empty`);
    return;
  }
  const started = Date.now();
  const result = await importFiles(db, files);
  const copies = await seedCopies(db);
  log(
    `demo data: imported ${result.imported} records (${result.skipped} skipped) and created ${copies} copies in ${
      (Date.now() - started) / 1000
    } s`,
  );
  const circulation = await seedCirculation(db);
  log(`demo data: ${circulation.loans} loans and ${circulation.reservations} reservations`);
}

/**
 * The demo authority records (data/marc/demo-auth*.mrc) when the authority file is empty, and
 * the extras of the record, library and authority pages (api/operations/demo/seed.ts seedRecordPages), and the
 * demo teaching plans (api/operations/demo/teaching-plans.ts).
 * Runs on every start, so a database created before migration 003 gets them too.
 */
async function loadRecordPagesDemo(db: Db, log: (line: string) => void): Promise<void> {
  const n = await countAuthorities(db);
  const files =
    n === 0 && existsSync(DEMO_DATA_DIR)
      ? readdirSync(DEMO_DATA_DIR)
          .filter((f) => /^demo-auth.*\.(mrc|xml)$/.test(f))
          .map((f) => path.join(DEMO_DATA_DIR, f))
      : [];
  if (files.length > 0) {
    const result = await importFiles(db, files);
    log(`demo data: imported ${result.imported} authority records (${result.skipped} skipped)`);
  }
  await seedRecordPages(db);
  // The demo teaching plans point at real records: once, after the catalogue has them.
  const entries = await seedTeachingPlans(db);
  if (entries) log(`demo data: teaching plans with ${entries} bibliography entries`);
  await seedAcquisitionDemo(db);
  if (await seedPatronServices(db)) log("demo data: alerts, permanent basket and the professor's plans");
  const statisticsLoans = await seedStatistics(db);
  if (statisticsLoans) log(`demo data: a year of statistics (opening days, turnstiles, ${statisticsLoans} past loans)`);
}
