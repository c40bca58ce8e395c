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
import { clientCredentialsGrant } from "./api-clients.service.ts";
import { MAX_LOGIN_LENGTH, MAX_PASSWORD_LENGTH } from "./login-key.ts";

/**
 * HTTP Basic credentials (RFC 6749 §2.3.1: each part form-encoded, then the pair in base64), or
 * undefined when the header is not Basic.
 */
function basicCredentials(header: string | undefined): { clientId: string; clientSecret: string } | undefined {
  const encoded = header?.match(/^Basic\s+([A-Za-z0-9+/=]+)\s*$/i)?.[1];
  if (!encoded) return undefined;
  const pair = Buffer.from(encoded, "base64").toString("utf8");
  const colon = pair.indexOf(":");
  if (colon < 0) return undefined;
  const part = (value: string) => {
    try {
      return decodeURIComponent(value.replace(/\+/g, " "));
    } catch {
      return "";
    }
  };
  return { clientId: part(pair.slice(0, colon)), clientSecret: part(pair.slice(colon + 1)) };
}

/**
 * POST /oauth/token: password and refresh_token grants (document 2, §7 "Authentication"), and the
 * client credentials of a registered application (decision 055). The password grant may carry
 * `recaptcha_token`/`recaptcha_answer` (required when the login limits ask for a captcha) and
 * `categoria` (the category-code select); decision 024.
 */
export function authRoutes() {
  return callRoutes("/oauth")
    .on(calls.token, async (c) => {
      const body: Record<string, unknown> = bodyOf(c);
      const parsed = TokenRequest.safeParse(body);
      if (!parsed.success) {
        const grant = typeof body.grant_type === "string" ? body.grant_type : "";
        if (grant && grant !== "password" && grant !== "refresh_token" && grant !== "client_credentials") {
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
      if (request.grant_type === "client_credentials") {
        const basic = basicCredentials(c.req.header("authorization"));
        const credentials = basic ?? { clientId: request.client_id, clientSecret: request.client_secret };
        return c.json(await clientCredentialsGrant(c.get("db"), c.get("config"), credentials, clientAddressOf(c)));
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
