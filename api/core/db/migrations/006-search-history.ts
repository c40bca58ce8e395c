/**
 * The search history of each visitor (document 1 §2 "Search history modal", §3 "History log"),
 * kept by the service instead of the browser's storage so that it works without JavaScript.
 * A visitor is a random key the OPAC keeps in a cookie; entries are bounded per key and expire.
 * See docs/decisions/014-autocomplete-history-prefilters.md.
 */
export const version = "006-search-history";

export const up = /* sql */ `
CREATE TABLE search_history (
  id bigserial PRIMARY KEY,
  -- The visitor's random key (at least 128 bits), held only in the OPAC's signed cookie.
  session_key text NOT NULL,
  -- The search's id (GET /consulta's sessao); a re-run keeps it, so it is one entry.
  search_id text NOT NULL,
  -- The terms with their types: [{"termo": "…", "tipo": "TITULO"}].
  terms jsonb NOT NULL,
  -- The search tab (pesquisa_geral, pesquisa_avancada, …).
  base text NOT NULL,
  total integer NOT NULL CHECK (total >= 0),
  -- The OPAC path that redoes the search.
  url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (session_key, search_id)
);
CREATE INDEX search_history_session ON search_history (session_key, id DESC);
CREATE INDEX search_history_url ON search_history (session_key, url);
CREATE INDEX search_history_updated ON search_history (updated_at);
`;
