/**
 * Public statistics (decision 039): what the eleven reports of /estatistica
 * count that the other tables do not hold.
 *
 * - `library_opening_day`: the days a library opened its doors (estat_bib_funcionamento). A row
 *   per open day, so that holidays and recesses are simply absent.
 * - `turnstile_count`: the entries and exits a library's turnstiles counted on a day
 *   (estat_bib_catracas).
 * - `org_unit` and `patron.org_unit_id`: the organisational unit (department, sector) a patron
 *   belongs to (estat_usu_inst_uo); none for patrons from outside the institution.
 * - `loan_checked_out`: the circulation reports group every loan of a year by month.
 */
export const version = "033-public-statistics";

export const up = /* sql */ `
CREATE TABLE library_opening_day (
  library_id integer NOT NULL REFERENCES library(id) ON DELETE CASCADE,
  day date NOT NULL,
  PRIMARY KEY (library_id, day)
);

CREATE TABLE turnstile_count (
  library_id integer NOT NULL REFERENCES library(id) ON DELETE CASCADE,
  day date NOT NULL,
  entries integer NOT NULL CHECK (entries >= 0),
  exits integer NOT NULL CHECK (exits >= 0),
  PRIMARY KEY (library_id, day)
);

CREATE TABLE org_unit (
  id integer PRIMARY KEY,
  name text NOT NULL
);

ALTER TABLE patron ADD COLUMN org_unit_id integer REFERENCES org_unit(id) ON DELETE SET NULL;
CREATE INDEX patron_org_unit ON patron (org_unit_id);

CREATE INDEX loan_checked_out ON loan (checked_out_at);
`;
