import * as z from "zod";
import { callRoutes } from "../../core/http/call.ts";
import { BigId, bodyOf, parse } from "../../core/http/input.ts";
import { historyCalls as calls } from "./history.calls.ts";
import { checkSessionKey, recordSearch, removeSearch, searchHistory } from "./history.service.ts";

/**
 * The visitor's search history (docs/api.md): the key is checked by the handler before the
 * body or the id, so that a bad key is named first.
 */
export const historyRoutes = callRoutes("/historico-pesquisa")
  .on(calls.list, async (c) => c.json(await searchHistory(c.get("db"), checkSessionKey(c.req.valid("param").key))))
  .on(calls.record, async (c) => {
    const key = checkSessionKey(c.req.valid("param").key);
    return c.json(await recordSearch(c.get("db"), key, bodyOf(c)), 201);
  })
  .on(calls.remove, async (c) => {
    const key = checkSessionKey(c.req.valid("param").key);
    const id = parse(z.object({ id: BigId }), { id: c.req.valid("param").id }).id;
    await removeSearch(c.get("db"), key, id);
    return c.json(await searchHistory(c.get("db"), key));
  }).app;
