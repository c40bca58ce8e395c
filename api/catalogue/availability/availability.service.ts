/**
 * Availability of records: how many copies each library has and how many are on the shelf now
 * (decision 037). The OPAC turns it into words ("Available at Biblioteca Central (2 of 3)",
 * "On loan, due 12/12/2026", "Online"): app/features/search/availability.ts.
 */
import type { LibraryAvailability, RecordAvailability, SearchResponse } from "../../contract.ts";
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { availabilityOfRecords, onlineOfRecord, type AvailabilityRow } from "./availability.repository.ts";

function toLibrary(row: AvailabilityRow): LibraryAvailability {
  return {
    cod_biblioteca: row.library_id,
    nome_biblioteca: row.library_name,
    total: row.total,
    disponiveis: row.available,
    emprestados: row.on_loan,
    consulta_local: row.in_house,
    proxima_devolucao: row.next_due,
  };
}

/** Records' availability by id, from one query. */
export async function availabilityByRecord(db: Queryable, ids: number[]): Promise<Map<number, LibraryAvailability[]>> {
  const byRecord = new Map<number, LibraryAvailability[]>(ids.map((id) => [id, []]));
  for (const row of await availabilityOfRecords(db, ids)) byRecord.get(row.record_id)?.push(toLibrary(row));
  return byRecord;
}

/**
 * A search answer with each result's live availability (the answer itself may come from the
 * cache); a work's (grouped results, decision 056) summed across its editions among the hits.
 */
export async function withAvailability(db: Queryable, answer: SearchResponse): Promise<SearchResponse> {
  const editions = (r: SearchResponse["registros"][number]) => r.obra?.acervos ?? [r.cod_acervo];
  const byRecord = await availabilityByRecord(db, answer.registros.flatMap(editions));
  return {
    ...answer,
    registros: answer.registros.map((r) => ({
      ...r,
      disponibilidade: summed(editions(r).flatMap((id) => byRecord.get(id) ?? [])),
    })),
  };
}

/** Several records' copies by library as one list: counts added, the earliest due date kept. */
function summed(libraries: LibraryAvailability[]): LibraryAvailability[] {
  const byLibrary = new Map<number, LibraryAvailability>();
  for (const l of libraries) {
    const seen = byLibrary.get(l.cod_biblioteca);
    if (!seen) {
      byLibrary.set(l.cod_biblioteca, { ...l });
      continue;
    }
    seen.total += l.total;
    seen.disponiveis += l.disponiveis;
    seen.emprestados += l.emprestados;
    seen.consulta_local += l.consulta_local;
    if (l.proxima_devolucao && (!seen.proxima_devolucao || l.proxima_devolucao < seen.proxima_devolucao))
      seen.proxima_devolucao = l.proxima_devolucao;
  }
  return [...byLibrary.values()];
}

/** GET /acervo/{id}/disponibilidade. */
export async function recordAvailability(db: Queryable, id: number): Promise<RecordAvailability> {
  const online = await onlineOfRecord(db, id);
  if (online === null) throw new ApiError(404, "record_not_found", "errors.record_not_found", { id });
  const byRecord = await availabilityByRecord(db, [id]);
  return { cod_acervo: id, online, bibliotecas: byRecord.get(id) ?? [] };
}
