/** The SQL of the patron's personal data, the renewal flag, the departments and a session's end. */
import type { Queryable } from "../../core/db/db.ts";
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
