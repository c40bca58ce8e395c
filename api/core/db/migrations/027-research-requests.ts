/**
 * Research requests (decision 033): interlibrary loan, bibliographic switching,
 * bibliographic survey, specialised research and the catalogue sheet. One table for the five
 * types: what they share (who, status, title, the library's answer, dates) in columns, each
 * type's own fields as a JSON object checked by the service (api/lending/research-requests/*.rules.ts).
 * `record_id` is the catalogue record a switching request was made from; it is not a foreign key
 * since a re-import may replace records, and the request keeps its own copy of the title.
 * A catalogue sheet's thesis PDF is kept in the database (`research_request_file`, at most
 * 10 MiB each), so that both engines and a backup hold it with its request; the card data the
 * library attaches is `card`.
 */
export const version = "027-research-requests";

export const up = /* sql */ `
CREATE TABLE research_request (
  id serial PRIMARY KEY,
  patron_id integer NOT NULL REFERENCES patron(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('emprestimo-inter-bibliotecas', 'comutacao-bibliografica',
    'levantamento-bibliografico', 'pesquisa-especializada', 'ficha-catalografica')),
  status text NOT NULL DEFAULT 'waiting'
    CHECK (status IN ('waiting', 'in_progress', 'finished', 'not_attended', 'cancelled')),
  title text NOT NULL,
  record_id integer,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  answer text,
  card jsonb,
  staff_id integer REFERENCES staff_user(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX research_request_patron ON research_request (patron_id, kind, created_at DESC);
CREATE INDEX research_request_desk ON research_request (kind, status, created_at);

CREATE TABLE research_request_file (
  request_id integer PRIMARY KEY REFERENCES research_request(id) ON DELETE CASCADE,
  name text NOT NULL,
  size integer NOT NULL,
  content bytea NOT NULL
);
`;
