/** The captcha's calls (/captcha, decision 053). */
import { captchaCalls as calls } from "../../../api/patron/captcha/captcha.calls.ts";
import type { Transport } from "./transport.server.ts";

export function captchaCalls(t: Transport) {
  return {
    /** GET /captcha: a new challenge, its question in the visitor's language. */
    challenge: () => t.call(calls.challenge, {}),
    /** GET /captcha/audio: the challenge of `token` said aloud in the visitor's language (a WAV). */
    audio: (token: string) => t.callForFile(calls.audio, { query: { token } }, { accept: "audio/wav" }),
  };
}
