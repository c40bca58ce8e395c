/**
 * The remaining calls of both documents and the licensed content providers (decision 044)
 * (decision 044).
 *
 * - `saved_search`: a search's criteria under its search_id, so that
 *   GET /v2/consulta/{tab}/{id} re-reads it page by page from any process, after a restart too.
 *   Kept one hour (document 1 §9, the search cache's lifetime); older rows are purged on write.
 * - `closed_stacks_request`: a patron's request to fetch copies from the closed stacks
 *   (POST /acervo/{id}/gravar-armazem), one row per copy asked for.
 * - `external_service`: the institution's licensed content providers (pearson, grupoa, …) and the
 *   other systems a patron is handed to (member area, work posting, room booking, app layers):
 *   where each lives and how the patron's identity is passed (a signed short-lived JWT, or an
 *   EZproxy ticket). Nothing about a provider is in the code.
 */
export const version = "038-calls-and-providers";

export const up = /* sql */ `
CREATE TABLE saved_search (
  id text PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 64),
  guide text NOT NULL,
  criteria jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_search_created ON saved_search (created_at);

CREATE TABLE closed_stacks_request (
  id serial PRIMARY KEY,
  patron_id integer NOT NULL REFERENCES patron(id) ON DELETE CASCADE,
  record_id integer NOT NULL REFERENCES record(id) ON DELETE CASCADE,
  item_id integer NOT NULL REFERENCES item(id) ON DELETE CASCADE,
  library_id integer NOT NULL REFERENCES library(id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX closed_stacks_request_patron ON closed_stacks_request (patron_id, created_at);
-- One open request per patron and copy: asking twice is the same request.
CREATE UNIQUE INDEX closed_stacks_request_open ON closed_stacks_request (patron_id, item_id) WHERE status = 'pending';

CREATE TABLE external_service (
  code text PRIMARY KEY CHECK (code ~ '^[a-z0-9_]{2,40}$'),
  kind text NOT NULL CHECK (kind IN ('provider', 'service')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  base_url text NOT NULL CHECK (base_url ~ '^https?://'),
  identity text NOT NULL CHECK (identity IN ('jwt', 'ezproxy_ticket', 'none')),
  -- The shared key: HS256 for a JWT, the ticket's hash key for EZproxy. Never sent to a client.
  secret text,
  -- JWT: the audience claim (default: the code). EZproxy: the hash (md5, sha1, sha256, sha512).
  audience text,
  algorithm text NOT NULL DEFAULT 'sha512' CHECK (algorithm IN ('md5', 'sha1', 'sha256', 'sha512')),
  token_param text NOT NULL DEFAULT 'token' CHECK (token_param ~ '^[A-Za-z0-9_-]{1,40}$'),
  -- EZproxy: the resource the proxy opens after the ticket (its url parameter).
  target_url text CHECK (target_url IS NULL OR target_url ~ '^https?://'),
  ttl_seconds integer NOT NULL DEFAULT 120 CHECK (ttl_seconds BETWEEN 10 AND 3600),
  enabled boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (identity = 'none' OR (secret IS NOT NULL AND length(secret) >= 16))
);
`;
