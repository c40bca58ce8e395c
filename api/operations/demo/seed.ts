import { createHash } from "node:crypto";
import type { Db, Queryable } from "../../core/db/db.ts";
import type { CopyStatus } from "../../contract.ts";
import { hashPassword } from "../../patron/auth/password.ts";
import { PUBLIC_CATEGORY } from "../../patron/auth/login-settings.repository.ts";
import { addMissingInstitutionParams } from "../../core/institution-params.repository.ts";
import { seedKardex } from "../../catalogue/records/kardex/kardex-demo.ts";
import { WORK_TYPES } from "../../catalogue/records/work-type.ts";
import { DEMO_EDITABLE_FIELDS, seedPersonalData } from "./personal.ts";
import { seedResearchRequests } from "./research-requests.ts";
import { seedClearanceDemo } from "./clearance.ts";
import { seedInformationDemo } from "./information.ts";
import { seedDemoComments } from "./comments.ts";
import { seedInterest } from "./interest.ts";
import { seedCatalogues } from "./catalogues.ts";
import { seedNetworkDemo } from "./network.ts";
import { seedProviderDemo } from "./providers.ts";

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
    description:
      "Biblioteca de demonstração: acervo geral de todas as áreas, obras de referência, periódicos e multimeios. " +
      "Oferece salas de estudo em grupo, computadores para pesquisa e atendimento de referência.",
  },
  {
    id: 2,
    campus_id: 1,
    name: "Biblioteca de Ciências Humanas",
    address: "Rua das Letras, 45 – Centro",
    phone: "(41) 3000-0002",
    email: "humanas@biblioteca.example",
    opening_hours: "Segunda a sexta, 8h às 20h",
    description:
      "Biblioteca de demonstração: acervo de filosofia, letras, história e ciências sociais, com coleção de obras raras " +
      "em acervo fechado, consultadas mediante solicitação no balcão.",
  },
  {
    id: 3,
    campus_id: 2,
    name: "Biblioteca do Campus Norte",
    address: "Avenida Norte, 1500 – Bairro Alto",
    phone: "(41) 3000-0003",
    email: "norte@biblioteca.example",
    opening_hours: "Segunda a sexta, 7h30 às 21h30",
    description:
      "Biblioteca de demonstração do Campus Norte: acervo de ciências exatas, engenharias e saúde, com mapoteca " +
      "e espaço de leitura silenciosa.",
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
  /** Logins of one person share it (migration 018); absent: a person of its own. */
  person_id?: number;
}

export const DEMO_PATRONS: DemoPatron[] = [
  {
    id: 1001,
    login: "demo",
    password: "demo",
    name: "Ana Demonstração",
    email: "demo@biblioteca.example",
    category: "graduacao",
    library_id: 1,
  },
  {
    id: 1002,
    login: "professor",
    password: "professor",
    name: "Carlos Exemplo",
    email: "professor@biblioteca.example",
    category: "professor",
    library_id: 2,
  },
  {
    id: 1003,
    login: "norte",
    password: "norte",
    name: "Beatriz Modelo",
    email: "norte@biblioteca.example",
    category: "comunidade",
    library_id: 3,
  },
  {
    id: 1004,
    login: "bloqueado",
    password: "bloqueado",
    name: "Davi Bloqueado",
    email: "bloqueado@biblioteca.example",
    category: "graduacao",
    library_id: 1,
    blocked: true,
  },
  {
    id: 1005,
    login: "intercambio",
    password: "intercambio",
    name: "Elena Intercâmbio",
    email: "intercambio@biblioteca.example",
    category: "intercambio",
    library_id: 1,
  },
  // Invented for trying password recovery (and for tests/e2e/password.spec.ts, whose flow changes
  // its password): no other demo flow logs in as this patron.
  {
    id: 1090,
    login: "recupera",
    password: "recupera",
    name: "Rita Recuperação",
    email: "recupera@biblioteca.example",
    category: "graduacao",
    library_id: 1,
  },
  // One invented person with two logins (decision 024): after the password, the login screen asks
  // which login to use. Each login is its own patron: another category and home library.
  {
    id: 1006,
    login: "duplo",
    password: "duplo",
    name: "Gabriel Duplo",
    email: "duplo@biblioteca.example",
    category: "graduacao",
    library_id: 1,
    person_id: 1006,
  },
  {
    id: 1007,
    login: "duplo2",
    password: "duplo",
    name: "Gabriel Duplo",
    email: "duplo@biblioteca.example",
    category: "professor",
    library_id: 2,
    person_id: 1006,
  },
  // Invented for the interest-profile browser test (tests/e2e/interest.spec.ts), whose flow adds
  // and removes entries of this patron's profile: no other demo flow logs in as this patron.
  {
    id: 1121,
    login: "perfil",
    password: "perfil",
    name: "Paula Perfil",
    email: "perfil@biblioteca.example",
    category: "graduacao",
    library_id: 1,
  },
  // The renewal prompt (api/operations/demo/personal.ts): this patron's registration must be renewed.
  {
    id: 1020,
    login: "renovacao",
    password: "renovacao",
    name: "Fábio Renovação",
    email: "renovacao@biblioteca.example",
    category: "graduacao",
    library_id: 1,
  },
  // Invented for trying research requests from a clean slate (and for
  // tests/e2e/research-requests.spec.ts, whose flows make, cancel and move requests): no demo data.
  {
    id: 1141,
    login: "pedidos",
    password: "pedidos",
    name: "Paulo Pedido",
    email: "pedidos@biblioteca.example",
    category: "graduacao",
    library_id: 1,
  },
  // Invented for the browser test of acquisition suggestions (tests/e2e/acquisition.spec.ts), which
  // adds suggestions to this patron; its demo suggestions are in api/operations/demo/acquisition.ts.
  {
    id: 1111,
    login: "sugestoes",
    password: "sugestoes",
    name: "Sílvia Sugestões",
    email: "sugestoes@biblioteca.example",
    category: "graduacao",
    library_id: 1,
  },
  // Invented for the clearance declaration, the GRU slip and the loan token (api/operations/demo/clearance.ts):
  // nadaconsta is ready for the clearance (tests/e2e/clearance.spec.ts issues it and re-admits her),
  // multa owes R$ 12,50 (the slip), token has the loan token page to herself.
  {
    id: 1131,
    login: "nadaconsta",
    password: "nadaconsta",
    name: "Irene Quitação",
    email: "nadaconsta@biblioteca.example",
    category: "graduacao",
    library_id: 1,
  },
  {
    id: 1132,
    login: "multa",
    password: "multa",
    name: "Jorge Multa",
    email: "multa@biblioteca.example",
    category: "graduacao",
    library_id: 1,
  },
  {
    id: 1133,
    login: "token",
    password: "token",
    name: "Lia Token",
    email: "token@biblioteca.example",
    category: "graduacao",
    library_id: 2,
  },
  // Invented for the comment flows (tests/e2e/comments.spec.ts posts, and deletes, as this patron).
  {
    id: 1101,
    login: "comenta",
    password: "comenta",
    name: "Clara Comentário",
    email: "comenta@biblioteca.example",
    category: "graduacao",
    library_id: 1,
  },
  // Invented for the patron services' browser test (tests/e2e/patron-services.spec.ts, one per
  // project, since it reads and dismisses alerts and changes a permanent basket): each has one read
  // and two unread alerts (api/operations/demo/services.ts).
  {
    id: 1151,
    login: "servicos",
    password: "servicos",
    name: "Sérgio Serviços",
    email: "servicos@biblioteca.example",
    category: "graduacao",
    library_id: 1,
  },
  {
    id: 1152,
    login: "servicos2",
    password: "servicos2",
    name: "Sílvia Serviços",
    email: "servicos2@biblioteca.example",
    category: "graduacao",
    library_id: 1,
  },
];

/** Pergamum activity codes granted to the demo categories (document 1 §6, document 2 §6). */
const ACTIVITIES: [number, string][] = [
  [8, "Meu Pergamum"],
  // Comments and acquisition suggestions, in the reading decision 029 chose (12 comments, 13
  // suggestions); both are granted, so the demo works under either reading.
  [12, "Comentários"],
  [13, "Sugestões"],
  [18, "Reserva"],
  [30, "Exemplares"],
  [33, "Referência"],
  [36, "MARC"],
  [75, "Solicitação de empréstimo"],
  [107, "Manter login após reserva"],
  [115, "Dublin Core"],
];
const MODULE = 3;

/**
 * Activities a category goes without. Exchange students lack 107: a login in the reservation tab
 * only identifies them for that reservation (document 2 §4, §6).
 */
const WITHHELD: Record<string, number[]> = { intercambio: [107] };

const INSTITUTION: Record<string, string> = {
  sigla: "BDEMO",
  // Restricted material (licensed e-books and files) is for the university's own people: a
  // community member (norte) is told she has no permission to view it (decision 065).
  categorias_acesso_restrito: "graduacao,professor,intercambio",
  // The demo shows the kids catalogue (/catalogos/kids): its records are real children's books (008/22).
  habilita_kids_pesq_catalogo: "S",
  restringe_ui_res_se_usu_logado: "0",
  usa_campus: "S",
  // Password recovery is offered (document 2 §2: p.__md_aut '2', p.__md_crypt '4', permission 1113).
  "p.__md_aut": "2",
  "p.__md_crypt": "4",
  // With permission 1120 the captcha asks on recovery and, on login, only after a failed attempt
  // (so demo/demo logs in at the first try): decision 023.
  captcha_login: "F",
  // The password rules of recovery and change (api/patron/auth/password-rules.ts, decision 025): 8 to 64
  // characters, digits but not only digits, a special character, mixed case, no word of the name,
  // and none of the last 3 passwords.
  senha_tamanho_minimo: "8",
  senha_tamanho_maximo: "64",
  senha_exige_numeros: "S",
  senha_nao_somente_numeros: "S",
  senha_exige_caractere_especial: "S",
  senha_exige_maiusculas_minusculas: "S",
  senha_diferente_nome: "S",
  senha_ultimas_senhas: "3",
  // The login screen (decision 024): the destination choice starts on the member area, and a
  // person with several logins (duplo / duplo2) chooses one after the password.
  destino_padrao_login_catalogo: "M",
  login_pessoa_duplicada: "S",
  // The personal data a patron may change (decision 026): not the documents.
  dados_pessoais_editaveis: DEMO_EDITABLE_FIELDS,
};

/** What a visitor may do before logging in (the public category, api/patron/auth/login-settings.service.ts). */
const PUBLIC_ACTIVITIES: [number, string][] = [
  [8, "Meu Pergamum"],
  // The comments button shows to visitors, whose comment page asks them to log in (decision 029).
  [12, "Comentários"],
  [1113, "Esqueci minha senha"],
  [1120, "Captcha"],
];

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
  if (
    [WORK_TYPES.VIDEO, WORK_TYPES.MUSIC_RECORDING, WORK_TYPES.SOUND_RECORDING, WORK_TYPES.KIT].includes(
      workType as never,
    )
  )
    return 3;
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
        `INSERT INTO library (id, campus_id, name, address, phone, email, opening_hours, reserve_by_location, reserve_by_material, description)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          l.id,
          l.campus_id,
          l.name,
          l.address,
          l.phone,
          l.email,
          l.opening_hours,
          l.id !== 3,
          l.id !== 3,
          l.description,
        ],
      );
      for (const [index, name] of LOCATIONS.entries()) {
        await tx.query("INSERT INTO location (id, library_id, name) VALUES ($1, $2, $3)", [
          l.id * 10 + index,
          l.id,
          name,
        ]);
      }
    }
    for (const category of new Set(DEMO_PATRONS.map((p) => p.category))) {
      for (const [activity, description] of ACTIVITIES) {
        if (WITHHELD[category]?.includes(activity)) continue;
        await tx.query(
          "INSERT INTO category_permission (category, module, activity, description) VALUES ($1, $2, $3, $4)",
          [category, MODULE, activity, description],
        );
      }
    }
    for (const [activity, description] of PUBLIC_ACTIVITIES) {
      await tx.query(
        "INSERT INTO category_permission (category, module, activity, description) VALUES ($1, $2, $3, $4)",
        [PUBLIC_CATEGORY, MODULE, activity, description],
      );
    }
    await addMissingInstitutionParams(tx, INSTITUTION);
  });
  for (const p of DEMO_PATRONS) {
    await db.query(
      `INSERT INTO patron (id, login, name, email, password_hash, category, library_id, blocked)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [p.id, p.login, p.name, p.email, await hashPassword(p.password), p.category, p.library_id, p.blocked ?? false],
    );
  }
  for (const p of DEMO_PATRONS.filter((p) => p.person_id)) {
    await db.query(`UPDATE patron SET person_id = $2 WHERE id = $1`, [p.id, p.person_id]);
  }
  await seedPersonalData(db);
  await seedResearchRequests(db);
  await seedClearanceDemo(db);
  await seedInformationDemo(db);
  await seedNetworkDemo(db);
  await seedProviderDemo(db);
}

/**
 * The copies of the multi-volume demo record, so that the reservation form shows its choices as
 * selects (volume, tomo, parte, material, location) and can reach its refusals. The record is
 * real: the first two-volume book by re-import key (300 $a "2 v."), "Their silver wedding
 * journey" with the shipped data. The copies are invented: at the Biblioteca Central, volume 1
 * in the main material on two shelves plus a CD-ROM, volume 2 in two tomos, tomo 1 in two
 * partes, all lent out except tomo 2 (closed stacks: it can be neither borrowed nor reserved);
 * at the Biblioteca de Ciências Humanas one copy of volume 1 on the shelf. Null codes read as
 * "single" (99999) and, for material, the main material.
 */
export const MULTI_VOLUME_COPIES: {
  library: number;
  location: number;
  volume: string;
  tomo: string | null;
  parte: string | null;
  material: string | null;
  status: CopyStatus;
}[] = [
  { library: 1, location: 10, volume: "1", tomo: null, parte: null, material: null, status: "on_loan" },
  { library: 1, location: 11, volume: "1", tomo: null, parte: null, material: null, status: "on_loan" },
  { library: 1, location: 13, volume: "1", tomo: null, parte: null, material: "CD-ROM", status: "on_loan" },
  { library: 1, location: 10, volume: "2", tomo: "1", parte: "1", material: null, status: "on_loan" },
  { library: 1, location: 10, volume: "2", tomo: "1", parte: "2", material: null, status: "on_loan" },
  { library: 1, location: 10, volume: "2", tomo: "2", parte: null, material: null, status: "closed_stacks" },
  { library: 2, location: 20, volume: "1", tomo: null, parte: null, material: null, status: "available" },
];

async function seedMultiVolumeCopies(db: Db): Promise<number> {
  const [record] = await db.query<{ id: number; classification: string | null }>(
    `SELECT r.id, r.classification FROM record r
      WHERE r.work_type = $1
        AND NOT EXISTS (SELECT 1 FROM item i WHERE i.record_id = r.id)
        AND EXISTS (SELECT 1 FROM jsonb_array_elements(r.marc->'fields') f, jsonb_array_elements(f->'subfields') s
                     WHERE f->>'tag' = '300' AND s->>'code' = 'a' AND s->>'value' ~ '^2 v\\.')
      ORDER BY r.source_key LIMIT 1`,
    [WORK_TYPES.BOOK],
  );
  if (!record) return 0;
  for (const [n, copy] of MULTI_VOLUME_COPIES.entries()) {
    // Lent copies fall due within the fortnight (the circulation seeder lends them to background readers).
    await db.query(
      `INSERT INTO item (record_id, library_id, location_id, barcode, call_number, volume, tomo, parte, material, status, due_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $10 = 'on_loan' THEN current_date + 7 + $11::int ELSE NULL END)`,
      [
        record.id,
        copy.library,
        copy.location,
        `${copy.library}${String(record.id).padStart(7, "0")}${n + 1}`,
        record.classification,
        copy.volume,
        copy.tomo,
        copy.parte,
        copy.material,
        copy.status,
        n,
      ],
    );
  }
  return MULTI_VOLUME_COPIES.length;
}

/**
 * Gives every record without copies 1 to 4 of them, spread over the demo libraries, after the
 * multi-volume demo record has its own. A journal article gets none: it is not shelved on its
 * own (the library holds the journal's issue, and the article is read at its 856 link).
 */
export async function seedCopies(db: Db): Promise<number> {
  const multiVolume = await seedMultiVolumeCopies(db);
  const records = await db.query<{ id: number; source_key: string; work_type: number; classification: string | null }>(
    `SELECT r.id, r.source_key, r.work_type, r.classification FROM record r
      WHERE NOT EXISTS (SELECT 1 FROM item i WHERE i.record_id = r.id) AND r.work_type <> $1 ORDER BY r.id`,
    [WORK_TYPES.ARTICLE],
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
  return multiVolume + created;
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

// ---- Record pages: tabs, covers, library pages, restricted and accessibility links -------------

/**
 * Institution parameters of the record pages: every configurable activity of document 1 §6
 * enabled (api/catalogue/records/activities.ts; 33, 36 and 115 only when the parameter is absent), the
 * colours of the generated default cover, and the print view.
 */
export const RECORD_PAGE_PARAMS: Record<string, string> = {
  atividades_acervo: "30,33,36,115,18,75,128,32,74",
  capa_padrao_classico: "#F4EBD9",
  capa_cor_fonte_padrao_classico: "#3B2F2F",
  permite_impressao_acervo: "S",
};

/** Pictures of the demo libraries: illustrations made for the demo (public/bibliotecas/demo), labelled as such. */
export const DEMO_LIBRARY_IMAGES = DEMO_LIBRARIES.flatMap((l) => [
  {
    library_id: l.id,
    seq: 1,
    url: `/bibliotecas/demo/biblioteca-${l.id}-fachada.svg`,
    description: `Ilustração de demonstração: fachada da ${l.name}`,
  },
  {
    library_id: l.id,
    seq: 2,
    url: `/bibliotecas/demo/biblioteca-${l.id}-acervo.svg`,
    description: `Ilustração de demonstração: estantes do acervo da ${l.name}`,
  },
]);

/** Files in data/vinculos/demo (demonstration files, not the content of the records they are attached to). */
export const DEMO_RESTRICTED_FILE = "/vinculos/demo/acesso-restrito-demonstracao.pdf";
export const DEMO_ACCESSIBLE_FILE = "/vinculos/demo/versao-acessivel-demonstracao.txt";
/** Made by scripts/make-demo-files.mjs: a three-page PDF, beeps written sample by sample, ffmpeg's test pattern. */
export const DEMO_PUBLIC_PDF_FILE = "/vinculos/demo/documento-publico-demonstracao.pdf";
export const DEMO_AUDIO_FILE = "/vinculos/demo/demonstracao-audio.wav";
export const DEMO_VIDEO_FILE = "/vinculos/demo/demonstracao-video.mp4";

const field856 = (ind2: string, subfields: [string, string][]) => ({
  tag: "856",
  ind1: "4",
  ind2,
  subfields: subfields.map(([code, value]) => ({ code, value })),
});

const DEMO_NOTE = "Arquivo de demonstração do catálogo: não é o conteúdo desta obra.";

/** Which demo file goes to which kind of record, and the 856 that links it. */
const DEMO_LINKS: { where: string; accessible: boolean; field: ReturnType<typeof field856> }[] = [
  {
    where: `work_type = ${WORK_TYPES.THESIS}`,
    accessible: false,
    field: field856("0", [
      ["3", "Texto completo"],
      ["q", "application/pdf"],
      ["u", DEMO_RESTRICTED_FILE],
      ["x", "AR"],
      ["y", "Acesso restrito"],
      ["z", DEMO_NOTE],
    ]),
  },
  {
    where: `work_type = ${WORK_TYPES.BOOK} AND language = 'por'`,
    accessible: true,
    field: field856("1", [
      ["q", "text/plain"],
      ["u", DEMO_ACCESSIBLE_FILE],
      ["x", "AC"],
      ["y", "Versão acessível (demonstração)"],
      ["z", DEMO_NOTE],
    ]),
  },
  {
    where: `work_type = ${WORK_TYPES.BOOK} AND language = 'por'`,
    accessible: false,
    field: field856("1", [
      ["q", "application/pdf"],
      ["u", DEMO_PUBLIC_PDF_FILE],
      ["y", "Documento de demonstração"],
      ["z", DEMO_NOTE],
    ]),
  },
  {
    where: `work_type = ${WORK_TYPES.VIDEO}`,
    accessible: false,
    field: field856("0", [
      ["q", "video/mp4"],
      ["u", DEMO_VIDEO_FILE],
      ["y", "Vídeo de demonstração"],
      ["z", DEMO_NOTE],
    ]),
  },
  {
    where: `work_type = ${WORK_TYPES.SOUND_RECORDING}`,
    accessible: false,
    field: field856("0", [
      ["q", "audio/wav"],
      ["u", DEMO_AUDIO_FILE],
      ["y", "Áudio de demonstração"],
      ["z", DEMO_NOTE],
    ]),
  },
  {
    // The same audio file behind a restricted link: the player shows only after the access call.
    where: `work_type = ${WORK_TYPES.MUSIC_RECORDING}`,
    accessible: false,
    field: field856("0", [
      ["q", "audio/wav"],
      ["u", DEMO_AUDIO_FILE],
      ["x", "AR"],
      ["y", "Gravação de demonstração"],
      ["z", DEMO_NOTE],
    ]),
  },
];

/**
 * Adds the demo links to real records, chosen the same way on every database (the first by
 * re-import key among those without links, records in Portuguese first): a restricted PDF
 * ("Acesso restrito", $x AR) to a thesis, an accessibility version ($x AC) to a book in
 * Portuguese, a public three-page PDF to another book in Portuguese, a public video to a video
 * recording, a public audio to a sound recording and a restricted audio ($x AR) to a music
 * recording. Their $z says they are demonstration files.
 * Each link is added once (a database seeded before a link existed gets it on the next start);
 * re-importing a record removes its link again.
 */
export async function seedDemoLinks(db: Queryable): Promise<void> {
  for (const link of DEMO_LINKS) {
    // The whole field, not just the file: one file may be linked twice (public and restricted).
    const [linked] = await db.query("SELECT 1 FROM record WHERE marc @> $1::jsonb LIMIT 1", [
      JSON.stringify({ fields: [link.field] }),
    ]);
    if (linked) continue;
    await db.query(
      `UPDATE record SET marc = jsonb_set(marc, '{fields}', (marc->'fields') || $1::jsonb),
              online = true, accessible = accessible OR $2, updated_at = now()
        WHERE id = (SELECT id FROM record WHERE NOT online AND ${link.where} ORDER BY language = 'por' DESC, source_key LIMIT 1)`,
      [JSON.stringify([link.field]), link.accessible],
    );
  }
}

/**
 * Everything the record, library and authority pages need on top of the demo catalogue, safe
 * to run on every start: parameters and pictures are added when missing, descriptions filled
 * when empty, the demo links added once, and the kardex of serials created once.
 */
export async function seedRecordPages(db: Db): Promise<void> {
  await addMissingInstitutionParams(db, RECORD_PAGE_PARAMS);
  for (const l of DEMO_LIBRARIES) {
    await db.query("UPDATE library SET description = $2 WHERE id = $1 AND description IS NULL", [l.id, l.description]);
  }
  for (const image of DEMO_LIBRARY_IMAGES) {
    await db.query(
      `INSERT INTO library_image (library_id, seq, url, description)
       SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM library WHERE id = $1)
       ON CONFLICT (library_id, seq) DO NOTHING`,
      [image.library_id, image.seq, image.url, image.description],
    );
  }
  await seedDemoLinks(db);
  await seedKardex(db);
  await seedDemoComments(db);
  await seedInterest(db);
  await seedCatalogues(db);
}
