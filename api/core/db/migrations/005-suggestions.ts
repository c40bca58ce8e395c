/**
 * Autocomplete (document 1 §5, §7 auto-complete): one compact table of the distinct titles,
 * names and subject headings of the catalogue, with a trigram index for similarity ranking and
 * a btree for prefix completion. Much smaller than the record table (one row per distinct
 * heading, not per record), so suggestions stay fast at a million records.
 * See docs/decisions/014-autocomplete-history-prefilters.md.
 */
export const version = "005-suggestions";

export const up = /* sql */ `
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE suggestion (
  -- T title, A author (a name heading), S subject heading.
  kind char(1) NOT NULL CHECK (kind IN ('T', 'A', 'S')),
  -- The heading as a comparable key (opac_heading_key, migration 003): folded, punctuation squeezed.
  term_key text NOT NULL,
  -- The heading as catalogued (the first form seen), what the reader is offered.
  term text NOT NULL,
  PRIMARY KEY (kind, term_key)
);
CREATE INDEX suggestion_term_trgm ON suggestion USING gin (term_key gin_trgm_ops);
CREATE INDEX suggestion_term_prefix ON suggestion (term_key text_pattern_ops);

INSERT INTO suggestion (kind, term_key, term)
SELECT v.kind, k.key, min(v.term)
  FROM (SELECT 'T' AS kind, left(title, 200) AS term FROM record
        UNION ALL SELECT 'A', left(a, 200) FROM record, unnest(authors) AS a
        UNION ALL SELECT 'S', left(s, 200) FROM record, unnest(subjects) AS s) AS v
  CROSS JOIN LATERAL (SELECT opac_heading_key(v.term) AS key) AS k
 WHERE k.key IS NOT NULL
 GROUP BY v.kind, k.key;
`;
