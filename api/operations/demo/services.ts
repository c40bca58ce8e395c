/**
 * The demo of the patron area's services (decision 034), on top of the demo
 * circulation and teaching plans (it runs after them, once):
 * - `demo`'s alerts about its real circulation (the ready reservation, read; the loan due in two
 *   days and the overdue one, unread), with the dedupe keys the live code uses, so nothing is
 *   raised twice;
 * - `demo`'s permanent basket (three titles in the collection, one removed);
 * - the libraries' information messages;
 * - the professor's plans: an invented teacher "Carlos Exemplo" whose login is `professor`
 *   (teacher.patron_id), teaching next semester two disciplines the demo already has, with the
 *   same bibliography as the plans already taught (so the catalogue's plano_ensino search finds
 *   the same records), and the teaching-plans activity granted to the professor category;
 * - the invented patrons `servicos` and `servicos2` (the browser tests' own, one per project)
 *   with one read and two unread alerts each.
 * Records are real, picked by re-import key (source_key) among those with copies.
 */
import type { Db, Queryable } from "../../core/db/db.ts";
import { raiseAlert } from "../../patron/alerts/alerts.service.ts";
import { raiseDueAlerts } from "../../patron/alerts/due-alerts.ts";
import { addDays, localDay } from "../../core/time.ts";
import { TEACHING_PLANS_ACTIVITY } from "../../catalogue/teaching/teacher-plans.contract.ts";

const DEMO = 1001;
const PROFESSOR = 1002;
/** The browser tests' own patrons (api/operations/demo/seed.ts DEMO_PATRONS). */
export const SERVICES_PATRONS = [1151, 1152];

export const DEMO_TEACHER = { id: 313, name: "Carlos Exemplo", patron: PROFESSOR };

/** The professor's plans next semester: [plan id, copied from plan, vacancies]. */
const PROFESSOR_PLANS: [number, number, number][] = [
  [451, 405, 40],
  [452, 402, 35],
];

export const LIBRARY_MESSAGES: Record<number, string> = {
  1: "A Biblioteca Central funciona em horário especial nas férias: de segunda a sexta, das 8h às 18h.",
  2: "O acervo de obras raras é consultado somente com agendamento no balcão.",
  3: "Devoluções fora do horário podem ser feitas na caixa de autoatendimento da entrada.",
};

async function seedAlerts(tx: Queryable, now: Date): Promise<void> {
  const [ready] = await tx.query<{ id: number; title: string; library: string; deadline: string; ready_at: Date }>(
    `SELECT r.id, rec.title, l.name AS library, to_char(r.pickup_deadline, 'YYYY-MM-DD') AS deadline, r.ready_at
       FROM reservation r JOIN record rec ON rec.id = r.record_id JOIN library l ON l.id = r.library_id
      WHERE r.patron_id = $1 AND r.status = 'ready' ORDER BY r.id LIMIT 1`,
    [DEMO],
  );
  if (ready) {
    await raiseAlert(tx, {
      patronId: DEMO,
      kind: "reservation_ready",
      params: { titulo: ready.title, biblioteca: ready.library, prazo: ready.deadline },
      link: "/meupergamum/reservas",
      dedupeKey: `reservation_ready:${ready.id}:${new Date(ready.ready_at).toISOString()}`,
    });
    await tx.query(`UPDATE patron_alert SET read_at = now() WHERE patron_id = $1 AND kind = 'reservation_ready'`, [
      DEMO,
    ]);
  }
  // The loans due soon and overdue: what the alerts-due job raises (api/patron/alerts/due-alerts.ts).
  await raiseDueAlerts(tx, now, DEMO);

  const titles = await tx.query<{ title: string }>(
    `SELECT r.title FROM record r WHERE EXISTS (SELECT 1 FROM item i WHERE i.record_id = r.id)
      ORDER BY r.source_key LIMIT 3`,
  );
  const today = localDay(now);
  for (const patronId of SERVICES_PATRONS) {
    await raiseAlert(tx, {
      patronId,
      kind: "reservation_ready",
      params: { titulo: titles[0]?.title ?? "", biblioteca: "Biblioteca Central", prazo: addDays(today, 2) },
      link: "/meupergamum/reservas",
      dedupeKey: "demo:1",
    });
    await tx.query(`UPDATE patron_alert SET read_at = now() WHERE patron_id = $1 AND dedupe_key = 'demo:1'`, [
      patronId,
    ]);
    await raiseAlert(tx, {
      patronId,
      kind: "loan_due",
      params: { titulo: titles[1]?.title ?? "", data: addDays(today, 2), dias: 2 },
      link: "/meupergamum/emprestimos",
      dedupeKey: "demo:2",
    });
    await raiseAlert(tx, {
      patronId,
      kind: "loan_overdue",
      params: { titulo: titles[2]?.title ?? "", data: addDays(today, -3) },
      link: "/meupergamum/emprestimos",
      dedupeKey: "demo:3",
    });
  }
}

async function seedPermanentBasket(tx: Queryable, now: Date): Promise<void> {
  const records = await tx.query<{ id: number }>(
    `SELECT r.id FROM record r WHERE EXISTS (SELECT 1 FROM item i WHERE i.record_id = r.id)
      ORDER BY r.source_key OFFSET 10 LIMIT 4`,
  );
  for (const [i, { id }] of records.entries()) {
    const added = new Date(now.getTime() - (40 - i * 10) * 86_400_000);
    await tx.query(
      `INSERT INTO permanent_basket_item (patron_id, record_id, added_at, removed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [DEMO, id, added.toISOString(), i === 3 ? new Date(now.getTime() - 86_400_000).toISOString() : null],
    );
  }
}

async function seedProfessorPlans(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO category_permission (category, module, activity, description) VALUES ('professor', 3, $1, 'Planos de ensino')
     ON CONFLICT DO NOTHING`,
    [TEACHING_PLANS_ACTIVITY],
  );
  await tx.query(`INSERT INTO teacher (id, name, patron_id) VALUES ($1, $2, $3)`, [
    DEMO_TEACHER.id,
    DEMO_TEACHER.name,
    DEMO_TEACHER.patron,
  ]);
  for (const [id, from, vacancies] of PROFESSOR_PLANS) {
    await tx.query(
      `INSERT INTO teaching_plan (id, course_id, discipline_id, teacher_id, campus_id, year, semester, period, vacancies)
       SELECT $1, course_id, discipline_id, $3, campus_id, year, 2, period, $4 FROM teaching_plan WHERE id = $2`,
      [id, from, DEMO_TEACHER.id, vacancies],
    );
    await tx.query(
      `INSERT INTO teaching_plan_bibliography (plan_id, record_id, kind)
       SELECT $1, record_id, kind FROM teaching_plan_bibliography WHERE plan_id = $2 AND EXISTS (SELECT 1 FROM teaching_plan WHERE id = $1)`,
      [id, from],
    );
  }
}

/** Once, when the demo circulation and teaching plans exist and the professor has no teacher yet. */
export async function seedPatronServices(db: Db, now = new Date()): Promise<boolean> {
  const [state] = await db.query<{ plans: number; loans: number; done: number }>(
    `SELECT (SELECT count(*)::int FROM teaching_plan) AS plans,
            (SELECT count(*)::int FROM loan WHERE patron_id = $1) AS loans,
            (SELECT count(*)::int FROM teacher WHERE patron_id = $2) AS done`,
    [DEMO, PROFESSOR],
  );
  if (state.plans === 0 || state.loans === 0 || state.done > 0) return false;
  await db.transaction(async (tx) => {
    for (const [library, message] of Object.entries(LIBRARY_MESSAGES))
      await tx.query(`UPDATE library SET info_message = $2 WHERE id = $1`, [Number(library), message]);
    await seedAlerts(tx, now);
    await seedPermanentBasket(tx, now);
    await seedProfessorPlans(tx);
  });
  return true;
}
