/**
 * The kids and museum catalogues' home pages (decision 040): the sections each catalogue's home
 * shows, the records it highlights (DESTAQUE), its news (NOTICIAS) and its information tabs, per
 * catalogue type (K kids, M museum, C the classic catalogue). Museum objects are read from the
 * leader (06 r, k, g): a partial index keeps that lookup off the whole table.
 */
export const version = "034-catalogues";

export const up = /* sql */ `
CREATE TABLE catalog_section (
  catalog text NOT NULL CHECK (catalog IN ('C', 'K', 'M')),
  position integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('DESTAQUE', 'NOTICIAS')),
  name text NOT NULL,
  PRIMARY KEY (catalog, position)
);
CREATE TABLE catalog_highlight (
  catalog text NOT NULL CHECK (catalog IN ('C', 'K', 'M')),
  record_id integer NOT NULL REFERENCES record (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (catalog, record_id)
);
CREATE TABLE catalog_news (
  id serial PRIMARY KEY,
  catalog text NOT NULL CHECK (catalog IN ('C', 'K', 'M')),
  position integer NOT NULL,
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  url text,
  image text
);
CREATE INDEX catalog_news_catalog ON catalog_news (catalog, position);
-- library_id 0: the whole institution (document 1 §2: "/kids/{number}" picks a library's tabs).
CREATE TABLE catalog_info_tab (
  catalog text NOT NULL CHECK (catalog IN ('C', 'K', 'M')),
  library_id integer NOT NULL DEFAULT 0,
  position integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('INFORMACOES_GERAIS', 'ATENDIMENTO', 'EVENTOS', 'HTML', 'TEXT')),
  title text NOT NULL,
  icon text,
  content text NOT NULL DEFAULT '',
  PRIMARY KEY (catalog, library_id, position)
);
CREATE INDEX record_museum_material ON record (substr(leader, 7, 1)) WHERE substr(leader, 7, 1) IN ('r', 'k', 'g');
`;
