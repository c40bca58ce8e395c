/**
 * Comments (decision 029). `record_comment`: what a patron writes about a
 * record, public only once staff approved it (document 2 §4 "Comments appear only after approval
 * by the unit"); the display name is fixed when the comment is written, from the patron's choice
 * (full name, first name, or none: anonymous). `library_comment`: the general comment to a
 * library (POST /unidade-informacao/comentario), never public, read and answered by its staff.
 * Both keep the text exactly as written (trimmed): it is plain text, escaped where it is shown.
 */
export const version = "023-comments";

export const up = /* sql */ `
CREATE TABLE record_comment (
  id serial PRIMARY KEY,
  record_id integer NOT NULL REFERENCES record(id) ON DELETE CASCADE,
  patron_id integer NOT NULL REFERENCES patron(id) ON DELETE CASCADE,
  display text NOT NULL CHECK (display IN ('nome', 'primeiro_nome', 'anonimo')),
  display_name text,
  content text NOT NULL,
  status text NOT NULL DEFAULT 'pendente' CHECK (status IN ('pendente', 'aprovado', 'recusado')),
  refusal_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  moderated_at timestamptz,
  moderated_by text
);
CREATE INDEX record_comment_public ON record_comment (record_id, created_at DESC) WHERE status = 'aprovado';
CREATE INDEX record_comment_patron ON record_comment (patron_id, record_id);
CREATE INDEX record_comment_status ON record_comment (status, created_at);

CREATE TABLE library_comment (
  id serial PRIMARY KEY,
  library_id integer NOT NULL REFERENCES library(id) ON DELETE CASCADE,
  patron_id integer REFERENCES patron(id) ON DELETE SET NULL,
  content text NOT NULL,
  status text NOT NULL DEFAULT 'novo' CHECK (status IN ('novo', 'lido', 'respondido')),
  created_at timestamptz NOT NULL DEFAULT now(),
  handled_at timestamptz,
  handled_by text
);
CREATE INDEX library_comment_status ON library_comment (library_id, status, created_at);
`;
