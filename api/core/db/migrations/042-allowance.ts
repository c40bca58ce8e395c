/**
 * Allowances (docs/decisions/053-login-limits-and-captcha.md): how many attempts a bucket (a
 * client address, an account, a login device, a mail recipient…) has spent in its current
 * window, spent and checked in one statement so that parallel requests on any process never get
 * past the limit. A window that ended over its allowance is followed by one twice as long.
 */
export const version = "042-allowance";

export const up = /* sql */ `
CREATE TABLE allowance (
  bucket text PRIMARY KEY,
  window_start timestamptz NOT NULL DEFAULT now(),
  window_seconds integer NOT NULL,
  hits integer NOT NULL DEFAULT 0
);
CREATE INDEX allowance_window_start ON allowance (window_start);
`;
