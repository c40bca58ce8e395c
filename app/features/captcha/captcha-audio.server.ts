/**
 * The captcha's spoken alternative as the OPAC serves it (decision 053): a resource route passing
 * the service's WAV through, so the page's <audio> plays it from the OPAC's own address, without
 * JavaScript. A token that is not the service's, or expired, is 422; past five hearings, 429.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { apiErrorResponse, fileDownload, libraryClient } from "../../lib/library/index.server.ts";

export async function captchaAudio(args: LoaderFunctionArgs): Promise<Response> {
  const token = new URL(args.request.url).searchParams.get("token") ?? "";
  if (!token || token.length > 400) throw new Response("Not Found", { status: 404 });
  const api = await libraryClient(args);
  try {
    return fileDownload(await api.captcha.audio(token));
  } catch (error) {
    apiErrorResponse(error);
  }
}
