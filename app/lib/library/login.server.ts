/**
 * The login screen's calls: its settings (GET /parametros/login) and the logins of a person with
 * several (GET /pessoas/login, PUT /pessoas/troca-login, GET /pessoas/duplicadas). Decision 024.
 */
import type { TokenResponse } from "../../../api/contract.ts";
import type { DuplicateLoginResponse, LoginScreenSettings, PersonLoginsResponse } from "../../../api/login/contract.ts";
import type { Transport } from "./transport.server.ts";

export function loginCalls(t: Transport) {
  return {
    /** What the login screen shows; with `usuario`, whether that login's next attempt needs a captcha. */
    settings: (usuario?: string) =>
      t.json<LoginScreenSettings>("/parametros/login", { query: { usuario: usuario || undefined } }),
    /** The logins of the person `accessToken` belongs to (right after the password, before the session holds it). */
    personLogins: (accessToken: string) => t.json<PersonLoginsResponse>("/pessoas/login", { accessToken }),
    /** Tokens for another login of the same person; 403 for anyone else's. */
    switchLogin: (codigo: number, accessToken: string) =>
      t.json<TokenResponse>("/pessoas/troca-login", { method: "PUT", json: { codigo }, accessToken }),
    duplicates: (usuario: string) => t.json<DuplicateLoginResponse>("/pessoas/duplicadas", { query: { usuario } }),
  };
}
