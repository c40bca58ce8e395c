import { callRoutes } from "../../core/http/call.ts";
import { browseCalls as calls } from "./browse.calls.ts";
import { browsePage, browseRecords } from "./browse.service.ts";

/** The alphabetic browse (docs/decisions/057-browse.md): read-only, so on the read replicas. */
export const browseRoutes = callRoutes("/navegacao")
  .on(calls.page, async (c) => c.json(await browsePage(c.get("readDb"), c.req.valid("query"))))
  .on(calls.records, async (c) => c.json(await browseRecords(c.get("readDb"), c.req.valid("query")))).app;
