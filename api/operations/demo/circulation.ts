/**
 * Demonstration circulation, deterministic for the same demo records: loan policies, the demo
 * patrons' loans (current, overdue, returned), reservations (queued, ready, closed), a debt and a
 * suspension (for `norte`, never for `demo`, who can always reserve and renew), loan requests, a
 * desk key, loan-request settings and home-delivery days.
 *
 * Consistency with the seeded copies (api/operations/demo/seed.ts): every copy seeded `on_loan` gets an open
 * loan and every copy seeded `reserved` a ready reservation holding it. Those the demo patrons do
 * not take go to 40 background readers (ids 2001–2040, logins leitor01…leitor40) who cannot log
 * in (their password hash is not a hash). Statuses of seeded copies are never changed; only the
 * due dates of the demo patrons' overdue loans are moved into the past.
 *
 * Dates are relative to the day of seeding. Runs once: it does nothing when a loan exists.
 */
import { addMissingInstitutionParams } from "../../core/institution-params.repository.ts";
import type { Db, Queryable } from "../../core/db/db.ts";
import { issueStaffKey } from "../../core/staff.ts";
import { addDays, localDay, TIME_ZONE, type Day } from "../../core/time.ts";

/** The demo desk's key (X-Staff-Key), for trying the desk calls. Demo data only. */
export const DEMO_STAFF = { login: "balcao", name: "Balcão de demonstração", key: "demo-balcao-chave-2026" };

export const BACKGROUND_PATRONS = Array.from({ length: 40 }, (_, i) => ({
  id: 2001 + i,
  login: `leitor${String(i + 1).padStart(2, "0")}`,
  name: `Leitor de demonstração ${String(i + 1).padStart(2, "0")}`,
  category: ["graduacao", "professor", "comunidade"][i % 3],
  library_id: 1 + (i % 3),
}));

const DEMO = 1001;
const PROFESSOR = 1002;
const NORTE = 1003;
const BLOQUEADO = 1004;

/** Loan rules per category and library on top of the default row of migration 002. */
const POLICIES = [
  {
    library: null,
    category: "professor",
    loan_days: 30,
    max_renewals: 5,
    max_loans: 10,
    max_reservations: 10,
    pickup_days: 3,
    reservation_days: 90,
    daily_fine_cents: 100,
  },
  {
    library: null,
    category: "comunidade",
    loan_days: 7,
    max_renewals: 1,
    max_loans: 3,
    max_reservations: 2,
    pickup_days: 2,
    reservation_days: 60,
    daily_fine_cents: 100,
  },
  {
    library: 3,
    category: null,
    loan_days: 14,
    max_renewals: 3,
    max_loans: 5,
    max_reservations: 5,
    pickup_days: 3,
    reservation_days: 90,
    daily_fine_cents: 50,
  },
];

const INSTITUTION_PARAMS: Record<string, string> = {
  sol_emp_telefone_obrigatorio: "S",
  sol_emp_email_obrigatorio: "S",
  sol_emp_limite: "3",
  sol_emp_mensagem: "O material solicitado fica disponível para retirada por 3 dias úteis.",
};

const RECEIVING_UNITS = [
  { id: 1, name: "Secretaria do Curso de Direito", library_id: 1 },
  { id: 2, name: "Protocolo do Campus Norte", library_id: 3 },
];

/** Weekdays (0 Sunday) of home delivery; library 2 does not deliver. */
const DELIVERY_DAYS: [number, number[]][] = [
  [1, [1, 2, 3, 4, 5]],
  [3, [2, 4]],
];

interface Pick {
  id: number;
  record_id: number;
  library_id: number;
  due_date: Day | null;
}

export async function seedCirculation(db: Db, now = new Date()): Promise<{ loans: number; reservations: number }> {
  const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM loan");
  if (n > 0) return { loans: 0, reservations: 0 };
  const [{ patrons }] = await db.query<{ patrons: number }>(
    "SELECT count(*)::int AS patrons FROM patron WHERE id = ANY($1::int[])",
    [[DEMO, PROFESSOR, NORTE, BLOQUEADO]],
  );
  if (patrons < 4) return { loans: 0, reservations: 0 };
  const today = localDay(now);
  const at = (daysAgo: number, hour = 10) =>
    new Date(`${addDays(today, -daysAgo)}T${String(hour).padStart(2, "0")}:00:00-03:00`);

  return db.transaction(async (tx) => {
    await seedSettings(tx);
    const used = new Set<number>();
    const take = async (sql: string, params: unknown[], count: number): Promise<Pick[]> => {
      const rows = await tx.query<Pick>(sql, params);
      const out: Pick[] = [];
      for (const row of rows) {
        if (out.length === count) break;
        if (used.has(row.record_id)) continue;
        used.add(row.record_id);
        out.push(row);
      }
      return out;
    };
    const onLoanAt = (library: number, count: number, waitable = false) =>
      take(
        `SELECT i.id, i.record_id, i.library_id, to_char(i.due_date, 'YYYY-MM-DD') AS due_date
           FROM item i
          WHERE i.status = 'on_loan' AND i.library_id = $1
            AND i.volume IS NULL AND i.tomo IS NULL AND i.parte IS NULL AND i.material IS NULL
            AND (NOT $2::boolean OR NOT EXISTS (SELECT 1 FROM item o WHERE o.record_id = i.record_id
                                                  AND o.library_id = i.library_id AND o.status = 'available'))
          ORDER BY i.id`,
        [library, waitable],
        count,
      );
    const availableAt = (library: number, count: number) =>
      take(
        `SELECT id, record_id, library_id, NULL AS due_date FROM item
          WHERE status = 'available' AND library_id = $1 AND volume IS NULL AND tomo IS NULL AND parte IS NULL
          ORDER BY id`,
        [library],
        count,
      );

    const loan = async (
      patron: number,
      item: Pick,
      checkedOut: Date,
      due: Day,
      returned: Date | null = null,
      renewals = 0,
    ): Promise<number> => {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO loan (item_id, patron_id, library_id, checked_out_at, due_date, returned_at, renewals)
         VALUES ($1, $2, $3, $4, $5::date, $6, $7) RETURNING id`,
        [item.id, patron, item.library_id, checkedOut.toISOString(), due, returned?.toISOString() ?? null, renewals],
      );
      if (!returned) await tx.query(`UPDATE item SET due_date = $2::date WHERE id = $1`, [item.id, due]);
      return row.id;
    };
    const queued = async (patron: number, item: Pick, position: number, daysAgo: number) =>
      tx.query(
        `INSERT INTO reservation (record_id, patron_id, library_id, position, status, created_at, expires_on)
         VALUES ($1, $2, $3, $4, 'queued', $5, $6::date)`,
        [item.record_id, patron, item.library_id, position, at(daysAgo, 9).toISOString(), addDays(today, 90 - daysAgo)],
      );
    const closed = async (patron: number, item: Pick, status: string, daysAgo: number, closedDaysAgo: number) =>
      tx.query(
        `INSERT INTO reservation (record_id, patron_id, library_id, status, item_id, created_at, expires_on, ready_at,
                                  pickup_deadline, closed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8, $9::date, $10)`,
        [
          item.record_id,
          patron,
          item.library_id,
          status,
          status === "fulfilled" ? item.id : null,
          at(daysAgo, 9).toISOString(),
          addDays(today, 90 - daysAgo),
          status === "fulfilled" ? at(closedDaysAgo + 1).toISOString() : null,
          status === "fulfilled" ? addDays(today, -closedDaysAgo + 2) : null,
          at(closedDaysAgo, 15).toISOString(),
        ],
      );

    // demo: a loan to renew, one another patron waits for (renewal refused), one overdue.
    const [demoA, demoB, demoC] = [
      ...(await onLoanAt(1, 1)),
      ...(await onLoanAt(1, 1, true)),
      ...(await onLoanAt(1, 1)),
    ];
    await loan(DEMO, demoA, at(4), addDays(today, 10));
    await loan(DEMO, demoB, at(20), addDays(today, 2), null, 1);
    await loan(DEMO, demoC, at(17), addDays(today, -3));
    // The last background reader is kept out of the bulk below, so this queue entry never collides.
    await queued(BACKGROUND_PATRONS[BACKGROUND_PATRONS.length - 1].id, demoB, 1, 5);

    // professor: two current loans; norte: one overdue loan.
    for (const [i, item] of (await onLoanAt(2, 2)).entries())
      await loan(PROFESSOR, item, at(10 + i), addDays(today, 20 - i));
    for (const item of await onLoanAt(3, 1)) await loan(NORTE, item, at(24), addDays(today, -10));

    // Queues: professor then demo at library 1; demo alone at library 2.
    const [queue1] = await onLoanAt(1, 1, true);
    const [queue2] = await onLoanAt(2, 1, true);
    if (queue1) {
      await queued(PROFESSOR, queue1, 1, 6);
      await queued(DEMO, queue1, 2, 3);
    }
    if (queue2) await queued(DEMO, queue2, 1, 2);

    // A copy held for demo at library 1 (ready reservation, collect within 2 days).
    const [held] = await tx.query<Pick>(
      `SELECT id, record_id, library_id, NULL AS due_date FROM item
        WHERE status = 'reserved' AND library_id = 1 AND volume IS NULL AND tomo IS NULL AND parte IS NULL
          AND NOT (record_id = ANY($1::int[]))
        ORDER BY id LIMIT 1`,
      [[...used]],
    );
    if (held) {
      used.add(held.record_id);
      await tx.query(
        `INSERT INTO reservation (record_id, patron_id, library_id, status, item_id, created_at, expires_on, ready_at, pickup_deadline)
         VALUES ($1, $2, $3, 'ready', $4, $5, $6::date, $7, $8::date)`,
        [
          held.record_id,
          DEMO,
          held.library_id,
          held.id,
          at(12, 9).toISOString(),
          addDays(today, 78),
          at(1).toISOString(),
          addDays(today, 2),
        ],
      );
    }

    // History: returned loans (one of demo's late, its fine paid), closed reservations.
    const demoPast = await availableAt(1, 4);
    for (const [i, item] of demoPast.entries()) {
      const out = 90 - i * 20;
      const late = i === 1;
      const id = await loan(
        DEMO,
        item,
        at(out),
        addDays(today, -out + 14),
        at(out - 14 - (late ? 4 : -1), 16),
        i === 0 ? 1 : 0,
      );
      if (late) {
        await tx.query(
          `INSERT INTO debt (patron_id, loan_id, amount_cents, paid_cents, reason, created_at, paid_at)
           VALUES ($1, $2, 400, 400, 'late_return', $3, $4)`,
          [DEMO, id, at(out - 18, 16).toISOString(), at(out - 19, 11).toISOString()],
        );
      }
    }
    if (demoPast[0]) await closed(DEMO, demoPast[0], "fulfilled", 95, 90);
    const [cancelledFor] = await onLoanAt(2, 1, true);
    if (cancelledFor) await closed(DEMO, cancelledFor, "cancelled", 15, 8);
    for (const [i, item] of (await availableAt(2, 2)).entries()) {
      await loan(PROFESSOR, item, at(70 - i * 30), addDays(today, -40 - i * 30), at(45 - i * 30, 14));
    }
    for (const item of await availableAt(1, 1)) await loan(BLOQUEADO, item, at(120), addDays(today, -106), at(108, 11));

    // norte: returned 7 days late at library 3 (50 cents a day), still owes it, suspended.
    const [norteLate] = await availableAt(3, 1);
    if (norteLate) {
      const id = await loan(NORTE, norteLate, at(30), addDays(today, -9), at(2, 17));
      await tx.query(
        `INSERT INTO debt (patron_id, loan_id, amount_cents, reason, created_at) VALUES ($1, $2, 350, 'late_return', $3)`,
        [NORTE, id, at(2, 17).toISOString()],
      );
      await tx.query(
        `INSERT INTO suspension (patron_id, loan_id, starts_on, ends_on, reason, created_at)
         VALUES ($1, $2, $3::date, $4::date, 'Devolução em atraso', $5)`,
        [NORTE, id, addDays(today, -2), addDays(today, 5), at(2, 17).toISOString()],
      );
    }

    // Loan requests of demo: one waiting (library 2 to library 1), one finished.
    const requests = await availableAt(2, 2);
    for (const [i, item] of requests.entries()) {
      const created = at(i === 0 ? 1 : 25, 11);
      await tx.query(
        `INSERT INTO loan_request (record_id, patron_id, origin_library_id, pickup_library_id, phone, emails,
                                   pickup_start, pickup_end, status, created_at, updated_at)
         VALUES ($1, $2, 2, 1, '(41) 99999-0000', 'demo@biblioteca.example', $3, $4, $5, $6, $6)`,
        [
          item.record_id,
          DEMO,
          at(i === 0 ? -2 : 22, 9).toISOString(),
          at(i === 0 ? -4 : 20, 18).toISOString(),
          i === 0 ? "waiting" : "finished",
          created.toISOString(),
        ],
      );
    }

    // Every other copy seeded on loan is lent to a background reader, every other held copy held for one.
    const background = BACKGROUND_PATRONS.length - 1;
    await tx.query(
      `INSERT INTO loan (item_id, patron_id, library_id, checked_out_at, due_date, renewals)
       SELECT t.id, 2001 + ((t.rn - 1) % $2), t.library_id,
              (LEAST(t.due - 14, $1::date - 1)::timestamp + interval '10 hours') AT TIME ZONE '${TIME_ZONE}',
              t.due, CASE WHEN t.due - 14 > $1::date - 1 THEN 1 ELSE 0 END
         FROM (SELECT i.id, i.library_id, coalesce(i.due_date, $1::date + 7) AS due, row_number() OVER (ORDER BY i.id) AS rn
                 FROM item i
                WHERE i.status = 'on_loan'
                  AND NOT EXISTS (SELECT 1 FROM loan l WHERE l.item_id = i.id AND l.returned_at IS NULL)) t
`,
      [today, background],
    );
    await tx.query(`UPDATE item SET due_date = $1::date + 7 WHERE status = 'on_loan' AND due_date IS NULL`, [today]);
    await tx.query(
      `INSERT INTO reservation (record_id, patron_id, library_id, volume, tomo, parte, material, status, item_id,
                                created_at, expires_on, ready_at, pickup_deadline)
       SELECT t.record_id, 2001 + ((t.rn + 16) % $2), t.library_id, coalesce(t.volume, '99999'), coalesce(t.tomo, '99999'),
              coalesce(t.parte, '99999'), NULL, 'ready', t.id,
              (($1::date - 20)::timestamp + interval '9 hours') AT TIME ZONE '${TIME_ZONE}', $1::date + 70,
              (($1::date - (t.rn % 3)::int)::timestamp + interval '9 hours') AT TIME ZONE '${TIME_ZONE}',
              $1::date - (t.rn % 3)::int + 3
         FROM (SELECT i.*, row_number() OVER (ORDER BY i.id) AS rn FROM item i
                WHERE i.status = 'reserved'
                  AND NOT EXISTS (SELECT 1 FROM reservation r WHERE r.item_id = i.id AND r.status = 'ready')) t`,
      [today, background],
    );
    const [{ loans }] = await tx.query<{ loans: number }>("SELECT count(*)::int AS loans FROM loan");
    const [{ reservations }] = await tx.query<{ reservations: number }>(
      "SELECT count(*)::int AS reservations FROM reservation",
    );
    return { loans, reservations };
  });
}

async function seedSettings(tx: Queryable): Promise<void> {
  for (const p of POLICIES) {
    await tx.query(
      `INSERT INTO loan_policy (library_id, category, loan_days, max_renewals, max_loans, max_reservations, pickup_days,
                                reservation_days, daily_fine_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [
        p.library,
        p.category,
        p.loan_days,
        p.max_renewals,
        p.max_loans,
        p.max_reservations,
        p.pickup_days,
        p.reservation_days,
        p.daily_fine_cents,
      ],
    );
  }
  for (const p of BACKGROUND_PATRONS) {
    await tx.query(
      `INSERT INTO patron (id, login, name, email, password_hash, category, library_id)
       VALUES ($1, $2, $3, NULL, '!', $4, $5) ON CONFLICT DO NOTHING`,
      [p.id, p.login, p.name, p.category, p.library_id],
    );
  }
  await tx.query(`INSERT INTO patron_library (patron_id, library_id) VALUES ($1, 2), ($2, 1) ON CONFLICT DO NOTHING`, [
    DEMO,
    PROFESSOR,
  ]);
  await addMissingInstitutionParams(tx, INSTITUTION_PARAMS);
  for (const u of RECEIVING_UNITS) {
    await tx.query(`INSERT INTO receiving_unit (id, name, library_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
      u.id,
      u.name,
      u.library_id,
    ]);
  }
  await tx.query(
    `INSERT INTO library_request_setting (library_id, warning_message) VALUES
       (1, 'Retire o material no balcão de empréstimo da Biblioteca Central, com documento com foto.')
     ON CONFLICT DO NOTHING`,
  );
  for (const [library, days] of DELIVERY_DAYS) {
    for (const day of days) {
      await tx.query(`INSERT INTO library_delivery_day (library_id, weekday) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
        library,
        day,
      ]);
    }
  }
  await issueStaffKey(tx, { login: DEMO_STAFF.login, name: DEMO_STAFF.name, libraryId: null }, DEMO_STAFF.key);
}
