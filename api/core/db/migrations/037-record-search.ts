/**
 * The narrow search table of decision 043: what a search's WHERE, ORDER BY and filter counts read,
 * apart from the record's MARC and display columns. At a million records, counting a common
 * word's hits, ranking them and counting its filters read each hit's row; from `record` that is a
 * row of a 2 GB heap, from here a row of about 250 bytes.
 *
 * The tsvectors are kept here too (the GIN indexes must be on the table they filter), but out of
 * line: STORAGE EXTERNAL with toast_tuple_target 128. PostgreSQL only starts moving values out
 * of a row when the row is longer than about 2 kB or already holds an out-of-line value, and a
 * search row is shorter, so each row is written once with a long, compressible `pad` (which
 * makes the row long enough) and then updated with `pad` NULL: the update keeps the tsvectors
 * where the first write put them. The text matches themselves never read those values (the GIN
 * index answers them); only the ranking of a page's candidates does (search.repository.ts).
 *
 * Kept by row triggers on record, whoever writes it (imports, the desk, the bench's replication).
 */
export const version = "037-record-search";

const COLUMNS = `id, work_type, year, online, accessible, created_at, language, class, target_audience,
  library_ids, isbn, title_sort, author_sort, tsv_title, tsv, tsv_author, tsv_subject`;

/** The search row of record `r`, in the order of COLUMNS. */
const VALUES = (r: string) => `${r}.id, ${r}.work_type, ${r}.year, ${r}.online, ${r}.accessible, ${r}.created_at,
  ${r}.language,
  CASE WHEN ${r}.classification ~ '^[0-9]' OR ${r}.classification ~ '^[A-Z]{1,3} ?[0-9]' THEN left(${r}.classification, 1) END,
  ${r}.target_audience, ${r}.library_ids, ${r}.isbn, ${r}.title_sort, opac_fold(${r}.author),
  ${r}.tsv_title, ${r}.tsv, ${r}.tsv_author, ${r}.tsv_subject`;

/** Long enough to push a search row over PostgreSQL's 2 kB toast threshold; compresses to a few bytes. */
const PAD = "repeat('x', 2100)";

/**
 * Search rows for the records matching `condition` (over record `r`), written the way the
 * table needs (with the pad, then without it). Exported for a bulk load (bench/prepare.ts) that
 * disables the row triggers while it copies records and fills their search rows in one pass.
 */
export function fillRecordSearch(condition: string): string {
  return /* sql */ `
INSERT INTO record_search (${COLUMNS}, pad) SELECT ${VALUES("r")}, ${PAD} FROM record r WHERE ${condition};
UPDATE record_search SET pad = NULL WHERE pad IS NOT NULL;`;
}

/** The row triggers on record that keep record_search (a bulk load disables them, see above). */
export const RECORD_SEARCH_TRIGGERS = ["record_search_insert", "record_search_update", "record_search_delete"];

export const up = /* sql */ `
CREATE TABLE record_search (
  id integer PRIMARY KEY,
  work_type integer NOT NULL,
  year integer,
  online boolean NOT NULL,
  accessible boolean NOT NULL,
  created_at timestamptz NOT NULL,
  language text,
  class text,
  target_audience text,
  library_ids integer[] NOT NULL,
  isbn text[] NOT NULL,
  title_sort text NOT NULL,
  author_sort text,
  tsv_title tsvector NOT NULL,
  tsv tsvector NOT NULL,
  tsv_author tsvector NOT NULL,
  tsv_subject tsvector NOT NULL,
  pad text
) WITH (toast_tuple_target = 128);

-- Out of line and uncompressed (the ranking reads them back): the three tsvectors only counts
-- never read. What filters, sorts and the title tier read stays in the row.
ALTER TABLE record_search
  ALTER COLUMN tsv SET STORAGE EXTERNAL,
  ALTER COLUMN tsv_author SET STORAGE EXTERNAL,
  ALTER COLUMN tsv_subject SET STORAGE EXTERNAL,
  ALTER COLUMN tsv_title SET STORAGE MAIN,
  ALTER COLUMN language SET STORAGE MAIN,
  ALTER COLUMN class SET STORAGE MAIN,
  ALTER COLUMN target_audience SET STORAGE MAIN,
  ALTER COLUMN library_ids SET STORAGE MAIN,
  ALTER COLUMN isbn SET STORAGE MAIN,
  ALTER COLUMN title_sort SET STORAGE MAIN,
  ALTER COLUMN author_sort SET STORAGE MAIN;

-- One pass over record, then one over the new rows to drop the pad (before the indexes exist,
-- so that the second pass does not write them twice).
${fillRecordSearch("true")}

CREATE INDEX record_search_tsv ON record_search USING gin (tsv);
CREATE INDEX record_search_tsv_title ON record_search USING gin (tsv_title);
CREATE INDEX record_search_tsv_author ON record_search USING gin (tsv_author);
CREATE INDEX record_search_tsv_subject ON record_search USING gin (tsv_subject);
-- The orders of a search without a term (browsing) and of the new-acquisitions tab.
CREATE INDEX record_search_year ON record_search (year DESC NULLS LAST, title_sort, id);
CREATE INDEX record_search_title ON record_search (title_sort, id);
CREATE INDEX record_search_newest ON record_search (created_at DESC, id DESC);
CREATE INDEX record_search_work_type ON record_search (work_type);
ANALYZE record_search;

CREATE FUNCTION opac_keep_record_search() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM record_search WHERE id = OLD.id;
    RETURN NULL;
  END IF;
  INSERT INTO record_search (${COLUMNS}, pad) SELECT ${VALUES("NEW")}, ${PAD}
  ON CONFLICT (id) DO UPDATE SET
    work_type = EXCLUDED.work_type, year = EXCLUDED.year, online = EXCLUDED.online,
    accessible = EXCLUDED.accessible, created_at = EXCLUDED.created_at, language = EXCLUDED.language,
    class = EXCLUDED.class, target_audience = EXCLUDED.target_audience, library_ids = EXCLUDED.library_ids,
    isbn = EXCLUDED.isbn, title_sort = EXCLUDED.title_sort, author_sort = EXCLUDED.author_sort,
    tsv_title = EXCLUDED.tsv_title, tsv = EXCLUDED.tsv, tsv_author = EXCLUDED.tsv_author,
    tsv_subject = EXCLUDED.tsv_subject, pad = EXCLUDED.pad;
  UPDATE record_search SET pad = NULL WHERE id = NEW.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER record_search_insert AFTER INSERT ON record
  FOR EACH ROW EXECUTE FUNCTION opac_keep_record_search();
-- Only when a searched column changed: most updates of a record (a re-import of the same MARC)
-- change none, and a loan changes no record at all.
CREATE TRIGGER record_search_update AFTER UPDATE ON record
  FOR EACH ROW WHEN (
    (OLD.work_type, OLD.year, OLD.online, OLD.accessible, OLD.created_at, OLD.language, OLD.classification,
     OLD.target_audience, OLD.library_ids, OLD.isbn, OLD.title_sort, OLD.author,
     OLD.tsv_title, OLD.tsv, OLD.tsv_author, OLD.tsv_subject)
    IS DISTINCT FROM
    (NEW.work_type, NEW.year, NEW.online, NEW.accessible, NEW.created_at, NEW.language, NEW.classification,
     NEW.target_audience, NEW.library_ids, NEW.isbn, NEW.title_sort, NEW.author,
     NEW.tsv_title, NEW.tsv, NEW.tsv_author, NEW.tsv_subject))
  EXECUTE FUNCTION opac_keep_record_search();
CREATE TRIGGER record_search_delete AFTER DELETE ON record
  FOR EACH ROW EXECUTE FUNCTION opac_keep_record_search();
`;
