/**
 * The catalogue's own vocabulary, what "did you mean" corrects a search's words from
 * (docs/decisions/051-query-reading-and-did-you-mean.md): each word of the titles, authors and
 * subjects, per field, with the number of records that have it there. The words are the lexemes
 * of the record's tsvectors (the `opac` configuration folds case and accents and does not stem,
 * decision 004), so a word the vocabulary has is a word the search matches.
 *
 * Kept by statement triggers on record with transition tables, whoever writes it (imports, the
 * desk, the bench's replication): one aggregate per statement rather than per row, so an import's
 * batch of records updates each of its words once. A word no record has any more stays with 0
 * records (a suggestion reads only words with records): deleting it would mean finding it again.
 */
export const version = "044-record-words";

/** The words of a record's three fields that a correction may offer: letters only, 3 to 40 of them. */
const WORDS = /* sql */ `
CREATE FUNCTION opac_record_words(title tsvector, author tsvector, subject tsvector)
  RETURNS TABLE (field char(1), word text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT f.field, w.lexeme
    FROM (VALUES ('T'::char(1), title), ('A'::char(1), author), ('S'::char(1), subject)) AS f(field, v)
    CROSS JOIN LATERAL unnest(f.v) AS w
   WHERE length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme !~ '[[:digit:][:punct:][:space:]]'
$$;`;

/**
 * The change of each word's count a statement made: +1 for each record that has the word in a
 * field after it, -1 for each that had it before (a record that keeps a word adds nothing).
 */
const delta = (tables: { added?: string; removed?: string }) => {
  const parts = [
    tables.added &&
      `SELECT w.field, w.word, 1 AS d FROM ${tables.added} n
         CROSS JOIN LATERAL opac_record_words(n.tsv_title, n.tsv_author, n.tsv_subject) w`,
    tables.removed &&
      `SELECT w.field, w.word, -1 AS d FROM ${tables.removed} o
         CROSS JOIN LATERAL opac_record_words(o.tsv_title, o.tsv_author, o.tsv_subject) w`,
  ].filter(Boolean);
  return `INSERT INTO record_word (word, field, records)
    SELECT word, field, sum(d) FROM (${parts.join(" UNION ALL ")}) AS x
     GROUP BY word, field HAVING sum(d) <> 0
    ON CONFLICT (word, field) DO UPDATE SET records = record_word.records + EXCLUDED.records;`;
};

/** The words of the records that `condition` selects (alias r) counted in (the bench's bulk load adds its replicas' with it). */
export const fillRecordWords = (condition: string) => /* sql */ `
INSERT INTO record_word (word, field, records)
SELECT w.word, w.field, count(*) FROM record r
 CROSS JOIN LATERAL opac_record_words(r.tsv_title, r.tsv_author, r.tsv_subject) w
 WHERE ${condition}
 GROUP BY w.word, w.field
ON CONFLICT (word, field) DO UPDATE SET records = record_word.records + EXCLUDED.records;`;

/** The statement triggers on record that keep record_word. */
export const RECORD_WORDS_TRIGGERS = ["record_words_insert", "record_words_update", "record_words_delete"];

export const up = /* sql */ `
CREATE TABLE record_word (
  word text NOT NULL,
  -- T title, A author, S subject.
  field char(1) NOT NULL CHECK (field IN ('T', 'A', 'S')),
  -- No CHECK (records >= 0): an INSERT … ON CONFLICT checks the proposed row (a negative
  -- change) before it finds the row it updates.
  records integer NOT NULL,
  PRIMARY KEY (word, field)
);
${WORDS}
${fillRecordWords("true")}

-- Similar words for a misspelt one (pg_trgm's similarity, the % operator).
CREATE INDEX record_word_trgm ON record_word USING gin (word gin_trgm_ops);
ANALYZE record_word;

CREATE FUNCTION opac_keep_record_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    ${delta({ added: "added" })}
  ELSIF TG_OP = 'DELETE' THEN
    ${delta({ removed: "removed" })}
  ELSE
    -- Only the records whose words changed: most updates (a re-import of the same MARC, the
    -- libraries of a record's copies) change none.
    ${delta({
      added: `(SELECT n.* FROM added n JOIN removed o USING (id)
                WHERE (n.tsv_title, n.tsv_author, n.tsv_subject) IS DISTINCT FROM (o.tsv_title, o.tsv_author, o.tsv_subject))`,
      removed: `(SELECT o.* FROM removed o JOIN added n USING (id)
                WHERE (n.tsv_title, n.tsv_author, n.tsv_subject) IS DISTINCT FROM (o.tsv_title, o.tsv_author, o.tsv_subject))`,
    })}
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER record_words_insert AFTER INSERT ON record
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION opac_keep_record_words();
CREATE TRIGGER record_words_update AFTER UPDATE ON record
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION opac_keep_record_words();
CREATE TRIGGER record_words_delete AFTER DELETE ON record
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION opac_keep_record_words();
`;
