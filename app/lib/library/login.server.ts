/**
 * The login screen's calls: its settings (GET /parametros/login) and the logins of a person with
 * several (GET /pessoas/login, PUT /pessoas/troca-login, GET /pessoas/duplicadas). Decision 024.
 */
import { loginCalls as calls } from "../../../api/patron/login/login.calls.ts";
import type { Transport } from "./transport.server.ts";

export function loginCalls(t: Transport) {
  return {
    /** What the login screen shows; with `usuario`, whether that login's next attempt needs a captcha. */
    settings: (usuario?: string) => t.call(calls.screen, { query: { usuario: usuario || undefined } }),
    /** The logins of the person `accessToken` belongs to (right after the password, before the session holds it). */
    personLogins: (accessToken: string) => t.call(calls.personLogins, {}, { accessToken }),
    /** Tokens for another login of the same person; 403 for anyone else's. */
    switchLogin: (codigo: number, accessToken: string) =>
      t.call(calls.switchLogin, { body: { codigo } }, { accessToken }),
    duplicates: (usuario: string) => t.call(calls.duplicates, { query: { usuario } }),
  };
}
