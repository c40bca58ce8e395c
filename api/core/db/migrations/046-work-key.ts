/**
 * The work a record is an edition of (docs/decisions/056-works-and-editions.md): a key made of
 * the main entry's name and the uniform title (240, 130) or, without one, the title proper
 * (245 $a $b $n $p) without its non-filing characters, folded like a heading (opac_heading_key:
 * case, accents, punctuation). Records with the same key are editions, translations and formats
 * of one work; a serial's key is its ISSN-L or ISSN; a key is NULL where nothing may group.
 *
 * A stored generated column, so every writer keeps it (the importer, the desk, the demo's links,
 * the bench's copies) and the migration fills it for the records already there, the same
 * expression on both engines. The harvested records of the network catalogue get one too: their
 * MARC's when they were harvested as MARC, otherwise one from their Dublin Core title and first
 * creator.
 */
export const version = "046-work-key";

export const up = /* sql */ `
-- The subfields codes of a field, joined, without the characters the source marked as
-- non-filing: between << and >> (hbz, Alma), between NSB and NSE (U+0098, U+009C), or, in a
-- field without marks, the count its non-filing indicator gives from the start of the field.
CREATE FUNCTION opac_work_title(field jsonb, codes text, non_filing text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT opac_heading_key(CASE
        WHEN t.text ~ '<<[^>]*>>' THEN regexp_replace(t.text, '<<[^>]*>>', '', 'g')
        WHEN strpos(t.text, chr(152)) > 0
          THEN regexp_replace(t.text, chr(152) || '[^' || chr(156) || ']*' || chr(156), '', 'g')
        WHEN non_filing ~ '^[1-9]$' AND t.first THEN substr(t.text, non_filing::int + 1)
        ELSE t.text
      END)
      FROM (SELECT string_agg(s.value->>'value', ' ' ORDER BY s.n) AS text,
                   bool_or(s.n = 1) AS first
              FROM jsonb_array_elements(field->'subfields') WITH ORDINALITY AS s(value, n)
             WHERE length(s.value->>'code') = 1 AND strpos(codes, s.value->>'code') > 0) AS t
  $$;

-- The work key of a bibliographic record (the JSON shape of api/catalogue/marc/record.ts).
-- Name: 100 $a $b, 110 $a $b, 111 $a (no dates, titles or fuller forms, which editions
-- catalogue differently). Title: 130 or 240 without language, version or date ($l $s $f $o),
-- so a translation joins its original; else 245 $a $b $n $p, so the volumes of a set stay apart.
CREATE FUNCTION opac_work_key(marc jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT CASE
      WHEN substr(marc->>'leader', 8, 1) IN ('s', 'i') THEN
        (SELECT 'issn ' || opac_heading_key(coalesce(
                  (SELECT s->>'value' FROM jsonb_array_elements(f->'subfields') s WHERE s->>'code' = 'l' LIMIT 1),
                  (SELECT s->>'value' FROM jsonb_array_elements(f->'subfields') s WHERE s->>'code' = 'a' LIMIT 1)))
           FROM jsonb_array_elements(marc->'fields') f WHERE f->>'tag' = '022' LIMIT 1)
      ELSE
        (SELECT CASE WHEN title IS NOT NULL THEN left(coalesce(name, ''), 200) || ' / ' || left(title, 300) END
           FROM (SELECT
             (SELECT opac_field_key(f, CASE f->>'tag' WHEN '111' THEN 'a' ELSE 'ab' END)
                FROM jsonb_array_elements(marc->'fields') f
               WHERE f->>'tag' IN ('100', '110', '111') LIMIT 1) AS name,
             coalesce(
               (SELECT CASE f->>'tag'
                         WHEN '130' THEN opac_work_title(f, 'adkmnpr', f->>'ind1')
                         ELSE opac_work_title(f, 'akmnpr', f->>'ind2') END
                  FROM jsonb_array_elements(marc->'fields') WITH ORDINALITY AS x(f, n)
                 WHERE f->>'tag' IN ('130', '240') ORDER BY n LIMIT 1),
               (SELECT opac_work_title(f, 'abnp', f->>'ind2')
                  FROM jsonb_array_elements(marc->'fields') f WHERE f->>'tag' = '245' LIMIT 1)) AS title) AS k)
    END
  $$;

-- A harvested record without MARC: its Dublin Core title (without bracketed medium) and first
-- creator without dates ("Austen, Jane, 1775-1817" as "austen jane").
CREATE FUNCTION opac_network_work_key(marc jsonb, title text, creators text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE
      WHEN marc IS NOT NULL THEN opac_work_key(marc)
      WHEN opac_heading_key(regexp_replace(title, '\\[[^]]*\\]', '', 'g')) IS NOT NULL THEN
        left(coalesce(opac_heading_key(regexp_replace(creators[1], ',?\\s*(\\(|[0-9]{3}|b\\.|d\\.|ca\\.|fl\\.).*$', '')), ''), 200)
          || ' / ' || left(opac_heading_key(regexp_replace(title, '\\[[^]]*\\]', '', 'g')), 300)
    END
  $$;

ALTER TABLE record ADD COLUMN work_key text GENERATED ALWAYS AS (opac_work_key(marc)) STORED;
CREATE INDEX record_work_key ON record (work_key);
ALTER TABLE network_record ADD COLUMN work_key text
  GENERATED ALWAYS AS (opac_network_work_key(marc, title, creators)) STORED;
CREATE INDEX network_record_work_key ON network_record (work_key);
ANALYZE record;
`;
