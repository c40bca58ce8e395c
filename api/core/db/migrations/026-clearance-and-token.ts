/**
 * The clearance declaration ("nada consta") and the loan token (decision 032).
 *
 * - `patron.cleared_at`: set when the patron produced a clearance declaration, which removes them
 *   from the information unit (their links to the libraries end in the same transaction, and
 *   circulation treats them as blocked: no loan, reservation, renewal or request). They can still
 *   log in, to download the declaration again.
 * - `clearance_declaration`: one row per declaration issued. `code` is the verification code of
 *   the QR address (/nada-consta-validate-qrcode/{code}/{signature}/{reason}); the signature is not
 *   stored, it is recomputed from the code, the reason and `issued_at` with the server secret. The
 *   links the patron had (`home_library_id`, `library_ids`) are kept so that the desk can re-admit
 *   them; a re-admitted patron's declaration stays genuine (it was true on the day it was issued).
 * - `service_secret`: secrets the service generates for itself when the operator set none (the
 *   clearance signing key, when CLEARANCE_SECRET is unset), so they survive restarts.
 * - `loan_token`: the patron's current loan token (one per patron: a new one replaces the old).
 */
export const version = "026-clearance-and-token";

export const up = /* sql */ `
ALTER TABLE patron ADD COLUMN cleared_at timestamptz;

CREATE TABLE clearance_declaration (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  patron_id integer NOT NULL REFERENCES patron(id) ON DELETE CASCADE,
  -- The name as printed on the declaration: what the validation page confirms.
  patron_name text NOT NULL,
  reason integer NOT NULL,
  issued_at timestamptz NOT NULL,
  home_library_id integer REFERENCES library(id) ON DELETE SET NULL,
  library_ids integer[] NOT NULL DEFAULT '{}',
  readmitted_at timestamptz
);
-- A patron out of the unit has one declaration in force.
CREATE UNIQUE INDEX clearance_declaration_in_force ON clearance_declaration (patron_id) WHERE readmitted_at IS NULL;

CREATE TABLE service_secret (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE loan_token (
  patron_id integer PRIMARY KEY REFERENCES patron(id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK (expires_at > created_at)
);
`;
