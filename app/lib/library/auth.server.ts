/** The token calls (/oauth/token) and the patron of a token (/pessoas). */
import type { TokenResponse, UserDataResponse } from "../../../api/contract.ts";
import type { Transport } from "./transport.server.ts";

/** What the login form may send besides the pair (decision 024). */
export interface LoginExtras {
  /** The category-code select's choice. */
  categoria?: string;
  recaptcha_token?: string;
  recaptcha_answer?: string;
}

export function authCalls(t: Transport) {
  return {
    /** Password grant; throws ApiError (401 wrong credentials, 422 captcha, 429, 430 blocked…). */
    passwordToken: (username: string, password: string, extras: LoginExtras = {}) => {
      const form: Record<string, string> = { grant_type: "password", username, password };
      for (const [key, value] of Object.entries(extras)) if (value !== undefined) form[key] = value;
      return t.json<TokenResponse>("/oauth/token", { form });
    },
    /**
     * POST /oauth/revoke: logout ends the session on the service too, so a copy of the cookie is
     * dead at once (decision 035). Answers the same for any token.
     */
    revoke: (token: string) => t.json<{ revogado: boolean }>("/oauth/revoke", { form: { token } }),
    /** GET /pessoas: the patron of the session's token, or of `accessToken` (right after login). */
    userData: (accessToken?: string) => t.json<UserDataResponse>("/pessoas", { accessToken }),
  };
}
