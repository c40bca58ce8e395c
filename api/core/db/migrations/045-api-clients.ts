/**
 * Applications registered for the client credentials grant (docs/decisions/055-client-credentials.md):
 * an operator registers one with `npm run circ -- api-client NAME` and gives it the id and secret,
 * which is stored only as its SHA-256 (long and random, like the desk's keys).
 */
export const version = "045-api-clients";

export const up = /* sql */ `
CREATE TABLE api_client (
  client_id text PRIMARY KEY,
  name text NOT NULL,
  secret_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
`;
