/**
 * Personal data and the app (docs/decisions/026-personal-data-and-app.md): the
 * devices a patron signed in with the mobile app (each holds a random uuid; only its SHA-256 is kept, so a copy of the database does
 * not sign anyone in), and the failed uuid attempts per client, counted in the database so that
 * the limit holds across processes.
 */
export const version = "020-personal-and-app";

export const up = /* sql */ `
CREATE TABLE app_device (
  id serial PRIMARY KEY,
  patron_id integer NOT NULL REFERENCES patron(id) ON DELETE CASCADE,
  uuid_hash text NOT NULL UNIQUE,
  -- What the patron sees in the list of devices (the app's User-Agent, cut short).
  label text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX app_device_patron ON app_device (patron_id) WHERE revoked_at IS NULL;

CREATE TABLE app_uuid_failure (
  client text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX app_uuid_failure_client ON app_uuid_failure (client, failed_at);
`;
