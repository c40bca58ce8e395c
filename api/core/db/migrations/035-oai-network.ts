/**
 * The network catalogue over OAI-PMH (decision 041).
 *
 * - `oai_tombstone`: a record removed from the catalogue, kept so that the OAI-PMH provider can
 *   report it as deleted (deletedRecord = persistent). Written by a trigger, so that every way a
 *   record is removed (a desk tool, SQL by hand, a re-import) leaves one; it keeps the sets the
 *   record was in (its libraries and work type) because the copies are gone with it.
 * - `record_changed`: the provider's `from`/`until` range over the record's change time.
 * - `network_endpoint`: other institutions' OAI-PMH endpoints the operator lists for harvesting.
 * - `network_record`: what was harvested from them, kept apart from the institution's own records.
 */
export const version = "035-oai-network";

export const up = /* sql */ `
CREATE TABLE oai_tombstone (
  record_id integer PRIMARY KEY,
  source_key text NOT NULL,
  work_type integer NOT NULL,
  library_ids integer[] NOT NULL DEFAULT '{}',
  deleted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oai_tombstone_deleted ON oai_tombstone (deleted_at, record_id);

CREATE FUNCTION oai_keep_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO oai_tombstone (record_id, source_key, work_type, library_ids, deleted_at)
  VALUES (OLD.id, OLD.source_key, OLD.work_type,
          COALESCE((SELECT array_agg(DISTINCT library_id ORDER BY library_id) FROM item WHERE record_id = OLD.id), '{}'),
          now())
  ON CONFLICT (record_id) DO UPDATE SET deleted_at = now();
  RETURN OLD;
END $$;
-- BEFORE, so that the record's copies (deleted by the cascade afterwards) still name its libraries.
CREATE TRIGGER record_tombstone BEFORE DELETE ON record FOR EACH ROW EXECUTE FUNCTION oai_keep_tombstone();

CREATE INDEX record_changed ON record (updated_at, id);

CREATE TABLE network_endpoint (
  id serial PRIMARY KEY,
  acronym text NOT NULL UNIQUE CHECK (acronym ~ '^[A-Za-z0-9_-]{1,20}$'),
  name text NOT NULL,
  url text NOT NULL,
  set_spec text,
  metadata_prefix text NOT NULL DEFAULT 'oai_dc' CHECK (metadata_prefix IN ('oai_dc', 'marc21')),
  home_url text,
  last_success_at timestamptz,
  last_attempt_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE network_record (
  id serial PRIMARY KEY,
  endpoint_id integer NOT NULL REFERENCES network_endpoint(id) ON DELETE CASCADE,
  oai_identifier text NOT NULL,
  datestamp text NOT NULL,
  deleted boolean NOT NULL DEFAULT false,
  title text,
  creators text[] NOT NULL DEFAULT '{}',
  year integer,
  -- Dublin Core as [{ "elemento": "dc:title", "valor": "…" }], whatever the harvested format.
  dc jsonb NOT NULL DEFAULT '[]',
  marc jsonb,
  tsv tsvector NOT NULL DEFAULT ''::tsvector,
  harvested_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (endpoint_id, oai_identifier)
);
CREATE INDEX network_record_tsv ON network_record USING gin (tsv);
`;
