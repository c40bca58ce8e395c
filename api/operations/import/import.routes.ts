/**
 * POST /api/balcao/importacao (X-Staff-Key): the body is one MARC file, ISO 2709 or MARCXML, up
 * to the service's 1 MiB body limit; `npm run import -- --server URL --key KEY FILE` cuts larger
 * files into posts of whole records. Answers the import's counts (./contract.ts).
 */
import { staffOf } from "../../core/caller.ts";
import { ApiError } from "../../core/errors.ts";
import { callRoutes } from "../../core/http/call.ts";
import { MAX_BODY_BYTES } from "../../core/http/input.ts";
import { importCalls } from "./import.calls.ts";
import { importPostedFile } from "./import.service.ts";

export const importRoutes = callRoutes("/balcao").on(importCalls.import, async (c) => {
  await staffOf(c);
  const bytes = await readUpTo(c.req.raw, MAX_BODY_BYTES);
  return c.json(await importPostedFile(c.get("db"), bytes));
}).app;

/** The raw body, refused with 413 once it passes `limit` (before it is held whole). */
async function readUpTo(request: Request, limit: number): Promise<Uint8Array> {
  const tooLarge = () => new ApiError(413, "payload_too_large", "errors.payload_too_large");
  if (Number(request.headers.get("content-length")) > limit) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw new ApiError(400, "bad_request", "errors.bad_request");
    });
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
