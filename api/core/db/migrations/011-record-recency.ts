/**
 * New acquisitions (the Atom feed, the novas_aquisicoes tab) list the newest records first: an
 * index in that order answers "the 50 newest" from its first entries instead of sorting a
 * million rows.
 */
export const version = "011-record-recency";

export const up = /* sql */ `
CREATE INDEX record_newest ON record (created_at DESC, id DESC);
`;
