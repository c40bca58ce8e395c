/**
 * Invented patrons for `npm run load` and its test (decision 036): `carga001`… with the password
 * `carga-2026`, ids from 9001, named "Leitor de carga NNN (fictício)". They exist only where the
 * load tool put them (never in the demo seed), and the README labels them as invented.
 */
import { hashPassword } from "../../patron/auth/password.ts";
import type { Db } from "../../core/db/db.ts";

export const LOAD_PASSWORD = "carga-2026";
const FIRST_ID = 9001;

export interface LoadPatron {
  id: number;
  login: string;
  password: string;
}

export async function ensureLoadPatrons(db: Db, n: number): Promise<LoadPatron[]> {
  const hash = await hashPassword(LOAD_PASSWORD);
  const patrons = Array.from({ length: n }, (_, i) => ({
    id: FIRST_ID + i,
    login: `carga${String(i + 1).padStart(3, "0")}`,
    password: LOAD_PASSWORD,
  }));
  await db.transaction(async (tx) => {
    for (const p of patrons) {
      await tx.query(
        `INSERT INTO patron (id, login, name, email, password_hash, category, library_id)
         VALUES ($1, $2, $3, NULL, $4, 'graduacao', 1)
         ON CONFLICT (id) DO UPDATE SET password_hash = EXCLUDED.password_hash`,
        [p.id, p.login, `Leitor de carga ${p.login.slice(5)} (fictício)`, hash],
      );
    }
  });
  return patrons;
}

/** What the patrons work on: search words, records to open, titles whose copies are all out (reservable). */
export async function loadTargets(db: Db): Promise<{ words: string[]; records: number[]; reservable: number[] }> {
  const records = await db.query<{ id: number }>("SELECT id FROM record ORDER BY id LIMIT 200");
  const reservable = await db.query<{ record_id: number }>(
    `SELECT record_id FROM item GROUP BY record_id
      HAVING bool_and(status IN ('on_loan', 'reserved')) ORDER BY record_id LIMIT 30`,
  );
  return {
    words: ["darwin", "brasil", "historia", "agua", "educacao", "direito", "saude", "musica", "energia", "lingua"],
    records: records.map((r) => r.id),
    reservable: reservable.map((r) => r.record_id),
  };
}

/** Reservations among `ids` that exist, each counted once; and open duplicates of one patron and title. */
export async function reservationAudit(
  db: Db,
  ids: number[],
  patronIds: number[],
): Promise<{ found: number; duplicates: number }> {
  const [{ found }] = await db.query<{ found: number }>(
    "SELECT count(DISTINCT id)::int AS found FROM reservation WHERE id = ANY($1::int[])",
    [ids],
  );
  const [{ duplicates }] = await db.query<{ duplicates: number }>(
    `SELECT count(*)::int AS duplicates FROM (
       SELECT patron_id, record_id, library_id, volume, tomo, parte FROM reservation
        WHERE status IN ('queued', 'ready') AND patron_id = ANY($1::int[])
        GROUP BY 1, 2, 3, 4, 5, 6 HAVING count(*) > 1) d`,
    [patronIds],
  );
  return { found, duplicates };
}
