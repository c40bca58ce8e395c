/**
 * The demo's interest profiles and bibliographic bulletin (decision 031).
 * Real headings of the demo catalogue, pinned by their text: `demo` follows the subject
 * "Economics" (7 demo records) and wants the e-mail digest; `professor` follows the author "Brahms,
 * Johannes" (8 demo records) and the scores. The bulletin is this month's: the month the demo
 * catalogue entered the database. Runs on every start and adds only what is missing.
 */
import type { Db } from "../../core/db/db.ts";
import { WORK_TYPES } from "../../catalogue/records/work-type.ts";
import { makeBulletin } from "../../patron/bulletin/bulletin.service.ts";
import { collectInterestMatches } from "../../patron/interest/interest-delivery.service.ts";

export const DEMO_INTEREST: { login: string; kind: "A" | "S"; heading: string; workType?: number; digest: boolean }[] =
  [
    { login: "demo", kind: "S", heading: "Economics", digest: true },
    { login: "professor", kind: "A", heading: "Brahms, Johannes", workType: WORK_TYPES.SCORE, digest: false },
  ];

export async function seedInterest(db: Db): Promise<void> {
  const [{ records }] = await db.query<{ records: number }>("SELECT count(*)::int AS records FROM record");
  if (records === 0) return;
  // What is already in the catalogue is not news: the first scan starts from now.
  await collectInterestMatches(db);
  const [{ profiles }] = await db.query<{ profiles: number }>("SELECT count(*)::int AS profiles FROM interest_profile");
  if (profiles === 0) {
    await db.transaction(async (tx) => {
      for (const p of DEMO_INTEREST) {
        const [patron] = await tx.query<{ id: number }>("SELECT id FROM patron WHERE login = $1", [p.login]);
        if (!patron) continue;
        await tx.query("INSERT INTO interest_profile (patron_id, digest) VALUES ($1, $2)", [patron.id, p.digest]);
        await tx.query(
          `INSERT INTO interest_entry (patron_id, kind, heading, heading_key)
           SELECT $1, $2, term, term_key FROM suggestion WHERE kind = $2 AND term_key = opac_heading_key($3)`,
          [patron.id, p.kind, p.heading],
        );
        if (p.workType) {
          await tx.query(`INSERT INTO interest_entry (patron_id, kind, work_type) VALUES ($1, 'T', $2)`, [
            patron.id,
            p.workType,
          ]);
        }
      }
    });
  }
  const [{ bulletins }] = await db.query<{ bulletins: number }>("SELECT count(*)::int AS bulletins FROM bulletin");
  if (bulletins === 0) {
    const [{ month }] = await db.query<{ month: string }>(
      `SELECT to_char(max(created_at) AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') AS month FROM record`,
    );
    await makeBulletin(db, month);
  }
}
