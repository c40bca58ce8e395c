/** SQL of the harvester: the operator's endpoints and the network catalogue (migration 035). */
import type { Queryable, Tx } from "../../core/db/db.ts";
import type { NetworkEndpointTable } from "../../core/db/tables.ts";
import type { DublinCoreElement } from "../../contract.ts";
import type { MarcRecord } from "../../catalogue/marc/record.ts";

/** The last success and attempt as the ISO text COLUMNS formats. */
export type EndpointRow = Pick<
  NetworkEndpointTable,
  "id" | "acronym" | "name" | "url" | "set_spec" | "home_url" | "last_error"
> & {
  metadata_prefix: "oai_dc" | "marc21";
  last_success_at: string | null;
  last_attempt_at: string | null;
};

const COLUMNS = `id, acronym, name, url, set_spec, metadata_prefix, home_url,
  to_char(last_success_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_success_at,
  to_char(last_attempt_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_attempt_at, last_error`;

export async function listEndpoints(db: Queryable): Promise<EndpointRow[]> {
  return db.query<EndpointRow>(`SELECT ${COLUMNS} FROM network_endpoint ORDER BY acronym`);
}

export async function findEndpoint(db: Queryable, acronym: string): Promise<EndpointRow | undefined> {
  const [row] = await db.query<EndpointRow>(`SELECT ${COLUMNS} FROM network_endpoint WHERE acronym = $1`, [acronym]);
  return row;
}

export async function upsertEndpoint(
  db: Queryable,
  e: Pick<EndpointRow, "acronym" | "name" | "url" | "set_spec" | "metadata_prefix" | "home_url">,
): Promise<void> {
  await db.query(
    `INSERT INTO network_endpoint (acronym, name, url, set_spec, metadata_prefix, home_url)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (acronym) DO UPDATE SET name = EXCLUDED.name, url = EXCLUDED.url, set_spec = EXCLUDED.set_spec,
       metadata_prefix = EXCLUDED.metadata_prefix, home_url = EXCLUDED.home_url`,
    [e.acronym, e.name, e.url, e.set_spec, e.metadata_prefix, e.home_url],
  );
}

export async function removeEndpoint(db: Queryable, acronym: string): Promise<boolean> {
  return (await db.query(`DELETE FROM network_endpoint WHERE acronym = $1 RETURNING id`, [acronym])).length > 0;
}

export async function recordAttempt(
  db: Queryable,
  id: number,
  outcome: { success: string | null; error: string | null },
): Promise<void> {
  await db.query(
    `UPDATE network_endpoint SET last_attempt_at = now(), last_error = $2,
            last_success_at = COALESCE($3::timestamptz, last_success_at) WHERE id = $1`,
    [id, outcome.error, outcome.success],
  );
}

export interface HarvestedRecord {
  identifier: string;
  datestamp: string;
  deleted: boolean;
  dc: DublinCoreElement[];
  marc: MarcRecord | null;
}

const values = (dc: DublinCoreElement[], el: string) => dc.filter((d) => d.elemento === el).map((d) => d.valor);

/** One statement per page: a page of 1,000 records is one round trip, inside the page's transaction. */
export async function storePage(tx: Tx, endpointId: number, records: HarvestedRecord[]): Promise<void> {
  if (records.length === 0) return;
  const rows = records.map((r) => {
    const title = values(r.dc, "dc:title")[0] ?? null;
    const creators = values(r.dc, "dc:creator");
    const year = Number(/\b(1[5-9]\d\d|20\d\d)\b/.exec(values(r.dc, "dc:date").join(" "))?.[1]) || null;
    const text = [title, ...creators, ...values(r.dc, "dc:subject"), ...values(r.dc, "dc:description")]
      .filter(Boolean)
      .join(" ");
    return {
      identifier: r.identifier,
      datestamp: r.datestamp,
      deleted: r.deleted,
      title: r.deleted ? null : title,
      creators: r.deleted ? [] : creators,
      year: r.deleted ? null : year,
      dc: r.deleted ? [] : r.dc,
      marc: r.deleted ? null : r.marc,
      text: r.deleted ? "" : text,
    };
  });
  await tx.query(
    `INSERT INTO network_record (endpoint_id, oai_identifier, datestamp, deleted, title, creators, year, dc, marc, tsv, harvested_at)
     SELECT DISTINCT ON (x->>'identifier') $1::int, x->>'identifier', x->>'datestamp', (x->>'deleted')::boolean, x->>'title',
            ARRAY(SELECT jsonb_array_elements_text(x->'creators')), (x->>'year')::int, x->'dc',
            CASE WHEN jsonb_typeof(x->'marc') = 'object' THEN x->'marc' END, to_tsvector('opac', x->>'text'), now()
       FROM jsonb_array_elements($2::jsonb) AS x
     ON CONFLICT (endpoint_id, oai_identifier) DO UPDATE SET datestamp = EXCLUDED.datestamp, deleted = EXCLUDED.deleted,
       title = EXCLUDED.title, creators = EXCLUDED.creators, year = EXCLUDED.year, dc = EXCLUDED.dc,
       marc = EXCLUDED.marc, tsv = EXCLUDED.tsv, harvested_at = now()`,
    [endpointId, JSON.stringify(rows)],
  );
}
