/**
 * The patron's own data and the app devices (/pessoas/meu-pergamum/dados-pessoais, /pessoas/renovar,
 * /pessoas/store-app-uuid…): decision 026.
 */
import type { PersonalDataChange } from "../../../api/patron/personal/contract.ts";
import { personalCalls as calls } from "../../../api/patron/personal/personal.calls.ts";
import type { Transport } from "./transport.server.ts";

export function personalCalls(t: Transport) {
  return {
    /** GET /pessoas/meu-pergamum/dados-pessoais: the patron's data and which fields they may change. */
    data: () => t.call(calls.data, {}),
    /**
     * PUT /pessoas/meu-pergamum/dados-pessoais: changes the fields given; 422 names a refused field.
     * A new e-mail address may need `senha_atual` (403 reauthentication_required, decision 052).
     */
    save: (change: PersonalDataChange & { senha_atual?: string }) => t.call(calls.save, { body: change }),
    /** GET /pessoas/renovar: whether to prompt the patron to renew the registration, and the text. */
    renewal: () => t.call(calls.renewal, {}),
    /** GET /pessoas/email-pessoa-logada. */
    email: () => t.call(calls.email, {}),
    /** GET /pessoas/departamentos. */
    departments: () => t.call(calls.departments, {}),
    /** POST /pessoas/meu-pergamum/troca-usuario: ends this session (its refresh token). */
    swapUser: (usuario: string, refreshToken: string) =>
      t.call(calls.swapUser, { body: { usuario, refresh_token: refreshToken } }),
    /** POST /pessoas/store-app-uuid: a new device uuid for the logged-in patron (shown once). */
    storeAppUuid: (nome: string) => t.call(calls.storeAppUuid, { body: { nome } }),
    /** POST /pessoas/auth-app-uuid: tokens for a device's uuid; 401 unknown or revoked. */
    authAppUuid: (uuid: string) => t.call(calls.authAppUuid, { body: { uuid } }),
    /** GET /pessoas/app-uuid: the patron's live devices. */
    appDevices: () => t.call(calls.appDevices, {}),
    /** DELETE /pessoas/app-uuid/{id}: revokes one of the patron's devices. */
    revokeAppDevice: (id: number) => t.call(calls.revokeAppDevice, { params: { id: String(id) } }),
    /** GET /pessoas/meu-pergamum/sessoes: the patron's live sessions (decision 052). */
    sessions: () => t.call(calls.sessions, {}),
    /** DELETE /pessoas/meu-pergamum/sessoes/{id}: ends one of them; 404 when already over. */
    endSession: (id: string) => t.call(calls.endSession, { params: { id } }),
    /** POST /pessoas/meu-pergamum/sair-de-todas: every session and app device of the patron ends. */
    signOutEverywhere: () => t.call(calls.signOutEverywhere, {}),
    /** POST /pessoas/desfazer-troca-email: the old address's link; 422 when no longer valid. */
    undoEmailChange: (token: string) => t.call(calls.undoEmailChange, { body: { token } }),
  };
}
