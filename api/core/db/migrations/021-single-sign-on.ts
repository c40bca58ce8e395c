/**
 * Single sign-on (decision 027): what one institutional sign-in must never be allowed to do
 * twice. A row per OIDC nonce or SAML assertion id already accepted, kept until the token or
 * assertion would have expired anyway (a replay is then refused by its own expiry), and a row
 * per SAML AuthnRequest id sent and not yet answered, so that InResponseTo is checked by
 * whichever instance of the service receives the answer.
 */
export const version = "021-single-sign-on";

export const up = /* sql */ `
CREATE TABLE sso_used (
  kind text NOT NULL,
  id text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (kind, id)
);
CREATE INDEX sso_used_expires ON sso_used (expires_at);
`;
