import { Hono } from "hono";
import type { ApiEnv } from "../http/env.ts";
import { idParam as id } from "../http/input.ts";
import { recordAvailability } from "./availability.service.ts";

/** GET /acervo/{id}/disponibilidade: the record's copies by library, live (issue 18, item 2). */
export const availabilityRoutes = new Hono<ApiEnv>().get("/:id/disponibilidade", id, async (c) =>
  c.json(await recordAvailability(c.get("db"), c.req.valid("param").id)),
);
