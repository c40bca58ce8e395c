/**
 * The database engines an integration test runs against: PGlite always, and a PostgreSQL
 * server when TEST_DATABASE_URL names one. Each `open()` gives a fresh, migrated, empty database
 * (a throwaway PostgreSQL database created for the test file) and a `close()` that removes it.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDb, type Db } from "../../api/db/db.ts";
import { migrate } from "../../api/db/migrate.ts";

export interface TestEngine {
  name: "pglite" | "postgres";
  open(): Promise<{ db: Db; close(): Promise<void> }>;
}

const pglite: TestEngine = {
  name: "pglite",
  async open() {
    const db = await openDb({ dataDir: "memory://" });
    await migrate(db);
    return { db, close: () => db.close() };
  },
};

function postgres(adminUrl: string): TestEngine {
  return {
    name: "postgres",
    async open() {
      const name = `opac_test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const db = await openDb({ databaseUrl: url.toString(), poolSize: 4 });
      await migrate(db);
      return {
        db,
        async close() {
          await db.close();
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await cleanup.end();
        },
      };
    },
  };
}

export const engines: TestEngine[] = process.env.TEST_DATABASE_URL
  ? [pglite, postgres(process.env.TEST_DATABASE_URL)]
  : [pglite];
