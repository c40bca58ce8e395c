/**
 * SQL of the autocomplete: the `suggestion` table (migration 005) and how the import keeps it
 * up to date. Keys are `opac_heading_key` of the heading, so the typed text and the headings are
 * folded by the same function.
 */
import type { Queryable, Tx } from "../../core/db/db.ts";
import type { SuggestionTable } from "../../core/db/tables.ts";

export type SuggestionKind = "T" | "A" | "S";

export type SuggestionRow = Pick<SuggestionTable, "term"> & { kind: SuggestionKind };

/** Headings longer than this are cut: nobody types further, and the btree key stays small. */
const MAX_HEADING = 200;
/** Candidates read from each index before ranking; bounds the work for very common words. */
const PREFIX_CANDIDATES = 50;
const SIMILAR_CANDIDATES = 200;

/** The typed text as a suggestion key (null when nothing searchable is left, e.g. only punctuation). */
export async function suggestionKey(db: Queryable, text: string): Promise<string | null> {
  const [row] = await db.query<{ key: string | null }>("SELECT opac_heading_key(left($1, $2)) AS key", [
    text,
    MAX_HEADING,
  ]);
  return row?.key ?? null;
}

const RANKING = `(c.term_key LIKE $3) DESC, word_similarity($1, c.term_key) DESC, similarity($1, c.term_key) DESC,
                 length(c.term_key), c.term_key, c.kind`;

/**
 * Completion: headings of `kinds` that start with the key, or with a word starting with it (a
 * btree range and a trigram LIKE), ranked by pg_trgm: whole-heading prefix first, then word
 * similarity, then similarity, then the shorter. This is what a reader typing expects and is
 * cheap on both engines; `findSimilarSuggestions` is the fallback for a misspelling.
 */
export async function findSuggestions(
  db: Queryable,
  key: string,
  kinds: SuggestionKind[],
  limit: number,
): Promise<SuggestionRow[]> {
  // The key has no LIKE wildcards: opac_heading_key turns punctuation (% and _ among it) into spaces.
  const params = [key, kinds, `${key}%`, `% ${key}%`, limit];
  return db.query<SuggestionRow>(
    `SELECT c.kind, c.term
       FROM ((SELECT kind, term, term_key FROM suggestion
               WHERE kind = ANY($2::char(1)[]) AND term_key LIKE $3
               ORDER BY term_key LIMIT ${PREFIX_CANDIDATES})
             UNION
             (SELECT kind, term, term_key FROM suggestion
               WHERE kind = ANY($2::char(1)[]) AND term_key LIKE $4
               LIMIT ${SIMILAR_CANDIDATES})) AS c
      ORDER BY ${RANKING}
      LIMIT $5`,
    params,
  );
}

/** Cancels the rest of the transaction's statements that run past `ms` (SQLSTATE 57014). */
export async function limitStatementTime(tx: Tx, ms: number): Promise<void> {
  await tx.query(`SET LOCAL statement_timeout = ${Math.trunc(ms)}`);
}

/**
 * The fuzzy pass: headings with a word similar to the key (pg_trgm word similarity, `<%`). On a
 * large table a rare misspelling can make the trigram index return many candidates to recheck,
 * so the caller bounds it with a statement timeout (see autocomplete.ts).
 */
export async function findSimilarSuggestions(
  db: Queryable,
  key: string,
  kinds: SuggestionKind[],
  limit: number,
): Promise<SuggestionRow[]> {
  return db.query<SuggestionRow>(
    `SELECT c.kind, c.term
       FROM (SELECT kind, term, term_key FROM suggestion
              WHERE kind = ANY($2::char(1)[]) AND $1 <% term_key
              LIMIT ${SIMILAR_CANDIDATES}) AS c
      ORDER BY ${RANKING}
      LIMIT $4`,
    [key, kinds, `${key}%`, limit],
  );
}

export interface SuggestionSource {
  title: string;
  authors: string[];
  subjects: string[];
}

/**
 * Adds the headings of newly written records. Existing headings are kept as they are, so a
 * re-import never duplicates; a heading no record uses any more stays (docs/decisions/014):
 * that costs a suggestion that finds nothing, never a wrong record.
 */
export async function addSuggestions(db: Queryable, records: SuggestionSource[]): Promise<void> {
  const kinds: string[] = [];
  const terms: string[] = [];
  for (const r of records) {
    const push = (kind: SuggestionKind, term: string) => {
      kinds.push(kind);
      terms.push(term.slice(0, MAX_HEADING));
    };
    push("T", r.title);
    for (const a of r.authors) push("A", a);
    for (const s of r.subjects) push("S", s);
  }
  if (terms.length === 0) return;
  await db.query(
    `INSERT INTO suggestion (kind, term_key, term)
     SELECT v.kind, k.key, min(v.term)
       FROM unnest($1::text[], $2::text[]) AS v(kind, term)
       CROSS JOIN LATERAL (SELECT opac_heading_key(v.term) AS key) AS k
      WHERE k.key IS NOT NULL
      GROUP BY v.kind, k.key
     ON CONFLICT (kind, term_key) DO NOTHING`,
    [kinds, terms],
  );
}
