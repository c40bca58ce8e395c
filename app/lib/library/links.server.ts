/**
 * The link calls (/vinculos, /acesso-restrito): restricted links, their signed addresses, the
 * public-link statistics (JSON only, docs/decisions/009) and reading a file of the service (to
 * count a PDF's pages). The last two are single requests without the token refresh: the
 * statistics call is public and a file address is signed.
 */
import { linkCalls as calls, restrictedAccessCalls } from "../../../api/catalogue/links/links.calls.ts";
import { fillPath, type CallRequest } from "../../../api/core/http/call.ts";
import { clientInfo } from "../user-agent.ts";
import type { Transport } from "./transport.server.ts";

/** Where the service's files are: `/api/vinculos/arquivo/{a}/{b}` (signed or public). */
const FILE_PREFIX = "/api" + calls.file.path.slice(0, calls.file.path.indexOf(":"));

export function linkCalls(t: Transport) {
  return {
    /** The record's restricted links (a logged-in patron). */
    restricted: (recordId: number) => t.call(restrictedAccessCalls.links, { params: { id: recordId } }),
    /** A signed address of a restricted link. */
    access: (recordId: number, seq: number) => t.call(calls.access, { params: { a: recordId, b: seq }, body: {} }),

    /** A public link was followed. Failures are logged, never shown. */
    async recordAccess(body: { cod_acervo: number; seq_paragrafo: number; url: string }): Promise<void> {
      try {
        const json: CallRequest<typeof calls.statistics>["body"] = { ...body, user_id: null, ...clientInfo(t.request) };
        const response = await t.once(fillPath(calls.statistics.path), { method: "POST", json });
        if (!response.ok)
          console.error(`link statistics: HTTP ${response.status} for ${body.cod_acervo}/${body.seq_paragrafo}`);
      } catch (error) {
        console.error("link statistics:", error);
      }
    },

    /** The bytes of a file of the service at `apiPath` ("/api/vinculos/arquivo/…"), at most `limit` bytes; else null. */
    async readFile(apiPath: string, limit = 20 * 1024 * 1024): Promise<Uint8Array | null> {
      if (!apiPath.startsWith(FILE_PREFIX)) return null;
      try {
        const response = await t.once(apiPath.slice("/api".length), { accept: "application/pdf" });
        if (!response.ok || !response.body) return null;
        const length = Number(response.headers.get("content-length") ?? "0");
        if (length > limit) {
          await response.body.cancel();
          return null;
        }
        const bytes = new Uint8Array(await response.arrayBuffer());
        return bytes.length > limit ? null : bytes;
      } catch (error) {
        console.error("reading a file of the service:", error);
        return null;
      }
    },
  };
}
