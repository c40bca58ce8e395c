/** SQL of the network search (migration 035's network_endpoint and network_record; decision 041). */
import type { Queryable } from "../../core/db/db.ts";
import type {
  CategoryPermissionTable,
  NetworkEndpointTable,
  NetworkRecordTable,
  PatronTable,
} from "../../core/db/tables.ts";
import type { DublinCoreElement } from "../../contract.ts";
import type { NetworkSearchBy } from "./contract.ts";

/** What each "search by" option searches in a harvested record (Dublin Core, folded like the catalogue). */
const DOCUMENT: Record<NetworkSearchBy, string> = {
  LIVRE: "n.tsv",
  TITULO: "to_tsvector('opac', coalesce(n.title, ''))",
  AUTOR: "to_tsvector('opac', array_to_string(n.creators, ' '))",
  ASSUNTO: `to_tsvector('opac', coalesce((SELECT string_agg(e->>'valor', ' ') FROM jsonb_array_elements(n.dc) e
                                           WHERE e->>'elemento' = 'dc:subject'), ''))`,
};

const dcFirst = (element: string) =>
  `(SELECT e->>'valor' FROM jsonb_array_elements(n.dc) e WHERE e->>'elemento' = '${element}' LIMIT 1)`;

export type InstitutionRow = Pick<NetworkEndpointTable, "id" | "acronym" | "name">;

export async function listInstitutions(db: Queryable): Promise<InstitutionRow[]> {
  return db.query<InstitutionRow>(`SELECT id, acronym, name FROM network_endpoint ORDER BY acronym`);
}

export interface NetworkQuery {
  q: string;
  searchBy: NetworkSearchBy;
  /** null: every institution. */
  institutions: number[] | null;
  /** Filter letter Z. */
  z: number[];
  order: "relevancia" | "titulo" | "ano_desc" | "ano_asc" | "autor";
  page: number;
  perPage: number;
  /** One entry per work among the hits (decision 056). */
  group?: boolean;
}

const ORDER: Record<NetworkQuery["order"], string> = {
  relevancia: "rank DESC, n.id",
  titulo: "lower(n.title), n.id",
  autor: "lower(n.creators[1]) NULLS LAST, n.id",
  ano_desc: "n.year DESC NULLS LAST, n.id",
  ano_asc: "n.year ASC NULLS LAST, n.id",
};

function where(query: NetworkQuery, withZ: boolean): { sql: string; params: unknown[]; rank: string } {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const parts = ["NOT n.deleted"];
  let rank = "0";
  if (query.q) {
    const ts = `websearch_to_tsquery('opac', ${p(query.q)})`;
    parts.push(`${DOCUMENT[query.searchBy]} @@ ${ts}`);
    rank = `ts_rank_cd(${DOCUMENT[query.searchBy]}, ${ts})`;
  }
  if (query.institutions) parts.push(`n.endpoint_id = ANY(${p(query.institutions)}::int[])`);
  if (withZ && query.z.length) parts.push(`n.endpoint_id = ANY(${p(query.z)}::int[])`);
  return { sql: `WHERE ${parts.join(" AND ")}`, params, rank };
}

/** A hit with its endpoint, the first creator and the first dc:type and dc:language. */
export type NetworkHitRow = Pick<NetworkRecordTable, "id" | "title" | "year" | "endpoint_id"> &
  Pick<NetworkEndpointTable, "acronym" | "name"> & {
    creator: string | null;
    type: string | null;
    language: string | null;
    total: number;
  };

/** A work of the network among the hits: its records and the institutions holding them. */
export type NetworkWorkRow = NetworkHitRow & {
  editions: number;
  institutions: Pick<NetworkEndpointTable, "id" | "acronym" | "name">[];
};

/** A harvested record's work among the hits, or the record alone without a key (decision 056). */
const WORK_OF = "coalesce(n.work_key, 'id:' || n.id)";

export async function searchNetwork(db: Queryable, query: NetworkQuery): Promise<(NetworkHitRow | NetworkWorkRow)[]> {
  if (query.group) return searchNetworkWorks(db, query);
  const w = where(query, true);
  const limit = w.params.push(query.perPage);
  const offset = w.params.push((query.page - 1) * query.perPage);
  return db.query<NetworkHitRow>(
    `SELECT n.id, n.title, n.creators[1] AS creator, ${dcFirst("dc:type")} AS type, n.year,
            ${dcFirst("dc:language")} AS language, e.id AS endpoint_id, e.acronym, e.name,
            (count(*) OVER ())::int AS total, ${w.rank} AS rank
       FROM network_record n JOIN network_endpoint e ON e.id = n.endpoint_id
       ${w.sql}
      ORDER BY ${ORDER[query.order]}
      LIMIT $${limit} OFFSET $${offset}`,
    w.params,
  );
}

/**
 * One entry per work among the hits (decision 056): the first of its records in the search's
 * order stands for it, with every institution holding one; the works come in that order.
 */
async function searchNetworkWorks(db: Queryable, query: NetworkQuery): Promise<NetworkWorkRow[]> {
  const w = where(query, true);
  const limit = w.params.push(query.perPage);
  const offset = w.params.push((query.page - 1) * query.perPage);
  return db.query<NetworkWorkRow>(
    `WITH hits AS (
       SELECT n.id, n.title, n.creators, n.year, n.dc, n.endpoint_id, ${WORK_OF} AS work, ${w.rank} AS rank
         FROM network_record n ${w.sql}),
     works AS (
       SELECT h.work, count(*)::int AS editions,
              jsonb_agg(DISTINCT jsonb_build_object('id', e.id, 'acronym', e.acronym, 'name', e.name)) AS institutions
         FROM hits h JOIN network_endpoint e ON e.id = h.endpoint_id GROUP BY h.work),
     firsts AS (SELECT DISTINCT ON (n.work) n.* FROM hits n ORDER BY n.work, ${ORDER[query.order]})
     SELECT n.id, n.title, n.creators[1] AS creator, ${dcFirst("dc:type")} AS type, n.year,
            ${dcFirst("dc:language")} AS language, e.id AS endpoint_id, e.acronym, e.name,
            (count(*) OVER ())::int AS total, w.editions, w.institutions
       FROM firsts n JOIN works w ON w.work = n.work JOIN network_endpoint e ON e.id = n.endpoint_id
      ORDER BY ${ORDER[query.order]}
      LIMIT $${limit} OFFSET $${offset}`,
    w.params,
  );
}

export async function countNetwork(db: Queryable, query: NetworkQuery): Promise<number> {
  const w = where(query, true);
  const counted = query.group ? `count(DISTINCT ${WORK_OF})` : "count(*)";
  const [row] = await db.query<{ n: number }>(`SELECT ${counted}::int AS n FROM network_record n ${w.sql}`, w.params);
  return row.n;
}

/** Filter Z: the institutions of the matching records (the other Z values stay offered). */
export async function institutionCounts(
  db: Queryable,
  query: NetworkQuery,
): Promise<(InstitutionRow & { n: number })[]> {
  const w = where(query, false);
  return db.query(
    `SELECT e.id, e.acronym, e.name, count(*)::int AS n
       FROM network_record n JOIN network_endpoint e ON e.id = n.endpoint_id
       ${w.sql}
      GROUP BY e.id, e.acronym, e.name ORDER BY n DESC, e.acronym`,
    w.params,
  );
}

/** `harvested_at` as the ISO text the query formats. */
export type NetworkRecordRow = Pick<
  NetworkRecordTable,
  "id" | "oai_identifier" | "datestamp" | "title" | "creators" | "year" | "endpoint_id"
> &
  Pick<NetworkEndpointTable, "acronym" | "name" | "home_url"> & { dc: DublinCoreElement[]; harvested_at: string };

export async function findNetworkRecord(db: Queryable, id: number): Promise<NetworkRecordRow | undefined> {
  const [row] = await db.query<NetworkRecordRow>(
    `SELECT n.id, n.oai_identifier, n.datestamp, n.title, n.creators, n.year, n.dc,
            to_char(n.harvested_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS harvested_at,
            e.id AS endpoint_id, e.acronym, e.name, e.home_url
       FROM network_record n JOIN network_endpoint e ON e.id = n.endpoint_id
      WHERE n.id = $1 AND NOT n.deleted`,
    [id],
  );
  return row;
}

/** The category's activities among `codes` (category_permission, any module). */
export async function grantedActivities(db: Queryable, category: string, codes: number[]): Promise<number[]> {
  const rows = await db.query<Pick<CategoryPermissionTable, "activity">>(
    `SELECT DISTINCT activity FROM category_permission WHERE category = $1 AND activity = ANY($2::int[])`,
    [category, codes],
  );
  return rows.map((r) => r.activity);
}

export async function categoryOfPatron(db: Queryable, patronId: number): Promise<string | undefined> {
  const [row] = await db.query<Pick<PatronTable, "category">>(
    `SELECT category FROM patron WHERE id = $1 AND NOT blocked`,
    [patronId],
  );
  return row?.category;
}
