/**
 * The kids catalogue lists books by their target audience (MARC 008/22, api/catalogue/records/audience.ts),
 * so the importer stores it. The case-law work type (15) and the `accessible` flag keep their
 * columns; their definitions widened (law reports by subject subdivision; large print, braille
 * and sound recordings), which rows imported before this version get by being imported again
 * (a re-import updates each record in place, decision 020).
 */
export const version = "015-kids-case-law-accessibility";

export const up = /* sql */ `
ALTER TABLE record ADD COLUMN target_audience text;
-- Only a few percent of a catalogue are children's books: a partial index keeps it small.
CREATE INDEX record_target_audience ON record (target_audience) WHERE target_audience IS NOT NULL;
`;
