/**
 * What the login screen reads from the library service (GET /parametros/login) and the calls of
 * a person with several logins (GET /pessoas/login, PUT /pessoas/troca-login, GET
 * /pessoas/duplicadas), as the schemas api/patron/login/login.calls.ts declares them with.
 */
import * as z from "zod";

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

export const LoginScreenSettingsSchema = z.object({
  label: z
    .string()
    .nullable()
    .describe("The institution's name for the login field (`denominacao_login`); null: the translated default"),
  message: z
    .string()
    .nullable()
    .describe("The institution's message above the form (`msg_login`), sanitised HTML; null when none"),
  errorMessage: z
    .string()
    .nullable()
    .describe("The institution's own words for a refused login (`msg_erro_login`); null: the default message"),
  recovery: z.object({ offered: z.boolean(), text: z.string().nullable() }),
  captcha: z.object({
    login: z.enum(["never", "always", "after_failure"]),
    recovery: z.boolean(),
    required: z.boolean().describe("Whether the next login of `usuario` (the query) must carry a captcha"),
  }),
  destinationChoice: z.object({
    offered: z.boolean(),
    memberAreaLabel: z.string().nullable(),
    default: z
      .enum(DESTINATIONS)
      .nullable()
      .describe("Preselected choice (`destino_padrao_login_catalogo`); null: the visitor must choose"),
  }),
  categoryCodes: z
    .object({ codes: z.array(z.string()).readonly(), default: z.string() })
    .nullable()
    .describe("The fixed category-code select, when the institution uses one"),
  duplicateLoginChoice: z
    .boolean()
    .describe("Whether a person with several logins chooses one after the password (`login_pessoa_duplicada`)"),
});
export type LoginScreenSettings = z.output<typeof LoginScreenSettingsSchema>;

export const PersonLoginSchema = z.object({
  codigo: z.number().int().describe("The login's code (cod_pessoa of that login)"),
  login: z.string(),
  categoria: z.string().describe("The login's patron category"),
  base: z.string().describe("The base the login belongs to: this institution's (`sigla`)"),
  atual: z.boolean().describe("True for the login the token names"),
});
export type PersonLogin = z.output<typeof PersonLoginSchema>;

export const PersonLoginsResponseSchema = z.object({ logins: z.array(PersonLoginSchema) });
export type PersonLoginsResponse = z.output<typeof PersonLoginsResponseSchema>;

export const DuplicateLoginResponseSchema = z.object({
  duplicada: z
    .boolean()
    .describe("True only when the typed login belongs to a person with several logins (decision 024)"),
});
export type DuplicateLoginResponse = z.output<typeof DuplicateLoginResponseSchema>;
