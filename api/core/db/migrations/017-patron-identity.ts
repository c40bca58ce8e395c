/**
 * What several parts of the patron's identity share (decisions 024–026): the personal data a patron sees
 * and may edit (document 2 §3, "personal data"), the tax id single sign-on may map an external
 * identity by, and the captchas already answered, so that one answer cannot be replayed
 * (decision 023). Each later part (login limits, recovery, single sign-on, the app) adds its own
 * tables in its own migration.
 */
export const version = "017-patron-identity";

export const up = /* sql */ `
ALTER TABLE patron
  ADD COLUMN street text,
  ADD COLUMN complement text,
  ADD COLUMN zip text,
  ADD COLUMN city text,
  ADD COLUMN neighbourhood text,
  ADD COLUMN id_document text,
  ADD COLUMN tax_id text,
  ADD COLUMN nationality text,
  ADD COLUMN gender text,
  ADD COLUMN birth_date date,
  ADD COLUMN education text,
  ADD COLUMN profession text,
  ADD COLUMN marital_status text,
  ADD COLUMN receive_email boolean NOT NULL DEFAULT true,
  ADD COLUMN phone text;
CREATE UNIQUE INDEX patron_tax_id ON patron (tax_id) WHERE tax_id IS NOT NULL;

-- A captcha's nonce once answered (right or wrong), kept until the challenge would have expired.
CREATE TABLE captcha_used (
  nonce text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
`;
