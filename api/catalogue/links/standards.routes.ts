import { callRoutes } from "../../core/http/call.ts";
import { standardsCalls as calls } from "./links.calls.ts";
import { standardsLink } from "./standards.service.ts";

/** GET /vinculos/abnt/{id} and /vinculos/target/{id} (decision 044), mounted at /vinculos. */
export const standardsRoutes = callRoutes("/vinculos")
  .on(calls.abnt, async (c) => c.json(await standardsLink(c.get("db"), "abnt", c.req.valid("param").id)))
  .on(calls.target, async (c) => c.json(await standardsLink(c.get("db"), "target", c.req.valid("param").id))).app;
