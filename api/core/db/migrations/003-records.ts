/**
 * The full record page: authority records and the heading keys that tie bibliographic records
 * to them, serial issues held (kardex), access statistics of links, and library images.
 * See docs/decisions/008-record-pages.md, 009-links-and-restricted-access.md and
 * 010-authorities.md.
 */
export const version = "003-records";

export const up = /* sql */ `
-- A heading as a comparable key: folded (lower case, accents removed), without control
-- characters (the non-sorting marks U+0098/U+009C some agencies put around "von" or "The"),
-- and with punctuation and spaces squeezed to one space, so "Shakespeare, William, 1564-1616."
-- and the authority's "Shakespeare, William $d 1564-1616" agree. NULL for an empty heading.
CREATE OR REPLACE FUNCTION opac_heading_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT nullif(btrim(regexp_replace(
      regexp_replace(opac_fold($1), '[' || chr(1) || '-' || chr(31) || chr(127) || '-' || chr(159) || ']', '', 'g'),
      '[[:punct:][:space:]]+', ' ', 'g')), '')
  $$;

-- The key of the subfields of a MARC field (the JSON shape of api/catalogue/marc/record.ts) whose codes are in codes.
CREATE OR REPLACE FUNCTION opac_field_key(field jsonb, codes text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT opac_heading_key(string_agg(s.value->>'value', ' ' ORDER BY s.n))
      FROM jsonb_array_elements(field->'subfields') WITH ORDINALITY AS s(value, n)
     WHERE length(s.value->>'code') = 1 AND strpos(codes, s.value->>'code') > 0
  $$;

-- Subfields that make a heading, by the last two digits of the tag: the name or term alone
-- (no title, no subdivisions) and the whole heading (name, title and subdivisions). Relators
-- ($e, $4, $j of meetings), identifiers and links ($0-$8) never count.
CREATE OR REPLACE FUNCTION opac_heading_codes(tag text, whole boolean) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT CASE right(tag, 2)
      WHEN '00' THEN CASE WHEN whole THEN 'abcdfgklmnopqrstvxyz' ELSE 'abcdq' END
      WHEN '10' THEN CASE WHEN whole THEN 'abcdfgklmnoprstvxyz' ELSE 'abcdgn' END
      WHEN '11' THEN CASE WHEN whole THEN 'acdefgklnpqstvxyz' ELSE 'acdenq' END
      WHEN '30' THEN CASE WHEN whole THEN 'adfgklmnoprstvxyz' ELSE 'adfgklmnoprst' END
      WHEN '50' THEN CASE WHEN whole THEN 'abvxyz' ELSE 'ab' END
      WHEN '80' THEN 'vxyz' WHEN '81' THEN 'vxyz' WHEN '82' THEN 'vxyz' WHEN '85' THEN 'vxyz'
      ELSE CASE WHEN whole THEN 'avxyz' ELSE 'a' END
    END
  $$;

-- Every heading key of a bibliographic record: each name, title and subject heading (1XX, 6XX,
-- 7XX), whole and without its title or subdivisions, so that the authority "Dogs" finds the
-- record under "Dogs -- Juvenile fiction" and "Shakespeare, William" the one under his Macbeth.
CREATE OR REPLACE FUNCTION opac_record_headings(marc jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(array_agg(DISTINCT k.key) FILTER (WHERE k.key IS NOT NULL), '{}')
      FROM jsonb_array_elements(marc->'fields') AS f(field)
      CROSS JOIN LATERAL (VALUES
        (opac_field_key(f.field, opac_heading_codes(f.field->>'tag', true))),
        (opac_field_key(f.field, opac_heading_codes(f.field->>'tag', false)))
      ) AS k(key)
     WHERE f.field->>'tag' ~ '^(1(00|10|11|30)|6(00|10|11|30|48|50|51|55)|7(00|10|11|30))$'
  $$;

ALTER TABLE record ADD COLUMN headings text[] NOT NULL DEFAULT '{}';
UPDATE record SET headings = opac_record_headings(marc);
CREATE INDEX record_headings ON record USING gin (headings);

-- Authority records (leader/06 z), imported by the same command as bibliographic ones.
CREATE TABLE authority (
  id serial PRIMARY KEY,
  -- Re-import key: 001 and 003 ("001|003"), or "sha1:<digest>" for a record without 001.
  source_key text NOT NULL UNIQUE,
  control_number text,
  control_org text,
  leader text NOT NULL,
  marc jsonb NOT NULL,
  -- The 1XX of the heading and the kind of heading it makes (api/catalogue/authorities/authority-type.ts).
  tag text NOT NULL,
  type text NOT NULL,
  heading text NOT NULL,
  heading_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX authority_heading_key ON authority (heading_key);
CREATE INDEX authority_type ON authority (type);

-- Issues of a serial received by a library (Pergamum's kardex).
CREATE TABLE kardex_issue (
  id serial PRIMARY KEY,
  record_id integer NOT NULL REFERENCES record(id) ON DELETE CASCADE,
  library_id integer NOT NULL REFERENCES library(id),
  year integer NOT NULL,
  -- First month the issue covers (1-12); NULL for an issue without a month (annual).
  month smallint CHECK (month BETWEEN 1 AND 12),
  volume text,
  number text,
  -- The chronology as printed on the issue: "jan./mar. 2024", "2024".
  designation text NOT NULL,
  status text NOT NULL CHECK (status IN ('received', 'missing')),
  received_on date,
  UNIQUE (record_id, library_id, year, volume, number)
);
CREATE INDEX kardex_issue_record ON kardex_issue (record_id, library_id, year);

-- Each opening of a link of a record (POST /vinculos/estatistica-acesso, restricted access).
CREATE TABLE link_access (
  id bigserial PRIMARY KEY,
  record_id integer NOT NULL REFERENCES record(id) ON DELETE CASCADE,
  seq_paragrafo integer NOT NULL,
  url text NOT NULL,
  -- 'P' public, 'AR' restricted, 'AC' accessibility (LinkOut.tipo_link).
  link_type text NOT NULL CHECK (link_type IN ('P', 'AR', 'AC')),
  patron_id integer REFERENCES patron(id) ON DELETE SET NULL,
  browser text,
  device text,
  os text,
  accessed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX link_access_record ON link_access (record_id, accessed_at);

-- Pictures of a library for its page (URL and the text alternative).
CREATE TABLE library_image (
  library_id integer NOT NULL REFERENCES library(id) ON DELETE CASCADE,
  seq integer NOT NULL,
  url text NOT NULL,
  description text NOT NULL,
  PRIMARY KEY (library_id, seq)
);
`;
