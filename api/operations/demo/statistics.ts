/**
 * Demonstration data of the public statistics (decision 039), invented and deterministic: the
 * same `now` gives the same rows, so the API tests seed with a fixed day and assert exact figures.
 *
 * - Opening days from 1 January of last year to yesterday: the Biblioteca Central opens Monday
 *   to Saturday, the other two Monday to Friday; all close on Brazil's fixed-date national
 *   holidays and from 24 to 31 December, and the Campus Norte library for the January recess.
 * - Turnstile counts for every open day, from a formula of the day (no random numbers).
 * - Six organisational units and 120 invented patrons of them (ids 3001–3120, logins estat001…,
 *   who cannot log in: their password hash is not a hash), some expired or blocked so that the
 *   "active users" reports have something to leave out.
 * - Returned loans of those patrons every month from January of last year to the end of last
 *   month, a fixed number per library and month (an academic year: busy in March and
 *   September, quiet in January and July), on the library's open days, of its own copies.
 *
 * Runs once: it does nothing when any opening day exists.
 */
import type { Db } from "../../core/db/db.ts";
import { addDays, localDay, type Day } from "../../core/time.ts";

export const STATISTICS_ORG_UNITS = [
  { id: 1, name: "Reitoria" },
  { id: 2, name: "Pró-Reitoria de Graduação" },
  { id: 3, name: "Departamento de História" },
  { id: 4, name: "Departamento de Letras" },
  { id: 5, name: "Departamento de Engenharia Civil" },
  { id: 6, name: "Departamento de Enfermagem" },
];

const CATEGORIES = ["graduacao", "graduacao", "graduacao", "posgraduacao", "professor", "servidor", "comunidade"];
const LIBRARY_OF = [1, 1, 2, 3];

export const STATISTICS_PATRONS = Array.from({ length: 120 }, (_, i) => {
  const category = CATEGORIES[i % CATEGORIES.length];
  return {
    id: 3001 + i,
    login: `estat${String(i + 1).padStart(3, "0")}`,
    name: `Usuário de estatística ${String(i + 1).padStart(3, "0")}`,
    category,
    library_id: LIBRARY_OF[i % LIBRARY_OF.length],
    org_unit_id: category === "comunidade" ? null : 1 + (i % STATISTICS_ORG_UNITS.length),
    expired: i % 20 === 19,
    blocked: i % 30 === 29,
  };
});

/** Loans per library and calendar month (January first). */
export const DEMO_MONTHLY_LOANS: Record<number, number[]> = {
  1: [30, 45, 120, 110, 105, 90, 40, 70, 115, 110, 100, 50],
  2: [10, 20, 60, 55, 50, 45, 15, 30, 58, 55, 50, 20],
  3: [0, 25, 70, 65, 60, 55, 20, 40, 68, 66, 60, 25],
};

/** Fixed-date national holidays (MM-DD). */
const HOLIDAYS = new Set(["01-01", "04-21", "05-01", "09-07", "10-12", "11-02", "11-15", "11-20", "12-25"]);

/** Whether a demo library opens on a day. */
export function demoLibraryOpens(libraryId: number, day: Day): boolean {
  const monthDay = day.slice(5);
  if (HOLIDAYS.has(monthDay) || monthDay >= "12-24") return false;
  if (libraryId === 3 && monthDay.startsWith("01-")) return false;
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  if (weekday === 0) return false;
  return weekday !== 6 || libraryId === 1;
}

const TURNSTILE_BASE: Record<number, number> = { 1: 300, 2: 120, 3: 180 };

/** Entries and exits counted on an open day. */
export function demoTurnstile(libraryId: number, day: Day): { entries: number; exits: number } {
  const d = Number(day.slice(8));
  const m = Number(day.slice(5, 7));
  let entries = (TURNSTILE_BASE[libraryId] ?? 100) + ((d * 37 + m * 11) % 50);
  if (new Date(`${day}T12:00:00Z`).getUTCDay() === 6) entries = Math.floor(entries / 2);
  return { entries, exits: entries - (d % 4) };
}

export async function seedStatistics(db: Db, now = new Date()): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM library_opening_day");
  if (n > 0) return 0;
  const libraries = (await db.query<{ id: number }>("SELECT id FROM library ORDER BY id")).map((l) => l.id);
  const today = localDay(now);
  const first = `${Number(today.slice(0, 4)) - 1}-01-01`;
  const days: Day[] = [];
  for (let day = first; day < today; day = addDays(day, 1)) days.push(day);
  const loansEnd = `${today.slice(0, 7)}-01`;
  let loans = 0;
  await db.transaction(async (tx) => {
    const open = { lib: [] as number[], day: [] as string[], entries: [] as number[], exits: [] as number[] };
    for (const lib of libraries) {
      for (const day of days) {
        if (!demoLibraryOpens(lib, day)) continue;
        const { entries, exits } = demoTurnstile(lib, day);
        open.lib.push(lib);
        open.day.push(day);
        open.entries.push(entries);
        open.exits.push(exits);
      }
    }
    await tx.query(`INSERT INTO library_opening_day (library_id, day) SELECT * FROM unnest($1::int[], $2::date[])`, [
      open.lib,
      open.day,
    ]);
    await tx.query(
      `INSERT INTO turnstile_count (library_id, day, entries, exits)
       SELECT * FROM unnest($1::int[], $2::date[], $3::int[], $4::int[])`,
      [open.lib, open.day, open.entries, open.exits],
    );
    for (const unit of STATISTICS_ORG_UNITS) {
      await tx.query("INSERT INTO org_unit (id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING", [unit.id, unit.name]);
    }
    const patrons = STATISTICS_PATRONS.filter((p) => libraries.includes(p.library_id));
    const column = <K extends keyof (typeof patrons)[number]>(key: K) => patrons.map((p) => p[key]);
    await tx.query(
      `INSERT INTO patron (id, login, name, password_hash, category, library_id, org_unit_id, expired, blocked)
       SELECT id, login, name, '!', category, library_id, org_unit_id, expired, blocked
         FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::bool[], $8::bool[])
           AS t(id, login, name, category, library_id, org_unit_id, expired, blocked)
       ON CONFLICT DO NOTHING`,
      [
        column("id"),
        column("login"),
        column("name"),
        column("category"),
        column("library_id"),
        column("org_unit_id"),
        column("expired"),
        column("blocked"),
      ],
    );
    const rows = { item: [] as number[], patron: [] as number[], lib: [] as number[] };
    const out = { at: [] as string[], due: [] as string[], back: [] as string[], renewals: [] as number[] };
    const latestReturn = new Date(now.getTime() - 3_600_000).toISOString();
    for (const lib of libraries) {
      const monthly = DEMO_MONTHLY_LOANS[lib];
      const readers = patrons.filter((p) => p.library_id === lib).map((p) => p.id);
      const items = (
        await tx.query<{ id: number }>("SELECT id FROM item WHERE library_id = $1 ORDER BY id", [lib])
      ).map((i) => i.id);
      if (!monthly || readers.length === 0 || items.length === 0) continue;
      let k = 0;
      for (let month = first.slice(0, 7); `${month}-01` < loansEnd; month = addDays(`${month}-28`, 7).slice(0, 7)) {
        const openDays = days.filter((d) => d.startsWith(month) && demoLibraryOpens(lib, d));
        const count = openDays.length ? monthly[Number(month.slice(5)) - 1] : 0;
        for (let i = 0; i < count; i++, k++) {
          const day = openDays[(i * 7) % openDays.length];
          const at = `${day}T${String(13 + (i % 9)).padStart(2, "0")}:00:00Z`;
          const planned = `${addDays(day, 7 + (i % 8))}T18:00:00Z`;
          rows.item.push(items[(k * 13) % items.length]);
          rows.patron.push(readers[k % readers.length]);
          rows.lib.push(lib);
          out.at.push(at);
          out.due.push(addDays(day, 14));
          out.back.push(planned < latestReturn ? planned : latestReturn > at ? latestReturn : at);
          out.renewals.push(i % 4 === 0 ? 1 : 0);
        }
      }
    }
    await tx.query(
      `INSERT INTO loan (item_id, patron_id, library_id, checked_out_at, due_date, returned_at, renewals)
       SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::timestamptz[], $5::date[], $6::timestamptz[], $7::int[])`,
      [rows.item, rows.patron, rows.lib, out.at, out.due, out.back, out.renewals],
    );
    loans = rows.item.length;
  });
  return loans;
}
