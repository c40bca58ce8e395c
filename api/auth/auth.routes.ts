import { Hono } from "hono";
import { z } from "zod";
import { ApiError } from "../errors.ts";
import type { ApiEnv } from "../http/env.ts";
import { readBody } from "../http/input.ts";
import {
  authPermissions,
  passwordGrant,
  patronFromBearer,
  refreshGrant,
  revokeToken,
  userData,
} from "./auth.service.ts";
import { clientAddressOf } from "../http/client-address.ts";
import { MAX_LOGIN_LENGTH, MAX_PASSWORD_LENGTH } from "./login-key.ts";

const TokenRequest = z.discriminatedUnion("grant_type", [
  z.object({
    grant_type: z.literal("password"),
    // As long as a login or a password can be (decision 035): longer is refused, never echoed.
    username: z.string().trim().max(MAX_LOGIN_LENGTH).default(""),
    password: z.string().max(MAX_PASSWORD_LENGTH).default(""),
    categoria: z.string().max(20).optional(),
    recaptcha_token: z.string().max(2000).optional(),
    recaptcha_answer: z.string().max(100).optional(),
  }),
  z.object({ grant_type: z.literal("refresh_token"), refresh_token: z.string().max(200).default("") }),
]);

const RevokeRequest = z.object({ token: z.string().max(4000).default("") });

/**
 * POST /oauth/token: password and refresh_token grants (document 2, §7 "Authentication"). The
 * password grant may carry `recaptcha_token`/`recaptcha_answer` (required when the login limits
 * ask for a captcha) and `categoria` (the category-code select); decision 024.
 */
export function authRoutes() {
  return new Hono<ApiEnv>()
    .post("/token", async (c) => {
      const body = await readBody(c.req.raw);
      const parsed = TokenRequest.safeParse(body);
      if (!parsed.success) {
        const grant = typeof body.grant_type === "string" ? body.grant_type : "";
        if (grant && grant !== "password" && grant !== "refresh_token") {
          throw new ApiError(400, "unsupported_grant_type", "errors.unsupported_grant_type", { grant });
        }
        for (const [name, max] of [
          ["username", MAX_LOGIN_LENGTH],
          ["password", MAX_PASSWORD_LENGTH],
        ] as const) {
          const value = body[name];
          if (typeof value === "string" && value.length > max) {
            throw new ApiError(400, "invalid_parameter", "errors.invalid_parameter", { name });
          }
        }
        throw new ApiError(400, "credential_missing", "errors.credential_missing");
      }
      const request = parsed.data;
      if (request.grant_type === "password") {
        if (!request.username || !request.password) {
          throw new ApiError(400, "credential_missing", "errors.credential_missing");
        }
        const login = {
          username: request.username,
          password: request.password,
          categoria: request.categoria,
          recaptchaToken: request.recaptcha_token,
          recaptchaAnswer: request.recaptcha_answer,
        };
        return c.json(await passwordGrant(c.get("db"), c.get("config"), login, clientAddressOf(c)));
      }
      if (!request.refresh_token) throw new ApiError(400, "credential_missing", "errors.credential_missing");
      return c.json(await refreshGrant(c.get("db"), c.get("config"), request.refresh_token));
    })
    .post("/revoke", async (c) => {
      // RFC 7009: the same 200 whether or not the token meant anything (decision 035).
      const parsed = RevokeRequest.safeParse(await readBody(c.req.raw));
      if (!parsed.success || !parsed.data.token)
        throw new ApiError(400, "invalid_parameter", "errors.invalid_parameter", { name: "token" });
      await revokeToken(c.get("db"), c.get("config"), parsed.data.token);
      return c.json({ revogado: true });
    });
}

/** GET /pessoas: the patron named by the bearer token, with the permissions of their category. */
export const patronRoutes = new Hono<ApiEnv>()
  .get("/", async (c) => {
    const patronId = patronFromBearer(c.req.header("authorization"), c.get("config"));
    return c.json(await userData(c.get("db"), patronId));
  })
  .get("/auth-permissions", async (c) =>
    c.json(await authPermissions(c.get("db"), c.get("config"), c.req.header("authorization"))),
  );
