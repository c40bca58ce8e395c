import type { Db, Queryable } from "./db.ts";
import { migrations } from "./migrations/index.ts";

/**
 * Serialises the migrations of every process on one PostgreSQL database: N processes started
 * together on an empty database all come up, the first applying each migration, the others
 * waiting for it and then finding it applied (docs/decisions/049-schedules-startup-and-crawlers.md).
 * A transaction lock, so that a process that dies mid-migration never leaves it held.
 */
const LOCK = "SELECT pg_advisory_xact_lock(hashtext('acervo:schema_migration'))";

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS schema_migration (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`;

/** Applies the migrations not yet recorded, each in its own transaction. Returns those applied. */
export async function migrate(db: Db): Promise<string[]> {
  // PGlite's folder belongs to one process (api/core/db/folder-lock.ts): nobody to wait for.
  if (db.engine === "pglite") await db.exec(CREATE_TABLE);
  else await db.transaction(async (tx) => (await tx.query(LOCK), tx.query(CREATE_TABLE)));
  const done = new Set(await appliedVersions(db));
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.version)) continue;
    const record = `INSERT INTO schema_migration (version) VALUES ('${m.version}')`;
    if (db.engine === "pglite") {
      // Statements without parameters, several per migration: exec, then record the version.
      await db.exec(`BEGIN;\n${m.up}\n${record};\nCOMMIT;`);
    } else {
      const ran = await db.transaction(async (tx) => {
        await tx.query(LOCK);
        // Another process may have applied it while this one waited for the lock.
        if ((await appliedVersions(tx)).includes(m.version)) return false;
        // Without parameters, node-postgres sends the text as one simple query: several statements.
        await tx.query(`${m.up}\n;${record}`);
        return true;
      });
      if (!ran) continue;
    }
    applied.push(m.version);
  }
  return applied;
}

async function appliedVersions(db: Queryable): Promise<string[]> {
  return (await db.query<{ version: string }>("SELECT version FROM schema_migration")).map((r) => r.version);
}

/** The migrations this build knows that the database has not recorded (readiness, /readyz). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const done = new Set(await appliedVersions(db));
  return migrations.map((m) => m.version).filter((v) => !done.has(v));
}
