/**
 * Password recovery (public; the recovery token as bearer) and the logged-in patron's password
 * change (decision 025). Recovery is refused with 403 `recovery_unavailable` unless the
 * institution offers it (`p.__md_aut` '2', `p.__md_crypt` '4', permission 1113).
 */
import * as z from "zod";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import {
  OwnPasswordChangedSchema,
  PasswordChangeInfoSchema,
  PasswordChangedSchema,
  RecoveryCodeAcceptedSchema,
  RecoverySettingsSchema,
  RecoveryStartedSchema,
} from "./contract.ts";

/** A code may be typed as a number in a JSON body. */
const text = z.preprocess((v) => (typeof v === "number" ? String(v) : v), z.string().optional());
export const CodeBodySchema = z.object({ code: text.describe("The code the mail carried") });
export const ResetBodySchema = z.object({
  code: text.describe("The code the mail carried"),
  password: z.string().optional(),
});
export const ChangeBodySchema = z.object({ senhaAtual: z.string().optional(), senhaNova: z.string().optional() });

/** The captcha of a recovery that asks for one (decision 023): GET /api/captcha's token and its answer. */
const CaptchaQuery = z.object({ recaptcha_token: z.string().optional(), recaptcha_answer: z.string().optional() });

const UserParam = z.object({ usuario: z.string().describe("The login (user code) whose password is recovered") });

const unavailable = refusal("`recovery_unavailable`: the institution does not offer recovery.");
const tokenRefused = refusal(
  "`invalid_token`: the recovery token is altered, expired, for another user code, or missing.",
);
const codeRefused = refusal(
  "`recovery_code_invalid` (with the attempts left), `recovery_code_expired` (expired, used, replaced, or voided " +
    "at the fifth wrong guess).",
);

export const passwordCalls = {
  settings: defineCall({
    method: "get",
    path: "/pessoas/recuperar-senha",
    summary: "Whether password recovery is offered and asks a captcha",
    responses: { 200: json(RecoverySettingsSchema, "The recovery settings.") },
  }),
  changeInfo: defineCall({
    method: "get",
    path: "/pessoas/meu-pergamum/senha",
    summary: "The password rules and the name they compare with, for the patron's change",
    description:
      "The rules come from the institution parameters `senha_tamanho_minimo`, `senha_tamanho_maximo`, " +
      "`senha_exige_numeros`, `senha_nao_somente_numeros`, `senha_exige_caractere_especial`, " +
      "`senha_exige_maiusculas_minusculas`, `senha_diferente_nome` (flags S/N) and `senha_ultimas_senhas`; " +
      "without them, 8 to 64 characters and nothing else.",
    auth: "patron",
    responses: {
      200: json(PasswordChangeInfoSchema, "The rules and the patron's name."),
      401: refusal("No token, or a bad one."),
    },
  }),
  change: defineCall({
    method: "put",
    path: "/pessoas/meu-pergamum/senha",
    summary: "Changes the patron's password; every other session ends",
    description: "Every refresh token of the patron is deleted; `tokens` continue this session.",
    auth: "patron",
    body: ChangeBodySchema,
    responses: {
      200: json(OwnPasswordChangedSchema, "Changed, with the session's new tokens."),
      400: refusal("`password_missing`."),
      401: refusal("No token, or a bad one."),
      422: refusal("`current_password_wrong`, or `password_rules` naming the broken rules."),
    },
  }),
  start: defineCall({
    method: "get",
    path: "/pessoas/:usuario/recuperar-senha",
    summary: "Mails a recovery code (6 digits, 15 minutes, single use) to the patron's addresses",
    description:
      "With `recaptcha_token` and `recaptcha_answer` when the captcha is asked (permission 1120), or instead the " +
      "bearer token of an earlier answer (a resend). A new code replaces the previous. Never cached. The answer " +
      "is the same whether or not the login exists, has an e-mail or has had its 5 codes this hour, or whether its " +
      "addresses have had RECOVERY_MAILS_PER_ADDRESS mails (then nothing is sent to them); the next steps refuse every code of such a login as a wrong code (decision 053).",
    params: UserParam,
    query: CaptchaQuery,
    deferQuery: {},
    responses: {
      200: json(RecoveryStartedSchema, "The code was sent, if the login exists and has an e-mail."),
      400: refusal("`user_code_missing`: blank after trimming."),
      401: tokenRefused,
      403: unavailable,
      422: refusal("`captcha_invalid`."),
      429: refusal("`too_many_requests`: unknown logins count against the client with the login limits."),
      503: refusal("`mail_unavailable` or `mail_failed`."),
    },
  }),
  acceptCode: defineCall({
    method: "post",
    path: "/pessoas/:usuario/recuperar-senha",
    summary: "Checks the mailed code; answers the rules the new password must meet",
    auth: "patron",
    params: UserParam,
    body: CodeBodySchema,
    responses: {
      200: json(RecoveryCodeAcceptedSchema, "The code is right."),
      400: refusal("`code_missing`."),
      401: tokenRefused,
      403: unavailable,
      422: codeRefused,
    },
  }),
  reset: defineCall({
    method: "put",
    path: "/pessoas/:usuario/recuperar-senha",
    summary: "Sets a new password with the mailed code; every session of the patron ends",
    auth: "patron",
    params: UserParam,
    body: ResetBodySchema,
    responses: {
      200: json(PasswordChangedSchema, "Changed; the code is spent."),
      400: refusal("`code_missing` or `password_missing`."),
      401: tokenRefused,
      403: unavailable,
      422: refusal(
        "`recovery_code_invalid`, `recovery_code_expired`, or `password_rules` naming the broken rules (`last_pw` " +
          "included; the code stays usable).",
      ),
    },
  }),
};
