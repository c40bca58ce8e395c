/** The captcha call (/captcha, decision 023). */
import { captchaCalls as calls } from "../../../api/patron/captcha/captcha.calls.ts";
import type { Transport } from "./transport.server.ts";

export function captchaCalls(t: Transport) {
  return {
    /** GET /captcha: a new challenge, its question in the visitor's language. */
    challenge: () => t.call(calls.challenge, {}),
  };
}
