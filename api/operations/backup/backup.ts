/**
 * Backups of the embedded database (docs/decisions/048-operator-metrics-and-life-cycle.md). The
 * folder belongs to the server that opened it (api/core/db/folder-lock.ts), and a copy of its
 * files taken while that server writes may be torn: so the copy is made by the process that holds
 * the folder (`Db.backup`: a checkpoint, then PGlite's tar of the folder, between two
 * transactions), asked for at `GET /backup` with a key the server writes into the folder at start.
 * Whoever may read the folder may read the database anyway; nobody else learns the key, not even a
 * visitor coming through a reverse proxy on the same machine. Without a server holding the folder,
 * the command opens it itself. A PostgreSQL server is copied with pg_dump (docs/operations.md).
 */
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { openDb, type Db } from "../../core/db/db.ts";
import { LOCK_FILE, LockedError } from "../../core/db/folder-lock.ts";
import { countContents, type BackupContents } from "./backup.repository.ts";

/** The file in the data folder where the server says where, and with which key, it takes backups. */
export const BACKUP_ACCESS_FILE = "opac.backup";

export interface BackupAccess {
  /** The server's address on this machine, e.g. http://127.0.0.1:3000 */
  url: string;
  key: string;
}

/** A new key for this start of the server: `GET /backup` answers only `Authorization: Bearer <key>`. */
export function newBackupKey(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Once the server listens: writes where it answers and its key into the data folder, readable by
 * its owner only. The address is the loopback one unless the server listens on one address only.
 */
export function announceBackups(dataDir: string, key: string, port: number, host: string | undefined): void {
  const local = !host || host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
  const access: BackupAccess = { url: `http://${local.includes(":") ? `[${local}]` : local}:${port}`, key };
  writeFileSync(path.join(dataDir, BACKUP_ACCESS_FILE), `${JSON.stringify(access)}\n`, { mode: 0o600 });
}

export class BackupError extends Error {}

/** How the copy was made: through the running server, or by opening the folder here. */
export type BackupSource = { server: string } | { folder: string };

/**
 * Copies the database in `dataDir` into `write`: through the server holding the folder when one
 * does, else by opening it here (and holding it, so no server starts on it meanwhile).
 */
export async function takeBackup(dataDir: string, write: (tar: Blob) => Promise<void>): Promise<BackupSource> {
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    throw new BackupError(`DATA_DIR: ${dataDir} holds no database to back up`);
  }
  let db: Db;
  try {
    db = await openDb({ dataDir });
  } catch (error) {
    if (!(error instanceof LockedError)) throw error;
    const access = readAccess(dataDir, error);
    await write(await fetchBackup(access));
    return { server: access.url };
  }
  try {
    await write(await db.backup!());
  } finally {
    await db.close();
  }
  return { folder: dataDir };
}

function readAccess(dataDir: string, locked: LockedError): BackupAccess {
  try {
    const access = JSON.parse(readFileSync(path.join(dataDir, BACKUP_ACCESS_FILE), "utf8")) as Partial<BackupAccess>;
    if (typeof access.url === "string" && typeof access.key === "string") return { url: access.url, key: access.key };
  } catch {
    // Said below.
  }
  throw new BackupError(
    `${locked.message}, which says nowhere how to reach it (${path.join(dataDir, BACKUP_ACCESS_FILE)}): ` +
      "back up through a server of this release, or stop it and back up again",
  );
}

async function fetchBackup(access: BackupAccess): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(new URL("/backup", access.url), { headers: { authorization: `Bearer ${access.key}` } });
  } catch (error) {
    throw new BackupError(`the server holding the folder does not answer at ${access.url} (${String(error)})`);
  }
  if (!res.ok) throw new BackupError(`the server at ${access.url} refused the backup (HTTP ${res.status})`);
  return res.blob();
}

/**
 * Fills `dataDir`, which must be empty or absent, from a backup, and says what it holds. The
 * source's lock and backup key came with the copy: they are the source server's, not this
 * folder's, and are removed.
 */
export async function restoreBackup(tar: Blob, dataDir: string): Promise<BackupContents> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupError(`DATA_DIR: ${dataDir} is not empty: restore into an empty or new folder`);
  }
  const db = await openDb({ dataDir, loadDataDir: tar });
  try {
    return await countContents(db);
  } finally {
    await db.close();
    for (const name of [LOCK_FILE, BACKUP_ACCESS_FILE]) rmSync(path.join(dataDir, name), { force: true });
  }
}

/** Writes `tar` to `file` whole or not at all: a half-written backup never has the final name. */
export async function writeBackupFile(file: string, tar: Blob): Promise<void> {
  const partial = `${file}.partial`;
  writeFileSync(partial, new Uint8Array(await tar.arrayBuffer()));
  renameSync(partial, file);
}
