/**
 * The link calls (/vinculos, /acesso-restrito): restricted links, their signed addresses, the
 * public-link statistics (JSON only, docs/decisions/009) and reading a file of the service (to
 * count a PDF's pages). The last two are single requests without the token refresh: the
 * statistics call is public and a file address is signed.
 */
import type { LinkAccessResponse, RestrictedLinksResponse } from "../../../api/contract.ts";
import { clientInfo } from "../user-agent.ts";
import type { Transport } from "./transport.server.ts";

export function linkCalls(t: Transport) {
  return {
    /** GET /acesso-restrito/{id}: the record's restricted links (a logged-in patron). */
    restricted: (recordId: number) => t.json<RestrictedLinksResponse>(`/acesso-restrito/${recordId}`),
    /** POST /vinculos/acesso-restrito/{id}/s/{seq}: a signed address of a restricted link. */
    access: (recordId: number, seq: number) =>
      t.json<LinkAccessResponse>(`/vinculos/acesso-restrito/${recordId}/s/${seq}`, { method: "POST" }),

    /** POST /vinculos/estatistica-acesso: a public link was followed. Failures are logged, never shown. */
    async recordAccess(body: { cod_acervo: number; seq_paragrafo: number; url: string }): Promise<void> {
      try {
        const response = await t.once("/vinculos/estatistica-acesso", {
          method: "POST",
          json: { ...body, user_id: null, ...clientInfo(t.request) },
        });
        if (!response.ok)
          console.error(`link statistics: HTTP ${response.status} for ${body.cod_acervo}/${body.seq_paragrafo}`);
      } catch (error) {
        console.error("link statistics:", error);
      }
    },

    /** The bytes of a file of the service at `apiPath` ("/api/vinculos/arquivo/…"), at most `limit` bytes; else null. */
    async readFile(apiPath: string, limit = 20 * 1024 * 1024): Promise<Uint8Array | null> {
      if (!apiPath.startsWith("/api/vinculos/arquivo/")) return null;
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
