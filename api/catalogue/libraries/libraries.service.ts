/**
 * Libraries and campuses: the library page (document 1 §2 /biblioteca/{id}) and the lists of
 * document 2 §7 "Libraries and clearance" (GET /campus, GET /unidade-informacao?campus).
 */
import type { Queryable } from "../../core/db/db.ts";
import type { CampusOut, LibraryOut, LibraryPage } from "../../contract.ts";
import { ApiError } from "../../core/errors.ts";
import { localDay, weekday } from "../../core/time.ts";
import type { HoursToday } from "./libraries.calls.ts";
import {
  allCampuses,
  findLibraries,
  findLibraryHours,
  findLibraryPage,
  libraryImages,
} from "./libraries.repository.ts";
import { readOpeningHours } from "./opening-hours.ts";

export { findLibraries } from "./libraries.repository.ts";

export async function campuses(db: Queryable): Promise<CampusOut[]> {
  const rows = await allCampuses(db);
  return rows.map((r) => ({ cod_campus: r.id, nome_campus: r.name }));
}

export async function libraries(db: Queryable, campusId?: number): Promise<LibraryOut[]> {
  const rows = await findLibraries(db, campusId ?? null);
  return rows.map((r) => ({
    cod_biblioteca: r.id,
    desc_biblioteca: r.name,
    cod_campus: r.campus_id,
    nome_campus: r.campus_name,
  }));
}

/** The library page; an unknown library is a 404 whose message is the page's "no data" text. */
export async function libraryPage(db: Queryable, id: number): Promise<LibraryPage> {
  const row = await findLibraryPage(db, id);
  if (!row) throw new ApiError(404, "library_not_found", "errors.library_no_data", { id });
  const images = await libraryImages(db, id);
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

/** Each library's hours today, read from the hours it wrote (docs/decisions/062-home-page.md). */
export async function hoursToday(db: Queryable, now = new Date()): Promise<HoursToday> {
  const day = localDay(now);
  const rows = await findLibraryHours(db);
  return {
    dia: day,
    bibliotecas: rows.map((r) => ({
      cod_biblioteca: r.id,
      desc_biblioteca: r.name,
      horario: r.opening_hours,
      hoje: readOpeningHours(r.opening_hours)?.[weekday(day)] ?? null,
    })),
  };
}
