/**
 * /rede-pergamum/remoto/{codigo}: a database type answered by a remote catalogue over SRU
 * (decision 058), for the categories granted that database type, as the select offers it.
 */
import { optionalPatronOf } from "../../core/caller.ts";
import { ApiError } from "../../core/errors.ts";
import { callRoutes } from "../../core/http/call.ts";
import type { Context } from "hono";
import type { ApiEnv } from "../../core/http/env.ts";
import { databaseTypes } from "../network/network.service.ts";
import { remoteCalls } from "./remote.calls.ts";
import { remoteRecord, remoteSearch } from "./remote.service.ts";

/** A database type the caller's category is not granted is answered as one that is not configured. */
async function granted(c: Context<ApiEnv>, code: number): Promise<void> {
  const bases = await databaseTypes(c.get("db"), optionalPatronOf(c) ?? null, c.get("lang"));
  if (!bases.some((b) => b.codigo === code && b.remoto))
    throw new ApiError(404, "not_configured", "errors.remote_not_configured");
}

export const remoteRoutes = callRoutes("/rede-pergamum/remoto")
  .on(remoteCalls.search, async (c) => {
    const { codigo } = c.req.valid("param");
    await granted(c, codigo);
    return c.json(await remoteSearch(c.get("db"), codigo, c.req.valid("query")));
  })
  .on(remoteCalls.record, async (c) => {
    const { codigo } = c.req.valid("param");
    await granted(c, codigo);
    return c.json(await remoteRecord(c.get("db"), codigo, c.req.valid("query")));
  }).app;
