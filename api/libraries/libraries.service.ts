/**
 * Libraries and campuses: the library page (document 1 §2 /biblioteca/{id}) and the lists of
 * document 2 §7 "Libraries and clearance" (GET /campus, GET /unidade-informacao?campus).
 */
import type { Queryable } from "../db/db.ts";
import type { CampusOut, LibraryOut, LibraryPage } from "../contract.ts";
import { ApiError } from "../errors.ts";

export async function campuses(db: Queryable): Promise<CampusOut[]> {
  const rows = await db.query<{ id: number; name: string }>("SELECT id, name FROM campus ORDER BY name, id");
  return rows.map((r) => ({ cod_campus: r.id, nome_campus: r.name }));
}

export async function libraries(db: Queryable, campusId?: number): Promise<LibraryOut[]> {
  const rows = await db.query<{ id: number; name: string; campus_id: number; campus_name: string }>(
    `SELECT l.id, l.name, c.id AS campus_id, c.name AS campus_name
       FROM library l JOIN campus c ON c.id = l.campus_id
      WHERE $1::int IS NULL OR c.id = $1
      ORDER BY l.name, l.id`,
    [campusId ?? null],
  );
  return rows.map((r) => ({
    cod_biblioteca: r.id,
    desc_biblioteca: r.name,
    cod_campus: r.campus_id,
    nome_campus: r.campus_name,
  }));
}

interface LibraryRow {
  id: number;
  name: string;
  campus_id: number;
  campus_name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  opening_hours: string | null;
  description: string | null;
}

/** The library page; an unknown library is a 404 whose message is the page's "no data" text. */
export async function libraryPage(db: Queryable, id: number): Promise<LibraryPage> {
  const [row] = await db.query<LibraryRow>(
    `SELECT l.id, l.name, c.id AS campus_id, c.name AS campus_name, l.address, l.phone, l.email, l.opening_hours, l.description
       FROM library l JOIN campus c ON c.id = l.campus_id
      WHERE l.id = $1`,
    [id],
  );
  if (!row) throw new ApiError(404, "library_not_found", "errors.library_no_data", { id });
  const images = await db.query<{ seq: number; url: string; description: string }>(
    "SELECT seq, url, description FROM library_image WHERE library_id = $1 ORDER BY seq",
    [id],
  );
  return {
    cod_biblioteca: row.id,
    desc_biblioteca: row.name,
    cod_campus: row.campus_id,
    nome_campus: row.campus_name,
    endereco: row.address,
    telefone: row.phone,
    email: row.email,
    horario: row.opening_hours,
    descricao: row.description,
    imagens: images.map((i) => ({ ordem: i.seq, url: i.url, descricao: i.description })),
  };
}
