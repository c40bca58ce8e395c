/** The token calls (/oauth/token) and the patron of a token (/pessoas). */
import type { TokenResponse, UserDataResponse } from "../../../api/contract.ts";
import type { Transport } from "./transport.server.ts";

export function authCalls(t: Transport) {
  return {
    /** Password grant; throws ApiError (401 wrong credentials, 429, 430 blocked…). */
    passwordToken: (username: string, password: string) =>
      t.json<TokenResponse>("/oauth/token", { form: { grant_type: "password", username, password } }),
    /** GET /pessoas: the patron of the session's token, or of `accessToken` (right after login). */
    userData: (accessToken?: string) => t.json<UserDataResponse>("/pessoas", { accessToken }),
  };
}
