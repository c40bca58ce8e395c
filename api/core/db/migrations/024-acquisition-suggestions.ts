/**
 * Acquisition suggestions (document 2 §3, §4, §5; decision 030): what a
 * patron asks the library to buy, the situation the library has moved it to (the fourteen of
 * document 2 §4), the answer it wrote, and, once the title is catalogued, the record it became.
 * Each move is kept in `acquisition_suggestion_move`, who made it and when, for the desk.
 * (The table `suggestion` is the search autocomplete's, migration 005.)
 */
export const version = "024-acquisition-suggestions";

export const up = /* sql */ `
CREATE TABLE acquisition_suggestion (
  id serial PRIMARY KEY,
  patron_id integer NOT NULL REFERENCES patron(id) ON DELETE CASCADE,
  library_id integer NOT NULL REFERENCES library(id),
  author text,
  title text NOT NULL,
  edition text,
  publisher text NOT NULL,
  -- As the patron wrote it, and normalised: the ISBN-13 (and the ISBN-10 of a 978 number) that a
  -- catalogued record is matched by, or the ISSN as NNNN-NNNN.
  isbn_issn text,
  isbn13 text CHECK (isbn13 ~ '^97[89][0-9]{10}$'),
  isbn10 text CHECK (isbn10 ~ '^[0-9]{9}[0-9X]$'),
  issn text,
  periodical boolean NOT NULL DEFAULT false,
  other_info text,
  -- The teacher's path: how many copies, for which course and discipline.
  quantity integer CHECK (quantity BETWEEN 1 AND 999),
  course_id integer REFERENCES course(id),
  discipline_id integer REFERENCES discipline(id),
  situation text NOT NULL DEFAULT 'pre_suggestion' CHECK (situation IN (
    'awaiting_delivery', 'attended', 'cancelled', 'duplicated', 'in_quote', 'sold_out',
    'finished_incomplete', 'already_exists', 'not_attended', 'not_found', 'partially_attended',
    'trading', 'pre_suggestion', 'purchase_suggestion')),
  answer text,
  record_id integer REFERENCES record(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  situation_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX acquisition_suggestion_patron ON acquisition_suggestion (patron_id, created_at DESC);
CREATE INDEX acquisition_suggestion_situation ON acquisition_suggestion (situation, created_at);
CREATE INDEX acquisition_suggestion_isbn ON acquisition_suggestion (isbn13) WHERE isbn13 IS NOT NULL;

CREATE TABLE acquisition_suggestion_move (
  id bigserial PRIMARY KEY,
  suggestion_id integer NOT NULL REFERENCES acquisition_suggestion(id) ON DELETE CASCADE,
  from_situation text NOT NULL,
  to_situation text NOT NULL,
  answer text,
  -- NULL: the service itself (a catalogued title found by an import).
  staff_id integer REFERENCES staff_user(id),
  record_id integer REFERENCES record(id) ON DELETE SET NULL,
  moved_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX acquisition_suggestion_move_suggestion ON acquisition_suggestion_move (suggestion_id, moved_at);
`;
