/**
 * GET /unapi as the unAPI 1 specification answers it: without `id`, the formats (200); with an
 * `id` alone, the record's formats (300 Multiple Choices); with `id` and `format`, the record in
 * that format (200, the service's file), 404 for an unknown record, 406 for an unknown format.
 */
import type { LibraryClient } from "../../lib/library/index.server.ts";
import { ServiceError } from "../../lib/library/index.server.ts";
import { formatsXml, parseUnapiId, UNAPI_FORMATS } from "./unapi.ts";

const XML = { "Content-Type": "application/xml; charset=utf-8" };
const TEXT = { "Content-Type": "text/plain; charset=utf-8" };

export async function unapiResponse(
  url: URL,
  api: LibraryClient,
  messages: { notFound: string; notAcceptable: string },
) {
  const rawId = url.searchParams.get("id");
  const name = url.searchParams.get("format");
  if (rawId === null) return new Response(formatsXml(), { status: 200, headers: XML });
  const id = parseUnapiId(rawId);
  if (id === null) return new Response(messages.notFound, { status: 404, headers: TEXT });
  if (name === null) return new Response(formatsXml(rawId), { status: 300, headers: XML });
  const format = UNAPI_FORMATS.find((f) => f.name === name);
  if (!format) return new Response(messages.notAcceptable, { status: 406, headers: TEXT });
  try {
    const file = await api.records.exportFile(id, format.export);
    const type = file.headers.get("Content-Type") ?? format.type;
    return new Response(file.body, { status: 200, headers: { "Content-Type": type, "Cache-Control": "no-cache" } });
  } catch (error) {
    if (error instanceof ServiceError && (error.status === 404 || error.status === 400))
      return new Response(messages.notFound, { status: 404, headers: TEXT });
    throw error;
  }
}
