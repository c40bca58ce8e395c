/**
 * The alphabetic browse (docs/decisions/057-browse.md): every title, author, subject and call
 * number of the catalogue as a heading with a sort key and its number of records, so a page of
 * headings is one range of a B-tree from any starting point (keyset paging, never OFFSET), and a
 * heading's records are one range of another.
 *
 * - `browse_record` (kind, sort_key, record_id): which records file under a heading; the
 *   heading's own records, exactly, and what a record's change is compared with.
 * - `browse_heading` (kind, sort_key): the heading as catalogued (the first form filed under the
 *   key) and its number of records; a heading left with none is deleted.
 *
 * Kept by statement triggers on record and item, whoever writes them (imports, the desk, the
 * demo, the bench): each statement recomputes the headings of the records it touched and applies
 * the difference, so a re-import that changes nothing writes nothing.
 *
 * Sort keys are compared byte by byte (COLLATE "C") so both engines order them alike whatever
 * the server's locale; they are folded (no accents, lower case), so byte order is alphabetical
 * for the Latin alphabet.
 */
export const version = "047-browse-headings";

/** The browse entries of the records that `records` selects (alias r) and of the copies `items` selects (alias i). */
const entries = (records: string, items: string) => /* sql */ `
  SELECT 'T'::char(1) AS kind, opac_browse_key(r.title_sort) AS sort_key, left(r.title, 500) AS heading, r.id AS record_id
    FROM record r WHERE ${records}
  UNION ALL
  SELECT 'A', opac_browse_key(a), left(a, 500), r.id FROM record r CROSS JOIN unnest(r.authors) AS a WHERE ${records}
  UNION ALL
  SELECT 'S', opac_browse_key(s), left(s, 500), r.id FROM record r CROSS JOIN unnest(r.subjects) AS s WHERE ${records}
  UNION ALL
  SELECT 'C', opac_call_number_key(i.call_number), left(btrim(i.call_number), 500), i.record_id
    FROM item i WHERE ${items}`;

/** AFTER INSERT, UPDATE and DELETE triggers on `table`, one call of `fn` per statement with its transition tables. */
const statementTriggers = (table: string, fn: string) =>
  (
    [
      ["insert", "INSERT", "NEW TABLE AS added"],
      ["update", "UPDATE", "OLD TABLE AS removed NEW TABLE AS added"],
      ["delete", "DELETE", "OLD TABLE AS removed"],
    ] as const
  )
    .map(
      ([name, event, tables]) =>
        `CREATE TRIGGER browse_${table}_${name} AFTER ${event} ON ${table}
  REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`,
    )
    .join("\n");

/**
 * The headings of records not filed yet (those `records` selects, alias r, with the copies `items`
 * selects, alias i) filed in two statements rather than a refresh of each record id: a heading
 * already there keeps its form and counts them in. The migration files the whole catalogue with
 * it, the bench's bulk load its replicas.
 */
export const fillBrowse = (records: string, items: string) => /* sql */ `
INSERT INTO browse_heading (kind, sort_key, heading, records)
SELECT e.kind, e.sort_key, min(e.heading COLLATE "C"), count(DISTINCT e.record_id)
  FROM (${entries(records, items)}) AS e
 WHERE e.sort_key IS NOT NULL
 GROUP BY e.kind, e.sort_key
ON CONFLICT (kind, sort_key) DO UPDATE SET records = browse_heading.records + EXCLUDED.records;
INSERT INTO browse_record (kind, sort_key, record_id)
SELECT DISTINCT e.kind, e.sort_key, e.record_id
  FROM (${entries(records, items)}) AS e
 WHERE e.sort_key IS NOT NULL;`;

/** The statement triggers that keep the browse tables, by table. */
export const BROWSE_TRIGGERS = {
  record: ["browse_record_insert", "browse_record_update", "browse_record_delete"],
  item: ["browse_item_insert", "browse_item_update", "browse_item_delete"],
};

export const up = /* sql */ `
-- A call number's sort key (decision 057): folded, a Dewey segmentation mark (/ or ') after a
-- digit dropped (001.64/24 is 001.6424, 871/.01 871.01), other punctuation but the point made a space; each
-- integer part (a Dewey or LC class number, a year, a volume) zero-padded to 9 digits so 81
-- files before 869; the digits after a decimal point and a Cutter number's (after its letter)
-- kept as they are, a fraction, so 869.4 files before 869.93 and A848 before A85. Idempotent:
-- the key of a key is itself, so a page's links may carry keys.
CREATE FUNCTION opac_call_number_key(text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  folded text := btrim(regexp_replace(regexp_replace(
    regexp_replace(opac_fold($1), '[' || chr(1) || '-' || chr(31) || chr(127) || '-' || chr(159) || ']', '', 'g'),
    '([0-9])[/'']+([0-9.])', '\\1\\2', 'g'),
    '[^[:alnum:].]+', ' ', 'g'));
  part text;
  out text := '';
  numbers integer := 0;
BEGIN
  FOR part IN SELECT m[1] FROM regexp_matches(folded, '[0-9]+|[^0-9]+', 'g') AS m LOOP
    IF part !~ '^[0-9]' THEN
      out := out || part;
    ELSE
      IF (out ~ '[0-9][.]$') OR (numbers > 0 AND out ~ '[[:alpha:]]$') THEN
        out := out || part;
      ELSE
        part := ltrim(part, '0');
        out := out || CASE WHEN length(part) <= 9 THEN lpad(part, 9, '0') ELSE part END;
      END IF;
      numbers := numbers + 1;
    END IF;
  END LOOP;
  RETURN nullif(left(out, 200), '');
END
$$;

-- The key of a title, a name or a subject: opac_heading_key (migration 003), cut to 200
-- characters (a B-tree entry has a size limit; nobody pages that far into one heading).
CREATE FUNCTION opac_browse_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT nullif(btrim(left(opac_heading_key($1), 200)), '') $$;

CREATE TABLE browse_heading (
  -- T title, A author (a name), S subject, C call number (of the record's copies).
  kind char(1) NOT NULL CHECK (kind IN ('T', 'A', 'S', 'C')),
  sort_key text COLLATE "C" NOT NULL,
  -- The heading as catalogued: the first form filed under the key.
  heading text NOT NULL,
  -- No CHECK (records >= 0): an INSERT … ON CONFLICT checks the proposed row (a negative
  -- change) before it finds the row it updates.
  records integer NOT NULL,
  PRIMARY KEY (kind, sort_key)
);

CREATE TABLE browse_record (
  kind char(1) NOT NULL,
  sort_key text COLLATE "C" NOT NULL,
  record_id integer NOT NULL,
  PRIMARY KEY (kind, sort_key, record_id)
);
CREATE INDEX browse_record_record ON browse_record (record_id);

-- The headings of some records as they are now: a title (its sort key starts after a
-- non-filing article, index-fields.ts), each name, each subject, each copy's call number.
CREATE FUNCTION opac_browse_entries(ids integer[])
  RETURNS TABLE (kind char(1), sort_key text, heading text, record_id integer)
  LANGUAGE sql STABLE AS $$
  ${entries("r.id = ANY(ids)", "i.record_id = ANY(ids)")}
$$;

-- Brings the browse tables in line with the records' headings now: the entries they lost are
-- deleted and their headings counted down (deleted at none), the entries they gained inserted
-- and counted up.
CREATE FUNCTION opac_browse_refresh(ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  dead_kinds char(1)[];
  dead_keys text[];
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  WITH wanted AS (
    SELECT DISTINCT ON (e.kind, e.sort_key, e.record_id) e.kind, e.sort_key, e.heading, e.record_id
      FROM opac_browse_entries(ids) e
     WHERE e.sort_key IS NOT NULL
     ORDER BY e.kind, e.sort_key, e.record_id, e.heading COLLATE "C"
  ), fresh AS (
    -- Read before the statement writes: the entries not filed yet, with their headings.
    SELECT w.kind, w.sort_key, w.heading, w.record_id FROM wanted w
     WHERE NOT EXISTS (SELECT 1 FROM browse_record b
                        WHERE b.kind = w.kind AND b.sort_key = w.sort_key AND b.record_id = w.record_id)
  ), gone AS (
    DELETE FROM browse_record b
     WHERE b.record_id = ANY(ids)
       AND NOT EXISTS (SELECT 1 FROM wanted w
                        WHERE w.kind = b.kind AND w.sort_key = b.sort_key AND w.record_id = b.record_id)
    RETURNING b.kind, b.sort_key
  ), came AS (
    INSERT INTO browse_record (kind, sort_key, record_id)
    SELECT f.kind, f.sort_key, f.record_id FROM fresh f
    ON CONFLICT DO NOTHING
  ), changes AS (
    SELECT f.kind, f.sort_key, 1 AS d, f.heading FROM fresh f
    UNION ALL
    SELECT g.kind, g.sort_key, -1, NULL FROM gone g
  ), counted AS (
    INSERT INTO browse_heading (kind, sort_key, heading, records)
    SELECT ch.kind, ch.sort_key, coalesce(min(ch.heading COLLATE "C"), ''), sum(ch.d)
      FROM changes ch
     GROUP BY ch.kind, ch.sort_key
    HAVING sum(ch.d) <> 0
    ON CONFLICT (kind, sort_key) DO UPDATE SET records = browse_heading.records + EXCLUDED.records
    RETURNING kind, sort_key, records
  )
  SELECT array_agg(c.kind), array_agg(c.sort_key) INTO dead_kinds, dead_keys FROM counted c WHERE c.records <= 0;
  IF dead_keys IS NOT NULL THEN
    DELETE FROM browse_heading h
     USING unnest(dead_kinds, dead_keys) AS d(kind, sort_key)
     WHERE h.kind = d.kind AND h.sort_key = d.sort_key AND h.records <= 0;
  END IF;
END
$$;

-- The catalogue as it stands.
${fillBrowse("true", "true")}
ANALYZE browse_heading;
ANALYZE browse_record;

CREATE FUNCTION opac_browse_record_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM opac_browse_refresh(ARRAY(SELECT id FROM added));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM opac_browse_refresh(ARRAY(SELECT id FROM removed));
  ELSE
    -- Only the records whose headings may have changed: most updates (a re-import of the same
    -- MARC, the libraries of a record's copies) change none.
    PERFORM opac_browse_refresh(ARRAY(
      SELECT n.id FROM added n JOIN removed o USING (id)
       WHERE (n.title_sort, n.title, n.authors, n.subjects) IS DISTINCT FROM (o.title_sort, o.title, o.authors, o.subjects)));
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION opac_browse_item_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM opac_browse_refresh(ARRAY(SELECT DISTINCT record_id FROM added));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM opac_browse_refresh(ARRAY(SELECT DISTINCT record_id FROM removed));
  ELSE
    -- A loan, a return or a reservation changes a copy's status, never its call number.
    PERFORM opac_browse_refresh(ARRAY(
      SELECT DISTINCT x.record_id FROM added n JOIN removed o USING (id)
       CROSS JOIN LATERAL (VALUES (n.record_id), (o.record_id)) AS x(record_id)
       WHERE n.call_number IS DISTINCT FROM o.call_number OR n.record_id <> o.record_id));
  END IF;
  RETURN NULL;
END
$$;

${statementTriggers("record", "opac_browse_record_changed")}
${statementTriggers("item", "opac_browse_item_changed")}
`;
