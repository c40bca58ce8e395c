/**
 * Sessions that really end (decision 035).
 *
 * - `auth_session`: one row per login (a refresh-token family). Access tokens name it (`sid`) and
 *   the service refuses a token whose session has ended, so logout ends a copied cookie at once,
 *   not when its access token expires. `ended_at` is set by logout, by a rotated refresh token
 *   coming back after the grace (theft), and by every other revocation.
 * - `refresh_token.session_id`: the family a refresh token belongs to (NULL for tokens issued
 *   before this migration: the first refresh gives them a session). `rotated_at`: when the token
 *   was exchanged for the next one, so that a second tab refreshing with it a moment later gets
 *   tokens of the same session instead of logging the patron out.
 */
export const version = "029-sessions";

export const up = /* sql */ `
CREATE TABLE auth_session (
  id text PRIMARY KEY,
  patron_id integer NOT NULL REFERENCES patron(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);
CREATE INDEX auth_session_patron ON auth_session (patron_id) WHERE ended_at IS NULL;

ALTER TABLE refresh_token ADD COLUMN session_id text REFERENCES auth_session(id) ON DELETE CASCADE;
ALTER TABLE refresh_token ADD COLUMN rotated_at timestamptz;
CREATE INDEX refresh_token_session ON refresh_token (session_id);
`;
