/**
 * What the login screen reads from the library service (GET /parametros/login) and the calls of
 * a person with several logins (GET /pessoas/login, PUT /pessoas/troca-login, GET
 * /pessoas/duplicadas). The OPAC imports these types (app/lib/library/login.server.ts).
 */
import type { LoginSettings } from "../auth/login-settings.service.ts";

/**
 * Document 2 §9 "Select code lists": the category codes of the two institutions that show a fixed
 * select on the login form, by the value of the institution parameter `login_lista_categoria`.
 */
export const CATEGORY_CODE_LISTS = {
  "1": ["01", "19", "03", "06", "07", "21", "09", "05", "12", "Intercamb", "MembroComun", "08", "04", "10"],
  "2": ["01", "04", "03"],
} as const;
export type CategoryCodeList = keyof typeof CATEGORY_CODE_LISTS;
export const DEFAULT_CATEGORY_CODE = "01";

export const DESTINATIONS = ["M", "C"] as const;
export type Destination = (typeof DESTINATIONS)[number];

export interface LoginScreenSettings {
  /** The institution's name for the login field (`denominacao_login`); null: the translated default. */
  label: string | null;
  /** The institution's message above the form (`msg_login`), sanitised HTML; null when none. */
  message: string | null;
  /** The institution's own words for a refused login (`msg_erro_login`); null: the default message. */
  errorMessage: string | null;
  recovery: LoginSettings["recovery"];
  captcha: LoginSettings["captcha"] & {
    /** Whether the next login of `usuario` (the query) must carry a captcha. */
    required: boolean;
  };
  destinationChoice: LoginSettings["destinationChoice"] & {
    /** Preselected choice (`destino_padrao_login_catalogo`); null: the visitor must choose. */
    default: Destination | null;
  };
  /** The fixed category-code select, when the institution uses one. */
  categoryCodes: { codes: readonly string[]; default: string } | null;
  /** Whether a person with several logins chooses one after the password (`login_pessoa_duplicada`). */
  duplicateLoginChoice: boolean;
}

export interface PersonLogin {
  /** The login's code (cod_pessoa of that login). */
  codigo: number;
  login: string;
  /** The login's patron category. */
  categoria: string;
  /** The base the login belongs to: this institution's (`sigla`); one base per service. */
  base: string;
  /** True for the login the token names. */
  atual: boolean;
}

export interface PersonLoginsResponse {
  logins: PersonLogin[];
}

export interface DuplicateLoginResponse {
  /** True only when the typed login belongs to a person with several logins (decision 024). */
  duplicada: boolean;
}
