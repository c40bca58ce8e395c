/**
 * The record calls of document 1 §7 no other module answered (decision 044):
 * holdings by library and location, totals of a period, the closed-stacks request, campus
 * choices, the cover's colours, one kardex issue, and the patron's licensed databases.
 */
import { defaultBackground } from "../covers/cover-svg.ts";
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import { listExternalServices } from "../../patron/providers/providers.service.ts";
import type {
  CampusOption,
  ClosedStacksData,
  ClosedStacksSaved,
  DatabaseLink,
  KardexItem,
  Permission,
  RecordColours,
  RecordLibrary,
  RecordLocalization,
  RecordTotals,
} from "./extras.contract.ts";
import {
  campusesWithLibraries,
  closedStackCopies,
  insertClosedStackRequests,
  libraryName,
  recordLibraries,
  recordLocations,
  recordTotals,
} from "./extras.repository.ts";
import { kardexIssue } from "./kardex/kardex.repository.ts";
import { requireRecord } from "./record.service.ts";

export { libraryName } from "./extras.repository.ts";

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

async function requireLibrary(db: Queryable, id: number): Promise<string> {
  const name = await libraryName(db, id);
  if (name === undefined) throw new ApiError(404, "library_not_found", "errors.library_not_found");
  return name;
}

export async function librariesOfRecord(db: Queryable, id: number): Promise<RecordLibrary[]> {
  await requireRecord(db, id);
  return (await recordLibraries(db, id)).map((l) => ({
    cod_biblioteca: l.library_id,
    desc_biblioteca: l.library_name,
    cod_campus: l.campus_id,
    desc_campus: l.campus_name,
    exemplares: l.total,
    disponiveis: l.available,
  }));
}

export async function totalsOfRecord(
  db: Queryable,
  id: number,
  q: { libraryId: number | null; from: string | null; to: string | null },
): Promise<RecordTotals> {
  await requireRecord(db, id);
  if (q.libraryId !== null) await requireLibrary(db, q.libraryId);
  if (q.from && q.to && q.from > q.to) throw new ApiError(400, "invalid_date_range", "errors.invalid_date_range");
  const t = await recordTotals(db, id, q.libraryId, q.from, q.to);
  return {
    cod_acervo: id,
    cod_biblioteca: q.libraryId,
    dataIni: q.from,
    dataFim: q.to,
    exemplares: t.total,
    disponiveis: t.available,
    emprestados: t.on_loan,
    emprestimos_periodo: t.loans,
    reservas_periodo: t.reservations,
  };
}

export async function localizationOfRecord(db: Queryable, id: number, libraryId: number): Promise<RecordLocalization> {
  await requireRecord(db, id);
  const name = await requireLibrary(db, libraryId);
  const rows = await recordLocations(db, id, libraryId);
  return {
    cod_acervo: id,
    cod_biblioteca: libraryId,
    desc_biblioteca: name,
    locais: rows.map((r) => ({
      cod_local: r.location_id,
      desc_local: r.location_name,
      chamadas: r.call_numbers,
      exemplares: r.total,
      disponiveis: r.available,
    })),
  };
}

export async function closedStacksData(
  db: Queryable,
  id: number,
  libraryId: number,
  filter: { volume?: string; tomo?: string; parte?: string },
  patronId: number | null,
): Promise<ClosedStacksData> {
  await requireRecord(db, id);
  await requireLibrary(db, libraryId);
  const rows = await closedStackCopies(db, id, libraryId, filter, patronId);
  return {
    cod_acervo: id,
    cod_biblioteca: libraryId,
    exemplares: rows.map((r) => ({
      cod_exemplar: r.id,
      tombo: r.barcode,
      chamada: r.call_number,
      volume: r.volume,
      tomo: r.tomo,
      parte: r.parte,
      desc_local_exemplar: r.location_name,
      solicitado: r.requested,
    })),
  };
}

/**
 * POST /acervo/{id}/gravar-armazem: the patron asks the library to fetch these closed-stacks
 * copies (the "cesta" of copy codes). Every code must be a closed-stacks copy of this record at
 * this library, otherwise nothing is saved (422 naming the problem), so a request is never half made.
 */
export async function saveClosedStacks(
  db: Queryable,
  id: number,
  libraryId: number,
  patronId: number,
  itemIds: number[],
): Promise<ClosedStacksSaved> {
  await requireRecord(db, id);
  await requireLibrary(db, libraryId);
  const copies = new Set((await closedStackCopies(db, id, libraryId, {}, patronId)).map((c) => c.id));
  const wanted = [...new Set(itemIds)];
  if (wanted.some((itemId) => !copies.has(itemId))) {
    throw new ApiError(422, "unprocessable", "errors.closed_stacks_copy_invalid");
  }
  await insertClosedStackRequests(db, patronId, id, libraryId, wanted);
  return { cod_acervo: id, cod_biblioteca: libraryId, solicitados: wanted.sort((a, b) => a - b) };
}

export async function campusSelectionOptions(db: Queryable): Promise<CampusOption[]> {
  const out: CampusOption[] = [];
  for (const row of await campusesWithLibraries(db)) {
    let campus = out.at(-1);
    if (campus?.cod_campus !== row.campus_id) {
      campus = { cod_campus: row.campus_id, desc_campus: row.campus_name, bibliotecas: [] };
      out.push(campus);
    }
    campus.bibliotecas.push({ cod_biblioteca: row.library_id, desc_biblioteca: row.library_name });
  }
  return out;
}

/** The generated cover's colours: the institution's fixed ones (covers.service) or the title's own hue on black. */
export async function recordColours(db: Queryable, id: number): Promise<RecordColours> {
  const row = await requireRecord(db, id);
  const p = await institutionParams(db, ["capa_padrao_classico", "capa_cor_fonte_padrao_classico"]);
  return {
    cod_acervo: id,
    cor_fundo:
      p.capa_padrao_classico && HEX.test(p.capa_padrao_classico)
        ? p.capa_padrao_classico
        : defaultBackground(row.title),
    cor_fonte:
      p.capa_cor_fonte_padrao_classico && HEX.test(p.capa_cor_fonte_padrao_classico)
        ? p.capa_cor_fonte_padrao_classico
        : "#000000",
  };
}

/** Institution parameter `oculta_outros_titulos` (S hides the record page's "other titles" block; default N). */
export async function hideOtherTitlesPermission(db: Queryable): Promise<Permission> {
  return { permissao: (await institutionParams(db, ["oculta_outros_titulos"])).oculta_outros_titulos === "S" };
}

export async function kardexItem(db: Queryable, id: number, seqPar: number): Promise<KardexItem> {
  await requireRecord(db, id);
  const k = await kardexIssue(db, id, seqPar);
  if (!k) throw new ApiError(404, "not_found", "errors.not_found");
  return {
    cod_acervo: id,
    seqPar: k.id,
    cod_biblioteca: k.library_id,
    desc_biblioteca: k.library_name,
    ano: k.year,
    mes: k.month,
    volume: k.volume,
    numero: k.number,
    designacao: k.designation,
    situacao: k.status,
    recebido_em: k.received_on,
  };
}

/** GET /acervo/meu-pergamum/bases-dados: the licensed providers the institution has configured and enabled. */
export async function licensedDatabases(db: Queryable): Promise<DatabaseLink[]> {
  return (await listExternalServices(db))
    .filter((s) => s.kind === "provider" && s.enabled)
    .map((s) => ({
      codigo: s.code,
      nome: s.name,
      url: `/pergamum_redireciona?${new URLSearchParams({ base: s.code })}`,
    }));
}
