/** The login screen's settings and the calls of a person with several logins (decision 024). */
import * as z from "zod";
import { TokenResponseSchema } from "../auth/contract.ts";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { DuplicateLoginResponseSchema, LoginScreenSettingsSchema, PersonLoginsResponseSchema } from "./contract.ts";

const UsuarioQuery = z.object({
  usuario: z.string().optional().describe("a login (only its first 200 characters are read)"),
});

export const SwitchRequestSchema = z.object({
  codigo: z.coerce.number().int().positive().describe("The code of another login of the same person"),
  base: z.string().trim().max(100).optional().describe("The login's base: this institution's (`sigla`)"),
});

export const loginCalls = {
  screen: defineCall({
    method: "get",
    path: "/parametros/login",
    summary: "What the login screen shows; with `usuario`, whether its next login needs a captcha",
    description:
      "From the institution parameters `denominacao_login`, `msg_login` (sanitised HTML), `msg_erro_login`, " +
      "`destino_padrao_login_catalogo`, `login_lista_categoria` and `login_pessoa_duplicada`, and the public " +
      "permissions (8 destination choice, 1113 forgot password, 1120 captcha).",
    query: UsuarioQuery,
    deferQuery: {},
    responses: { 200: json(LoginScreenSettingsSchema, "The login screen's settings.") },
  }),
  personLogins: defineCall({
    method: "get",
    path: "/pessoas/login",
    summary: "The logins of the token's person",
    auth: "patron",
    responses: {
      200: json(PersonLoginsResponseSchema, "The person's logins; `atual` marks the token's."),
      401: refusal("No token, or a bad one."),
    },
  }),
  switchLogin: defineCall({
    method: "put",
    path: "/pessoas/troca-login",
    summary: "Tokens for another login of the same person",
    auth: "patron",
    body: SwitchRequestSchema,
    responses: {
      200: json(TokenResponseSchema, "The tokens of that login."),
      400: refusal("`invalid_parameter`: no `codigo`."),
      401: refusal("No token, or a bad one."),
      403: refusal("`forbidden`: the login is not the person's (or another base); the same for an unknown code."),
      430: refusal("`blocked`: that login is blocked."),
    },
  }),
  duplicates: defineCall({
    method: "get",
    path: "/pessoas/duplicadas",
    summary: "Whether a typed login belongs to a person with several logins",
    description:
      "Only that one bit: the same `false` for an unknown login, and when the institution does not offer the " +
      "choice (`login_pessoa_duplicada` `S`). Each call counts against the client address like a failed login.",
    query: UsuarioQuery,
    deferQuery: {},
    responses: {
      200: json(DuplicateLoginResponseSchema, "Whether the person chooses a login after the password."),
      429: refusal("Too many look-ups from the client address (`LOGIN_MAX_ATTEMPTS`)."),
    },
  }),
};
