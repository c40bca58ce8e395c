/**
 * Re-authentication and the patron's sessions (docs/decisions/052-reauthentication-and-sessions.md):
 * when a session last proved who the patron is (a password or a single sign-on, never a refresh,
 * an app device or a switch between one person's logins), how it was opened, and the e-mail
 * changes whose old address may undo them.
 */
export const version = "043-reauthentication";

export const up = /* sql */ `
ALTER TABLE auth_session ADD COLUMN signed_in_at timestamptz;
ALTER TABLE auth_session ADD COLUMN kind text NOT NULL DEFAULT 'password';
CREATE INDEX auth_session_patron_live ON auth_session (patron_id) WHERE ended_at IS NULL;

CREATE TABLE email_change (
  id serial PRIMARY KEY,
  patron_id integer NOT NULL REFERENCES patron(id) ON DELETE CASCADE,
  old_email text,
  new_email text,
  -- HMAC of the undo link's token (TOKEN_SECRET): the link itself is never stored.
  token_digest text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  undone_at timestamptz
);
CREATE INDEX email_change_patron ON email_change (patron_id);
`;
