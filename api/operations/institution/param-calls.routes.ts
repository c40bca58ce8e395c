import { callRoutes } from "../../core/http/call.ts";
import { paramCalls as calls } from "./param-calls.calls.ts";
import { appLayersParams, lastCacheDate, prefilterParams } from "./param-calls.service.ts";

/** Document 2 §7 "Catalogue and parameters" (public GET), under /parametros (decision 045). */
export const paramCallRoutes = callRoutes("/parametros")
  .on(calls.lastCacheDate, async (c) => c.json(await lastCacheDate(c.get("readDb"))))
  .on(calls.prefilters, async (c) =>
    c.json(await prefilterParams(c.get("readDb"), c.req.valid("query"), c.get("lang"))),
  )
  .on(calls.appLayers, async (c) => c.json(await appLayersParams(c.get("db")))).app;
