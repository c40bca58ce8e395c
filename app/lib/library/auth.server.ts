/** The token calls (/oauth/token) and the patron of a token (/pessoas). */
import { authCalls as calls } from "../../../api/patron/auth/auth.calls.ts";
import type { Transport } from "./transport.server.ts";

/** What the login form may send besides the pair (decision 024). */
export interface LoginExtras {
  /** The category-code select's choice. */
  categoria?: string;
  recaptcha_token?: string;
  recaptcha_answer?: string;
  /** The login device token this browser keeps (app/lib/login-device.server.ts, decision 053). */
  device_token?: string;
}

export function authCalls(t: Transport) {
  return {
    /** Password grant; throws ServiceError (401 wrong credentials, 422 captcha, 429, 430 blocked…). */
    passwordToken: async (username: string, password: string, extras: LoginExtras = {}) => {
      const tokens = await t.call(calls.token, { body: { grant_type: "password", username, password, ...extras } });
      // The call also answers applications' client credentials, with no refresh token (decision 055).
      if (!("refresh_token" in tokens)) throw new Error("the password grant answered without a refresh token");
      return tokens;
    },
    /**
     * POST /oauth/revoke: logout ends the session on the service too, so a copy of the cookie is
     * dead at once (decision 035). Answers the same for any token.
     */
    revoke: (token: string) => t.call(calls.revoke, { body: { token } }),
    /** GET /pessoas: the patron of the session's token, or of `accessToken` (right after login). */
    userData: (accessToken?: string) => t.call(calls.userData, {}, { accessToken }),
  };
}
