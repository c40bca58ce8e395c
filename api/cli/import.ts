/**
 * `npm run import -- FILE...`: imports MARC files (ISO 2709 or MARCXML, told apart by
 * content) into the catalogue of DATABASE_URL, or of the PGlite folder DATA_DIR: bibliographic
 * records into the catalogue, authority records into the authority file.
 *
 * Output is for operators and scripts: skipped records and warnings on stderr, one line per
 * record; a live progress line on stderr only when it is a terminal; and exactly one line on
 * stdout at the end, "imported N, updated U, skipped S". Exit status: 0 when the import ran
 * (even with skipped records), 1 when it failed, 2 for usage errors.
 */
import { accessSync, constants, statSync } from "node:fs";
import { openDb } from "../db/db.ts";
import { migrate } from "../db/migrate.ts";
import { importFiles, type ImportProgress, type RecordLocation } from "../import/importer.ts";

const USAGE = `usage: npm run import -- FILE...
Imports MARC 21 bibliographic and authority records (ISO 2709 in UTF-8 or MARC-8, or MARCXML).
Authority records (leader/06 z) go to the authority file; the counts cover both kinds.
Re-importing a record (same 001 and 003) updates it.
Environment: DATABASE_URL (PostgreSQL server) or DATA_DIR (PGlite folder, default ./var/data).
`;

class UsageError extends Error {}

async function main(args: string[]): Promise<void> {
  if (args.includes("--help") || args.includes("-h")) {
    process.stdout.write(USAGE);
    return;
  }
  if (args.length === 0) throw new UsageError("no file to import");
  const option = args.find((a) => a.startsWith("-"));
  if (option) throw new UsageError(`unknown option ${option}`);
  for (const file of args) checkReadable(file);

  const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? "./var/data" });
  try {
    await migrate(db);
    const progress = process.stderr.isTTY ? new ProgressLine() : undefined;
    const report = (line: string) => {
      progress?.clear();
      process.stderr.write(`${line}\n`);
    };
    const result = await importFiles(db, args, {
      onProgress: (p) => progress?.show(p),
      onSkip: (s) => report(`skipped record ${where(s)}: ${s.reason}`),
      onWarning: (w) => report(`warning for record ${where(w)}: ${w.message}`),
    });
    progress?.clear();
    if (result.authorities && result.authorities.imported + result.authorities.updated > 0) {
      process.stderr.write(
        `of which authority records: imported ${result.authorities.imported}, updated ${result.authorities.updated}\n`,
      );
    }
    process.stdout.write(`imported ${result.imported}, updated ${result.updated}, skipped ${result.skipped}\n`);
  } finally {
    await db.close();
  }
}

/** "N (FILE, byte OFFSET)"; MARCXML records have no byte offset. */
function where({ position, file, offset }: RecordLocation): string {
  return `${position} (${file}${offset === undefined ? "" : `, byte ${offset}`})`;
}

function checkReadable(file: string): void {
  try {
    if (!statSync(file).isFile()) throw new UsageError(`cannot read ${file}: not a file`);
    accessSync(file, constants.R_OK);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === "ENOENT" ? "no such file" : code === "EACCES" ? "permission denied" : (error as Error).message;
    throw new UsageError(`cannot read ${file}: ${why}`);
  }
}

/** One status line, rewritten in place. */
class ProgressLine {
  private readonly started = performance.now();
  private shown = false;

  show(p: ImportProgress) {
    const seconds = (performance.now() - this.started) / 1000;
    const rate = Math.round(p.read / Math.max(seconds, 0.001));
    process.stderr.write(
      `\r\x1b[K${p.read} records read: ${p.imported} imported, ${p.updated} updated, ${p.skipped} skipped (${rate} records/s)`,
    );
    this.shown = true;
  }

  clear() {
    if (this.shown) process.stderr.write("\r\x1b[K");
    this.shown = false;
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(`import: ${error.message}\n${USAGE}`);
    process.exitCode = 2;
  } else {
    process.stderr.write(`import failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
});
