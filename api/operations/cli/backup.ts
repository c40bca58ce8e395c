/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`: a consistent copy of the embedded
 * database of DATA_DIR (default ./var/data), taken while the server runs (through it) or while
 * none does, and its restoration into an empty folder (api/operations/backup/backup.ts). FILE `-`
 * is standard output or input, for `docker exec`. A PostgreSQL server (DATABASE_URL) is copied
 * with pg_dump and pg_restore instead (docs/operations.md). Exit status: 0 done, 1 failed, 2 usage.
 */
import { readFileSync } from "node:fs";
import { BackupError, restoreBackup, takeBackup, writeBackupFile } from "../backup/backup.ts";

const USAGE = `usage: npm run backup -- FILE     (FILE - : standard output)
       npm run restore -- FILE    (FILE - : standard input)
backup copies the embedded database of DATA_DIR (default ./var/data) into FILE, a gzipped tar,
through the server that holds the folder or, when none does, by opening it; restore fills an
empty DATA_DIR from such a file. With DATABASE_URL (a PostgreSQL server) use pg_dump and
pg_restore (docs/operations.md, "Backups").
`;

class UsageError extends Error {}

async function main(args: string[]): Promise<void> {
  const [mode, file, ...rest] = args;
  if (args.includes("--help") || args.includes("-h")) {
    process.stdout.write(USAGE);
    return;
  }
  if ((mode !== "backup" && mode !== "restore") || !file || rest.length > 0) throw new UsageError("give one FILE");
  if (process.env.DATABASE_URL) {
    throw new BackupError(
      "DATABASE_URL is set: this catalogue's database is a PostgreSQL server; back it up with " +
        'pg_dump -Fc -d "$DATABASE_URL" -f FILE and restore with pg_restore (docs/operations.md)',
    );
  }
  const dataDir = process.env.DATA_DIR ?? "./var/data";
  if (mode === "backup") {
    let size = 0;
    const source = await takeBackup(dataDir, (tar) => {
      size = tar.size;
      return file === "-"
        ? tar.arrayBuffer().then((bytes) => void process.stdout.write(new Uint8Array(bytes)))
        : writeBackupFile(file, tar);
    });
    const how = "server" in source ? `through the server at ${source.server}` : `from the folder ${source.folder}`;
    const where = file === "-" ? "standard output" : file;
    process.stderr.write(`backup of ${dataDir} written to ${where} (${(size / 1e6).toFixed(1)} MB), ${how}\n`);
    return;
  }
  const tar = new Blob([new Uint8Array(readFileSync(file === "-" ? 0 : file))], { type: "application/gzip" });
  const restored = await restoreBackup(tar, dataDir);
  process.stdout.write(
    `restored ${dataDir}: ${restored.records} records, ${restored.patrons} patrons, ${restored.loans} loans\n`,
  );
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  if (error instanceof BackupError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
