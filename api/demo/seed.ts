import { createHash } from "node:crypto";
import type { Db, Queryable } from "../db/db.ts";
import type { CopyStatus } from "../contract.ts";
import { hashPassword } from "../auth/password.ts";
import { WORK_TYPES } from "../records/work-type.ts";

/**
 * Demonstration holdings around the real imported records: libraries, campuses, locations,
 * copies and patrons. Everything here is deterministic (same records in, same copies out), so
 * tests and screenshots are repeatable. The README lists the demo logins.
 */
export const DEMO_CAMPUSES = [
  { id: 1, name: "Campus Centro" },
  { id: 2, name: "Campus Norte" },
];

export const DEMO_LIBRARIES = [
  {
    id: 1,
    campus_id: 1,
    name: "Biblioteca Central",
    address: "Praça da Biblioteca, 100 – Centro",
    phone: "(41) 3000-0001",
    email: "central@biblioteca.example",
    opening_hours: "Segunda a sexta, 8h às 22h; sábado, 8h às 12h",
  },
  {
    id: 2,
    campus_id: 1,
    name: "Biblioteca de Ciências Humanas",
    address: "Rua das Letras, 45 – Centro",
    phone: "(41) 3000-0002",
    email: "humanas@biblioteca.example",
    opening_hours: "Segunda a sexta, 8h às 20h",
  },
  {
    id: 3,
    campus_id: 2,
    name: "Biblioteca do Campus Norte",
    address: "Avenida Norte, 1500 – Bairro Alto",
    phone: "(41) 3000-0003",
    email: "norte@biblioteca.example",
    opening_hours: "Segunda a sexta, 7h30 às 21h30",
  },
];

const LOCATIONS = ["Acervo geral", "Referência", "Periódicos", "Multimeios"];

export interface DemoPatron {
  id: number;
  login: string;
  password: string;
  name: string;
  email: string;
  category: string;
  library_id: number;
  blocked?: boolean;
}

export const DEMO_PATRONS: DemoPatron[] = [
  { id: 1001, login: "demo", password: "demo", name: "Ana Demonstração", email: "demo@biblioteca.example", category: "graduacao", library_id: 1 },
  { id: 1002, login: "professor", password: "professor", name: "Carlos Exemplo", email: "professor@biblioteca.example", category: "professor", library_id: 2 },
  { id: 1003, login: "norte", password: "norte", name: "Beatriz Modelo", email: "norte@biblioteca.example", category: "comunidade", library_id: 3 },
  { id: 1004, login: "bloqueado", password: "bloqueado", name: "Davi Bloqueado", email: "bloqueado@biblioteca.example", category: "graduacao", library_id: 1, blocked: true },
];

/** Pergamum activity codes granted to every demo category (document 1 §6, document 2 §6). */
const ACTIVITIES: [number, string][] = [
  [8, "Meu Pergamum"],
  [18, "Reserva"],
  [30, "Exemplares"],
  [33, "Referência"],
  [36, "MARC"],
  [75, "Solicitação de empréstimo"],
  [107, "Manter login após reserva"],
  [115, "Dublin Core"],
];
const MODULE = 3;

const INSTITUTION: Record<string, string> = {
  sigla: "BDEMO",
  habilita_kids_pesq_catalogo: "N",
  restringe_ui_res_se_usu_logado: "0",
  usa_campus: "S",
};

/** A small seeded PRNG (mulberry32), seeded per record so copies do not depend on import order. */
function rng(seed: string): () => number {
  let a = createHash("sha1").update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STATUS_WEIGHTS: [CopyStatus, number][] = [
  ["available", 62],
  ["on_loan", 16],
  ["reserved", 5],
  ["in_transit", 3],
  ["closed_stacks", 6],
  ["not_for_loan", 6],
  ["lost", 2],
];

function pickStatus(r: number): CopyStatus {
  let acc = 0;
  const total = STATUS_WEIGHTS.reduce((s, [, w]) => s + w, 0);
  for (const [status, weight] of STATUS_WEIGHTS) {
    acc += weight / total;
    if (r < acc) return status;
  }
  return "available";
}

function locationFor(workType: number): number {
  if (workType === WORK_TYPES.SERIAL || workType === WORK_TYPES.ARTICLE) return 2;
  if ([WORK_TYPES.VIDEO, WORK_TYPES.MUSIC_RECORDING, WORK_TYPES.SOUND_RECORDING, WORK_TYPES.KIT].includes(workType as never)) return 3;
  if (workType === WORK_TYPES.MAP) return 1;
  return 0;
}

export async function seedInstitution(db: Db): Promise<void> {
  const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM campus");
  if (n > 0) return;
  await db.transaction(async (tx) => {
    for (const c of DEMO_CAMPUSES) await tx.query("INSERT INTO campus (id, name) VALUES ($1, $2)", [c.id, c.name]);
    for (const l of DEMO_LIBRARIES) {
      await tx.query(
        `INSERT INTO library (id, campus_id, name, address, phone, email, opening_hours, reserve_by_location, reserve_by_material)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [l.id, l.campus_id, l.name, l.address, l.phone, l.email, l.opening_hours, l.id !== 3, l.id !== 3],
      );
      for (const [index, name] of LOCATIONS.entries()) {
        await tx.query("INSERT INTO location (id, library_id, name) VALUES ($1, $2, $3)", [l.id * 10 + index, l.id, name]);
      }
    }
    for (const category of new Set(DEMO_PATRONS.map((p) => p.category))) {
      for (const [activity, description] of ACTIVITIES) {
        await tx.query(
          "INSERT INTO category_permission (category, module, activity, description) VALUES ($1, $2, $3, $4)",
          [category, MODULE, activity, description],
        );
      }
    }
    for (const [key, value] of Object.entries(INSTITUTION)) {
      await tx.query("INSERT INTO institution_param (key, value) VALUES ($1, $2)", [key, value]);
    }
  });
  for (const p of DEMO_PATRONS) {
    await db.query(
      `INSERT INTO patron (id, login, name, email, password_hash, category, library_id, blocked)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [p.id, p.login, p.name, p.email, await hashPassword(p.password), p.category, p.library_id, p.blocked ?? false],
    );
  }
}

/** Gives every record without copies 1 to 4 of them, spread over the demo libraries. */
export async function seedCopies(db: Db): Promise<number> {
  const records = await db.query<{ id: number; source_key: string; work_type: number; classification: string | null }>(
    `SELECT r.id, r.source_key, r.work_type, r.classification FROM record r
      WHERE NOT EXISTS (SELECT 1 FROM item i WHERE i.record_id = r.id) ORDER BY r.id`,
  );
  let created = 0;
  for (let start = 0; start < records.length; start += 500) {
    const batch = records.slice(start, start + 500);
    await db.transaction(async (tx) => {
      const rows: unknown[][] = [];
      for (const record of batch) {
        const random = rng(record.source_key);
        const count = 1 + Math.floor(random() * 4);
        const serial = record.work_type === WORK_TYPES.SERIAL;
        for (let n = 1; n <= count; n++) {
          const library = DEMO_LIBRARIES[Math.floor(random() * DEMO_LIBRARIES.length)];
          const status = serial && random() < 0.7 ? "not_for_loan" : pickStatus(random());
          const due = status === "on_loan" ? 1 + Math.floor(random() * 28) : null;
          rows.push([
            record.id,
            library.id,
            library.id * 10 + locationFor(record.work_type),
            `${library.id}${String(record.id).padStart(7, "0")}${n}`,
            record.classification,
            serial ? `v. ${n}` : null,
            status,
            due,
          ]);
        }
      }
      await insertCopies(tx, rows);
      created += rows.length;
    });
  }
  return created;
}

async function insertCopies(tx: Queryable, rows: unknown[][]): Promise<void> {
  const columns = (i: number) => rows.map((r) => r[i]);
  await tx.query(
    `INSERT INTO item (record_id, library_id, location_id, barcode, call_number, volume, status, due_date)
     SELECT rid, lid, loc, bc, cn, vol, st, CASE WHEN d IS NULL THEN NULL ELSE current_date + d END
       FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[])
         AS t(rid, lid, loc, bc, cn, vol, st, d)`,
    [0, 1, 2, 3, 4, 5, 6, 7].map(columns),
  );
}
