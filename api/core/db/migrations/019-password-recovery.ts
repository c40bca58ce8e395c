/**
 * Password recovery and change (decision 025): the one-time codes sent by
 * e-mail, stored only as a keyed digest (api/patron/password/recovery-code.ts), and the history of each
 * patron's passwords, as scrypt hashes, for the `last_pw` rule.
 */
export const version = "019-password-recovery";

export const up = /* sql */ `
-- One row per code sent. A code is live while closed_at is null and expires_at is ahead; it is
-- closed when used, replaced by a newer code, or after too many wrong guesses.
CREATE TABLE password_recovery (
  id serial PRIMARY KEY,
  patron_id integer NOT NULL REFERENCES patron(id) ON DELETE CASCADE,
  code_digest text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_recovery_patron ON password_recovery (patron_id, created_at);

-- Every password set through the service (recovery or change), newest last.
CREATE TABLE password_history (
  id serial PRIMARY KEY,
  patron_id integer NOT NULL REFERENCES patron(id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_history_patron ON password_history (patron_id, id);
`;
