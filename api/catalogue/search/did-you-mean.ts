/**
 * "Did you mean": corrections of a search that finds nothing or very little, from the catalogue's
 * own words (the vocabulary of titles, authors and subjects, migration 044), as decision 051
 * sets out. Each word of the term is corrected on its own; a word the searched fields have is
 * kept as typed. A correction is offered only when it finds more than the search did, with its
 * count.
 */
import type { ReadDb } from "../../core/db/db.ts";
import type { SearchBy } from "../../contract.ts";
import type { SearchCriteria } from "./criteria.ts";
import { readQuery } from "./query-reading.ts";
import { countSearch, type SearchContext } from "./search.repository.ts";
import { knownWords, similarWords, wordsAmong, type VocabularyField } from "./vocabulary.repository.ts";

/** A search with at most this many hits gets corrections. */
export const SUGGEST_UP_TO = 2;
/** Shorter words are kept as typed: too few letters to tell a typing error from another word. */
const MIN_LENGTH = 4;
/** Words of this many letters or more may be two edits away; shorter ones one. */
const TWO_EDITS_FROM = 6;
/** Corrections tried per word, and whole corrected terms counted (each is one count of hits). */
const PER_WORD = 3;
const TERMS_COUNTED = 4;
/** Corrections offered. */
const OFFERED = 3;
/** Words read from the vocabulary for one misspelt word, before they are put in order by edits. */
const CANDIDATES = 30;

const FIELDS: Record<SearchBy, VocabularyField[]> = {
  LIVRE: ["T", "A", "S"],
  TITULO: ["T"],
  AUTOR: ["A"],
  ASSUNTO: ["S"],
};

export interface Correction {
  /** The term with its misspelt words replaced (folded, as the vocabulary has them). */
  term: string;
  /** Its hits, with the same filters. */
  total: number;
  /** Letters changed, over every word (one per insertion, deletion, substitution or transposition). */
  edits: number;
}

export interface Corrections {
  corrections: Correction[];
  /** The first correction needs fewer edits than any other: the page may offer it alone. */
  clear: boolean;
}

/**
 * Edits between two words: insertions, deletions, substitutions and transpositions of two
 * neighbouring letters (the optimal string alignment distance).
 */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) => [i, ...Array<number>(y.length).fill(0)]);
  for (let j = 1; j <= y.length; j++) d[0][j] = j;
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[x.length][y.length];
}

/**
 * Every word one edit from `word`, over a–z and the word's own letters. These are looked up
 * exactly: pg_trgm's similarity alone misses a short word's transposition ("haert" shares two of
 * its trigrams with "heart").
 */
export function oneEditAway(word: string): string[] {
  const letters = [...word];
  const alphabet = [...new Set([..."abcdefghijklmnopqrstuvwxyz", ...letters])];
  const out = new Set<string>();
  for (let i = 0; i <= letters.length; i++) {
    const head = letters.slice(0, i).join("");
    const tail = letters.slice(i);
    for (const c of alphabet) out.add(head + c + tail.join(""));
    if (i < letters.length) {
      out.add(head + tail.slice(1).join(""));
      for (const c of alphabet) out.add(head + c + tail.slice(1).join(""));
      if (i + 1 < letters.length) out.add(head + tail[1] + tail[0] + tail.slice(2).join(""));
    }
  }
  out.delete(word);
  return [...out];
}

/** The term's words that may be corrected: not excluded ("-war"), not the `or` operator. */
function termWords(read: string): string[] {
  return read
    .split(" ")
    .filter((token) => !token.startsWith("-") && token.toLowerCase() !== "or")
    .flatMap((token) => token.match(/[\p{L}\p{N}]+/gu) ?? []);
}

/** `read` with its n-th corrigible word replaced by `replacements[n]` where there is one. */
function replaceWords(read: string, replacements: (string | undefined)[]): string {
  let n = 0;
  return read
    .split(" ")
    .map((token) =>
      token.startsWith("-") || token.toLowerCase() === "or"
        ? token
        : token.replace(/[\p{L}\p{N}]+/gu, (word) => replacements[n++] ?? word),
    )
    .join(" ");
}

const correctable = (word: string) => [...word].length >= MIN_LENGTH && !/\p{N}/u.test(word);

/**
 * Corrections of a plain search's term (not the advanced rows, whose similar-word options are
 * their own correction), or null when there is none that finds more than `total`.
 */
export async function didYouMean(
  db: ReadDb,
  criteria: SearchCriteria,
  total: number,
  context: SearchContext,
): Promise<Corrections | null> {
  if (total > SUGGEST_UP_TO || criteria.rows.length > 0 || !criteria.q) return null;
  const read = readQuery(criteria.q);
  const words = termWords(read);
  if (words.length === 0) return null;
  const fields = FIELDS[criteria.searchBy];
  const folded = await knownWords(db, words, fields);
  // Each unknown word's nearest words: fewest edits, then the most records.
  const choices = new Map<number, { word: string; edits: number; records: number }[]>();
  for (const [i, w] of folded.entries()) {
    if (w.known || !correctable(w.folded)) continue;
    const most = [...w.folded].length >= TWO_EDITS_FROM ? 2 : 1;
    // The words one edit away first; pg_trgm's similar words (two edits) only when those are too few.
    const found = await wordsAmong(db, oneEditAway(w.folded), fields);
    if (found.length < PER_WORD && most > 1) {
      for (const similar of await similarWords(db, w.folded, fields, CANDIDATES)) {
        if (!found.some((f) => f.word === similar.word)) found.push(similar);
      }
    }
    const near = found
      .map((c) => ({ ...c, edits: editDistance(w.folded, c.word) }))
      .filter((c) => c.edits <= most)
      .sort((a, b) => a.edits - b.edits || b.records - a.records)
      .slice(0, PER_WORD);
    if (near.length) choices.set(i, near);
  }
  if (choices.size === 0) return null;
  // The best of each word together, then each word's next best with the others' best.
  const best = new Map([...choices].map(([i, near]) => [i, near[0]]));
  const terms = [best];
  for (const [i, near] of choices) for (const other of near.slice(1)) terms.push(new Map(best).set(i, other));
  const score = (t: typeof best) => [...t.values()].reduce((sum, c) => sum + c.edits, 0);
  const popularity = (t: typeof best) => [...t.values()].reduce((sum, c) => sum + Math.log(1 + c.records), 0);
  terms.sort((a, b) => score(a) - score(b) || popularity(b) - popularity(a));
  const counted: Correction[] = [];
  for (const t of terms.slice(0, TERMS_COUNTED)) {
    const term = replaceWords(
      read,
      words.map((_, i) => t.get(i)?.word),
    );
    const hits = await countSearch(db, { ...criteria, q: term, page: 1 }, context);
    if (hits > total) counted.push({ term, total: hits, edits: score(t) });
  }
  if (counted.length === 0) return null;
  counted.sort((a, b) => a.edits - b.edits || b.total - a.total);
  const corrections = counted.slice(0, OFFERED);
  return { corrections, clear: corrections.length === 1 || corrections[0].edits < corrections[1].edits };
}
