/**
 * The patron's own data and the app devices (/pessoas/meu-pergamum/dados-pessoais, /pessoas/renovar,
 * /pessoas/store-app-uuid…): decision 026.
 */
import type {
  AppDeviceOut,
  AppUuidTokens,
  DepartmentOut,
  LoggedEmailResponse,
  PersonalDataResponse,
  PersonalField,
  RenewalPromptResponse,
  StoredAppUuid,
  SwapUserResponse,
} from "../../../api/personal/contract.ts";
import type { Transport } from "./transport.server.ts";

export function personalCalls(t: Transport) {
  return {
    /** GET /pessoas/meu-pergamum/dados-pessoais: the patron's data and which fields they may change. */
    data: () => t.json<PersonalDataResponse>("/pessoas/meu-pergamum/dados-pessoais"),
    /** PUT /pessoas/meu-pergamum/dados-pessoais: changes the fields given; 422 names a refused field. */
    save: (change: Partial<Record<PersonalField, string | boolean | null>>) =>
      t.json<PersonalDataResponse>("/pessoas/meu-pergamum/dados-pessoais", { method: "PUT", json: change }),
    /** GET /pessoas/renovar: whether to prompt the patron to renew the registration, and the text. */
    renewal: () => t.json<RenewalPromptResponse>("/pessoas/renovar"),
    /** GET /pessoas/email-pessoa-logada. */
    email: () => t.json<LoggedEmailResponse>("/pessoas/email-pessoa-logada"),
    /** GET /pessoas/departamentos. */
    departments: () => t.json<DepartmentOut[]>("/pessoas/departamentos"),
    /** POST /pessoas/meu-pergamum/troca-usuario: ends this session (its refresh token). */
    swapUser: (usuario: string, refreshToken: string) =>
      t.json<SwapUserResponse>("/pessoas/meu-pergamum/troca-usuario", {
        json: { usuario, refresh_token: refreshToken },
      }),
    /** POST /pessoas/store-app-uuid: a new device uuid for the logged-in patron (shown once). */
    storeAppUuid: (nome: string) => t.json<StoredAppUuid>("/pessoas/store-app-uuid", { json: { nome } }),
    /** POST /pessoas/auth-app-uuid: tokens for a device's uuid; 401 unknown or revoked. */
    authAppUuid: (uuid: string) => t.json<AppUuidTokens>("/pessoas/auth-app-uuid", { json: { uuid } }),
    /** GET /pessoas/app-uuid: the patron's live devices. */
    appDevices: () => t.json<AppDeviceOut[]>("/pessoas/app-uuid"),
    /** DELETE /pessoas/app-uuid/{id}: revokes one of the patron's devices. */
    revokeAppDevice: (id: number) => t.json<{ revogado: true }>(`/pessoas/app-uuid/${id}`, { method: "DELETE" }),
  };
}
