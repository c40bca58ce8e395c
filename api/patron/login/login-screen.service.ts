/**
 * What the login screen shows, in one public call (GET /parametros/login): the shared login
 * settings (api/patron/auth/login-settings.service.ts: recovery link, captcha, destination choice) and
 * the institution parameters only the screen reads (decision 024):
 *
 * - `denominacao_login`: the login field's label;
 * - `msg_login`: the message above the form (HTML, sanitised here);
 * - `msg_erro_login`: the institution's words for a refused login (401);
 * - `destino_padrao_login_catalogo`: 'M' or 'C' preselects the destination choice;
 * - `login_lista_categoria`: '1' or '2' shows the fixed category-code select with that list;
 * - `login_pessoa_duplicada`: 'S' lets a person with several logins choose one after the password.
 */
import type { ApiConfig } from "../../core/config.ts";
import type { Queryable } from "../../core/db/db.ts";
import { captchaRequiredFor } from "../auth/login-limits.service.ts";
import { loginSettings } from "../auth/login-settings.service.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import {
  CATEGORY_CODE_LISTS,
  DEFAULT_CATEGORY_CODE,
  type CategoryCodeList,
  type Destination,
  type LoginScreenSettings,
} from "./contract.ts";
import { sanitizeLoginMessage } from "./login-message.ts";

export const LOGIN_SCREEN_PARAMS = [
  "denominacao_login",
  "msg_login",
  "msg_erro_login",
  "destino_padrao_login_catalogo",
  "login_lista_categoria",
  "login_pessoa_duplicada",
] as const;

/** The category codes the login form offers, or null when the institution shows no select. */
export function categoryCodesOf(listParam: string | undefined): LoginScreenSettings["categoryCodes"] {
  if (!listParam || !Object.hasOwn(CATEGORY_CODE_LISTS, listParam)) return null;
  return { codes: CATEGORY_CODE_LISTS[listParam as CategoryCodeList], default: DEFAULT_CATEGORY_CODE };
}

export async function duplicateLoginChoiceOn(db: Queryable): Promise<boolean> {
  return (await institutionParams(db, ["login_pessoa_duplicada"])).login_pessoa_duplicada === "S";
}

export async function loginScreenSettings(
  db: Queryable,
  config: Pick<ApiConfig, "LOGIN_MAX_ATTEMPTS" | "LOGIN_WINDOW_SECONDS" | "LOGIN_ACCOUNT_MAX_ATTEMPTS">,
  usuario: string | undefined,
): Promise<LoginScreenSettings> {
  const [settings, params] = await Promise.all([loginSettings(db), institutionParams(db, LOGIN_SCREEN_PARAMS)]);
  const destination = params.destino_padrao_login_catalogo;
  return {
    label: params.denominacao_login?.trim() || null,
    message: sanitizeLoginMessage(params.msg_login),
    errorMessage: params.msg_erro_login?.trim() || null,
    recovery: settings.recovery,
    captcha: {
      ...settings.captcha,
      required: await captchaRequiredFor(db, config, settings.captcha.login, usuario),
    },
    destinationChoice: {
      ...settings.destinationChoice,
      default: destination === "M" || destination === "C" ? (destination as Destination) : null,
    },
    categoryCodes: categoryCodesOf(params.login_lista_categoria),
    duplicateLoginChoice: params.login_pessoa_duplicada === "S",
  };
}
