/**
 * Fixtures of the circulation tests: a library service over a fresh database with the demo
 * institution (libraries 1–3, locations, demo patrons), a desk key, and helpers that create
 * each test's own record, copies and patrons, so tests do not share queues or copies. The
 * database is dropped when the file ends (tests/support/engines.ts).
 */
import { createApi } from "../../api/app.ts";
import { signAccessToken } from "../../api/patron/auth/tokens.ts";
import { addDays, localDay } from "../../api/core/time.ts";
import { issueStaffKey } from "../../api/core/staff.ts";
import { readConfig, type ApiConfig } from "../../api/core/config.ts";
import type { CopyStatus } from "../../api/contract.ts";
import { seedInstitution } from "../../api/operations/demo/seed.ts";
import type { TestEngine } from "../support/engines.ts";

export interface CallOptions {
  token?: string;
  staff?: string;
  body?: unknown;
  lang?: "1" | "3" | "5";
  form?: Record<string, string | string[]>;
}

export async function openCirculation(engine: TestEngine) {
  const { db, close } = await engine.open();
  await seedInstitution(db);
  const config: ApiConfig = readConfig({ TOKEN_SECRET: "test-secret-test-secret-test-secret-0123", DEMO_DATA: "off" });
  const app = createApi(db, config);
  const staffKey = await issueStaffKey(db, { login: "desk", name: "Desk", libraryId: null });
  let seq = 0;

  const call = async (
    method: string,
    url: string,
    options: CallOptions = {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the JSON shape of the call it makes
  ): Promise<{ status: number; body: any }> => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.staff) headers["x-staff-key"] = options.staff;
    if (options.lang) headers.lang = options.lang;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    } else if (options.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(options.form)) for (const one of [v].flat()) params.append(k, one);
      body = params.toString();
    }
    const res = await app.request(url, { method, headers, body });
    return { status: res.status, body: await res.json() };
  };

  /** A minimal record of its own (title only): its copies and queues belong to one test. */
  const newRecord = async (title = "Registro de teste"): Promise<number> => {
    seq += 1;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO record (source_key, leader, marc, title, title_sort, work_type, tsv, tsv_title, tsv_author, tsv_subject)
       VALUES ($1, '00000nam a2200000 a 4500', '{}'::jsonb, $2, lower($2), 1, ''::tsvector, ''::tsvector, ''::tsvector, ''::tsvector)
       RETURNING id`,
      [`test:${seq}:${Math.random()}`, `${title} ${seq}`],
    );
    return row.id;
  };

  /** Copies of a record at a library, with the given statuses; location library*10 unless given. */
  const newCopies = async (
    recordId: number,
    libraryId: number,
    statuses: CopyStatus[],
    extra: { location?: number; volume?: string; material?: string } = {},
  ): Promise<{ id: number; barcode: string }[]> => {
    const out: { id: number; barcode: string }[] = [];
    for (const status of statuses) {
      seq += 1;
      const barcode = `T${recordId}-${seq}`;
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO item (record_id, library_id, location_id, barcode, volume, material, status, due_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $7 = 'on_loan' THEN $8::date END) RETURNING id`,
        [
          recordId,
          libraryId,
          extra.location ?? libraryId * 10,
          barcode,
          extra.volume ?? null,
          extra.material ?? null,
          status,
          // Due in a week of the library's calendar (not the database's current_date, whose day is
          // UTC's: between 21:00 and midnight in São Paulo they differ).
          addDays(localDay(new Date()), 7),
        ],
      );
      out.push({ id: row.id, barcode });
    }
    return out;
  };

  /** A patron who cannot log in but holds a valid access token. */
  const newPatron = async (
    options: { category?: string; library?: number; blocked?: boolean; email?: string } = {},
  ) => {
    seq += 1;
    const id = 50_000 + seq;
    await db.query(
      `INSERT INTO patron (id, login, name, email, password_hash, category, library_id, blocked)
       VALUES ($1, $2, $3, $4, '!', $5, $6, $7)`,
      [
        id,
        `p${id}`,
        `Patron ${id}`,
        options.email ?? `p${id}@example.org`,
        options.category ?? "graduacao",
        options.library ?? 1,
        options.blocked ?? false,
      ],
    );
    return { id, token: signAccessToken(id, config.tokenSecret, 900) };
  };

  const setParam = async (key: string, value: string | null) => {
    if (value === null) await db.query(`DELETE FROM institution_param WHERE key = $1`, [key]);
    else
      await db.query(
        `INSERT INTO institution_param (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = $2`,
        [key, value],
      );
  };

  return { db, app, config, call, close, staffKey, newRecord, newCopies, newPatron, setParam };
}

export type CirculationFixture = Awaited<ReturnType<typeof openCirculation>>;

/** The body of POST /reserva and /reserva/validar-fila for a record's single-volume copies. */
export function choice(acervo: number, biblioteca: number, extra: Record<string, unknown> = {}) {
  return {
    acervo,
    biblioteca,
    volume: "99999",
    tomo: "99999",
    parte: "99999",
    material: null,
    localizacao: null,
    ...extra,
  };
}
