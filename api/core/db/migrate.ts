import type { Db } from "./db.ts";
import { migrations } from "./migrations/index.ts";

/** Applies the migrations not yet recorded, each in its own transaction. Returns those applied. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migration (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = new Set(
    (await db.query<{ version: string }>("SELECT version FROM schema_migration")).map((r) => r.version),
  );
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.version)) continue;
    // Statements without parameters, several per migration: exec, then record the version.
    await db.exec(`BEGIN;\n${m.up}\nINSERT INTO schema_migration (version) VALUES ('${m.version}');\nCOMMIT;`);
    applied.push(m.version);
  }
  return applied;
}

/** The migrations this build knows that the database has not recorded (readiness, /readyz). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const done = new Set(
    (await db.query<{ version: string }>("SELECT version FROM schema_migration")).map((r) => r.version),
  );
  return migrations.map((m) => m.version).filter((v) => !done.has(v));
}
