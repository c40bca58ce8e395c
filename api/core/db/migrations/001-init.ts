/** Catalogue, holdings, patrons and tokens. */
export const version = "001-init";

export const up = /* sql */ `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- The catalogue is multilingual: no stemming, accents folded (docs/decisions/004-full-text-search.md).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'opac') THEN
    CREATE TEXT SEARCH CONFIGURATION opac (COPY = simple);
    ALTER TEXT SEARCH CONFIGURATION opac ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
  END IF;
END
$$;

-- Lower case, accents removed; immutable so that expression indexes may use it.
CREATE OR REPLACE FUNCTION opac_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;

CREATE TABLE campus (
  id integer PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE library (
  id integer PRIMARY KEY,
  campus_id integer NOT NULL REFERENCES campus(id),
  name text NOT NULL,
  address text,
  phone text,
  email text,
  opening_hours text,
  description text,
  -- Pergamum's reserva_localizacao / reserva_mat_adicional: 'N' hides those reservation choices.
  reserve_by_location boolean NOT NULL DEFAULT true,
  reserve_by_material boolean NOT NULL DEFAULT true
);

CREATE TABLE location (
  id integer PRIMARY KEY,
  library_id integer NOT NULL REFERENCES library(id),
  name text NOT NULL
);

CREATE TABLE record (
  id serial PRIMARY KEY,
  -- Re-import key: 001 and 003 ("001|003"), or "sha1:<digest>" for a record without 001.
  source_key text NOT NULL UNIQUE,
  control_number text,
  control_org text,
  leader text NOT NULL,
  marc jsonb NOT NULL,
  title text NOT NULL,
  title_sort text NOT NULL,
  author text,
  authors text[] NOT NULL DEFAULT '{}',
  subjects text[] NOT NULL DEFAULT '{}',
  publication text,
  year integer,
  language text,
  work_type integer NOT NULL,
  isbn text[] NOT NULL DEFAULT '{}',
  issn text[] NOT NULL DEFAULT '{}',
  classification text,
  online boolean NOT NULL DEFAULT false,
  accessible boolean NOT NULL DEFAULT false,
  tsv tsvector NOT NULL,
  tsv_title tsvector NOT NULL,
  tsv_author tsvector NOT NULL,
  tsv_subject tsvector NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX record_tsv ON record USING gin (tsv);
CREATE INDEX record_tsv_title ON record USING gin (tsv_title);
CREATE INDEX record_tsv_author ON record USING gin (tsv_author);
CREATE INDEX record_tsv_subject ON record USING gin (tsv_subject);
CREATE INDEX record_year ON record (year);
CREATE INDEX record_work_type ON record (work_type);
CREATE INDEX record_language ON record (language);
CREATE INDEX record_created ON record (created_at);
CREATE INDEX record_title_sort ON record (title_sort);

CREATE TABLE item (
  id serial PRIMARY KEY,
  record_id integer NOT NULL REFERENCES record(id) ON DELETE CASCADE,
  library_id integer NOT NULL REFERENCES library(id),
  location_id integer REFERENCES location(id),
  barcode text NOT NULL UNIQUE,
  call_number text,
  volume text,
  tomo text,
  parte text,
  material text,
  status text NOT NULL CHECK (status IN
    ('available', 'on_loan', 'reserved', 'in_transit', 'lost', 'closed_stacks', 'not_for_loan')),
  due_date date,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX item_record ON item (record_id);
CREATE INDEX item_library_record ON item (library_id, record_id);

CREATE TABLE patron (
  id integer PRIMARY KEY,
  login text NOT NULL UNIQUE,
  name text NOT NULL,
  email text,
  password_hash text NOT NULL,
  category text NOT NULL,
  library_id integer REFERENCES library(id),
  blocked boolean NOT NULL DEFAULT false,
  renew_registration boolean NOT NULL DEFAULT false,
  expired boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE refresh_token (
  token_hash text PRIMARY KEY,
  patron_id integer NOT NULL REFERENCES patron(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_token_patron ON refresh_token (patron_id);

-- Activities a patron category may use (Pergamum's authPermissions: module, activity).
CREATE TABLE category_permission (
  category text NOT NULL,
  module integer NOT NULL,
  activity integer NOT NULL,
  description text NOT NULL,
  PRIMARY KEY (category, activity)
);

-- Institution parameters and flags (habilita_kids_pesq_catalogo, restringe_ui_res_se_usu_logado, …).
CREATE TABLE institution_param (
  key text PRIMARY KEY,
  value text NOT NULL
);
`;
