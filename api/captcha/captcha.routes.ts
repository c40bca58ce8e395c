import { Hono } from "hono";

import type { ApiEnv } from "../http/env.ts";
import { newCaptcha } from "./captcha.service.ts";

/** GET /captcha: a new challenge in the caller's language (public). */
export const captchaRoutes = new Hono<ApiEnv>().get("/", (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(newCaptcha(c.get("config"), c.get("lang")));
});
