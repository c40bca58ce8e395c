import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { Hono } from "hono";
import { z } from "zod";
import { patronFromBearer } from "../auth/auth.service.ts";
import type { ApiEnv } from "../http/env.ts";
import { bodyOf, Id, idParam, validBody, validParam, validQuery } from "../http/input.ts";
import {
  accessLink,
  linkFile,
  mediaRedirect,
  recordLinkStatistics,
  restrictedLinks,
  type ClientInfo,
} from "./links.service.ts";

const Seq = z.coerce.number().int().positive().max(9_999);
const Text = z.string().trim().max(200).optional();

const ClientBody = z.object({
  // Document 2 §7 sends userId; the patron is taken from the token, never from the body.
  userId: z.union([z.string(), z.number()]).optional(),
  browser: Text,
  device: Text,
  os: Text,
});

const StatisticsBody = z.object({
  cod_acervo: Id,
  seq_paragrafo: Seq,
  url: z.string().max(2048).optional(),
  user_id: z.union([z.string(), z.number()]).nullable().optional(),
  browser: Text,
  device: Text,
  os: Text,
});

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

const AccessParams = z.object({ a: Id, b: Seq });
const MediaParams = z.object({ a: Id, b: Seq, descricao: z.string().max(500) });

/** /vinculos (document 1 §2 restricted media path; document 2 §7 "Links and authority"). */
export const linkRoutes = new Hono<ApiEnv>()
  .post("/acesso-restrito/:a/s/:b", validParam(AccessParams), validBody(ClientBody, "json"), async (c) => {
    const patron = patronFromBearer(c.req.header("authorization"), c.get("config"));
    const { a, b } = c.req.valid("param");
    const body = bodyOf(c);
    return c.json(await accessLink(c.get("db"), c.get("config"), a, b, patron, client(body)));
  })
  .post("/estatistica-acesso", validBody(StatisticsBody, "json"), async (c) => {
    const body = bodyOf(c);
    const patron = optionalPatron(c.req.header("authorization"), c.get("config"));
    await recordLinkStatistics(c.get("db"), body.cod_acervo, body.seq_paragrafo, patron, client(body));
    return c.json({ registrado: true }, 201);
  })
  .get("/publico/:a/seq/:b/:descricao", validParam(MediaParams), async (c) => {
    const { a, b } = c.req.valid("param");
    const url = await mediaRedirect(c.get("db"), c.get("config"), a, b, () =>
      patronFromBearer(c.req.header("authorization"), c.get("config")),
    );
    c.header("Cache-Control", "private, no-store");
    return c.redirect(url, 302);
  })
  .get(
    "/arquivo/:a/:b",
    validParam(AccessParams),
    validQuery(z.object({ t: z.string().max(200).optional() })),
    async (c) => {
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
    },
  );

/** GET /acesso-restrito/{id}: the restricted links of a record, for a logged-in patron. */
export const restrictedAccessRoutes = new Hono<ApiEnv>().get("/:id", idParam, async (c) => {
  patronFromBearer(c.req.header("authorization"), c.get("config"));
  return c.json(await restrictedLinks(c.get("db"), c.req.valid("param").id));
});
