import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { patronFromBearer } from "../../patron/auth/auth.service.ts";
import { callRoutes } from "../../core/http/call.ts";
import { bodyOf } from "../../core/http/input.ts";
import { linkCalls as calls, restrictedAccessCalls } from "./links.calls.ts";
import {
  accessLink,
  linkFile,
  mediaRedirect,
  recordLinkStatistics,
  restrictedLinks,
  type ClientInfo,
} from "./links.service.ts";

function client(body: { browser?: string; device?: string; os?: string }): ClientInfo {
  return { browser: body.browser || undefined, device: body.device || undefined, os: body.os || undefined };
}

/** The patron of a valid bearer token, or undefined (for public calls that record who did it when known). */
function optionalPatron(
  header: string | undefined,
  config: Parameters<typeof patronFromBearer>[1],
): number | undefined {
  if (!header) return undefined;
  try {
    return patronFromBearer(header, config);
  } catch {
    return undefined;
  }
}

/** /vinculos (document 1 §2 restricted media path; document 2 §7 "Links and authority"). */
export const linkRoutes = callRoutes("/vinculos")
  .on(calls.access, async (c) => {
    const patron = patronFromBearer(c.req.header("authorization"), c.get("config"));
    const { a, b } = c.req.valid("param");
    const body = bodyOf(c);
    return c.json(await accessLink(c.get("db"), c.get("config"), a, b, patron, client(body)));
  })
  .on(calls.statistics, async (c) => {
    const body = bodyOf(c);
    const patron = optionalPatron(c.req.header("authorization"), c.get("config"));
    await recordLinkStatistics(c.get("db"), body.cod_acervo, body.seq_paragrafo, patron, client(body));
    return c.json({ registrado: true }, 201);
  })
  .on(calls.public, async (c) => {
    const { a, b } = c.req.valid("param");
    const url = await mediaRedirect(c.get("db"), c.get("config"), a, b, () =>
      patronFromBearer(c.req.header("authorization"), c.get("config")),
    );
    c.header("Cache-Control", "private, no-store");
    return c.redirect(url, 302);
  })
  .on(calls.file, async (c) => {
    const { a, b } = c.req.valid("param");
    const file = await linkFile(c.get("db"), c.get("config"), a, b, c.req.valid("query").t, () =>
      patronFromBearer(c.req.header("authorization"), c.get("config")),
    );
    const name = file.file.split(/[\\/]/).pop() ?? "arquivo";
    return c.body(Readable.toWeb(createReadStream(file.file)) as ReadableStream, 200, {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": `${file.inline ? "inline" : "attachment"}; filename="${name.replace(/[^\w.-]/g, "_")}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": file.public ? "public, max-age=3600" : "private, no-store",
    });
  }).app;

/** GET /acesso-restrito/{id}: the restricted links of a record, for a logged-in patron. */
export const restrictedAccessRoutes = callRoutes("/acesso-restrito").on(restrictedAccessCalls.links, async (c) => {
  const patron = patronFromBearer(c.req.header("authorization"), c.get("config"));
  return c.json(await restrictedLinks(c.get("db"), c.req.valid("param").id, patron));
}).app;
