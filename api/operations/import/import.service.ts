/**
 * Import through the running server (decision 036): the embedded database belongs to the server
 * process (api/core/db/folder-lock.ts), so `npm run import -- --server URL` posts the records to it,
 * and they go through the same importer as the command line. The catalogue's generation moves
 * with the writes (migration 010), so the next search already finds them.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Db } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import type { ImportReport } from "./contract.ts";
import { importFiles } from "./importer.ts";

/** Details listed in an answer; the counts cover everything. */
const MAX_DETAILS = 500;

/** A call may not hold the server for longer: a body of 1 MiB reads in well under a second. */
export const IMPORT_MAX_SECONDS = 60;

let running = false;

/** Imports one posted MARC file (ISO 2709 or MARCXML, as the command line reads them). */
export async function importPostedFile(db: Db, bytes: Uint8Array): Promise<ImportReport> {
  // One import at a time in a process: two would interleave their batches and their reports.
  if (running) throw new ApiError(409, "import_running", "errors.import_running");
  running = true;
  const dir = mkdtempSync(path.join(tmpdir(), "opac-import-"));
  try {
    const file = path.join(dir, "posted");
    writeFileSync(file, bytes);
    const report: ImportReport = {
      importados: 0,
      atualizados: 0,
      ignorados: 0,
      autoridades: { importados: 0, atualizados: 0 },
      ignorados_detalhe: [],
      avisos: [],
    };
    let rejected: string | undefined;
    const result = await importFiles(db, [file], {
      maxSecondsPerFile: IMPORT_MAX_SECONDS,
      onSkip: (s) => {
        if (report.ignorados_detalhe.length < MAX_DETAILS)
          report.ignorados_detalhe.push({ posicao: s.position, motivo: s.reason });
      },
      onWarning: (w) => {
        if (report.avisos.length < MAX_DETAILS) report.avisos.push({ posicao: w.position, mensagem: w.message });
      },
      onFileRejected: (r) => {
        rejected = r.reason;
      },
    });
    // A file with nothing to import at all is the caller's mistake; one that failed part-way has
    // its earlier records stored, and says so in its counts.
    if (rejected && result.imported + result.updated + result.skipped === 0)
      throw new ApiError(422, "import_rejected", "errors.import_rejected", { reason: rejected });
    if (rejected) report.ignorados_detalhe.push({ posicao: 0, motivo: rejected });
    report.importados = result.imported;
    report.atualizados = result.updated;
    report.ignorados = result.skipped;
    report.autoridades = {
      importados: result.authorities?.imported ?? 0,
      atualizados: result.authorities?.updated ?? 0,
    };
    return report;
  } finally {
    running = false;
    rmSync(dir, { recursive: true, force: true });
  }
}
