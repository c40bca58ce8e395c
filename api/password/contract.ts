/** Response types of password recovery and change (docs/api.md "Password"), imported by the OPAC. */
import type { TokenResponse } from "../contract.ts";
import type { PasswordRules } from "../auth/password-rules.ts";

export type { PasswordRules };

/** GET /pessoas/recuperar-senha: what the recovery page needs before the first step. */
export interface RecoverySettings {
  /** Recovery is offered (p.__md_aut '2', p.__md_crypt '4', permission 1113). */
  offered: boolean;
  /** The first step asks a captcha (permission 1120). */
  captcha: boolean;
}

/** GET /pessoas/{usuario}/recuperar-senha: a code was sent (document 2 §3 "Password recovery data"). */
export interface RecoveryStarted {
  /** The addresses the code went to, masked ("d***@b***.example"). */
  emails: string[];
  name: string;
  /** How many digits the code has. */
  code_length: number;
  /** Seconds until the code expires. */
  tte: number;
  /** The bearer of the next steps: signed, carries the user code, 15 minutes. */
  token: string;
}

/** POST /pessoas/{usuario}/recuperar-senha: the code is right; the rules the new password must meet. */
export interface RecoveryCodeAccepted {
  rules: PasswordRules;
  name: string;
}

/** PUT /pessoas/{usuario}/recuperar-senha: the password was changed. */
export interface PasswordChanged {
  changed: true;
}

/** GET /pessoas/meu-pergamum/senha: the rules, and the name diff_name compares with. */
export interface PasswordChangeInfo {
  rules: PasswordRules;
  name: string;
}

/**
 * PUT /pessoas/meu-pergamum/senha: changed. Every refresh token of the patron was revoked; these
 * are the new tokens of the session that made the change.
 */
export interface OwnPasswordChanged {
  changed: true;
  tokens: TokenResponse;
}
