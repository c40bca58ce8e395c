/**
 * The interest profile (DSI; decision 031) and the bibliographic bulletin.
 *
 * A patron's profile is a set of entries (an author or subject heading, a periodical, a work type
 * with an optional knowledge area), each with an optional validity date, plus profile-wide
 * preferences (languages and libraries to restrict to, the e-mail digest opt-in, the private feed's
 * token). What matched is kept in `interest_match`, one row per patron and record, so that a match
 * is delivered once: the digest marks what it mailed, the feed lists the recent rows. The feed's
 * token is derived from a random nonce and looked up by its SHA-256; the digest's unsubscribe link
 * is signed.
 *
 * `interest_scan` holds one row: up to when the catalogue was scanned for new matches, so a scan
 * after an import, a copy added or the digest's run looks only at what changed since.
 *
 * A bulletin (Pergamum's "report card" of the bibliographic alert) is one month's new records,
 * grouped by knowledge area and chapter; its items are written when it is made, so it does not
 * change when the catalogue does.
 */
export const version = "025-interest-profile";

export const up = /* sql */ `
CREATE TABLE interest_profile (
  patron_id integer PRIMARY KEY REFERENCES patron(id) ON DELETE CASCADE,
  languages text[] NOT NULL DEFAULT '{}',
  library_ids integer[] NOT NULL DEFAULT '{}',
  digest boolean NOT NULL DEFAULT false,
  -- The feed's address is HMAC(TOKEN_SECRET, nonce): the page can show it again, the table alone
  -- does not give it away, a new nonce revokes it; it is looked up by its SHA-256.
  feed_nonce text,
  feed_hash text UNIQUE,
  feed_created_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE interest_entry (
  id serial PRIMARY KEY,
  patron_id integer NOT NULL REFERENCES patron(id) ON DELETE CASCADE,
  -- A author heading, S subject heading, P periodical, T work type (document 2 §3 tipoDSI).
  kind char(1) NOT NULL CHECK (kind IN ('A', 'S', 'P', 'T')),
  -- The heading as offered by the catalogue (A, S) or the periodical's title (P).
  heading text,
  heading_key text,
  record_id integer REFERENCES record(id) ON DELETE CASCADE,
  work_type integer,
  area_id integer REFERENCES knowledge_area(id),
  valid_until date,
  issues boolean NOT NULL DEFAULT false,
  articles boolean NOT NULL DEFAULT false,
  contents boolean NOT NULL DEFAULT false,
  library_ids integer[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind IN ('A', 'S') AND heading_key IS NOT NULL)
      OR (kind = 'P' AND record_id IS NOT NULL AND (issues OR articles OR contents))
      OR (kind = 'T' AND work_type IS NOT NULL))
);
CREATE INDEX interest_entry_patron ON interest_entry (patron_id, kind);
CREATE UNIQUE INDEX interest_entry_heading ON interest_entry (patron_id, kind, heading_key) WHERE kind IN ('A', 'S');
CREATE UNIQUE INDEX interest_entry_periodical ON interest_entry (patron_id, record_id) WHERE kind = 'P';
CREATE UNIQUE INDEX interest_entry_work_type ON interest_entry (patron_id, work_type, coalesce(area_id, 0)) WHERE kind = 'T';

CREATE TABLE interest_match (
  id bigserial PRIMARY KEY,
  patron_id integer NOT NULL REFERENCES patron(id) ON DELETE CASCADE,
  record_id integer NOT NULL REFERENCES record(id) ON DELETE CASCADE,
  -- The entry that matched first (NULL once that entry is removed: the match stays delivered).
  entry_id integer REFERENCES interest_entry(id) ON DELETE SET NULL,
  matched_at timestamptz NOT NULL DEFAULT now(),
  mailed_at timestamptz,
  UNIQUE (patron_id, record_id)
);
CREATE INDEX interest_match_recent ON interest_match (patron_id, matched_at DESC);
CREATE INDEX interest_match_unmailed ON interest_match (patron_id) WHERE mailed_at IS NULL;

CREATE TABLE interest_scan (
  id integer PRIMARY KEY CHECK (id = 1),
  scanned_to timestamptz NOT NULL
);

CREATE TABLE bulletin (
  id serial PRIMARY KEY,
  -- The first day of the month it covers.
  month date NOT NULL UNIQUE,
  title text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE bulletin_item (
  bulletin_id integer NOT NULL REFERENCES bulletin(id) ON DELETE CASCADE,
  record_id integer NOT NULL REFERENCES record(id) ON DELETE CASCADE,
  area_code text NOT NULL,
  area_name text NOT NULL,
  chapter_code text NOT NULL,
  chapter_name text NOT NULL,
  PRIMARY KEY (bulletin_id, record_id)
);
CREATE INDEX bulletin_item_chapter ON bulletin_item (bulletin_id, chapter_code);
`;
