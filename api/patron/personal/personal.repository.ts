/** The SQL of the patron's personal data, the renewal flag, the departments and a session's end. */
import type { Queryable, Tx } from "../../core/db/db.ts";
import type { PatronTable } from "../../core/db/tables.ts";
import type { DepartmentOut, PersonalDataValues, PersonalField } from "./contract.ts";

/** API field → patron column. Only these names ever reach the SQL text. */
const COLUMN: Record<PersonalField, string> = {
  endereco: "street",
  complemento: "complement",
  bairro: "neighbourhood",
  cidade: "city",
  cep: "zip",
  email: "email",
  telefone: "phone",
  recebe_email: "receive_email",
  rg: "id_document",
  cpf: "tax_id",
  nacionalidade: "nationality",
  sexo: "gender",
  data_nascimento: "birth_date",
  escolaridade: "education",
  profissao: "profession",
  estado_civil: "marital_status",
};

const SELECT_LIST = Object.entries(COLUMN)
  .map(([field, column]) =>
    column === "birth_date" ? `to_char(birth_date, 'YYYY-MM-DD') AS ${field}` : `${column} AS ${field}`,
  )
  .join(", ");

export async function findPersonalData(
  db: Queryable,
  patronId: number,
): Promise<(PersonalDataValues & { nome: string }) | undefined> {
  const [row] = await db.query<PersonalDataValues & { nome: string }>(
    `SELECT name AS nome, ${SELECT_LIST} FROM patron WHERE id = $1`,
    [patronId],
  );
  return row;
}

/** Writes the given fields (already checked); answers false when another patron holds the tax id. */
export async function updatePersonalData(
  db: Queryable,
  patronId: number,
  change: Partial<Record<PersonalField, string | boolean | null>>,
): Promise<"updated" | "tax_id_taken"> {
  const fields = Object.keys(change) as PersonalField[];
  if (fields.length === 0) return "updated";
  const sets = fields.map((f, i) => `${COLUMN[f]} = $${i + 2}`);
  try {
    await db.query(`UPDATE patron SET ${sets.join(", ")} WHERE id = $1`, [patronId, ...fields.map((f) => change[f])]);
  } catch (error) {
    // 23505: the unique index on tax_id (migration 017).
    if ((error as { code?: string })?.code === "23505") return "tax_id_taken";
    throw error;
  }
  return "updated";
}

export async function taxIdHeldByOther(db: Queryable, patronId: number, taxId: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM patron WHERE tax_id = $1 AND id <> $2`, [taxId, patronId]);
  return rows.length > 0;
}

type PatronFlags = Pick<PatronTable, "login" | "name" | "email" | "expired"> & {
  renew: PatronTable["renew_registration"];
};

export async function findPatronFlags(db: Queryable, patronId: number): Promise<PatronFlags | undefined> {
  const [row] = await db.query<PatronFlags>(
    `SELECT login, name, email, renew_registration AS renew, expired FROM patron WHERE id = $1`,
    [patronId],
  );
  return row;
}

export async function listDepartments(db: Queryable): Promise<DepartmentOut[]> {
  return db.query<DepartmentOut>(`SELECT id AS codigo, name AS descricao FROM department ORDER BY name, id`);
}

/** Records an e-mail change; the undo link's digest is written by `digestOf` once the id is known. */
export async function insertEmailChange(
  db: Queryable,
  patronId: number,
  oldEmail: string | null,
  newEmail: string | null,
  expiresAt: Date,
  digestOf: (id: number) => string,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO email_change (patron_id, old_email, new_email, token_digest, expires_at)
     VALUES ($1, $2, $3, '', $4) RETURNING id`,
    [patronId, oldEmail, newEmail, expiresAt.toISOString()],
  );
  await db.query(`UPDATE email_change SET token_digest = $2 WHERE id = $1`, [row!.id, digestOf(row!.id)]);
  return row!.id;
}

/** An e-mail change, its row locked, with whether its link still works. */
export async function lockEmailChange(
  db: Tx,
  id: number,
): Promise<{ patronId: number; oldEmail: string | null; digest: string; live: boolean } | undefined> {
  const [row] = await db.query<{ patron_id: number; old_email: string | null; token_digest: string; live: boolean }>(
    `SELECT patron_id, old_email, token_digest, (undone_at IS NULL AND expires_at > now()) AS live
       FROM email_change WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row && { patronId: row.patron_id, oldEmail: row.old_email, digest: row.token_digest, live: row.live };
}

/**
 * Puts change `id`'s old address back and spends its link and every later one (a later change's
 * link, mailed to the address being undone, must not bring that address back). Earlier links
 * still work: after two changes, the first address's link restores the first address.
 */
export async function undoEmailChange(db: Queryable, id: number, patronId: number, oldEmail: string | null) {
  await db.query(`UPDATE patron SET email = $2 WHERE id = $1`, [patronId, oldEmail]);
  await db.query(`UPDATE email_change SET undone_at = now() WHERE patron_id = $1 AND id >= $2 AND undone_at IS NULL`, [
    patronId,
    id,
  ]);
}
