import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { z } from "zod";
import { patronFromBearer } from "../auth/auth.service.ts";
import { ApiError } from "../errors.ts";
import type { ApiEnv } from "../http/env.ts";
import { invalidParameterHook } from "../http/errors.ts";
import {
  accessLink,
  linkFile,
  mediaRedirect,
  recordLinkStatistics,
  restrictedLinks,
  type ClientInfo,
} from "./links.service.ts";

const Id = z.coerce.number().int().positive().max(2_147_483_647);
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

/**
 * JSON bodies (what Pergamum's client sends); an empty body is an empty object. Anything else is
 * refused, so that a page on another site cannot post a plain HTML form to these calls (a
 * cross-site JSON request needs a CORS preflight this service never grants).
 */
async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  const text = await request.text();
  if (!text.trim()) return {};
  if (!type.includes("application/json")) throw new ApiError(400, "bad_request", "errors.bad_request");
  try {
    const body: unknown = JSON.parse(text);
    if (body !== null && typeof body === "object" && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new ApiError(400, "bad_request", "errors.bad_request");
}

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  invalidParameterHook(result);
  return (result as { data: z.infer<T> }).data;
}

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
  .post("/acesso-restrito/:a/s/:b", zValidator("param", AccessParams, invalidParameterHook), async (c) => {
    const patron = patronFromBearer(c.req.header("authorization"), c.get("config"));
    const { a, b } = c.req.valid("param");
    const body = parse(ClientBody, await readBody(c.req.raw));
    return c.json(await accessLink(c.get("db"), c.get("config"), a, b, patron, client(body)));
  })
  .post("/estatistica-acesso", async (c) => {
    const body = parse(StatisticsBody, await readBody(c.req.raw));
    const patron = optionalPatron(c.req.header("authorization"), c.get("config"));
    await recordLinkStatistics(c.get("db"), body.cod_acervo, body.seq_paragrafo, patron, client(body));
    return c.json({ registrado: true }, 201);
  })
  .get("/publico/:a/seq/:b/:descricao", zValidator("param", MediaParams, invalidParameterHook), async (c) => {
    const { a, b } = c.req.valid("param");
    const url = await mediaRedirect(c.get("db"), c.get("config"), a, b, () =>
      patronFromBearer(c.req.header("authorization"), c.get("config")),
    );
    c.header("Cache-Control", "private, no-store");
    return c.redirect(url, 302);
  })
  .get(
    "/arquivo/:a/:b",
    zValidator("param", AccessParams, invalidParameterHook),
    zValidator("query", z.object({ t: z.string().max(200).optional() }), invalidParameterHook),
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
export const restrictedAccessRoutes = new Hono<ApiEnv>().get(
  "/:id",
  zValidator("param", z.object({ id: Id }), invalidParameterHook),
  async (c) => {
    patronFromBearer(c.req.header("authorization"), c.get("config"));
    return c.json(await restrictedLinks(c.get("db"), c.req.valid("param").id));
  },
);
