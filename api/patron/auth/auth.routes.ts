import { ApiError } from "../../core/errors.ts";
import { callRoutes } from "../../core/http/call.ts";
import { bodyOf } from "../../core/http/input.ts";
import { authCalls as calls, TokenRequestSchema as TokenRequest } from "./auth.calls.ts";
import {
  authPermissions,
  passwordGrant,
  patronFromBearer,
  refreshGrant,
  revokeToken,
  userData,
} from "./auth.service.ts";
import { clientAddressOf } from "../../core/http/client-address.ts";
import { MAX_LOGIN_LENGTH, MAX_PASSWORD_LENGTH } from "./login-key.ts";

/**
 * POST /oauth/token: password and refresh_token grants (document 2, §7 "Authentication"). The
 * password grant may carry `recaptcha_token`/`recaptcha_answer` (required when the login limits
 * ask for a captcha) and `categoria` (the category-code select); decision 024.
 */
export function authRoutes() {
  return callRoutes("/oauth")
    .on(calls.token, async (c) => {
      const body: Record<string, unknown> = bodyOf(c);
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
          deviceToken: request.device_token,
        };
        return c.json(await passwordGrant(c.get("db"), c.get("config"), login, clientAddressOf(c)));
      }
      if (!request.refresh_token) throw new ApiError(400, "credential_missing", "errors.credential_missing");
      return c.json(await refreshGrant(c.get("db"), c.get("config"), request.refresh_token));
    })
    .on(calls.revoke, async (c) => {
      // RFC 7009: the same 200 whether or not the token meant anything (decision 035).
      const { token } = bodyOf(c);
      if (!token) throw new ApiError(400, "invalid_parameter", "errors.invalid_parameter", { name: "token" });
      await revokeToken(c.get("db"), c.get("config"), token);
      return c.json({ revogado: true as const });
    }).app;
}

/** GET /pessoas: the patron named by the bearer token, with the permissions of their category. */
export const patronRoutes = callRoutes("/pessoas")
  .on(calls.userData, async (c) => {
    const patronId = patronFromBearer(c.req.header("authorization"), c.get("config"));
    return c.json(await userData(c.get("db"), patronId));
  })
  .on(calls.permissions, async (c) =>
    c.json(await authPermissions(c.get("db"), c.get("config"), c.req.header("authorization"))),
  ).app;
