/**
 * The tokens and the patron of a token, as api/patron/auth/auth.calls.ts declares them: schemas only, so
 * that the OPAC's pages may import them (and the types derived from them) without the service.
 */
import * as z from "zod";

export const TokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int().positive().describe("Seconds the access token lives"),
  device_token: z
    .string()
    .optional()
    .describe(
      "Password grant only: the login device token, to send back as `device_token` with this login's next " +
        "password logins from this client (decision 053)",
    ),
});
export type TokenResponse = z.output<typeof TokenResponseSchema>;

/** The client credentials grant's answer (decision 055): no refresh token; a new one is asked for instead. */
export const ClientTokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int().positive().describe("Seconds the token lives (CLIENT_TOKEN_TTL_SECONDS)"),
  scope: z.literal("public").describe("What it reads: what a visitor reads, nothing of any patron"),
});
export type ClientTokenResponse = z.output<typeof ClientTokenResponseSchema>;

export const AuthPermissionSchema = z.object({
  cod_modulo: z.number().int(),
  cod_atividade: z.number().int(),
  descricao: z.string(),
});
export type AuthPermission = z.output<typeof AuthPermissionSchema>;

export const UserOutSchema = z.object({
  nome_pessoa: z.string(),
  cod_pessoa: z.number().int(),
  app_uuid: z.string().nullable(),
  login: z.string(),
  bloqueio: z.boolean(),
  renovar: z.boolean().describe("The registration must be renewed"),
  expirado: z.boolean(),
});
export type UserOut = z.output<typeof UserOutSchema>;

export const UserDataSchema = z.object({ user: UserOutSchema, authPermissions: z.array(AuthPermissionSchema) });
export type UserDataResponse = z.output<typeof UserDataSchema>;
