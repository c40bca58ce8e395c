/**
 * Several processes on one PostgreSQL database, as docs/operations.md advises for scale
 * (docs/decisions/049-schedules-startup-and-crawlers.md): three started together on an empty
 * database all migrate it (an advisory lock orders them), and three running the interest digest's
 * schedule mail each patron once (the digest's lease). Each "process" is a pool of its own, as a
 * process's is. PostgreSQL only: PGlite's folder belongs to one process.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { readConfig } from "../../api/core/config.ts";
import { openDb, type Db } from "../../api/core/db/db.ts";
import { migrate, pendingMigrations } from "../../api/core/db/migrate.ts";
import { migrations } from "../../api/core/db/migrations/index.ts";
import { mailerFor } from "../../api/operations/mail/mailer.ts";
import { sendDigestsOnce } from "../../api/patron/interest/digest-schedule.ts";
import { createDatabase, dropDatabase } from "../support/db-templates.ts";
import { engines } from "../support/engines.ts";
import { startSmtpReceiver, type SmtpReceiver } from "../support/smtp-receiver.ts";

const adminUrl = process.env.TEST_DATABASE_URL;
const postgres = engines.find((e) => e.name === "postgres");

function urlOf(database: string): string {
  const url = new URL(adminUrl!);
  url.pathname = `/${database}`;
  return url.toString();
}

describe.runIf(adminUrl && postgres)("three processes on one PostgreSQL database", () => {
  it("started together on an empty database, all three come up migrated", async () => {
    const name = await createDatabase(adminUrl!);
    const processes = await Promise.all([1, 2, 3].map(() => openDb({ databaseUrl: urlOf(name), poolSize: 2 })));
    try {
      const applied = await Promise.all(processes.map((db) => migrate(db)));
      // Each migration applied once, by whichever process came first.
      expect(applied.flat().sort()).toEqual(migrations.map((m) => m.version).sort());
      for (const db of processes) expect(await pendingMigrations(db)).toEqual([]);
    } finally {
      await Promise.all(processes.map((db) => db.close()));
      await dropDatabase(adminUrl!, name);
    }
  });

  describe("the interest digest scheduled on each", () => {
    let smtp: SmtpReceiver;
    let first: { db: Db; close(): Promise<void> };
    let others: Db[] = [];
    const patrons = [1001, 1002, 1003];

    beforeAll(async () => {
      smtp = await startSmtpReceiver();
      first = await postgres!.openDemo();
      const [{ name }] = await first.db.query<{ name: string }>("SELECT current_database() AS name");
      others = await Promise.all([1, 2].map(() => openDb({ databaseUrl: urlOf(name), poolSize: 2 })));
      // Three patrons who want the digest, each with two titles not mailed yet.
      const records = await first.db.query<{ id: number }>("SELECT id FROM record ORDER BY id LIMIT 2");
      for (const patron of patrons) {
        await first.db.query("INSERT INTO interest_profile (patron_id, digest) VALUES ($1, true)", [patron]);
        for (const { id } of records) {
          await first.db.query("INSERT INTO interest_match (patron_id, record_id) VALUES ($1, $2)", [patron, id]);
        }
      }
    });
    afterAll(async () => {
      await Promise.all(others.map((db) => db.close()));
      await first?.close();
      await smtp?.close();
    });

    it("mails each patron once, however many processes send it, round after round", async () => {
      const config = readConfig({
        TOKEN_SECRET: "test-secret-test-secret-test-secret-0123",
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(smtp.port),
        SMTP_FROM: "Catálogo <catalogo@example.org>",
      });
      const mailer = mailerFor(config)!;
      const input = { origin: "https://catalogo.example.edu", secret: config.tokenSecret, lang: "pt" as const };
      for (let round = 0; round < 2; round++) {
        await Promise.all([first.db, ...others].map((db) => sendDigestsOnce(db, mailer, input)));
      }
      const recipients = smtp.messages.map((m) => (m.to && !Array.isArray(m.to) ? m.to.text : ""));
      expect(recipients.sort()).toEqual(
        ["demo@biblioteca.example", "norte@biblioteca.example", "professor@biblioteca.example"].sort(),
      );
      const unmailed = await first.db.query("SELECT 1 FROM interest_match WHERE mailed_at IS NULL");
      expect(unmailed).toEqual([]);
      // The lease is given back: the next round may run anywhere.
      expect(await first.db.query("SELECT 1 FROM schedule_lease WHERE name = 'interest-digest'")).toEqual([]);
    });
  });
});
