/** The SQL of the interest profile (migration 025): profiles, entries, searches, matches. */
import type { Queryable, Tx } from "../../core/db/db.ts";
import type {
  InterestEntryTable,
  InterestMatchTable,
  InterestProfileTable,
  InterestScanTable,
  KnowledgeAreaTable,
  LibraryTable,
  PatronTable,
  RecordTable,
  SuggestionTable,
} from "../../core/db/tables.ts";
import { WORK_TYPES } from "../../catalogue/records/work-type.ts";
import type { InterestKind } from "./contract.ts";

export type ProfileRow = Pick<
  InterestProfileTable,
  "patron_id" | "languages" | "library_ids" | "digest" | "feed_nonce" | "feed_created_at"
>;

export type EntryRow = Pick<
  InterestEntryTable,
  | "id"
  | "patron_id"
  | "heading"
  | "heading_key"
  | "record_id"
  | "work_type"
  | "area_id"
  | "valid_until"
  | "issues"
  | "articles"
  | "contents"
  | "library_ids"
  | "created_at"
> & { kind: InterestKind };

const ENTRY_COLUMNS = `id, patron_id, kind, heading, heading_key, record_id, work_type, area_id,
  to_char(valid_until, 'YYYY-MM-DD') AS valid_until, issues, articles, contents, library_ids, created_at`;

export async function findProfile(db: Queryable, patronId: number): Promise<ProfileRow | undefined> {
  const [row] = await db.query<ProfileRow>(
    `SELECT patron_id, languages, library_ids, digest, feed_nonce, feed_created_at FROM interest_profile WHERE patron_id = $1`,
    [patronId],
  );
  return row;
}

export async function ensureProfile(db: Queryable, patronId: number): Promise<void> {
  await db.query(`INSERT INTO interest_profile (patron_id) VALUES ($1) ON CONFLICT (patron_id) DO NOTHING`, [patronId]);
}

export async function updatePreferences(
  db: Queryable,
  patronId: number,
  change: { languages: string[]; libraryIds: number[] },
): Promise<void> {
  await ensureProfile(db, patronId);
  await db.query(
    `UPDATE interest_profile SET languages = $2, library_ids = $3, updated_at = now() WHERE patron_id = $1`,
    [patronId, change.languages, change.libraryIds],
  );
}

/**
 * Turns the digest on or off. Turning it on counts what matched so far as delivered (the page and
 * the feed showed it): the first digest holds what is new from then on.
 */
export async function setDigest(db: Queryable, patronId: number, on: boolean): Promise<void> {
  await ensureProfile(db, patronId);
  const [changed] = await db.query<Pick<InterestProfileTable, "patron_id">>(
    `UPDATE interest_profile SET digest = $2, updated_at = now() WHERE patron_id = $1 AND digest <> $2 RETURNING patron_id`,
    [patronId, on],
  );
  if (changed && on) {
    await db.query(`UPDATE interest_match SET mailed_at = now() WHERE patron_id = $1 AND mailed_at IS NULL`, [
      patronId,
    ]);
  }
}

export async function setFeed(db: Queryable, patronId: number, nonce: string | null, hash: string | null) {
  await ensureProfile(db, patronId);
  await db.query(
    `UPDATE interest_profile SET feed_nonce = $2, feed_hash = $3, feed_created_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END,
            updated_at = now()
      WHERE patron_id = $1`,
    [patronId, nonce, hash],
  );
}

type FeedOwner = Pick<InterestProfileTable, "patron_id"> & Pick<PatronTable, "name">;

export async function patronOfFeed(db: Queryable, hash: string): Promise<FeedOwner | undefined> {
  const [row] = await db.query<FeedOwner>(
    `SELECT p.patron_id, pa.name FROM interest_profile p JOIN patron pa ON pa.id = p.patron_id WHERE p.feed_hash = $1`,
    [hash],
  );
  return row;
}

export async function patronName(
  db: Queryable,
  patronId: number,
): Promise<Pick<PatronTable, "name" | "email"> | undefined> {
  const [row] = await db.query<Pick<PatronTable, "name" | "email">>(`SELECT name, email FROM patron WHERE id = $1`, [
    patronId,
  ]);
  return row;
}

// ---- Entries -------------------------------------------------------------------------------

export async function listEntries(db: Queryable, patronId: number): Promise<EntryRow[]> {
  return db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM interest_entry WHERE patron_id = $1
      ORDER BY position(kind IN 'ASPT'), opac_fold(coalesce(heading, '')), work_type, id`,
    [patronId],
  );
}

/** The patron's entry `id` of one of `kinds`; another patron's is not found. */
export async function findEntry(
  db: Queryable,
  patronId: number,
  id: number,
  kinds: readonly InterestKind[],
): Promise<EntryRow | undefined> {
  const [row] = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM interest_entry WHERE id = $1 AND patron_id = $2 AND kind = ANY($3::char(1)[])`,
    [id, patronId, kinds],
  );
  return row;
}

export interface NewEntry {
  kind: InterestKind;
  heading?: string | null;
  recordId?: number | null;
  workType?: number | null;
  areaId?: number | null;
  validUntil?: string | null;
  issues?: boolean;
  articles?: boolean;
  contents?: boolean;
  libraryIds?: number[];
}

/** Adds an entry; undefined when the patron has that one already (the unique indexes). */
export async function insertEntry(db: Queryable, patronId: number, entry: NewEntry): Promise<number | undefined> {
  await ensureProfile(db, patronId);
  const [row] = await db.query<Pick<InterestEntryTable, "id">>(
    `INSERT INTO interest_entry (patron_id, kind, heading, heading_key, record_id, work_type, area_id, valid_until,
                                 issues, articles, contents, library_ids)
     VALUES ($1, $2, $3, opac_heading_key($3), $4, $5, $6, $7::date, $8, $9, $10, $11)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [
      patronId,
      entry.kind,
      entry.heading ?? null,
      entry.recordId ?? null,
      entry.workType ?? null,
      entry.areaId ?? null,
      entry.validUntil ?? null,
      entry.issues ?? false,
      entry.articles ?? false,
      entry.contents ?? false,
      entry.libraryIds ?? [],
    ],
  );
  return row?.id;
}

export async function updateValidity(db: Queryable, patronId: number, id: number, validUntil: string | null) {
  await db.query(`UPDATE interest_entry SET valid_until = $3::date WHERE id = $1 AND patron_id = $2`, [
    id,
    patronId,
    validUntil,
  ]);
}

export async function updatePeriodical(
  db: Queryable,
  patronId: number,
  id: number,
  change: { issues: boolean; articles: boolean; contents: boolean; libraryIds: number[]; validUntil: string | null },
) {
  await db.query(
    `UPDATE interest_entry SET issues = $3, articles = $4, contents = $5, library_ids = $6, valid_until = $7::date
      WHERE id = $1 AND patron_id = $2 AND kind = 'P'`,
    [id, patronId, change.issues, change.articles, change.contents, change.libraryIds, change.validUntil],
  );
}

/** Changes a work-type entry; false when the patron has that work type and area already. */
export async function updateWorkType(
  db: Queryable,
  patronId: number,
  id: number,
  change: { workType: number; areaId: number | null; validUntil: string | null },
): Promise<boolean> {
  const [clash] = await db.query(
    `SELECT 1 FROM interest_entry WHERE patron_id = $1 AND kind = 'T' AND id <> $2 AND work_type = $3
        AND coalesce(area_id, 0) = coalesce($4::int, 0)`,
    [patronId, id, change.workType, change.areaId],
  );
  if (clash) return false;
  await db.query(
    `UPDATE interest_entry SET work_type = $3, area_id = $4, valid_until = $5::date WHERE id = $1 AND patron_id = $2 AND kind = 'T'`,
    [id, patronId, change.workType, change.areaId, change.validUntil],
  );
  return true;
}

export async function deleteEntry(db: Queryable, patronId: number, id: number, kinds: readonly InterestKind[]) {
  const rows = await db.query(
    `DELETE FROM interest_entry WHERE id = $1 AND patron_id = $2 AND kind = ANY($3::char(1)[]) RETURNING id`,
    [id, patronId, kinds],
  );
  return rows.length > 0;
}

// ---- What an entry may name ------------------------------------------------------------------

export async function knowledgeAreas(db: Queryable): Promise<Pick<KnowledgeAreaTable, "id" | "name">[]> {
  return db.query(`SELECT id, name FROM knowledge_area ORDER BY opac_fold(name), id`);
}

export async function knowledgeAreaExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM knowledge_area WHERE id = $1`, [id])).length > 0;
}

export async function catalogueWorkTypes(db: Queryable): Promise<number[]> {
  const rows = await db.query<Pick<RecordTable, "work_type">>(
    `SELECT DISTINCT work_type FROM record ORDER BY work_type`,
  );
  return rows.map((r) => r.work_type);
}

export async function catalogueLanguages(db: Queryable): Promise<{ code: string; titles: number }[]> {
  return db.query(
    `SELECT language AS code, count(*)::int AS titles FROM record WHERE language ~ '^[a-z]{3}$'
      GROUP BY language ORDER BY count(*) DESC, language`,
  );
}

export async function libraries(db: Queryable): Promise<Pick<LibraryTable, "id" | "name">[]> {
  return db.query(`SELECT id, name FROM library ORDER BY opac_fold(name), id`);
}

export type HeadingRow = Pick<SuggestionTable, "term" | "term_key"> & { titles: number };

/**
 * Headings of the autocomplete's table (migration 005: every distinct name and subject of the
 * catalogue) that begin with the folded term or, failing that, contain it; with how many records
 * carry each. A names the kind: 'A' authors, 'S' subjects.
 */
export async function searchHeadings(
  db: Queryable,
  kind: "A" | "S",
  term: string,
  limit: number,
): Promise<HeadingRow[]> {
  const column = kind === "A" ? "authors" : "subjects";
  const vector = kind === "A" ? "tsv_author" : "tsv_subject";
  return db.query<HeadingRow>(
    `WITH q AS (SELECT opac_heading_key($2) AS key),
     found AS (
       SELECT s.term, s.term_key, (s.term_key LIKE q.key || '%') AS prefix
         FROM suggestion s, q
        WHERE s.kind = $1 AND q.key IS NOT NULL
          AND (s.term_key LIKE q.key || '%' OR s.term_key LIKE '%' || q.key || '%')
        ORDER BY prefix DESC, s.term_key
        LIMIT $3
     )
     SELECT f.term, f.term_key,
            (SELECT count(*)::int FROM record r
              WHERE r.${vector} @@ plainto_tsquery('opac', f.term)
                AND EXISTS (SELECT 1 FROM unnest(r.${column}) h WHERE opac_heading_key(h) = f.term_key)) AS titles
       FROM found f
      ORDER BY f.prefix DESC, f.term_key`,
    [kind, term, limit],
  );
}

/** The catalogue's form of a heading given by its text: the autocomplete's row with its key. */
export async function findHeading(
  db: Queryable,
  kind: "A" | "S",
  text: string,
): Promise<Pick<SuggestionTable, "term"> | undefined> {
  const [row] = await db.query<Pick<SuggestionTable, "term">>(
    `SELECT term FROM suggestion WHERE kind = $1 AND term_key = opac_heading_key($2)`,
    [kind, text],
  );
  return row;
}

export type PeriodicalRow = Pick<RecordTable, "id" | "title" | "issn" | "library_ids">;

/** Serials whose title has every word of the term (the last one as a prefix), held at one of `libraryIds` if given. */
export async function searchPeriodicals(
  db: Queryable,
  term: string,
  libraryIds: number[],
  limit: number,
): Promise<PeriodicalRow[]> {
  const words = term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return [];
  const query = words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(" & ");
  return db.query<PeriodicalRow>(
    `SELECT id, title, issn, library_ids FROM record
      WHERE work_type = $1 AND tsv_title @@ to_tsquery('opac', $2)
        AND (cardinality($3::int[]) = 0 OR library_ids && $3::int[])
      ORDER BY title_sort, id LIMIT $4`,
    [WORK_TYPES.SERIAL, query, libraryIds, limit],
  );
}

export async function findPeriodical(db: Queryable, id: number): Promise<PeriodicalRow | undefined> {
  const [row] = await db.query<PeriodicalRow>(
    `SELECT id, title, issn, library_ids FROM record WHERE id = $1 AND work_type = $2`,
    [id, WORK_TYPES.SERIAL],
  );
  return row;
}

// ---- Matching ----------------------------------------------------------------------------------

/**
 * The (patron, record, entry) triples of the live entries (no validity date, or one not before
 * `today`) and the records of `source`, within each profile's languages and libraries. One branch
 * per kind, each able to use its index: names and subjects through the author and subject text
 * indexes, then the heading compared whole (folded), so "Silva, José" does not match "Silva, José
 * Maria"; work types by type (and knowledge area, through the teaching plans' bibliographies, as
 * the search's NA_A filter); periodicals as the journal's own record (new copies, issues, contents)
 * or an article whose host item (773 $t) is the journal.
 */
function matchSql(entries: string, changedSince?: string): string {
  // A scan looks only at records changed since the last one, and among them only at those that
  // changed after the entry was made: what a patron could already see when adding it is not news.
  const source = changedSince ? "src" : "record";
  const changed = changedSince ? "r.changed_at" : "NULL::timestamptz";
  const src = changedSince
    ? `src AS MATERIALIZED (
         SELECT r.*, greatest(r.created_at, r.updated_at,
                              (SELECT max(i.created_at) FROM item i WHERE i.record_id = r.id)) AS changed_at
           FROM record r
          WHERE r.created_at > ${changedSince} OR r.updated_at > ${changedSince}
             OR r.id IN (SELECT record_id FROM item WHERE created_at > ${changedSince})
       ),`
    : "";
  const cols = `e.patron_id, r.id AS record_id, e.id AS entry_id, e.languages, e.profile_libraries, e.created_at AS entry_at,
                r.language, r.library_ids, ${changed} AS changed_at`;
  return `
    WITH ${src} e AS MATERIALIZED (
      SELECT e.id, e.patron_id, e.kind, e.heading, e.heading_key, e.record_id, e.work_type, e.area_id,
             e.issues, e.articles, e.contents, e.library_ids, e.created_at,
             coalesce(p.languages, '{}') AS languages, coalesce(p.library_ids, '{}') AS profile_libraries
        FROM interest_entry e LEFT JOIN interest_profile p ON p.patron_id = e.patron_id
       WHERE (${entries}) AND (e.valid_until IS NULL OR e.valid_until >= $1::date)
    ),
    hits AS (
      SELECT ${cols}
        FROM e JOIN ${source} r ON r.tsv_author @@ plainto_tsquery('opac', e.heading)
       WHERE e.kind = 'A' AND EXISTS (SELECT 1 FROM unnest(r.authors) h WHERE opac_heading_key(h) = e.heading_key)
      UNION ALL
      SELECT ${cols}
        FROM e JOIN ${source} r ON r.tsv_subject @@ plainto_tsquery('opac', e.heading)
       WHERE e.kind = 'S' AND EXISTS (SELECT 1 FROM unnest(r.subjects) h WHERE opac_heading_key(h) = e.heading_key)
      UNION ALL
      SELECT ${cols}
        FROM e JOIN ${source} r ON r.work_type = e.work_type
       WHERE e.kind = 'T'
         AND (e.area_id IS NULL OR EXISTS (
               SELECT 1 FROM teaching_plan_bibliography b JOIN teaching_plan tp ON tp.id = b.plan_id
                 JOIN course co ON co.id = tp.course_id
                WHERE b.record_id = r.id AND co.knowledge_area_id = e.area_id))
      UNION ALL
      SELECT ${cols}
        FROM e JOIN ${source} r ON r.id = e.record_id
       WHERE e.kind = 'P' AND (e.issues OR e.contents)
         AND (cardinality(e.library_ids) = 0 OR r.library_ids && e.library_ids)
      UNION ALL
      SELECT ${cols}
        FROM e JOIN ${source} r ON r.work_type = ${WORK_TYPES.ARTICLE}
       WHERE e.kind = 'P' AND e.articles
         AND EXISTS (SELECT 1 FROM jsonb_array_elements(r.marc->'fields') f
                      WHERE f->>'tag' = '773' AND opac_field_key(f, 't') = e.heading_key)
    ),
    kept AS (
      SELECT DISTINCT ON (patron_id, record_id) patron_id, record_id, entry_id FROM hits
       WHERE (cardinality(languages) = 0 OR language = ANY(languages))
         AND (cardinality(profile_libraries) = 0 OR library_ids && profile_libraries)
         AND (changed_at IS NULL OR changed_at > entry_at)
       ORDER BY patron_id, record_id, entry_id
    )`;
}

/** One page of the records matching the patron's live entries now, by title. */
export async function matchingTitles(
  db: Queryable,
  patronId: number,
  today: string,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const rows = await db.query<Pick<RecordTable, "id"> & { total: number }>(
    `${matchSql("e.patron_id = $2")}
     SELECT r.id, count(*) OVER ()::int AS total FROM kept k JOIN record r ON r.id = k.record_id
      ORDER BY r.title_sort, r.id LIMIT $3 OFFSET $4`,
    [today, patronId, page.limit, page.offset],
  );
  if (rows.length === 0 && page.offset > 0) {
    const [{ total }] = await db.query<{ total: number }>(
      `${matchSql("e.patron_id = $2")} SELECT count(*)::int AS total FROM kept`,
      [today, patronId],
    );
    return { ids: [], total };
  }
  return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
}

/** Whether any live entry exists at all: without one, a scan has nothing to look for. */
export async function anyLiveEntry(db: Queryable, today: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM interest_entry WHERE valid_until IS NULL OR valid_until >= $1::date LIMIT 1`,
    [today],
  );
  return rows.length > 0;
}

type ScanRow = Pick<InterestScanTable, "scanned_to"> & { now: Date };

/** Locks the scan's row (creating it) and says up to when the catalogue was scanned. */
export async function lockScan(tx: Tx): Promise<ScanRow> {
  await tx.query(`INSERT INTO interest_scan (id, scanned_to) VALUES (1, now()) ON CONFLICT (id) DO NOTHING`);
  const [row] = await tx.query<ScanRow>(`SELECT scanned_to, now() AS now FROM interest_scan WHERE id = 1 FOR UPDATE`);
  return row;
}

export async function setScannedTo(db: Queryable, to: Date | string): Promise<void> {
  await db.query(`UPDATE interest_scan SET scanned_to = $1 WHERE id = 1`, [to]);
}

/**
 * Records the new matches among the records changed since `since` (created, re-imported, or given
 * a copy): one row per patron and record never matched before. Returns how many each patron got.
 */
export async function recordNewMatches(db: Queryable, today: string, since: Date): Promise<Map<number, number>> {
  const rows = await db.query<Pick<InterestMatchTable, "patron_id">>(
    `${matchSql("true", "$2::timestamptz")}
     INSERT INTO interest_match (patron_id, record_id, entry_id)
     SELECT patron_id, record_id, entry_id FROM kept
     ON CONFLICT (patron_id, record_id) DO NOTHING
     RETURNING patron_id`,
    [today, since],
  );
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(r.patron_id, (counts.get(r.patron_id) ?? 0) + 1);
  return counts;
}

/** The bigint id read as text (`id::text`), the form markMailed takes back. */
export type MatchRow = Pick<InterestMatchTable, "record_id" | "matched_at"> & { id: string };

export async function recentMatches(db: Queryable, patronId: number, limit: number): Promise<MatchRow[]> {
  return db.query<MatchRow>(
    `SELECT id::text, record_id, matched_at FROM interest_match WHERE patron_id = $1
      ORDER BY matched_at DESC, id DESC LIMIT $2`,
    [patronId, limit],
  );
}

/** Patrons with the digest on, an e-mail, and matches not mailed yet. */
export async function digestRecipients(
  db: Queryable,
): Promise<(FeedOwner & { email: NonNullable<PatronTable["email"]> })[]> {
  return db.query(
    `SELECT p.patron_id, pa.name, pa.email FROM interest_profile p JOIN patron pa ON pa.id = p.patron_id
      WHERE p.digest AND pa.email IS NOT NULL AND pa.email <> '' AND NOT pa.blocked
        AND EXISTS (SELECT 1 FROM interest_match m WHERE m.patron_id = p.patron_id AND m.mailed_at IS NULL)
      ORDER BY p.patron_id`,
  );
}

export async function unmailedMatches(db: Queryable, patronId: number, limit: number): Promise<MatchRow[]> {
  return db.query<MatchRow>(
    `SELECT id::text, record_id, matched_at FROM interest_match WHERE patron_id = $1 AND mailed_at IS NULL
      ORDER BY matched_at, id LIMIT $2`,
    [patronId, limit],
  );
}

export async function markMailed(db: Queryable, ids: string[]): Promise<void> {
  await db.query(`UPDATE interest_match SET mailed_at = now() WHERE id = ANY($1::bigint[])`, [ids]);
}
