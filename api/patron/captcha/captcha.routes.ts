import { callRoutes } from "../../core/http/call.ts";
import { captchaCalls as calls } from "./captcha.calls.ts";
import { newCaptcha } from "./captcha.service.ts";

/** GET /captcha: a new challenge in the caller's language (public). */
export const captchaRoutes = callRoutes("/captcha").on(calls.challenge, (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(newCaptcha(c.get("config"), c.get("lang")));
}).app;
