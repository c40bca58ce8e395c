import { callRoutes } from "../../core/http/call.ts";
import { captchaCalls as calls } from "./captcha.calls.ts";
import { newCaptcha } from "./captcha.service.ts";

/** GET /captcha: a new challenge (public, never cached). */
export const captchaRoutes = callRoutes("/captcha").on(calls.challenge, async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await newCaptcha(c.get("config")));
}).app;
