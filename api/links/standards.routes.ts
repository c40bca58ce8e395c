import { Hono } from "hono";

import type { ApiEnv } from "../http/env.ts";
import { idParam as id } from "../http/input.ts";
import { standardsLink } from "./standards.service.ts";

/** GET /vinculos/abnt/{id} and /vinculos/target/{id} (decision 044), mounted at /vinculos. */
export const standardsRoutes = new Hono<ApiEnv>()
  .get("/abnt/:id", id, async (c) => c.json(await standardsLink(c.get("db"), "abnt", c.req.valid("param").id)))
  .get("/target/:id", id, async (c) => c.json(await standardsLink(c.get("db"), "target", c.req.valid("param").id)));
