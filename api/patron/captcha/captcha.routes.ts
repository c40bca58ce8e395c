import { callRoutes } from "../../core/http/call.ts";
import { captchaCalls as calls } from "./captcha.calls.ts";
import { captchaAudio, newCaptcha } from "./captcha.service.ts";

/** GET /captcha: a new challenge (public, never cached). */
export const captchaRoutes = callRoutes("/captcha")
  .on(calls.challenge, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await newCaptcha(c.get("config")));
  })
  .on(calls.audio, async (c) => {
    const wav = await captchaAudio(c.get("db"), c.get("config"), c.req.valid("query").token, c.get("lang"));
    return c.body(new Uint8Array(wav), 200, { "Content-Type": "audio/wav", "Cache-Control": "no-store" });
  }).app;
