/**
 * The libraries holding a copy of each record, on the record itself (`library_ids`, sorted). The
 * library filter (B) and its counts read it instead of joining the copies: at a million records
 * with two and a half million copies, counting the libraries of a common word's hits by that join
 * took seconds (decision 017). Statement-level triggers on item keep it right whoever changes the
 * copies (imports, the demo seed, desk commands), once per statement, writing only the records
 * whose set of libraries actually changed. PostgreSQL allows transition tables on one event per
 * trigger, hence three triggers on one function.
 */
export const version = "016-record-libraries";

/**
 * Every record's library_ids from its copies in one statement; also run by a bulk load
 * (bench/prepare.ts) that disables the item triggers below while it inserts copies. Rows already
 * right are not rewritten (a record's row is wide: rewriting a million of them costs gigabytes).
 */
export const SET_ALL_RECORD_LIBRARIES = /* sql */ `UPDATE record r SET library_ids = c.ids
  FROM (SELECT record_id, array_agg(DISTINCT library_id ORDER BY library_id) AS ids FROM item GROUP BY record_id) c
 WHERE r.id = c.record_id AND r.library_ids IS DISTINCT FROM c.ids;`;

/** The item triggers that keep record.library_ids. */
export const RECORD_LIBRARIES_TRIGGERS = [
  "item_insert_record_libraries",
  "item_update_record_libraries",
  "item_delete_record_libraries",
];

export const up = /* sql */ `
ALTER TABLE record ADD COLUMN library_ids integer[] NOT NULL DEFAULT '{}';

${SET_ALL_RECORD_LIBRARIES}

CREATE FUNCTION opac_set_record_libraries(changed integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  -- No statement at all when nothing changed: an UPDATE of no rows would still fire record's
  -- statement triggers and bump the catalogue generation (migration 010) on every loan.
  IF cardinality(changed) = 0 THEN
    RETURN;
  END IF;
  UPDATE record r SET library_ids = c.ids
    FROM (SELECT x.id,
                 coalesce((SELECT array_agg(DISTINCT i.library_id ORDER BY i.library_id)
                             FROM item i WHERE i.record_id = x.id), '{}') AS ids
            FROM unnest(changed) AS x(id)) c
   WHERE r.id = c.id AND r.library_ids IS DISTINCT FROM c.ids;
END
$$;

CREATE FUNCTION opac_refresh_record_libraries() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM opac_set_record_libraries(ARRAY(SELECT DISTINCT record_id FROM new_items));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM opac_set_record_libraries(ARRAY(SELECT DISTINCT record_id FROM old_items));
  ELSE
    -- Only copies moved to another record or library; a loan changes a copy's status alone.
    PERFORM opac_set_record_libraries(ARRAY(
      SELECT o.record_id FROM old_items o JOIN new_items n ON n.id = o.id
       WHERE n.record_id <> o.record_id OR n.library_id <> o.library_id
      UNION
      SELECT n.record_id FROM old_items o JOIN new_items n ON n.id = o.id
       WHERE n.record_id <> o.record_id OR n.library_id <> o.library_id));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER item_insert_record_libraries AFTER INSERT ON item
  REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION opac_refresh_record_libraries();
CREATE TRIGGER item_update_record_libraries AFTER UPDATE ON item
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION opac_refresh_record_libraries();
CREATE TRIGGER item_delete_record_libraries AFTER DELETE ON item
  REFERENCING OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION opac_refresh_record_libraries();
`;
