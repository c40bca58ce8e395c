import { Hono } from "hono";
import { z } from "zod";
import { ApiError } from "../errors.ts";
import type { ApiEnv } from "../http/env.ts";
import { readBody } from "../http/input.ts";
import { passwordGrant, patronFromBearer, refreshGrant, userData } from "./auth.service.ts";
import type { FailureLimiter } from "./rate-limit.ts";

const TokenRequest = z.discriminatedUnion("grant_type", [
  z.object({
    grant_type: z.literal("password"),
    username: z.string().trim().default(""),
    password: z.string().default(""),
  }),
  z.object({ grant_type: z.literal("refresh_token"), refresh_token: z.string().default("") }),
]);

/** POST /oauth/token: password and refresh_token grants (document 2, §7 "Authentication"). */
export function authRoutes(limiter: FailureLimiter) {
  return new Hono<ApiEnv>().post("/token", async (c) => {
    const body = await readBody(c.req.raw);
    const parsed = TokenRequest.safeParse(body);
    if (!parsed.success) {
      const grant = typeof body.grant_type === "string" ? body.grant_type : "";
      if (grant && grant !== "password" && grant !== "refresh_token") {
        throw new ApiError(400, "unsupported_grant_type", "errors.unsupported_grant_type", { grant });
      }
      throw new ApiError(400, "credential_missing", "errors.credential_missing");
    }
    const request = parsed.data;
    if (request.grant_type === "password") {
      if (!request.username || !request.password) {
        throw new ApiError(400, "credential_missing", "errors.credential_missing");
      }
      return c.json(await passwordGrant(c.get("db"), c.get("config"), limiter, request.username, request.password));
    }
    if (!request.refresh_token) throw new ApiError(400, "credential_missing", "errors.credential_missing");
    return c.json(await refreshGrant(c.get("db"), c.get("config"), request.refresh_token));
  });
}

/** GET /pessoas: the patron named by the bearer token, with the permissions of their category. */
export const patronRoutes = new Hono<ApiEnv>().get("/", async (c) => {
  const patronId = patronFromBearer(c.req.header("authorization"), c.get("config"));
  return c.json(await userData(c.get("db"), patronId));
});
