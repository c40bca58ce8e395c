/**
 * Totals and filter counts from compressed bitmaps beside PostgreSQL (decision 060). PostgreSQL's
 * GIN finds a word's records but cannot count or group them without visiting each one's row: "the"
 * (half of a million records) and its filter counts cost seconds. Here each filter value (library,
 * work type, year, language, class, online, accessible, and the records with a stored cover) has a
 * bitmap of its records' ids, and so has each frequent word of each word list the search reads
 * (the whole record, title, author, subject); a search's total and every filter count are then
 * ANDs, ORs and AND NOTs of bitmaps and their cardinalities, in milliseconds. A rare word's ids
 * come from its GIN index on each search and are intersected with the filter bitmaps.
 *
 * The database stays the only source of truth: the bitmaps hold for one catalogue generation (the
 * number the triggers bump on every change that may change what a search finds, migration 010),
 * read in the same snapshot as the rows. When the generation has moved, or the bitmaps would pass
 * their memory budget (SEARCH_BITMAP_MB), the search counts in SQL as before and a rebuild starts
 * in the background; both ways give the same numbers (tests/api/search-counts.test.ts).
 */
import { performance } from "node:perf_hooks";
import { RoaringBitmap32, roaringLibraryInitialize } from "roaring-wasm";
import type { ReadDb } from "../../core/db/db.ts";
import type { FilterLetter } from "../../contract.ts";
import {
  filterValuesOfRecords,
  libraryNames,
  recordsWithCover,
  recordsWithWord,
  generationAndTerm,
} from "./bitmap-index.repository.ts";
import { catalogueGeneration } from "./catalogue-state.repository.ts";
import { NO_LANGUAGE, NO_YEAR, type SearchCriteria } from "./criteria.ts";
import { buildWhere, type FacetRow, type SearchContext } from "./search.repository.ts";

type WordColumn = "tsv" | "tsv_title" | "tsv_author" | "tsv_subject";

/** The letters whose values have bitmaps; the teaching letters count in SQL. */
const BITMAP_LETTERS = new Set<FilterLetter>(["B", "T", "Y", "X", "I", "K"]);

/**
 * A word found in at least this share of the records keeps its bitmap (within the budget, the
 * least recently used dropped first); a rarer one is read from its index on each search, which
 * costs no more than the bitmap would save.
 */
const FREQUENT_SHARE = 0.01;

/** The simple search's term condition (search.repository.ts buildWhere), whose column is read. */
const TERM_CONDITION = /^WHERE r\.(tsv|tsv_title|tsv_author|tsv_subject) @@ websearch_to_tsquery\('opac', \$1\)$/;

/** One word of a term as PostgreSQL reads it: `'lexeme'`, or `!'lexeme'` for an excluded word. */
const QUERY_WORD = /^(!?)'((?:[^']|'')+)'$/;

function bitmapOf(ids: Iterable<number>): RoaringBitmap32 {
  const bitmap = new RoaringBitmap32();
  bitmap.addMany(ids);
  bitmap.runOptimize();
  bitmap.shrinkToFit();
  return bitmap;
}

const bytesOf = (bitmap: RoaringBitmap32) => bitmap.getSerializationSizeInBytes("portable");

/** The bitmaps of one catalogue generation. */
class Snapshot {
  disposed = false;
  /** `letter:code` → the records with that value; code "null" for no year or no language. */
  readonly values = new Map<string, RoaringBitmap32>();
  /** `column:lexeme` → the records with that word, least recently used first. */
  readonly words = new Map<string, RoaringBitmap32>();
  covers?: { key: string; bitmap: RoaringBitmap32 };
  bytes = 0;

  constructor(
    readonly generation: string,
    readonly all: RoaringBitmap32,
  ) {
    this.bytes = bytesOf(all);
  }

  dispose(): void {
    this.disposed = true;
    this.all.dispose();
    for (const bitmap of [...this.values.values(), ...this.words.values()]) bitmap.dispose();
    this.covers?.bitmap.dispose();
  }
}

export interface BitmapStats {
  /** The bitmaps' size (portable serialisation, close to their memory), filter values and words. */
  bytes: number;
  filterValues: number;
  words: number;
  /** How long the last build took, reading the rows included. */
  buildMs: number;
  generation?: string;
  /** The generation whose filter bitmaps would have passed the budget (SQL counts for it). */
  overBudget?: string;
}

export interface BitmapCounts {
  total: number;
  facets: Partial<Record<FilterLetter, { filtered: FacetRow[]; unfiltered: FacetRow[] }>>;
  /** How many of the hits have the term in their title (asked for with `titleOver`, past it). */
  titleTotal?: number;
}

export class BitmapIndex {
  private current?: Snapshot;
  private building?: Promise<void>;
  private overBudget?: string;
  private buildMs = 0;

  constructor(
    private readonly db: ReadDb,
    private readonly budgetBytes: number,
  ) {}

  stats(): BitmapStats {
    const snapshot = this.current;
    return {
      bytes: snapshot?.bytes ?? 0,
      filterValues: snapshot?.values.size ?? 0,
      words: snapshot?.words.size ?? 0,
      buildMs: this.buildMs,
      ...(snapshot ? { generation: snapshot.generation } : {}),
      ...(this.overBudget ? { overBudget: this.overBudget } : {}),
    };
  }

  /** Builds the bitmaps of the current generation now (a process's start, a test, the benchmark). */
  async ready(): Promise<BitmapStats> {
    const generation = await catalogueGeneration(this.db);
    if (this.current?.generation !== generation && this.overBudget !== generation) await this.rebuild();
    return this.stats();
  }

  /** The snapshot of `generation`, or undefined: then a rebuild starts, and SQL counts meanwhile. */
  private at(generation: string): Snapshot | undefined {
    if (this.current?.generation === generation) return this.current;
    if (this.overBudget !== generation) {
      // In the background; a failed build is tried again by the next search.
      this.rebuild().catch(() => {});
    }
    return undefined;
  }

  private rebuild(): Promise<void> {
    this.building ??= this.build().finally(() => {
      this.building = undefined;
    });
    return this.building;
  }

  private async build(): Promise<void> {
    await roaringLibraryInitialize();
    const started = performance.now();
    const { generation, value: rows } = await filterValuesOfRecords(this.db);
    const ids = new Map<string, number[]>();
    const add = (key: string, id: number) => {
      const list = ids.get(key);
      if (list) list.push(id);
      else ids.set(key, [id]);
    };
    for (const row of rows) {
      add(`T:${row.work_type}`, row.id);
      add(`Y:${row.year ?? "null"}`, row.id);
      add(`I:${row.language ?? "null"}`, row.id);
      if (row.class !== null) add(`K:${row.class}`, row.id);
      if (row.online) add("X:O", row.id);
      if (row.accessible) add("X:A", row.id);
      for (const library of row.library_ids) add(`B:${library}`, row.id);
    }
    const snapshot = new Snapshot(generation, bitmapOf(rows.map((row) => row.id)));
    for (const [key, list] of ids) {
      const bitmap = bitmapOf(list);
      snapshot.values.set(key, bitmap);
      snapshot.bytes += bytesOf(bitmap);
    }
    this.buildMs = performance.now() - started;
    if (snapshot.bytes > this.budgetBytes) {
      snapshot.dispose();
      this.overBudget = generation;
      return;
    }
    const previous = this.current;
    this.current = snapshot;
    previous?.dispose();
  }

  /**
   * The total of `criteria` and the filter counts of `letters` (the answer of facetCounts), or
   * undefined when the bitmaps cannot answer exactly: a condition they do not hold (an advanced
   * row, a guide's scope, the extra panel, a teaching filter, a phrase or an OR in the term), or a
   * generation they were not built for. With `titleOver`, a total past it also gets the number
   * of hits with the term in their title (the ranking's first tier, search.repository.ts).
   */
  async count(
    criteria: SearchCriteria,
    context: SearchContext,
    letters: readonly FilterLetter[],
    titleOver?: number,
  ): Promise<BitmapCounts | undefined> {
    if (!letters.every((letter) => BITMAP_LETTERS.has(letter))) return undefined;
    if (criteria.filters.NA_C.length || criteria.filters.NA_A.length) return undefined;
    const term = buildWhere(criteria, context, { noFilters: true });
    const termSql = term.toSql();
    const column = termSql === "" ? undefined : (TERM_CONDITION.exec(termSql)?.[1] as WordColumn | undefined);
    if (termSql !== "" && !column) return undefined;

    const { generation, query } = await generationAndTerm(this.db, column ? String(term.params[0]) : undefined);
    const snapshot = this.at(generation);
    if (!snapshot) return undefined;
    const temporary: RoaringBitmap32[] = [];
    try {
      const words = column ? await this.termWords(snapshot, column, query, temporary) : [];
      if (!words) return undefined;
      const needsCovers = letters.includes("X") || criteria.filters.X.includes("C");
      const covers = needsCovers ? await this.covers(snapshot, context.coverIsbns) : undefined;
      const names = letters.includes("B")
        ? new Map((await libraryNames(this.db)).map((l) => [l.id, l.name]))
        : undefined;
      // A rebuild may have replaced the snapshot while this search waited.
      if (snapshot.disposed) return undefined;
      const { hits, ...counts } = countFrom(snapshot, words, covers, names, criteria, letters, temporary);
      if (titleOver === undefined || !column || counts.total <= titleOver) return counts;
      const titleWords = await this.termWords(snapshot, "tsv_title", query, temporary);
      if (!titleWords || snapshot.disposed) return counts;
      const inTitle = hits.clone();
      temporary.push(inTitle);
      for (const { bitmap, excluded } of titleWords) {
        if (excluded) inTitle.andNotInPlace(bitmap);
        else inTitle.andInPlace(bitmap);
      }
      return { ...counts, titleTotal: inTitle.size };
    } finally {
      for (const bitmap of temporary) bitmap.dispose();
    }
  }

  /** The term's words with their bitmaps, or undefined when the term is not a list of words. */
  private async termWords(
    snapshot: Snapshot,
    column: WordColumn,
    query: string,
    temporary: RoaringBitmap32[],
  ): Promise<{ bitmap: RoaringBitmap32; excluded: boolean }[] | undefined> {
    if (query === "") return undefined;
    const words: { bitmap: RoaringBitmap32; excluded: boolean }[] = [];
    for (const part of query.split(" & ")) {
      const match = QUERY_WORD.exec(part);
      if (!match) return undefined;
      const lexeme = match[2].replace(/''/g, "'");
      const bitmap = await this.word(snapshot, column, lexeme, temporary);
      if (!bitmap) return undefined;
      words.push({ bitmap, excluded: match[1] === "!" });
    }
    return words;
  }

  private async word(
    snapshot: Snapshot,
    column: WordColumn,
    lexeme: string,
    temporary: RoaringBitmap32[],
  ): Promise<RoaringBitmap32 | undefined> {
    const key = `${column}:${lexeme}`;
    const kept = snapshot.words.get(key);
    if (kept) {
      snapshot.words.delete(key);
      snapshot.words.set(key, kept);
      return kept;
    }
    const { generation, value } = await recordsWithWord(this.db, column, lexeme);
    if (generation !== snapshot.generation || snapshot.disposed) return undefined;
    const bitmap = bitmapOf(value);
    const bytes = bytesOf(bitmap);
    if (bitmap.size < FREQUENT_SHARE * snapshot.all.size || !this.makeRoom(snapshot, bytes)) {
      temporary.push(bitmap);
      return bitmap;
    }
    snapshot.words.set(key, bitmap);
    snapshot.bytes += bytes;
    return bitmap;
  }

  /** Drops the least recently used words until `bytes` more fit the budget; false if they cannot. */
  private makeRoom(snapshot: Snapshot, bytes: number): boolean {
    for (const [key, bitmap] of snapshot.words) {
      if (snapshot.bytes + bytes <= this.budgetBytes) break;
      snapshot.words.delete(key);
      snapshot.bytes -= bytesOf(bitmap);
      bitmap.dispose();
    }
    return snapshot.bytes + bytes <= this.budgetBytes;
  }

  /** The records with a stored cover: the covers are files, not rows, so kept by their list. */
  private async covers(snapshot: Snapshot, isbns: string[]): Promise<RoaringBitmap32> {
    const key = isbns.join("\n");
    if (snapshot.covers?.key === key) return snapshot.covers.bitmap;
    const bitmap = bitmapOf(await recordsWithCover(this.db, isbns));
    if (snapshot.covers?.key === key || snapshot.disposed) {
      bitmap.dispose();
      return snapshot.covers?.bitmap ?? RoaringBitmap32.fromRange(0, 0);
    }
    snapshot.covers?.bitmap.dispose();
    snapshot.covers = { key, bitmap };
    return bitmap;
  }
}

/** The bitmap of one letter's value (`code` as the criteria or facetCounts name it). */
function valueBitmap(
  snapshot: Snapshot,
  covers: RoaringBitmap32 | undefined,
  letter: FilterLetter,
  code: string | number,
): RoaringBitmap32 | undefined {
  if (letter === "X" && code === "C") return covers;
  if (letter === "Y" && code === NO_YEAR) return snapshot.values.get("Y:null");
  if (letter === "I" && code === NO_LANGUAGE) return snapshot.values.get("I:null");
  return snapshot.values.get(`${letter}:${code}`);
}

/** The counts, all in memory (no await: the snapshot cannot be disposed meanwhile). */
function countFrom(
  snapshot: Snapshot,
  words: { bitmap: RoaringBitmap32; excluded: boolean }[],
  covers: RoaringBitmap32 | undefined,
  names: Map<number, string> | undefined,
  criteria: SearchCriteria,
  letters: readonly FilterLetter[],
  temporary: RoaringBitmap32[],
): BitmapCounts & { hits: RoaringBitmap32 } {
  const keep = (bitmap: RoaringBitmap32) => {
    temporary.push(bitmap);
    return bitmap;
  };
  // The term's hits: every record without a term, each word ANDed, each excluded word taken out.
  const hits = keep(snapshot.all.clone());
  for (const { bitmap, excluded } of words) {
    if (excluded) hits.andNotInPlace(bitmap);
    else hits.andInPlace(bitmap);
  }
  // Each applied letter's filter: its values ORed.
  const filters = new Map<FilterLetter, RoaringBitmap32>();
  for (const letter of BITMAP_LETTERS) {
    const codes = criteria.filters[letter] as (string | number)[];
    if (!codes.length) continue;
    const union = keep(new RoaringBitmap32());
    for (const code of codes) {
      const bitmap = valueBitmap(snapshot, covers, letter, code);
      if (bitmap) union.orInPlace(bitmap);
    }
    filters.set(letter, union);
  }
  const under = (without?: FilterLetter) => {
    const base = keep(hits.clone());
    for (const [letter, filter] of filters) if (letter !== without) base.andInPlace(filter);
    return base;
  };
  const filtered = under();
  const total = filtered.size;
  const facets: BitmapCounts["facets"] = {};
  for (const letter of letters) {
    const base = under(letter);
    facets[letter] = {
      filtered: facetRows(snapshot, covers, names, letter, base),
      unfiltered: facetRows(snapshot, covers, names, letter, hits),
    };
  }
  return { total, facets, hits: filtered };
}

/** One letter's values with their counts among `base`, as facetCounts gives them (none of 0). */
function facetRows(
  snapshot: Snapshot,
  covers: RoaringBitmap32 | undefined,
  names: Map<number, string> | undefined,
  letter: FilterLetter,
  base: RoaringBitmap32,
): FacetRow[] {
  const rows: FacetRow[] = [];
  if (letter === "X") {
    for (const [code, bitmap] of [
      ["C", covers],
      ["O", snapshot.values.get("X:O")],
      ["A", snapshot.values.get("X:A")],
    ] as const) {
      const total = bitmap ? base.andCardinality(bitmap) : 0;
      if (total > 0) rows.push({ code, total });
    }
    return rows;
  }
  const prefix = `${letter}:`;
  for (const [key, bitmap] of snapshot.values) {
    if (!key.startsWith(prefix)) continue;
    const total = base.andCardinality(bitmap);
    if (total === 0) continue;
    const value = key.slice(prefix.length);
    const code = value === "null" ? null : value;
    if (letter === "B") {
      const label = names?.get(Number(value));
      if (label !== undefined) rows.push({ code, label, total });
    } else rows.push({ code, total });
  }
  return rows;
}

const indexes = new WeakMap<object, BitmapIndex>();

/** Gives the searches over `db` a bitmap index of at most `budgetMb` MB (0: none, SQL counts). */
export function useBitmaps(db: ReadDb, budgetMb: number): BitmapIndex | undefined {
  if (budgetMb <= 0) return undefined;
  const index = new BitmapIndex(db, budgetMb * 2 ** 20);
  indexes.set(db, index);
  return index;
}

/** The bitmap index of the searches over `db`, if it has one. */
export function bitmapsOf(db: object): BitmapIndex | undefined {
  return indexes.get(db);
}
