import type { Queryable, ReadDb } from "../../core/db/db.ts";
import type { ItemTable, LibraryTable, LocationTable, RecordSearchTable, RecordTable } from "../../core/db/tables.ts";
import type { FilterLetter, SearchBy, SearchOption } from "../../contract.ts";
import { planMatches } from "../teaching/teaching.service.ts";
import { GUIDES } from "./guides.ts";
import { NO_LANGUAGE, NO_YEAR, PROXIMITY_WORDS, type SearchCriteria, type TermRow } from "./criteria.ts";
import { excludesWord, readQuery } from "./query-reading.ts";

/** Which tsvector column answers each "search by" option (see migration 001). */
const COLUMN: Record<SearchBy, string> = {
  LIVRE: "r.tsv",
  TITULO: "r.tsv_title",
  AUTOR: "r.tsv_author",
  ASSUNTO: "r.tsv_subject",
};

/** The plain text a trigram ("similar words") option compares with, folded like the term. */
const SIMILAR_TEXT: Record<SearchBy, string> = {
  LIVRE: "opac_fold(concat_ws(' ', r.title, array_to_string(r.authors, ' '), array_to_string(r.subjects, ' ')))",
  TITULO: "opac_fold(r.title)",
  AUTOR: "opac_fold(array_to_string(r.authors, ' '))",
  ASSUNTO: "opac_fold(array_to_string(r.subjects, ' '))",
};

/**
 * The main class of a record's classification: the first digit of a Dewey (or UDC) number, or
 * the first letter of a Library of Congress number (letters then digits). Local shelf marks
 * ("Diss.", "Micfilm") have none.
 */
export const CLASS_SQL = `CASE WHEN r.classification ~ '^[0-9]' OR r.classification ~ '^[A-Z]{1,3} ?[0-9]'
  THEN left(r.classification, 1) END`;

const ORDER_BY: Record<SearchCriteria["order"], string> = {
  relevancia: "rank DESC, r.id",
  titulo: "r.title_sort, r.id",
  autor: "opac_fold(r.author) NULLS LAST, r.title_sort, r.id",
  ano_desc: "r.year DESC NULLS LAST, r.title_sort, r.id",
  ano_asc: "r.year ASC NULLS LAST, r.title_sort, r.id",
};

/** The accessible search's order (decision 038). */
const TITLE_DESCENDING = "r.title_sort DESC, r.id DESC";

/** Most recently added first (index record_newest, migration 011). */
const NEWEST_FIRST = "r.created_at DESC, r.id DESC";

/** A WHERE clause under construction: SQL fragments with their positional parameters. */
export class Where {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];
  /** Relevance of a row to the term(s); "0" when there is no term. */
  rank = "0";
  /**
   * The term's match in the title and its relevance there (a simple term only): the first tier
   * and cheap order of a common word's bounded ranking (rankedIds).
   */
  titleTier?: {
    match: string;
    rank: string;
    /** A title match implies the term, so the title tier may be found by its match alone (`titleImpliesTerm`). */
    implies: boolean;
  };
  /** Which part is the term's condition (`toSql`'s `term` stands in for it). */
  private termPart?: number;

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(fragment: string): void {
    this.parts.push(fragment);
  }

  /** The term's condition: a part like any other, which `toSql({ term })` may replace. */
  addTerm(fragment: string): void {
    this.termPart = this.parts.length;
    this.parts.push(fragment);
  }

  toSql(options: { term?: string } = {}): string {
    const parts = this.parts.map((part, i) => (i === this.termPart && options.term ? options.term : part));
    return parts.length ? `WHERE ${parts.join(" AND ")}` : "";
  }
}

/**
 * Whether every record whose title matches the term matches it in `searchBy`'s column too: the
 * title's own column, or the whole record's, which holds the title's words at the same positions
 * (record-write.repository.ts: title || author || subject || other). Not with an excluded word
 * ("history -war"): a title without "war" says nothing of the subjects. `term` is the query as
 * read (query-reading.ts), so a spaced dash excludes nothing.
 */
export function titleImpliesTerm(searchBy: SearchBy, term: string): boolean {
  return (searchBy === "LIVRE" || searchBy === "TITULO") && !excludesWord(term);
}

function baseField(option: SearchOption): SearchBy {
  return option === "obra" ? "TITULO" : (option.replace("_SIMILAR", "") as SearchBy);
}

/** "hist* cult*": each word of the term as a prefix, joined with & (term type I). */
export function prefixQuery(term: string): string {
  const words = term.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.map((w) => `${w}:*`).join(" & ");
}

/** The row's own tsquery, by term type: P all the words, E the phrase, I words starting with. */
function rowTsquery(where: Where, row: TermRow, termType: SearchCriteria["termType"]): string {
  switch (termType) {
    case "E":
      return `phraseto_tsquery('opac', ${where.param(row.term)})`;
    case "I":
      return `to_tsquery('opac', ${where.param(prefixQuery(row.term))})`;
    default:
      return `plainto_tsquery('opac', ${where.param(row.term)})`;
  }
}

/** A's words followed by B's, 1 to PROXIMITY_WORDS positions later: (A <1> B) | (A <2> B) | … */
function followedWithin(a: string, b: string): string {
  return Array.from({ length: PROXIMITY_WORDS }, (_, i) => `tsquery_phrase(${a}, ${b}, ${i + 1})`).join(" || ");
}

interface Clause {
  predicate: string;
  /** Contributes to relevance (NOT rows do not). */
  rank?: string;
  /** The clause's field and tsquery, when a proximity condition may join the next row to it. */
  column?: string;
  tsquery?: string;
}

function rowClause(where: Where, row: TermRow, termType: SearchCriteria["termType"]): Clause {
  const field = baseField(row.option);
  if (row.option.endsWith("_SIMILAR")) {
    const term = `opac_fold(${where.param(row.term)})`;
    return {
      predicate: `${term} <% ${SIMILAR_TEXT[field]}`,
      rank: `word_similarity(${term}, ${SIMILAR_TEXT[field]})`,
    };
  }
  const column = COLUMN[field];
  const tsquery = rowTsquery(where, row, termType);
  return { predicate: `${column} @@ ${tsquery}`, rank: `ts_rank_cd(${column}, ${tsquery})`, column, tsquery };
}

/**
 * The advanced rows as one condition. A proximity condition (AFT, BEF, PRO) joins its row to the
 * previous row into one phrase query on the same field; the boolean conditions (AND, OR, NOT)
 * then join the clauses from left to right: ((1 op 2) op 3). See docs/search.md.
 */
function addRows(where: Where, criteria: SearchCriteria): void {
  const clauses: { clause: Clause; condition?: TermRow["condition"] }[] = [];
  for (const row of criteria.rows) {
    const clause = rowClause(where, row, criteria.termType);
    const previous = clauses[clauses.length - 1];
    const proximity = row.condition === "AFT" || row.condition === "BEF" || row.condition === "PRO";
    if (proximity && previous?.clause.tsquery && clause.tsquery) {
      const a = previous.clause.tsquery;
      const b = clause.tsquery;
      // BEF: the first row's words come before the second's; AFT: after; PRO: either way.
      const query =
        row.condition === "BEF"
          ? followedWithin(a, b)
          : row.condition === "AFT"
            ? followedWithin(b, a)
            : `${followedWithin(a, b)} || ${followedWithin(b, a)}`;
      const column = previous.clause.column!;
      previous.clause = {
        predicate: `${column} @@ (${query})`,
        rank: `ts_rank_cd(${column}, ${a} && ${b})`,
        column,
        tsquery: `(${query})`,
      };
      continue;
    }
    clauses.push({ clause, condition: proximity ? "AND" : row.condition });
  }
  let predicate = "";
  for (const { clause, condition } of clauses) {
    if (!predicate) predicate = `(${clause.predicate})`;
    else if (condition === "OR") predicate = `(${predicate} OR (${clause.predicate}))`;
    else if (condition === "NOT") predicate = `(${predicate} AND NOT (${clause.predicate}))`;
    else predicate = `(${predicate} AND (${clause.predicate}))`;
  }
  where.add(predicate);
  const ranks = clauses.filter((c) => c.condition !== "NOT" && c.clause.rank).map((c) => c.clause.rank!);
  where.rank = ranks.length ? ranks.join(" + ") : "0";
}

/** A LIKE pattern matching the folded text anywhere; % and _ typed by the reader are literal. */
function containsPattern(where: Where, text: string): string {
  return `'%' || opac_fold(${where.param(text.replace(/[\\%_]/g, (c) => `\\${c}`))}) || '%'`;
}

function addExtra(where: Where, extra: SearchCriteria["extra"]): void {
  if (extra.library !== undefined) {
    where.add(`${where.param(extra.library)}::int = ANY(r.library_ids)`);
  }
  if (extra.location !== undefined) {
    where.add(
      `EXISTS (SELECT 1 FROM item i WHERE i.record_id = r.id AND i.location_id = ${where.param(extra.location)})`,
    );
  }
  if (extra.workType !== undefined) where.add(`r.work_type = ${where.param(extra.workType)}`);
  if (extra.language) where.add(`r.language = ${where.param(extra.language)}`);
  if (extra.onlineOnly) where.add("r.online");
  if (extra.year) {
    const { comparison, from, to } = extra.year;
    if (comparison === "igual") where.add(`r.year = ${where.param(from)}`);
    if (comparison === "menor") where.add(`r.year < ${where.param(from)}`);
    if (comparison === "maior") where.add(`r.year > ${where.param(from)}`);
    if (comparison === "entre") where.add(`r.year BETWEEN ${where.param(from)} AND ${where.param(to ?? from)}`);
  }
  if (extra.place) {
    // The place is what the imprint line has before its first colon ("New York : Harper, 1899").
    where.add(`opac_fold(split_part(r.publication, ':', 1)) LIKE ${containsPattern(where, extra.place)}`);
  }
  if (extra.physical) {
    where.add(
      `EXISTS (SELECT 1 FROM jsonb_array_elements(r.marc->'fields') f
                WHERE f->>'tag' = '300'
                  AND opac_fold(jsonb_path_query_array(f, '$.subfields[*].value')::text) LIKE ${containsPattern(where, extra.physical)})`,
    );
  }
}

/** Only-with values (X) as conditions; C needs the ISBNs that have a stored cover. */
function onlyWithSql(where: Where, value: string, coverIsbns: string[]): string {
  if (value === "O") return "r.online";
  if (value === "A") return "r.accessible";
  return `r.isbn && ${where.param(coverIsbns)}::text[]`;
}

/**
 * A title pasted whole comes first (decision 051): a record whose title has exactly the term's
 * words (matches all of them, and has no other) ranks above any record that only contains them,
 * however often. Cover density alone put a record titled "Al Gore" after books by Al Gore. Only
 * for a term of plain words: with an excluded word or `or` the term is no title.
 */
function wholeTitleBonus(searchBy: SearchBy, q: string, param: string, query: string): string {
  if (!titleImpliesTerm(searchBy, q) || /(^|\s)or(\s|$)/iu.test(q)) return "";
  return ` + CASE WHEN r.tsv_title @@ ${query} AND length(r.tsv_title) = length(to_tsvector('opac', ${param})) THEN ${WHOLE_TITLE} ELSE 0 END`;
}

/** Above any ts_rank_cd a term reaches in one record. */
const WHOLE_TITLE = 1000;

export interface SearchContext {
  /** ISBNs (both forms) of the covers an operator stored (api/catalogue/covers/cover-store.ts). */
  coverIsbns: string[];
  /** RANK_WINDOW unless a test needs a small one. */
  rankWindow?: number;
  /** SORT_HITS_UP_TO unless a test needs the other way. */
  sortHitsUpTo?: number;
  /** The search's total when already known (the bitmap index, decision 060): not counted again. */
  total?: number;
  /**
   * How many of the hits have the term in their title, when the bitmap index knew it (it counts
   * it only for a total past TITLE_RANK_UP_TO): a larger title tier is not ranked whole.
   */
  titleTotal?: number;
  /** TITLE_RANK_UP_TO unless a test needs a small one. */
  titleRankUpTo?: number;
}

/** Term condition plus the filters of every letter except `without` (facet counts leave their own letter out). */
export function buildWhere(
  criteria: SearchCriteria,
  context: SearchContext,
  options: { without?: FilterLetter; noFilters?: boolean } = {},
): Where {
  const where = new Where();
  const scope = GUIDES[criteria.guide].scope;
  if (scope.online) where.add("r.online");
  if (scope.workTypes) where.add(`r.work_type = ANY(${where.param(scope.workTypes)}::int[])`);
  if (criteria.plan) {
    // The bibliography of the plans matching every choice (course AND discipline AND teacher AND campus).
    where.add(
      `EXISTS (SELECT 1 FROM teaching_plan_bibliography b JOIN teaching_plan p ON p.id = b.plan_id
                WHERE b.record_id = r.id AND ${planMatches(criteria.plan, (v) => where.param(v))})`,
    );
  }
  const audiences = GUIDES[criteria.guide].audiences;
  if (audiences) {
    const levels = criteria.audience ? [criteria.audience] : audiences;
    where.add(`r.target_audience = ANY(${where.param(levels)}::text[])`);
  }
  if (criteria.accessibleOnly) where.add("r.accessible");
  if (criteria.workKey) where.add(`r.work_key = ${where.param(criteria.workKey)}`);
  if (criteria.rows.length) addRows(where, criteria);
  else if (criteria.q) {
    const column = COLUMN[criteria.searchBy];
    // The term as the patron means it: a pasted title's dashes and stray quotes are not operators.
    const q = readQuery(criteria.q);
    const param = where.param(q);
    const query = `websearch_to_tsquery('opac', ${param})`;
    where.addTerm(`${column} @@ ${query}`);
    where.rank = `ts_rank_cd(${column}, ${query})${wholeTitleBonus(criteria.searchBy, q, param, query)}`;
    where.titleTier = {
      match: `r.tsv_title @@ ${query}`,
      rank: `ts_rank_cd(r.tsv_title, ${query})`,
      implies: titleImpliesTerm(criteria.searchBy, q),
    };
  }
  addExtra(where, criteria.extra);
  if (options.noFilters) return where;
  const { B, T, Y, X, I, K, NA_C, NA_A } = criteria.filters;
  if (B.length && options.without !== "B") {
    // The record's own list of the libraries holding a copy (migration 016), not a join with the copies.
    where.add(`r.library_ids && ${where.param(B)}::int[]`);
  }
  if (T.length && options.without !== "T") where.add(`r.work_type = ANY(${where.param(T)}::int[])`);
  if (Y.length && options.without !== "Y") {
    const years = `r.year = ANY(${where.param(Y.filter((y) => y !== NO_YEAR))}::int[])`;
    where.add(Y.includes(NO_YEAR) ? `(${years} OR r.year IS NULL)` : years);
  }
  if (X.length && options.without !== "X") {
    where.add(`(${X.map((value) => onlyWithSql(where, value, context.coverIsbns)).join(" OR ")})`);
  }
  if (I.length && options.without !== "I") {
    const langs = `r.language = ANY(${where.param(I.filter((l) => l !== NO_LANGUAGE))}::text[])`;
    where.add(I.includes(NO_LANGUAGE) ? `(${langs} OR r.language IS NULL)` : langs);
  }
  if (K.length && options.without !== "K") where.add(`(${CLASS_SQL}) = ANY(${where.param(K)}::text[])`);
  if (NA_C.length && options.without !== "NA_C") {
    where.add(
      `EXISTS (SELECT 1 FROM teaching_plan_bibliography b JOIN teaching_plan p ON p.id = b.plan_id
                WHERE b.record_id = r.id AND p.course_id = ANY(${where.param(NA_C)}::int[]))`,
    );
  }
  if (NA_A.length && options.without !== "NA_A") {
    where.add(
      `EXISTS (SELECT 1 FROM teaching_plan_bibliography b JOIN teaching_plan p ON p.id = b.plan_id JOIN course co ON co.id = p.course_id
                WHERE b.record_id = r.id AND co.knowledge_area_id = ANY(${where.param(NA_A)}::int[]))`,
    );
  }
  return where;
}

export type SearchHitRow = Pick<
  RecordTable,
  "id" | "title" | "author" | "publication" | "year" | "work_type" | "language" | "online" | "accessible"
>;

/**
 * The columns of the narrow search table (migration 037, decision 043), and the expressions over
 * record's columns that it keeps computed.
 */
const SEARCH_TABLE_COLUMNS = new Set([
  "id",
  "work_type",
  "year",
  "online",
  "accessible",
  "created_at",
  "language",
  "class",
  "target_audience",
  "library_ids",
  "isbn",
  "title_sort",
  "author_sort",
  "tsv_title",
  "tsv",
  "tsv_author",
  "tsv_subject",
]);
const SEARCH_TABLE_EXPRESSIONS: [wide: string, narrow: string][] = [
  [CLASS_SQL, "r.class"],
  ["opac_fold(r.author)", "r.author_sort"],
];

/**
 * `sql` (written over `record r`) for `record_search r`, or undefined when it reads a column only
 * record has (the place, the physical description, the similar-words options' text).
 */
export function onSearchTable(sql: string): string | undefined {
  let narrow = sql;
  for (const [wide, column] of SEARCH_TABLE_EXPRESSIONS) narrow = narrow.split(wide).join(column);
  for (const [, column] of narrow.matchAll(/\br\.([a-z_]+)/g)) {
    if (!SEARCH_TABLE_COLUMNS.has(column)) return undefined;
  }
  return narrow;
}

/**
 * A common word's relevance is not computed over every hit (at a million records "history" has
 * 156,238, each a tsvector read back from TOAST for ts_rank_cd): past this many hits, the hits
 * are put in a cheap order (title matches first, by their relevance in the title, then the rest
 * by id), and only the first RANK_WINDOW of that order are ranked as usual, title matches still
 * first. The pages beyond the window keep the cheap order. Up to this many hits the order is
 * exactly that of ts_rank_cd over every hit.
 */
export const RANK_WINDOW = 500;

/**
 * Up to this many title matches, a common word's window is the best ranked of them all; past it
 * (a word in a tenth or more of the titles: "the" has 273,136 in a million records, and ranking
 * them took 550 ms), the window is the first RANK_WINDOW of them by id, ranked among themselves,
 * and the positions past it go on by id. How many there are comes from the bitmap index
 * (SearchContext.titleTotal); without it the tier is ranked whole, as below this bound.
 */
export const TITLE_RANK_UP_TO = 50_000;

const HIT_COLUMNS = "r.id, r.title, r.author, r.publication, r.year, r.work_type, r.language, r.online, r.accessible";

/** A hit standing for its work (grouped results): the work's key and its editions among the hits. */
export type WorkHitRow = SearchHitRow & Pick<RecordTable, "work_key"> & { edition_ids: number[] };

export async function searchRecords(
  db: ReadDb,
  criteria: SearchCriteria,
  context: SearchContext,
): Promise<{ rows: (SearchHitRow | WorkHitRow)[]; total: number }> {
  const where = buildWhere(criteria, context);
  const rank = criteria.order === "relevancia" ? where.rank : "0";
  const order = GUIDES[criteria.guide].newestFirst
    ? NEWEST_FIRST
    : criteria.titleDescending
      ? TITLE_DESCENDING
      : ORDER_BY[criteria.order];
  if (criteria.group) return searchWorks(db, where, rank, order, criteria);
  const narrow = { where: onSearchTable(where.toSql()), rank: onSearchTable(rank), order: onSearchTable(order) };
  if (narrow.where === undefined || narrow.rank === undefined || narrow.order === undefined) {
    return searchWide(db, where, rank, order, criteria);
  }
  const offset = (criteria.page - 1) * criteria.perPage;
  const page = {
    offset,
    limit: criteria.perPage,
    window: context.rankWindow ?? RANK_WINDOW,
    sortHitsUpTo: context.sortHitsUpTo ?? SORT_HITS_UP_TO,
    titleRankUpTo: context.titleRankUpTo ?? TITLE_RANK_UP_TO,
  };
  const found =
    order === ORDER_BY.relevancia && where.titleTier
      ? await rankedIds(db, where, narrow.where, narrow.rank, page, context.total, context.titleTotal)
      : await orderedIds(db, where, narrow.where, narrow.rank, narrow.order, page, context.total);
  const { ids, total } = found;
  if (ids.length === 0) return { rows: [], total };
  // The page's rows from record, by id, in the order found.
  const rows = await db.query<SearchHitRow>(`SELECT ${HIT_COLUMNS} FROM record r WHERE r.id = ANY($1::int[])`, [ids]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: ids.map((id) => byId.get(id)!).filter(Boolean), total };
}

/** A record's work among the hits: its key, or the record alone when it has none (decision 056). */
const WORK_OF = "coalesce(r.work_key, 'id:' || r.id)";

/**
 * One entry per work among the hits (decision 056): each work stands for the editions that
 * matched, by the first of them in the search's order, and the works come in that order. The
 * total counts works, so pages neither repeat nor skip one. Read from record (the search table
 * has no work key), ranking every hit: the cost of the grouped search is in `npm run bench`.
 * The page's works and their number come from one pass over the hits; only the page's works then
 * have their editions listed, found by their key's index.
 */
async function searchWorks(
  db: Queryable,
  where: Where,
  rank: string,
  order: string,
  criteria: SearchCriteria,
): Promise<{ rows: WorkHitRow[]; total: number }> {
  const whereSql = where.toSql();
  const limit = where.param(criteria.perPage);
  const offset = where.param((criteria.page - 1) * criteria.perPage);
  const page = await db.query<SearchHitRow & Pick<RecordTable, "work_key"> & { total: number }>(
    `WITH first AS MATERIALIZED (
       SELECT DISTINCT ON (r.work) r.*
         FROM (SELECT ${HIT_COLUMNS}, r.title_sort, r.created_at, r.work_key, ${WORK_OF} AS work, ${rank} AS rank
                 FROM record r ${whereSql}) r
        ORDER BY r.work, ${order})
     SELECT ${HIT_COLUMNS}, r.work_key, (SELECT count(*) FROM first)::int AS total
       FROM first r ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    where.params,
  );
  if (page.length === 0) {
    if (criteria.page === 1) return { rows: [], total: 0 };
    // Past the last work: counted alone, without the page's limit and offset.
    const counting = rebind(`SELECT count(DISTINCT ${WORK_OF})::int AS total FROM record r ${whereSql}`, where.params);
    const [{ total }] = await db.query<{ total: number }>(counting.sql, counting.params);
    return { rows: [], total };
  }
  const keys = page.flatMap((r) => (r.work_key === null ? [] : [r.work_key]));
  const editions = new Map<string, number[]>();
  if (keys.length) {
    // The term's and filters' parameters only, then the keys (the page's limit and offset are not used).
    const editionsOf = rebind(
      `SELECT r.work_key, array_agg(r.id ORDER BY r.id) AS ids FROM record r
        ${whereSql ? `${whereSql} AND` : "WHERE"} r.work_key = ANY($${where.params.length + 1}::text[]) GROUP BY r.work_key`,
      [...where.params, keys],
    );
    const rows = await db.query<{ work_key: string; ids: number[] }>(editionsOf.sql, editionsOf.params);
    for (const row of rows) editions.set(row.work_key, row.ids);
  }
  const rows = page.map(({ total: _, ...r }) => ({
    ...r,
    edition_ids: r.work_key === null ? [r.id] : (editions.get(r.work_key) ?? [r.id]),
  }));
  return { rows, total: page[0].total };
}

/** How many records a search finds (what a "did you mean" correction is offered with). */
export async function countSearch(db: ReadDb, criteria: SearchCriteria, context: SearchContext): Promise<number> {
  const where = buildWhere(criteria, context);
  const narrow = onSearchTable(where.toSql());
  if (narrow !== undefined) return countHits(db, where, narrow);
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM record r ${where.toSql()}`,
    where.params,
  );
  return total;
}

/** The search on record itself, when its condition reads a column the search table lacks. */
async function searchWide(
  db: Queryable,
  where: Where,
  rank: string,
  order: string,
  criteria: SearchCriteria,
): Promise<{ rows: SearchHitRow[]; total: number }> {
  const countSql = `SELECT count(*)::int AS total FROM record r ${where.toSql()}`;
  const [{ total }] = await db.query<{ total: number }>(countSql, where.params);
  if (total === 0) return { rows: [], total };
  const limit = where.param(criteria.perPage);
  const offset = where.param((criteria.page - 1) * criteria.perPage);
  const rows = await db.query<SearchHitRow>(
    `SELECT ${HIT_COLUMNS}, ${rank} AS rank
       FROM record r ${where.toSql()}
      ORDER BY ${order}
      LIMIT ${limit} OFFSET ${offset}`,
    where.params,
  );
  return { rows, total };
}

/**
 * `sql` with only the parameters it uses, renumbered from $1: PostgreSQL refuses a statement
 * with a parameter it cannot type because nothing uses it.
 */
function rebind(sql: string, params: unknown[]): { sql: string; params: unknown[] } {
  const used = new Map<number, number>();
  const kept: unknown[] = [];
  const rebound = sql.replace(/\$(\d+)/g, (_, n: string) => {
    const from = Number(n);
    if (!used.has(from)) {
      kept.push(params[from - 1]);
      used.set(from, kept.length);
    }
    return `$${used.get(from)}`;
  });
  return { sql: rebound, params: kept };
}

/**
 * Up to this many hits, a page of them in an indexed order (by id, title, author…) is sorted from
 * the hits the text indexes find, never by walking that order's index. Walking the index and
 * testing each record's words is what the planner picks for `ORDER BY … LIMIT`, since it cannot
 * know that the test reads each record's tsvector back from TOAST: for a term whose hits are few
 * and far apart ("music" with one work type, 790 hits in 100,000) it read 76,000 records for 500
 * ids (290 ms against 45). With more hits than this the walk finds its page soon, and sorting every
 * hit would cost more than the walk.
 */
export const SORT_HITS_UP_TO = 50_000;

/** `record_search r` with the condition, the planner kept from walking an index when `hits` are few. */
function hitsSource(narrowWhere: string, hits: number, page: PageWindow): string {
  return hits <= page.sortHitsUpTo
    ? `(SELECT * FROM record_search r ${narrowWhere} OFFSET 0) r`
    : `record_search r ${narrowWhere}`;
}

interface PageWindow {
  offset: number;
  limit: number;
  /** RANK_WINDOW, or a test's. */
  window: number;
  /** SORT_HITS_UP_TO, or a test's. */
  sortHitsUpTo: number;
  /** TITLE_RANK_UP_TO, or a test's. */
  titleRankUpTo: number;
}

/** A page's ids in any order the search table can sort by, and the total. */
async function orderedIds(
  db: ReadDb,
  where: Where,
  narrowWhere: string,
  narrowRank: string,
  narrowOrder: string,
  page: PageWindow,
  counted?: number,
): Promise<{ ids: number[]; total: number }> {
  const total = counted ?? (await countHits(db, where, narrowWhere));
  if (total === 0 || page.offset >= total) return { ids: [], total };
  const rows = await db.query<Pick<RecordSearchTable, "id">>(
    `SELECT r.id, ${narrowRank} AS rank FROM ${hitsSource(narrowWhere, total, page)}
      ORDER BY ${narrowOrder} LIMIT ${page.limit} OFFSET ${page.offset}`,
    where.params,
  );
  return { ids: rows.map((r) => r.id), total };
}

/**
 * A page of a term's hits in relevance order, and the total. Up to `window` hits, they are ranked
 * exactly as ts_rank_cd ranks them. Past it (a common word, see RANK_WINDOW) the hits have a cheap
 * order: title matches first, by their relevance in the title (tsv_title stays in the row), then
 * the rest by id; the first `window` of that order are ranked by ts_rank_cd with title matches
 * kept first, and the positions past the window keep the cheap order, so that pages neither
 * repeat nor skip a record. The title matches are found through their own GIN index, so the
 * window costs the title matches, not every hit; when they are known to be more than
 * TITLE_RANK_UP_TO (`titleCounted`), their cheap order is by id.
 */
async function rankedIds(
  db: ReadDb,
  where: Where,
  narrowWhere: string,
  narrowRank: string,
  page: PageWindow,
  counted?: number,
  titleCounted?: number,
): Promise<{ ids: number[]; total: number }> {
  const total = counted ?? (await countHits(db, where, narrowWhere));
  if (total <= page.window) return orderedIds(db, where, narrowWhere, narrowRank, ORDER_BY.relevancia, page, total);
  if (page.offset >= total) return { ids: [], total };
  const tier = where.titleTier!;
  // The title tier through the title's index alone when a title match implies the term: with both
  // conditions the planner tests the term on each title match, reading its tsvector back from
  // TOAST ("the" at 100,000 records: 27,257 title matches, 498 ms of 544).
  const inTitle =
    (tier.implies && onSearchTable(where.toSql({ term: `(${tier.match})` }))) || `${narrowWhere} AND (${tier.match})`;
  const notInTitle = `${narrowWhere} AND NOT (${tier.match})`;
  const titleOrder =
    titleCounted !== undefined && titleCounted > page.titleRankUpTo ? "r.id" : `${tier.rank} DESC, r.id`;
  const titled = async (limit: number, offset: number) =>
    (
      await db.query<Pick<RecordSearchTable, "id">>(
        `SELECT r.id FROM record_search r ${inTitle} ORDER BY ${titleOrder} LIMIT ${limit} OFFSET ${offset}`,
        where.params,
      )
    ).map((r) => r.id);
  const ids: number[] = [];
  const windowTitled = await titled(page.window, 0);
  // At most this many hits lack the term in their title.
  const untitledHits = total - windowTitled.length;
  const untitled = async (limit: number, offset: number) =>
    (
      await db.query<Pick<RecordSearchTable, "id">>(
        `SELECT r.id FROM ${hitsSource(notInTitle, untitledHits, page)} ORDER BY r.id LIMIT ${limit} OFFSET ${offset}`,
        where.params,
      )
    ).map((r) => r.id);
  if (page.offset < page.window) {
    const candidates = [...windowTitled];
    if (candidates.length < page.window) candidates.push(...(await untitled(page.window - candidates.length, 0)));
    // The candidates by id: the term's condition is not evaluated again.
    const ranked = rebind(`(${tier.match}) DESC, ${narrowRank} DESC, r.id`, where.params);
    ranked.params.push(candidates);
    const rows = await db.query<Pick<RecordSearchTable, "id">>(
      `SELECT r.id FROM record_search r WHERE r.id = ANY($${ranked.params.length}::int[])
        ORDER BY ${ranked.sql} LIMIT ${Math.min(page.limit, page.window - page.offset)} OFFSET ${page.offset}`,
      ranked.params,
    );
    ids.push(...rows.map((r) => r.id));
  }
  const end = Math.min(page.offset + page.limit, total);
  if (end > page.window) {
    // Past the window, in the cheap order: the title matches, then the rest.
    const from = Math.max(page.offset, page.window);
    const titleCount =
      windowTitled.length < page.window
        ? windowTitled.length
        : (titleCounted ??
          (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM record_search r ${inTitle}`, where.params))[0]
            .n);
    if (from < titleCount) ids.push(...(await titled(Math.min(end, titleCount) - from, from)));
    if (end > titleCount) {
      const start = Math.max(from, titleCount);
      ids.push(...(await untitled(end - start, start - titleCount)));
    }
  }
  return { ids, total };
}

async function countHits(db: ReadDb, where: Where, narrowWhere: string): Promise<number> {
  const [{ total }] = await withIndexScans(db, narrowWhere, (q) =>
    q.query<{ total: number }>(`SELECT count(*)::int AS total FROM record_search r ${narrowWhere}`, where.params),
  );
  return total;
}

/**
 * Runs `fn` with the planner kept to the indexes when `whereSql` tests the search table's word
 * lists (decision 060): a term's hits are then found through its GIN index, never by a (parallel)
 * sequential scan that reads every record's word list back from TOAST to test it. The planner
 * cannot see that cost: for "the" (484,181 hits in a million records) it chose the scan, 1,440
 * ms against 307 for the bitmap scan. A browse by filters alone reads no word list, and a scan
 * may be right for it. Sorts are kept off too, so that the filter counts stay hash aggregates of
 * a few groups each rather than a sort of every hit, which would spill. And no JIT: the cost a
 * disabled scan is given (10^10) is far past jit_above_cost, and compiling the statement took
 * 300 ms of a 10 ms count.
 */
/** The settings of `withIndexScans`, for the rest of the transaction (SET LOCAL), in one statement. */
export const INDEX_SCANS_ONLY =
  "SELECT set_config('enable_seqscan', 'off', true), set_config('enable_sort', 'off', true), set_config('jit', 'off', true)";

export async function withIndexScans<T>(db: ReadDb, whereSql: string, fn: (q: Queryable) => Promise<T>): Promise<T> {
  if (!/\br\.tsv\w* @@/.test(whereSql)) return fn(db);
  return db.transaction(async (tx) => {
    await tx.query(INDEX_SCANS_ONLY);
    return fn(tx);
  });
}

export type LibraryOfRecord = Pick<ItemTable, "record_id"> & {
  library_id: LibraryTable["id"];
  library_name: LibraryTable["name"];
};

export async function librariesOfRecords(db: Queryable, recordIds: number[]): Promise<LibraryOfRecord[]> {
  if (recordIds.length === 0) return [];
  return db.query<LibraryOfRecord>(
    `SELECT DISTINCT i.record_id, l.id AS library_id, l.name AS library_name
       FROM item i JOIN library l ON l.id = i.library_id
      WHERE i.record_id = ANY($1::int[])
      ORDER BY l.name`,
    [recordIds],
  );
}

export interface FacetRow {
  code: string | number | null;
  label?: string;
  total: number;
}

/** The column each filter letter with one value per record groups by (`h`, the hits, below). */
const GROUPED_LETTERS = { T: "h.t", Y: "h.y", I: "h.i", K: "h.k", B: "h.b" } as const;
const GROUPED_TYPES = { T: "int", Y: "int", I: "text", K: "text", B: "int" } as const;
type GroupedLetter = keyof typeof GROUPED_LETTERS;
const isGrouped = (letter: FilterLetter): letter is GroupedLetter => letter in GROUPED_LETTERS;

/**
 * The teaching letters' counts over the hits (the CTE `hits`, the matching records' ids: a
 * plan's bibliography is small, so few of them join). A record counts once per course (or
 * area) whose plans list it, however many plans do.
 */
const TEACHING_FACETS: Partial<Record<FilterLetter, string>> = {
  NA_C: `SELECT 'NA_C' AS letter, co.id::text AS code, co.name AS label, count(DISTINCT h.id)::int AS total
           FROM hits h JOIN teaching_plan_bibliography b ON b.record_id = h.id
           JOIN teaching_plan p ON p.id = b.plan_id JOIN course co ON co.id = p.course_id
          GROUP BY co.id, co.name`,
  NA_A: `SELECT 'NA_A' AS letter, a.id::text AS code, a.name AS label, count(DISTINCT h.id)::int AS total
           FROM hits h JOIN teaching_plan_bibliography b ON b.record_id = h.id
           JOIN teaching_plan p ON p.id = b.plan_id JOIN course co ON co.id = p.course_id
           JOIN knowledge_area a ON a.id = co.knowledge_area_id
          GROUP BY a.id, a.name`,
};

interface GroupedRow {
  t: number | null;
  y: number | null;
  i: string | null;
  k: string | null;
  b: number | null;
  /** 0 when the row's set groups by that letter's column (GROUPING()). */
  gt: number;
  gy: number;
  gi: number;
  gk: number;
  gb: number;
  records: number;
  held: number;
  c: number;
  o: number;
  a: number;
  library: string | null;
}

/**
 * The counts of several letters taken under one condition, in one pass over the hits: one
 * grouping set per letter (hash aggregates of a few hundred groups at most), the only-with counts
 * as filtered counts of the empty set, and the libraries from the record's own list (migration
 * 016, not a join with the copies: decision 043), one row per library, the record's other values
 * counted on its first row only. A CTE of every hit that each letter read again spilled past
 * work_mem at a common word (484,181 rows of "the" at a million records, about 40 MB, read back
 * five times: decision 060). Run with index scans only (`withIndexScans`).
 */
async function facetsUnder(
  db: Queryable,
  where: Where,
  letters: readonly FilterLetter[],
  context: SearchContext,
): Promise<Map<FilterLetter, FacetRow[]>> {
  // From the narrow search table when the condition allows (decision 043), else from record.
  const narrow = onSearchTable(where.toSql());
  const table = narrow === undefined ? "record" : "record_search";
  const whereSql = narrow ?? where.toSql();
  const byLibrary = letters.includes("B");
  const cover = letters.includes("X") ? `r.isbn && ${where.param(context.coverIsbns)}::text[]` : "false";
  const source = byLibrary
    ? `${table} r LEFT JOIN LATERAL unnest(r.library_ids) WITH ORDINALITY AS lib(id, n) ON true ${whereSql}`
    : `${table} r ${whereSql}`;
  // A column no set groups by may not be named: NULL and "not grouped" (1) stand for it.
  const columns = Object.entries(GROUPED_LETTERS).map(([letter, column]) =>
    letters.includes(letter as GroupedLetter)
      ? `${column}, GROUPING(${column}) AS g${column.slice(2)}`
      : `NULL::${GROUPED_TYPES[letter as GroupedLetter]} AS ${column.slice(2)}, 1 AS g${column.slice(2)}`,
  );
  const sets = letters.filter(isGrouped).map((letter) => `(${GROUPED_LETTERS[letter]})`);
  const grouped = `SELECT ${columns.join(", ")},
            count(*) FILTER (WHERE h.first)::int AS records, count(h.b)::int AS held,
            count(*) FILTER (WHERE h.first AND h.cover)::int AS c,
            count(*) FILTER (WHERE h.first AND h.online)::int AS o,
            count(*) FILTER (WHERE h.first AND h.accessible)::int AS a
       FROM (SELECT r.work_type AS t, r.year AS y, r.language AS i, ${narrow === undefined ? CLASS_SQL : "r.class"} AS k,
                    ${byLibrary ? "lib.id AS b, lib.n IS NULL OR lib.n = 1 AS first" : "NULL::int AS b, true AS first"},
                    r.online, r.accessible, ${cover} AS cover
               FROM ${source}) h
      GROUP BY GROUPING SETS (${[...sets, "()"].join(", ")})`;
  const byLetter = new Map<FilterLetter, FacetRow[]>(letters.map((letter) => [letter, []]));
  const rows = await db.query<GroupedRow>(
    `SELECT g.*, l.name AS library FROM (${grouped}) g LEFT JOIN library l ON l.id = g.b`,
    where.params,
  );
  for (const row of rows) {
    const push = (letter: FilterLetter, facet: FacetRow) => byLetter.get(letter)?.push(facet);
    if (row.gt === 0) push("T", { code: String(row.t), total: row.records });
    else if (row.gy === 0) push("Y", { code: row.y === null ? null : String(row.y), total: row.records });
    else if (row.gi === 0) push("I", { code: row.i, total: row.records });
    else if (row.gk === 0) {
      if (row.k !== null) push("K", { code: row.k, total: row.records });
    } else if (row.gb === 0) {
      if (row.b !== null && row.library !== null)
        push("B", { code: String(row.b), label: row.library, total: row.held });
    } else if (letters.includes("X")) {
      // One record may count under several only-with values.
      for (const [code, total] of [
        ["C", row.c],
        ["O", row.o],
        ["A", row.a],
      ] as const) {
        if (total > 0) push("X", { code, total });
      }
    }
  }
  const teaching = letters.filter((letter) => TEACHING_FACETS[letter]);
  if (teaching.length) {
    // Without the covers' parameter, which only the only-with counts use.
    const statement = rebind(
      `WITH hits AS MATERIALIZED (SELECT r.id FROM ${table} r ${whereSql})
       ${teaching.map((letter) => TEACHING_FACETS[letter]).join("\n       UNION ALL ")}`,
      where.params,
    );
    const counted = await db.query<FacetRow & { letter: FilterLetter }>(statement.sql, statement.params);
    for (const { letter, code, label, total } of counted) byLetter.get(letter)!.push({ code, label: label!, total });
  }
  return byLetter;
}

/**
 * Counts per value of each filter letter: `filtered` with the other letters' filters applied
 * (values of one letter are ORed, so a letter's own filter is left out), `unfiltered` for the
 * term alone. Letters counted under the same condition (every letter without an applied filter,
 * and every letter's `unfiltered`) are counted together.
 */
export async function facetCounts(
  db: ReadDb,
  criteria: SearchCriteria,
  letters: readonly FilterLetter[],
  context: SearchContext,
): Promise<Partial<Record<FilterLetter, { filtered: FacetRow[]; unfiltered: FacetRow[] }>>> {
  const conditions = new Map<string, { where: Where; letters: Set<FilterLetter> }>();
  const under = (letter: FilterLetter, where: Where): string => {
    const key = `${where.toSql()}\u0000${JSON.stringify(where.params)}`;
    const condition = conditions.get(key) ?? { where, letters: new Set<FilterLetter>() };
    condition.letters.add(letter);
    conditions.set(key, condition);
    return key;
  };
  const keys = letters.map((letter) => ({
    letter,
    filtered: under(letter, buildWhere(criteria, context, { without: letter })),
    unfiltered: under(letter, buildWhere(criteria, context, { noFilters: true })),
  }));
  const counted = new Map<string, Map<FilterLetter, FacetRow[]>>();
  // One after another: PGlite has one connection, and a server's pool is shared with other searches.
  for (const [key, { where, letters: group }] of conditions) {
    counted.set(
      key,
      await withIndexScans(db, onSearchTable(where.toSql()) ?? "", (q) => facetsUnder(q, where, [...group], context)),
    );
  }
  const result: Partial<Record<FilterLetter, { filtered: FacetRow[]; unfiltered: FacetRow[] }>> = {};
  for (const { letter, filtered, unfiltered } of keys) {
    result[letter] = {
      filtered: counted.get(filtered)!.get(letter)!,
      unfiltered: counted.get(unfiltered)!.get(letter)!,
    };
  }
  return result;
}

/** What the advanced panel's selects offer: only values some record or copy has. */
/**
 * The distinct values of an indexed record column, each found from the index by its successor (a
 * "skip scan"): DISTINCT read the whole table, 0.3–0.5 s at a million records on every advanced
 * page without the cache (decision 043).
 */
function distinctRecordValues(column: "work_type" | "language"): string {
  return `WITH RECURSIVE v(value) AS (
       SELECT min(${column}) FROM record
       UNION ALL
       SELECT (SELECT min(${column}) FROM record WHERE ${column} > v.value) FROM v WHERE v.value IS NOT NULL
     ) SELECT value FROM v WHERE value IS NOT NULL`;
}

type NamedLocation = Pick<LocationTable, "id" | "name"> & { library: LibraryTable["name"] };

export async function advancedOptionLists(db: Queryable): Promise<{
  libraries: Pick<LibraryTable, "id" | "name">[];
  workTypes: number[];
  languages: string[];
  locations: NamedLocation[];
}> {
  const [libraries, workTypes, languages, locations] = await Promise.all([
    db.query<Pick<LibraryTable, "id" | "name">>(`SELECT id, name FROM library ORDER BY name`),
    db.query<{ value: RecordTable["work_type"] }>(distinctRecordValues("work_type")),
    db.query<{ value: NonNullable<RecordTable["language"]> }>(distinctRecordValues("language")),
    db.query<NamedLocation>(
      `SELECT lo.id, lo.name, l.name AS library FROM location lo JOIN library l ON l.id = lo.library_id
        WHERE EXISTS (SELECT 1 FROM item i WHERE i.location_id = lo.id)`,
    ),
  ]);
  return {
    libraries,
    workTypes: workTypes.map((r) => r.value),
    languages: languages.map((r) => r.value),
    locations,
  };
}

/** How many of the newest records the place and physical-description lists are read from: a bounded read at any size. */
const DESCRIBED_SAMPLE = 20_000;

/**
 * The advanced panel's suggested places of publication and physical descriptions: the values most
 * records share among the newest ones (a value of one record suggests nothing), most frequent
 * first. Read from the newest records by the primary key, so the cost does not grow with the
 * catalogue (decision 064).
 */
export async function describedValueLists(
  db: Queryable,
  limit: number,
): Promise<{ places: string[]; physical: string[] }> {
  const [places, physical] = await Promise.all([
    db.query<{ value: string }>(
      `WITH r AS (SELECT publication FROM record WHERE publication IS NOT NULL ORDER BY id DESC LIMIT $1)
       SELECT value FROM (
         SELECT trim(regexp_replace(split_part(publication, ':', 1), '[[:space:],;.]+$', '')) AS value FROM r
       ) v
       WHERE value <> '' AND value !~* '^[[]?s[.] *l[.]'
       GROUP BY value HAVING count(*) > 1 ORDER BY count(*) DESC, value LIMIT $2`,
      [DESCRIBED_SAMPLE, limit],
    ),
    db.query<{ value: string }>(
      `WITH r AS (SELECT marc FROM record ORDER BY id DESC LIMIT $1)
       SELECT value FROM (
         SELECT trim(regexp_replace(sf->>'value', '[[:space:]]*[:;+][[:space:]]*$', '')) AS value
           FROM r, jsonb_array_elements(r.marc->'fields') f, jsonb_array_elements(f->'subfields') sf
          WHERE f->>'tag' = '300' AND sf->>'code' = 'a'
       ) v
       WHERE value <> ''
       GROUP BY value HAVING count(*) > 1 ORDER BY count(*) DESC, value LIMIT $2`,
      [DESCRIBED_SAMPLE, limit],
    ),
  ]);
  return { places: places.map((r) => r.value), physical: physical.map((r) => r.value) };
}
