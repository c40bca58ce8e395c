/**
 * The FAQ, information and support content of the catalogue (decision 038),
 * written by staff as HTML and sanitised whenever it leaves the service:
 * - `info_faq`: questions and answers, per catalogue (C the catalogue, K the kids catalogue, A the
 *   accessible search), in order;
 * - `info_activity`: the catalogue's functions (GET /parametros/funcionalidades), each with an
 *   optional explanatory text ("informativo");
 * - `info_service_point`: where and how patrons are attended (GET /parametros/atendimento), of a
 *   library or of the whole institution;
 * - `info_event`: the institution's events and those of its Eventum event system.
 * The general information and the support message are institution parameters
 * (`informacoes_gerais`, `msg_suporte_consulta`).
 */
export const version = "032-faq-and-information";

export const up = /* sql */ `
CREATE TABLE info_faq (
  id serial PRIMARY KEY,
  catalogue char(1) NOT NULL DEFAULT 'C' CHECK (catalogue IN ('C', 'K', 'A')),
  question text NOT NULL,
  answer text NOT NULL,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX info_faq_catalogue ON info_faq (catalogue, position, id);

CREATE TABLE info_activity (
  id integer PRIMARY KEY,
  description text NOT NULL,
  information text,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE info_service_point (
  id serial PRIMARY KEY,
  library_id integer REFERENCES library(id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE info_event (
  id serial PRIMARY KEY,
  source char(1) NOT NULL CHECK (source IN ('I', 'E')),
  title text NOT NULL,
  starts_on date NOT NULL,
  ends_on date,
  place text,
  description text,
  url text,
  CHECK (ends_on IS NULL OR ends_on >= starts_on)
);
CREATE INDEX info_event_source ON info_event (source, starts_on);
`;
