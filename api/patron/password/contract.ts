/** The answers of password recovery and change (decision 025), as api/patron/password/password.calls.ts declares them. */
import * as z from "zod";
import { TokenResponseSchema } from "../auth/contract.ts";
import { PasswordRulesSchema, type PasswordRules } from "../auth/password-rules.ts";

export type { PasswordRules };

/** GET /pessoas/recuperar-senha: what the recovery page needs before the first step. */
export const RecoverySettingsSchema = z.object({
  offered: z.boolean().describe("Recovery is offered (p.__md_aut '2', p.__md_crypt '4', permission 1113)"),
  captcha: z.boolean().describe("The first step asks a captcha (permission 1120)"),
});
export type RecoverySettings = z.output<typeof RecoverySettingsSchema>;

/**
 * GET /pessoas/{usuario}/recuperar-senha: a code was sent if the login exists and has an e-mail
 * (document 2 §3 "Password recovery data"). The same answer either way (decision 053): no masked
 * address and no name, which would tell anyone whether a login exists and whose it is.
 */
export const RecoveryStartedSchema = z.object({
  code_length: z.number().int().describe("How many digits the code has"),
  tte: z.number().int().describe("Seconds until the code expires"),
  token: z.string().describe("The bearer of the next steps: signed, carries the user code, 15 minutes"),
});
export type RecoveryStarted = z.output<typeof RecoveryStartedSchema>;

/** The rules a new password must meet, and the name diff_name compares with. */
const RulesAndName = z.object({ rules: PasswordRulesSchema, name: z.string() });

/** POST /pessoas/{usuario}/recuperar-senha: the code is right. */
export const RecoveryCodeAcceptedSchema = RulesAndName;
export type RecoveryCodeAccepted = z.output<typeof RecoveryCodeAcceptedSchema>;

/** PUT /pessoas/{usuario}/recuperar-senha: the password was changed. */
export const PasswordChangedSchema = z.object({ changed: z.literal(true) });
export type PasswordChanged = z.output<typeof PasswordChangedSchema>;

/** GET /pessoas/meu-pergamum/senha. */
export const PasswordChangeInfoSchema = RulesAndName;
export type PasswordChangeInfo = z.output<typeof PasswordChangeInfoSchema>;

/**
 * PUT /pessoas/meu-pergamum/senha: changed. Every refresh token of the patron was revoked; these
 * are the new tokens of the session that made the change.
 */
export const OwnPasswordChangedSchema = z.object({ changed: z.literal(true), tokens: TokenResponseSchema });
export type OwnPasswordChanged = z.output<typeof OwnPasswordChangedSchema>;
