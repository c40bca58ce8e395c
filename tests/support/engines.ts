/**
 * The database engines an integration test runs against: PGlite always, and a PostgreSQL
 * server when TEST_DATABASE_URL names one. Each `open()` gives a fresh, migrated, empty database
 * and each `openDemo()` a fresh database holding the demo library (institution, the demo records,
 * their copies: see `seedDemo`); `close()` removes it, so no test file sees another's writes.
 *
 * Creating a database is the slow part of the suite (a PGlite initdb alone takes ~15 s of CPU here,
 * importing the demo records 20–40 s per engine), too slow to repeat once per engine in every
 * test file. So tests/support/db-templates.ts builds each state once per run and every `open*()`
 * clones it: PostgreSQL with `CREATE DATABASE … TEMPLATE`, PGlite by copying its data folder.
 * A clone is byte for byte the database the same steps would have produced (same ids, same
 * sequences), only made once. Run outside that set-up (no template provided), `open*()` builds
 * the database itself.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { openDb, type Db } from "../../api/core/db/db.ts";
import { migrate } from "../../api/core/db/migrate.ts";
import { createDatabase, dropDatabase, seedDemo, type Templates } from "./db-templates.ts";

export interface TestEngine {
  name: "pglite" | "postgres";
  /** A migrated, empty database. */
  open(): Promise<{ db: Db; close(): Promise<void> }>;
  /** A migrated database with the demo library in it (`seedDemo`). */
  openDemo(): Promise<{ db: Db; close(): Promise<void> }>;
}

/** What the global set-up built, if it ran (vitest.config.ts globalSetup). */
function templates(): Templates | undefined {
  try {
    return inject("dbTemplates");
  } catch {
    return undefined;
  }
}

const pglite: TestEngine = {
  name: "pglite",
  open: () => openPglite("migrated"),
  openDemo: () => openPglite("demo"),
};

async function openPglite(state: "migrated" | "demo") {
  const template = templates()?.pglite;
  if (!template) {
    const db = await openDb({ dataDir: "memory://" });
    await migrate(db);
    if (state === "demo") await seedDemo(db);
    return { db, close: () => db.close() };
  }
  const dir = mkdtempSync(path.join(template.root, "clone-"));
  cpSync(template[state], dir, { recursive: true });
  const db = await openDb({ dataDir: dir });
  return {
    db,
    async close() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgres(adminUrl: string): TestEngine {
  const open = async (state: "migrated" | "demo") => {
    const built = templates()?.postgres;
    const template = built?.[state];
    const name = await createDatabase(adminUrl, template, built?.prefix);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = await openDb({ databaseUrl: url.toString(), poolSize: 4 });
    if (!template) {
      await migrate(db);
      if (state === "demo") await seedDemo(db);
    }
    return {
      db,
      async close() {
        await db.close();
        // Dropping a database waits for a checkpoint, a second or more here. Under the global
        // set-up the file does not wait for it: the drop goes on in the server, and the end of
        // the run drops whatever of the run's is left (db-templates.ts).
        const dropped = dropDatabase(adminUrl, name);
        if (built) dropped.catch(() => {});
        else await dropped;
      },
    };
  };
  return { name: "postgres", open: () => open("migrated"), openDemo: () => open("demo") };
}

export const engines: TestEngine[] = process.env.TEST_DATABASE_URL
  ? [pglite, postgres(process.env.TEST_DATABASE_URL)]
  : [pglite];

/**
 * Fills `dataDir` with a copy of the migrated PGlite database when the global set-up built one, so
 * that a command the test runs (`npm run import`) opens an existing database instead of running
 * PGlite's initdb and every migration again (~10 s of CPU a start). Without the set-up the command
 * makes its own, as an operator's first run does.
 */
export function seedMigratedDataDir(dataDir: string): void {
  const template = templates()?.pglite;
  if (template) cpSync(template.migrated, dataDir, { recursive: true });
}

/** The same with the demo library (`seedDemo`); without the set-up the server imports the demo itself. */
export function seedDemoDataDir(dataDir: string): void {
  const template = templates()?.pglite;
  if (template) cpSync(template.demo, dataDir, { recursive: true });
}
