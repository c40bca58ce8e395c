import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../http/env.ts";
import { BigId, bodyOf, parse, validBody } from "../http/input.ts";
import { checkSessionKey, HistoryEntrySchema, recordSearch, removeSearch, searchHistory } from "./history.service.ts";

/**
 * The visitor's search history, keyed by the random key the OPAC keeps in its cookie
 * (docs/api.md): GET the entries, POST a search, DELETE one entry (answering
 * the entries left).
 */
export const historyRoutes = new Hono<ApiEnv>()
  .get("/:key", async (c) => c.json(await searchHistory(c.get("db"), checkSessionKey(c.req.param("key")))))
  .post("/:key", validBody(HistoryEntrySchema), async (c) => {
    const key = checkSessionKey(c.req.param("key"));
    const input = bodyOf(c);
    return c.json(await recordSearch(c.get("db"), key, input), 201);
  })
  .delete("/:key/:id", async (c) => {
    const key = checkSessionKey(c.req.param("key"));
    const id = parse(z.object({ id: BigId }), { id: c.req.param("id") }).id;
    await removeSearch(c.get("db"), key, id);
    return c.json(await searchHistory(c.get("db"), key));
  });
