/**
 * A number that changes whenever what a search can find changes: records added, changed or
 * removed, copies added, removed or moved to another library. The search result cache
 * (api/catalogue/search/result-cache.ts) keys its entries by it, so a cached answer is never served after
 * the catalogue it came from has changed, whichever process (the server, `npm run import`, the
 * desk commands) changed it. Statement-level triggers: one bump per import batch, not per row.
 * Loans and returns update only an item's status, which no search reads, so they leave it alone.
 */
export const version = "010-catalogue-generation";

export const up = /* sql */ `
CREATE TABLE catalogue_state (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  generation bigint NOT NULL DEFAULT 0
);
INSERT INTO catalogue_state DEFAULT VALUES;

CREATE FUNCTION opac_bump_catalogue_generation() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_state SET generation = generation + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER record_changes_catalogue
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON record
  FOR EACH STATEMENT EXECUTE FUNCTION opac_bump_catalogue_generation();

CREATE TRIGGER item_changes_catalogue
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF record_id, library_id ON item
  FOR EACH STATEMENT EXECUTE FUNCTION opac_bump_catalogue_generation();
`;
