/**
 * Imports bibliographic and authority records from MARC files (ISO 2709 or MARCXML) into the
 * catalogue: bibliographic records into `record`, authority records (leader/06 z) into
 * `authority`. Both are keyed by 001 + 003, so re-importing updates them.
 *
 * Files are streamed; records are written in batches, one transaction each, so memory stays
 * flat and a failure never takes back what earlier batches stored. A bad record never stops
 * the import: it is reported through `onSkip` with its position and the reason, and counted.
 */
import type { Db } from "../../core/db/db.ts";
import { metrics } from "../../core/http/metrics.ts";
import { MarcError, MarcFileError } from "../../catalogue/marc/errors.ts";
import { readMarcFile } from "../../catalogue/marc/read.ts";
import { indexAuthority, type IndexedAuthority } from "../../catalogue/authorities/authority-fields.ts";
import { upsertAuthorities } from "../../catalogue/authorities/authority.service.ts";
import type { Queryable } from "../../core/db/db.ts";
import { indexFields, type IndexedRecord } from "../../catalogue/records/index-fields.ts";
import { upsertRecords } from "../../catalogue/records/record.service.ts";
import { markCataloguedSuggestions } from "../../community/acquisition/acquisition.service.ts";
import { collectInterestMatches } from "../../patron/interest/interest-delivery.service.ts";

/** Totals over both kinds of record; `authorities` tells how many of them were authority records. */
export interface ImportCounts {
  imported: number;
  updated: number;
  skipped: number;
  authorities?: { imported: number; updated: number };
  /** Files refused whole (empty, not MARC, over a reader limit); see `onFileRejected`. */
  rejectedFiles?: number;
}

export interface ImportProgress extends ImportCounts {
  read: number;
}

/** Where a record is: `position` counts records from 1 in its file; `offset` is its first byte (ISO 2709). */
export interface RecordLocation {
  file: string;
  position: number;
  offset?: number;
}

export interface ImportOptions {
  /** Records per transaction (default 500). */
  batchSize?: number;
  /** After each batch is stored. */
  onProgress?: (progress: ImportProgress) => void;
  onSkip?: (skip: RecordLocation & { reason: string }) => void;
  /** Imported, but with something to check (e.g. characters that could not be decoded). */
  onWarning?: (warning: RecordLocation & { message: string }) => void;
  /**
   * A file that is not MARC at all, or broke a reader limit outside a record: the import goes on
   * with the next file, and what the file yielded before (if anything) stays stored.
   */
  onFileRejected?: (rejected: { file: string; reason: string }) => void;
  /** Seconds each file may take to read (api/catalogue/marc/read.ts); unlimited when absent. */
  maxSecondsPerFile?: number;
}

type Pending<T> = RecordLocation & { row: T };
type Upsert<T> = (db: Queryable, rows: T[]) => Promise<{ inserted: number; updated: number }>;

export async function importFiles(db: Db, paths: string[], options: ImportOptions = {}): Promise<ImportCounts> {
  const batchSize = options.batchSize ?? 500;
  const progress: ImportProgress = { read: 0, imported: 0, updated: 0, skipped: 0 };
  const authorities = { imported: 0, updated: 0 };
  const skip = (at: RecordLocation, reason: string) => {
    progress.skipped++;
    options.onSkip?.({ ...at, reason });
  };
  let batch: Pending<IndexedRecord>[] = [];
  let authorityBatch: Pending<IndexedAuthority>[] = [];
  const flush = async () => {
    if (batch.length === 0 && authorityBatch.length === 0) return;
    if (batch.length > 0) {
      const { inserted, updated } = await writeBatch(db, batch, upsertRecords, skip);
      progress.imported += inserted;
      progress.updated += updated;
    }
    if (authorityBatch.length > 0) {
      const { inserted, updated } = await writeBatch(db, authorityBatch, upsertAuthorities, skip);
      progress.imported += inserted;
      progress.updated += updated;
      authorities.imported += inserted;
      authorities.updated += updated;
    }
    batch = [];
    authorityBatch = [];
    options.onProgress?.({ ...progress });
  };

  let rejectedFiles = 0;
  for (const file of paths) {
    try {
      await importFile(file);
    } catch (error) {
      if (!(error instanceof MarcFileError)) throw error;
      rejectedFiles++;
      options.onFileRejected?.({ file, reason: error.message });
    }
  }
  async function importFile(file: string) {
    for await (const result of readMarcFile(file, { maxSeconds: options.maxSecondsPerFile })) {
      progress.read++;
      const at: RecordLocation = { file, position: result.position, offset: result.offset };
      if (!result.ok) {
        skip(at, result.reason);
        continue;
      }
      for (const message of result.warnings) options.onWarning?.({ ...at, message });
      const authority = result.record.leader.charAt(6) === "z";
      const notBibliographic = authority ? undefined : nonBibliographicReason(result.record.leader);
      if (notBibliographic) {
        skip(at, notBibliographic);
        continue;
      }
      try {
        if (authority) authorityBatch.push({ ...at, row: indexAuthority(result.record) });
        else batch.push({ ...at, row: indexFields(result.record) });
      } catch (error) {
        // A record without 001 is keyed by its ISO 2709 encoding, which has size limits; an
        // authority record must establish a heading.
        if (!(error instanceof MarcError)) throw error;
        skip(at, error.message);
        continue;
      }
      if (batch.length + authorityBatch.length >= batchSize) await flush();
    }
  }
  await flush();
  // Suggested titles this run catalogued (decision 030).
  await markCataloguedSuggestions(db);
  // The interest profiles' new matches among what this run wrote (decision 031).
  await collectInterestMatches(db);
  const { imported, updated, skipped } = progress;
  metrics.importRuns.inc();
  metrics.importRecords.inc({ result: "imported" }, imported);
  metrics.importRecords.inc({ result: "updated" }, updated);
  metrics.importRecords.inc({ result: "skipped" }, skipped);
  return { imported, updated, skipped, authorities, rejectedFiles };
}

/** Leader/06 values of the MARC 21 formats that are neither bibliographic nor authority. */
function nonBibliographicReason(leader: string): string | undefined {
  const type = leader.charAt(6);
  if ("uvxy".includes(type)) return "holdings record, not a bibliographic record";
  if (type === "w") return "classification record, not a bibliographic record";
  if (type === "q") return "community information record, not a bibliographic record";
  return undefined;
}

/**
 * Stores a batch in one transaction. When the database rejects the batch because of the
 * data of some row (bad characters, a value too large for an index…), the batch is retried
 * row by row so that only the offending rows are skipped. Other errors (connection lost,
 * a bug in the SQL) are not about a record and stop the import.
 */
async function writeBatch<T>(
  db: Db,
  batch: Pending<T>[],
  upsert: Upsert<T>,
  skip: (at: RecordLocation, reason: string) => void,
): Promise<{ inserted: number; updated: number }> {
  try {
    return await db.transaction((tx) =>
      upsert(
        tx,
        batch.map((p) => p.row),
      ),
    );
  } catch (error) {
    if (!isDataError(error)) throw error;
  }
  const total = { inserted: 0, updated: 0 };
  for (const { row, ...at } of batch) {
    try {
      const { inserted, updated } = await db.transaction((tx) => upsert(tx, [row]));
      total.inserted += inserted;
      total.updated += updated;
    } catch (error) {
      if (!isDataError(error)) throw error;
      skip(at, `rejected by the database: ${(error as Error).message}`);
    }
  }
  return total;
}

/** SQLSTATE classes 22 (data exception), 23 (integrity constraint) and 54 (program limit exceeded). */
function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^(22|23|54)/.test(code);
}
