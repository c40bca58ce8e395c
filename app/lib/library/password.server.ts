/** Password recovery (public, the recovery token as bearer) and change (the patron's session): decision 025. */
import { passwordCalls as calls } from "../../../api/patron/password/password.calls.ts";
import type { Transport } from "./transport.server.ts";

export function passwordCalls(t: Transport) {
  return {
    /** GET /pessoas/recuperar-senha: whether recovery is offered and asks a captcha. */
    recoverySettings: () => t.call(calls.settings, {}),
    /**
     * GET /pessoas/{usuario}/recuperar-senha: mails a code. The first time with the captcha's
     * answer; a resend with the token of the earlier answer instead.
     */
    startRecovery: (user: string, proof: { token: string } | { captchaToken?: string; captchaAnswer?: string }) =>
      "token" in proof
        ? t.call(calls.start, { params: { usuario: user } }, { accessToken: proof.token })
        : t.call(
            calls.start,
            {
              params: { usuario: user },
              query: { recaptcha_token: proof.captchaToken, recaptcha_answer: proof.captchaAnswer },
            },
            // Not the patron's session: recovery is anonymous.
            { accessToken: "" },
          ),
    /** POST /pessoas/{usuario}/recuperar-senha {code}: the rules when the code is right. */
    acceptCode: (user: string, token: string, code: string) =>
      t.call(calls.acceptCode, { params: { usuario: user }, body: { code } }, { accessToken: token }),
    /** PUT /pessoas/{usuario}/recuperar-senha {code, password}. */
    resetPassword: (user: string, token: string, code: string, password: string) =>
      t.call(calls.reset, { params: { usuario: user }, body: { code, password } }, { accessToken: token }),
    /** GET /pessoas/meu-pergamum/senha: the rules and the name they compare with. */
    changeInfo: () => t.call(calls.changeInfo, {}),
    /** PUT /pessoas/meu-pergamum/senha {senhaAtual, senhaNova}: new tokens for this session. */
    changePassword: (senhaAtual: string, senhaNova: string) =>
      t.call(calls.change, { body: { senhaAtual, senhaNova } }),
  };
}
