/**
 * `npm run import -- FILE...`: imports MARC files (ISO 2709 or MARCXML, told apart by
 * content) into the catalogue of DATABASE_URL, or of the PGlite folder DATA_DIR: bibliographic
 * records into the catalogue, authority records into the authority file.
 *
 * Output is for operators and scripts: skipped records and warnings on stderr, one line per
 * record; a live progress line on stderr only when it is a terminal; and exactly one line on
 * stdout at the end, "imported N, updated U, skipped S". Exit status: 0 when the import ran
 * (even with skipped records), 1 when it failed or a file was not MARC at all, 2 for usage errors.
 *
 * The embedded database belongs to the process that opened it (api/core/db/folder-lock.ts): beside a
 * running server this command refuses and says to import through the server instead, with
 * `--server URL --key STAFF_KEY`, which reads the files here and posts their records to
 * `POST /api/balcao/importacao` in pieces under the service's body limit (decision 036).
 */
import { accessSync, constants, statSync } from "node:fs";
import { openDb } from "../../core/db/db.ts";
import { LockedError } from "../../core/db/folder-lock.ts";
import { migrate } from "../../core/db/migrate.ts";
import { importFiles, type ImportProgress, type RecordLocation } from "../import/importer.ts";
import { importThroughServer } from "./import-remote.ts";

const USAGE = `usage: npm run import -- [--server URL [--key STAFF_KEY]] FILE...
Imports MARC 21 bibliographic and authority records (ISO 2709 in UTF-8 or MARC-8, or MARCXML).
Authority records (leader/06 z) go to the authority file; the counts cover both kinds.
Re-importing a record (same 001 and 003) updates it.
Environment: DATABASE_URL (PostgreSQL server) or DATA_DIR (PGlite folder, default ./var/data).
--server URL  import through a running catalogue (http://host:port, the OPAC's or the service's
              address) instead of opening the database: needed beside a server that holds the
              embedded database folder. The desk key comes from --key or STAFF_KEY
              (create one with: npm run circ -- staff-key LOGIN "NAME").
`;

class UsageError extends Error {}

async function main(args: string[]): Promise<void> {
  if (args.includes("--help") || args.includes("-h")) {
    process.stdout.write(USAGE);
    return;
  }
  const { files, server, key } = parseArgs(args);
  if (files.length === 0) throw new UsageError("no file to import");
  for (const file of files) checkReadable(file);
  if (server) {
    if (!key) throw new UsageError("--server needs a desk key: --key KEY or STAFF_KEY");
    await importThroughServer(server, key, files);
    return;
  }

  const dataDir = process.env.DATA_DIR ?? "./var/data";
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir }).catch((error: unknown) => {
    if (error instanceof LockedError) throw new LockedFolder(error);
    throw error;
  });
  try {
    await migrate(db);
    const progress = process.stderr.isTTY ? new ProgressLine() : undefined;
    const report = (line: string) => {
      progress?.clear();
      process.stderr.write(`${line}\n`);
    };
    const result = await importFiles(db, files, {
      onProgress: (p) => progress?.show(p),
      onSkip: (s) => report(`skipped record ${where(s)}: ${s.reason}`),
      onWarning: (w) => report(`warning for record ${where(w)}: ${w.message}`),
      onFileRejected: (r) => report(`rejected file ${r.file}: ${r.reason}`),
    });
    progress?.clear();
    if (result.authorities && result.authorities.imported + result.authorities.updated > 0) {
      process.stderr.write(
        `of which authority records: imported ${result.authorities.imported}, updated ${result.authorities.updated}\n`,
      );
    }
    process.stdout.write(`imported ${result.imported}, updated ${result.updated}, skipped ${result.skipped}\n`);
    if (result.rejectedFiles) process.exitCode = 1;
  } finally {
    await db.close();
  }
}

class LockedFolder extends Error {
  constructor(locked: LockedError) {
    super(
      `${locked.message}.\nA catalogue server is running on it; import through that server instead:\n` +
        `  npm run import -- --server http://localhost:3000 --key STAFF_KEY FILE...\n` +
        `(a desk key: npm run circ -- staff-key LOGIN "NAME")`,
    );
  }
}

function parseArgs(args: string[]): { files: string[]; server?: string; key?: string } {
  const files: string[] = [];
  let server: string | undefined;
  let key = process.env.STAFF_KEY || undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const [name, inline] = arg.startsWith("--") ? arg.split(/=(.*)/s, 2) : [arg];
    const value = () => {
      const v = inline ?? args[++i];
      if (v === undefined || v === "") throw new UsageError(`${name} needs a value`);
      return v;
    };
    if (name === "--server") {
      server = value();
      if (!/^https?:\/\/[^/]/.test(server)) throw new UsageError(`--server must be an http(s) address, not ${server}`);
    } else if (name === "--key") key = value();
    else if (arg.startsWith("-")) throw new UsageError(`unknown option ${arg}`);
    else files.push(arg);
  }
  return { files, server, key };
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
  } else if (error instanceof LockedFolder) {
    process.stderr.write(`import: ${error.message}\n`);
    process.exitCode = 1;
  } else {
    process.stderr.write(`import failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
});
