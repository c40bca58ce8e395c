import { Hono } from "hono";
import type { ApiEnv } from "../http/env.ts";
import { idParam as id } from "../http/input.ts";
import { hideOtherTitlesPermission, recordAvailability } from "./availability.service.ts";

/**
 * GET /acervo/{id}/disponibilidade: the record's copies by library, live (issue 18, item 2).
 * GET /acervo/get-permission-hide-other-titles (document 1 §7): whether the record page hides the
 * "other titles" list, the institution's `ocultar_outros_titulos` (S/N, default N). Mounted before
 * the record routes, whose "/:id" used to answer it 400 "invalid id" (issue 18, item 9).
 */
export const availabilityRoutes = new Hono<ApiEnv>()
  .get("/get-permission-hide-other-titles", async (c) => c.json(await hideOtherTitlesPermission(c.get("db"))))
  .get("/:id/disponibilidade", id, async (c) => c.json(await recordAvailability(c.get("db"), c.req.valid("param").id)));
