/**
 * The patron's alerts (decision 028): one row per notice the service raises for
 * a patron (a reservation ready, a loan due or overdue, a request or suggestion answered, a
 * suggested title catalogued). Written by whichever feature raises it, read by the patron's
 * alerts page and the count in the patron area's menu. The notice is stored as a kind and its
 * parameters, not as text: it is put into words in the reader's language when shown.
 * `dedupe_key` makes raising the same notice twice (a job run again) a no-op.
 */
export const version = "022-patron-alerts";

export const up = /* sql */ `
CREATE TABLE patron_alert (
  id bigserial PRIMARY KEY,
  patron_id integer NOT NULL REFERENCES patron(id) ON DELETE CASCADE,
  kind text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  link text,
  dedupe_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  dismissed_at timestamptz,
  UNIQUE (patron_id, dedupe_key)
);
CREATE INDEX patron_alert_patron ON patron_alert (patron_id, created_at DESC) WHERE dismissed_at IS NULL;
`;
