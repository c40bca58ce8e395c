/** /captcha/audio?token=… — the captcha's challenge said aloud (app/features/captcha/captcha-audio.server.ts). */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { captchaAudio } from "../features/captcha/captcha-audio.server.ts";

export const loader = (args: LoaderFunctionArgs) => captchaAudio(args);
