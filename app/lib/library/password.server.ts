/** Password recovery (public, the recovery token as bearer) and change (the patron's session): docs/api.md "Password". */
import type {
  OwnPasswordChanged,
  PasswordChangeInfo,
  PasswordChanged,
  RecoveryCodeAccepted,
  RecoverySettings,
  RecoveryStarted,
} from "../../../api/password/contract.ts";
import type { Transport } from "./transport.server.ts";

const recoveryPath = (user: string) => `/pessoas/${encodeURIComponent(user)}/recuperar-senha`;

export function passwordCalls(t: Transport) {
  return {
    /** GET /pessoas/recuperar-senha: whether recovery is offered and asks a captcha. */
    recoverySettings: () => t.json<RecoverySettings>("/pessoas/recuperar-senha"),
    /**
     * GET /pessoas/{usuario}/recuperar-senha: mails a code. The first time with the captcha's
     * answer; a resend with the token of the earlier answer instead.
     */
    startRecovery: (user: string, proof: { token: string } | { captchaToken?: string; captchaAnswer?: string }) =>
      "token" in proof
        ? t.json<RecoveryStarted>(recoveryPath(user), { accessToken: proof.token })
        : t.json<RecoveryStarted>(recoveryPath(user), {
            query: { recaptcha_token: proof.captchaToken, recaptcha_answer: proof.captchaAnswer },
            // Not the patron's session: recovery is anonymous.
            accessToken: "",
          }),
    /** POST /pessoas/{usuario}/recuperar-senha {code}: the rules when the code is right. */
    acceptCode: (user: string, token: string, code: string) =>
      t.json<RecoveryCodeAccepted>(recoveryPath(user), { method: "POST", json: { code }, accessToken: token }),
    /** PUT /pessoas/{usuario}/recuperar-senha {code, password}. */
    resetPassword: (user: string, token: string, code: string, password: string) =>
      t.json<PasswordChanged>(recoveryPath(user), { method: "PUT", json: { code, password }, accessToken: token }),
    /** GET /pessoas/meu-pergamum/senha: the rules and the name they compare with. */
    changeInfo: () => t.json<PasswordChangeInfo>("/pessoas/meu-pergamum/senha"),
    /** PUT /pessoas/meu-pergamum/senha {senhaAtual, senhaNova}: new tokens for this session. */
    changePassword: (senhaAtual: string, senhaNova: string) =>
      t.json<OwnPasswordChanged>("/pessoas/meu-pergamum/senha", { method: "PUT", json: { senhaAtual, senhaNova } }),
  };
}
