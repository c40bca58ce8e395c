/** The token calls (/oauth) and the patron of a token (/pessoas, /pessoas/auth-permissions). */
import * as z from "zod";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { ClientTokenResponseSchema, TokenResponseSchema, AuthPermissionSchema, UserDataSchema } from "./contract.ts";
import { MAX_LOGIN_LENGTH, MAX_PASSWORD_LENGTH } from "./login-key.ts";

/** The three grants; the handler names what is wrong with any other body (its own refusals). */
export const TokenRequestSchema = z.discriminatedUnion("grant_type", [
  z.object({
    grant_type: z.literal("password"),
    // As long as a login or a password can be (decision 035): longer is refused, never echoed.
    username: z.string().trim().max(MAX_LOGIN_LENGTH).default(""),
    password: z.string().max(MAX_PASSWORD_LENGTH).default(""),
    categoria: z.string().max(20).optional().describe("The category code chosen in the login form's select"),
    recaptcha_token: z.string().max(2000).optional().describe("GET /api/captcha's token, when the captcha is due"),
    recaptcha_answer: z
      .string()
      .max(1000)
      .optional()
      .describe("The captcha's answer: the picture's characters or the proof of work's payload"),
    device_token: z
      .string()
      .max(500)
      .optional()
      .describe("The `device_token` a password login of this login gave this client before (decision 053)"),
  }),
  z.object({ grant_type: z.literal("refresh_token"), refresh_token: z.string().max(200).default("") }),
  z.object({
    grant_type: z.literal("client_credentials"),
    client_id: z.string().max(100).default("").describe("A registered application's id (or in HTTP Basic auth)"),
    client_secret: z.string().max(200).default("").describe("Its secret (or in HTTP Basic auth)"),
    scope: z.literal("public").optional().describe("The only scope there is"),
  }),
]);

/**
 * A body declared by `schema` for the document and the OPAC, but handed to the handler as sent
 * when it does not match, so that the handler (or its service) refuses it with its own codes and
 * in its own order rather than the validator's. The handler must read it as a plain object.
 */
export const sentAsIs = <S extends z.ZodType>(schema: S) => schema.catch((ctx) => ctx.input as z.output<S>);

/** The token call refuses its own way: unsupported_grant_type, invalid_parameter, credential_missing. */
const TokenBody = sentAsIs(TokenRequestSchema);

const RevokeRequest = z.object({
  token: z.string().max(4000).default("").describe("A refresh or an access token of the session"),
});

export const authCalls = {
  token: defineCall({
    method: "post",
    path: "/oauth/token",
    summary: "Issues tokens for a login and password, or for a refresh token",
    description:
      "Form or JSON. `grant_type=password` with `username` (at most 100 characters) and `password` (at most " +
      "256), plus `recaptcha_token`/`recaptcha_answer` when the captcha is due and `categoria` with the " +
      "category-code select and `device_token` when this client logged in as this login before; or `grant_type=refresh_token` with `refresh_token`; or " +
      "`grant_type=client_credentials` with a registered application's `client_id` and `client_secret` (in the body or " +
      "HTTP Basic auth), whose token reads what a visitor reads and no patron's data (decision 055). The refresh token is " +
      "rotated: a rotated one still works for `REFRESH_GRACE_SECONDS`, later it ends every session of the " +
      "patron. Login limits are in the database (decision 024).",
    body: TokenBody,
    responses: {
      200: json(
        z.union([TokenResponseSchema, ClientTokenResponseSchema]),
        "The tokens; for client_credentials an access token alone.",
      ),
      400: refusal(
        "Missing fields (`credential_missing`), a longer login or password or a category code outside the list " +
          "(`invalid_parameter`), another grant (`unsupported_grant_type`).",
      ),
      401: refusal(
        "Wrong credentials or a category that is not the patron's (`invalid_credentials`), a bad refresh token " +
          "(`invalid_grant`), an unknown or revoked application or a wrong secret (`invalid_client`).",
      ),
      422: refusal("`captcha_invalid`: the captcha is due and not answered."),
      429: refusal(
        "Too many attempts from the client address or on the account, or from this login device, or tokens " +
          "of one application past CLIENT_TOKENS_PER_HOUR; with `Retry-After` (decisions 053, 055).",
      ),
      430: refusal("`blocked`: the patron is blocked."),
    },
  }),
  revoke: defineCall({
    method: "post",
    path: "/oauth/revoke",
    summary: "Logout (RFC 7009): ends the login session of a token",
    description:
      "Its access tokens are refused on every call and its refresh tokens revoked (decision 035). The same " +
      "answer whatever the token.",
    body: RevokeRequest,
    responses: {
      200: json(z.object({ revogado: z.literal(true) }), "Always, whatever the token."),
      400: refusal("`invalid_parameter`: no token."),
    },
  }),
  userData: defineCall({
    method: "get",
    path: "/pessoas",
    summary: "The patron of the bearer token, with their category's permissions",
    auth: "patron",
    responses: {
      200: json(UserDataSchema, "The patron and their permissions."),
      401: refusal("No token, or a bad one."),
    },
  }),
  permissions: defineCall({
    method: "get",
    path: "/pessoas/auth-permissions",
    summary: "The caller's permissions: the patron's category's, or a visitor's",
    description:
      "Without a token, the public category's (8 destination choice, 1113 forgot password, 1120 captcha in the demo).",
    auth: "optional",
    responses: {
      200: json(z.array(AuthPermissionSchema), "The permissions."),
      401: refusal("A token that is sent and bad."),
    },
  }),
};
