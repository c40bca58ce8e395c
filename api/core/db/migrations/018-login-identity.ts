/**
 * The login screen's state that must hold across processes (decision 024):
 *
 * - `patron.person_id`: logins that belong to one person (document 2 §2 "one institution offers a
 *   person choice when the same person has duplicate logins"). A patron row stays a login; rows
 *   sharing a person_id are one person. NULL means the login is a person of its own, so nothing
 *   changes for institutions without duplicates.
 * - `login_failure`: failed logins (and the public duplicate-login look-ups), by normalised login
 *   and by client address, with their time, so that the login limit is the same whichever
 *   instance of the service answers. Rows older than the window are pruned as new ones come.
 */
export const version = "018-login-identity";

export const up = /* sql */ `
ALTER TABLE patron ADD COLUMN person_id integer;
CREATE INDEX patron_person ON patron (person_id) WHERE person_id IS NOT NULL;

CREATE TABLE login_failure (
  id bigserial PRIMARY KEY,
  -- The login as typed, case-folded and normalised (api/patron/auth/login-key.ts); '' when the event is
  -- not held against an account (a captcha left unanswered, a duplicate-login look-up).
  login_key text NOT NULL,
  client text NOT NULL,
  kind text NOT NULL DEFAULT 'password',
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failure_login ON login_failure (login_key, at);
CREATE INDEX login_failure_client ON login_failure (client, at);
`;
