/**
 * The catalogue's vocabulary (record_word, migration 044): the words of its titles, authors and
 * subjects, folded, each with the number of records that have it. "Did you mean" reads it
 * (did-you-mean.ts, decision 051).
 */
import type { Queryable } from "../../core/db/db.ts";

/** Where a word occurs (record_word.field): T title, A author, S subject. */
export type VocabularyField = "T" | "A" | "S";

export interface QueryWord {
  /** The word folded as the search folds it (opac_fold: case and accents). */
  folded: string;
  /** Whether some record has it in one of the fields. */
  known: boolean;
}

/** Each of `words` folded, in order, and whether the vocabulary of `fields` has it. */
export async function knownWords(db: Queryable, words: string[], fields: VocabularyField[]): Promise<QueryWord[]> {
  return db.query<QueryWord>(
    `SELECT f.folded,
            EXISTS (SELECT 1 FROM record_word v
                     WHERE v.word = f.folded AND v.field = ANY($2::char(1)[]) AND v.records > 0) AS known
       FROM unnest($1::text[]) WITH ORDINALITY AS t(word, n)
      CROSS JOIN LATERAL (SELECT opac_fold(t.word) AS folded) AS f
      ORDER BY t.n`,
    [words, fields],
  );
}

export interface WordCandidate {
  word: string;
  /** Records with the word in any of the fields (a record counted once per field). */
  records: number;
}

/** Which of `words` the vocabulary of `fields` has (the words one edit from a misspelt one). */
export async function wordsAmong(db: Queryable, words: string[], fields: VocabularyField[]): Promise<WordCandidate[]> {
  // Joined to the list rather than `word = ANY(…)`: with a few hundred words the planner took
  // the trigram index for the equality and looked each word up by its trigrams.
  return db.query<WordCandidate>(
    `SELECT v.word, sum(v.records)::int AS records
       FROM unnest($1::text[]) AS q(word) JOIN record_word v ON v.word = q.word
      WHERE v.field = ANY($2::char(1)[]) AND v.records > 0
      GROUP BY v.word`,
    [words, fields],
  );
}

/** Words of `fields` pg_trgm finds similar to `word` (`%`, the trigram index), the most similar first. */
export async function similarWords(
  db: Queryable,
  word: string,
  fields: VocabularyField[],
  limit: number,
): Promise<WordCandidate[]> {
  return db.query<WordCandidate>(
    `SELECT v.word, sum(v.records)::int AS records
       FROM record_word v
      WHERE v.word % $1 AND v.field = ANY($2::char(1)[]) AND v.records > 0
      GROUP BY v.word
      ORDER BY similarity(v.word, $1) DESC, sum(v.records) DESC, v.word
      LIMIT ${Number(limit)}`,
    [word, fields],
  );
}
