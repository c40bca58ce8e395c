import type { Queryable } from "../db/db.ts";
import type { FilterLetter, SearchBy } from "../contract.ts";
import { NO_LANGUAGE, NO_YEAR, type SearchCriteria } from "./criteria.ts";

/** Which tsvector column answers each "search by" option (see migration 001). */
const COLUMN: Record<SearchBy, string> = {
  LIVRE: "r.tsv",
  TITULO: "r.tsv_title",
  AUTOR: "r.tsv_author",
  ASSUNTO: "r.tsv_subject",
};

const ORDER_BY: Record<SearchCriteria["order"], string> = {
  relevancia: "rank DESC, r.id",
  titulo: "r.title_sort, r.id",
  autor: "opac_fold(r.author) NULLS LAST, r.title_sort, r.id",
  ano_desc: "r.year DESC NULLS LAST, r.title_sort, r.id",
  ano_asc: "r.year ASC NULLS LAST, r.title_sort, r.id",
};

/** A WHERE clause under construction: SQL fragments with their positional parameters. */
export class Where {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(fragment: string): void {
    this.parts.push(fragment);
  }

  toSql(): string {
    return this.parts.length ? `WHERE ${this.parts.join(" AND ")}` : "";
  }
}

/** Term condition plus the filters of every letter except `without` (facet counts leave their own letter out). */
export function buildWhere(criteria: SearchCriteria, options: { without?: FilterLetter; noFilters?: boolean } = {}): Where {
  const where = new Where();
  if (criteria.q) {
    where.add(`${COLUMN[criteria.searchBy]} @@ websearch_to_tsquery('opac', ${where.param(criteria.q)})`);
  }
  if (options.noFilters) return where;
  const { B, T, Y, I } = criteria.filters;
  if (B.length && options.without !== "B") {
    where.add(
      `EXISTS (SELECT 1 FROM item i WHERE i.record_id = r.id AND i.library_id = ANY(${where.param(B)}::int[]))`,
    );
  }
  if (T.length && options.without !== "T") where.add(`r.work_type = ANY(${where.param(T)}::int[])`);
  if (Y.length && options.without !== "Y") {
    const years = `r.year = ANY(${where.param(Y.filter((y) => y !== NO_YEAR))}::int[])`;
    where.add(Y.includes(NO_YEAR) ? `(${years} OR r.year IS NULL)` : years);
  }
  if (I.length && options.without !== "I") {
    const langs = `r.language = ANY(${where.param(I.filter((l) => l !== NO_LANGUAGE))}::text[])`;
    where.add(I.includes(NO_LANGUAGE) ? `(${langs} OR r.language IS NULL)` : langs);
  }
  return where;
}

export interface SearchHitRow {
  id: number;
  title: string;
  author: string | null;
  publication: string | null;
  year: number | null;
  work_type: number;
  language: string | null;
  online: boolean;
  accessible: boolean;
}

export async function searchRecords(
  db: Queryable,
  criteria: SearchCriteria,
): Promise<{ rows: SearchHitRow[]; total: number }> {
  const where = buildWhere(criteria);
  const rank =
    criteria.order === "relevancia" && criteria.q
      ? // buildWhere adds the term first, so it is $1.
        `ts_rank_cd(${COLUMN[criteria.searchBy]}, websearch_to_tsquery('opac', $1))`
      : "0";
  const countSql = `SELECT count(*)::int AS total FROM record r ${where.toSql()}`;
  const [{ total }] = await db.query<{ total: number }>(countSql, where.params);
  if (total === 0) return { rows: [], total };
  const limit = where.param(criteria.perPage);
  const offset = where.param((criteria.page - 1) * criteria.perPage);
  const rows = await db.query<SearchHitRow>(
    `SELECT r.id, r.title, r.author, r.publication, r.year, r.work_type, r.language, r.online, r.accessible,
            ${rank} AS rank
       FROM record r ${where.toSql()}
      ORDER BY ${ORDER_BY[criteria.order]}
      LIMIT ${limit} OFFSET ${offset}`,
    where.params,
  );
  return { rows, total };
}

export interface LibraryOfRecord {
  record_id: number;
  library_id: number;
  library_name: string;
}

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

const FACET_SQL: Record<FilterLetter, (where: string) => string> = {
  B: (where) => `SELECT l.id AS code, l.name AS label, count(DISTINCT r.id)::int AS total
                   FROM record r JOIN item i ON i.record_id = r.id JOIN library l ON l.id = i.library_id
                   ${where} GROUP BY l.id, l.name`,
  T: (where) => `SELECT r.work_type AS code, count(*)::int AS total FROM record r ${where} GROUP BY r.work_type`,
  Y: (where) => `SELECT r.year AS code, count(*)::int AS total FROM record r ${where} GROUP BY r.year`,
  I: (where) => `SELECT r.language AS code, count(*)::int AS total FROM record r ${where} GROUP BY r.language`,
};

/**
 * Counts per value of each filter letter: `filtered` with the other letters' filters applied
 * (values of one letter are ORed, so a letter's own filter is left out), `unfiltered` for the
 * term alone. Identical queries run once.
 */
export async function facetCounts(
  db: Queryable,
  criteria: SearchCriteria,
  letters: readonly FilterLetter[],
): Promise<Record<FilterLetter, { filtered: FacetRow[]; unfiltered: FacetRow[] }>> {
  const cache = new Map<string, Promise<FacetRow[]>>();
  const run = (letter: FilterLetter, where: Where) => {
    const sql = FACET_SQL[letter](where.toSql());
    const key = `${sql}\u0000${JSON.stringify(where.params)}`;
    if (!cache.has(key)) cache.set(key, db.query<FacetRow>(sql, where.params));
    return cache.get(key)!;
  };
  const result = {} as Record<FilterLetter, { filtered: FacetRow[]; unfiltered: FacetRow[] }>;
  for (const letter of letters) {
    const [filtered, unfiltered] = await Promise.all([
      run(letter, buildWhere(criteria, { without: letter })),
      run(letter, buildWhere(criteria, { noFilters: true })),
    ]);
    result[letter] = { filtered, unfiltered };
  }
  return result;
}
