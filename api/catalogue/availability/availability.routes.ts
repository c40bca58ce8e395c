import { callRoutes } from "../../core/http/call.ts";
import { availabilityCalls as calls } from "./availability.calls.ts";
import { recordAvailability } from "./availability.service.ts";

/** GET /acervo/{id}/disponibilidade: the record's copies by library, live. */
export const availabilityRoutes = callRoutes("/acervo").on(calls.record, async (c) =>
  c.json(await recordAvailability(c.get("pageDb"), c.req.valid("param").id)),
).app;
