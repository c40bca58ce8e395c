/**
 * When the catalogue's generation (migration 010) last changed, for GET /parametros/get-last-cache-date
 * (document 2 §7; decision 045): a client that keeps searches in its own cache for an
 * hour (document 1 §9) drops what it kept before this moment. The same statement-level triggers
 * set it, so an import, an edit, a new copy or a changed search setting moves it, from any process.
 */
export const version = "039-catalogue-changed-at";

export const up = /* sql */ `
ALTER TABLE catalogue_state ADD COLUMN changed_at timestamptz NOT NULL DEFAULT now();

CREATE OR REPLACE FUNCTION opac_bump_catalogue_generation() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_state SET generation = generation + 1, changed_at = now();
  RETURN NULL;
END
$$;
`;
