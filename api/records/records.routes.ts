import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../http/env.ts";
import { invalidParameterHook } from "../http/errors.ts";
import {
  recordCopies,
  recordData,
  recordDublinCore,
  recordLinksOf,
  recordMarc,
  recordReference,
} from "./record.service.ts";

const IdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const CopiesQuery = z.object({
  biblioteca: z.coerce.number().int().positive().optional(),
  campus: z.coerce.number().int().positive().optional(),
});
const id = zValidator("param", IdParam, invalidParameterHook);

/** GET /acervo/{id} and its tabs (document 1, §7 "Record"). */
export const recordRoutes = new Hono<ApiEnv>()
  .get("/:id", id, async (c) => c.json(await recordData(c.get("db"), c.req.valid("param").id, c.get("lang"))))
  .get("/:id/referencia", id, async (c) => c.json(await recordReference(c.get("db"), c.req.valid("param").id)))
  .get("/:id/marc", id, async (c) => c.json(await recordMarc(c.get("db"), c.req.valid("param").id)))
  .get("/:id/dublin-core", id, async (c) => c.json(await recordDublinCore(c.get("db"), c.req.valid("param").id)))
  .get("/:id/links", id, async (c) => c.json(await recordLinksOf(c.get("db"), c.req.valid("param").id)))
  .get("/:id/exemplares", id, zValidator("query", CopiesQuery, invalidParameterHook), async (c) => {
    const { biblioteca, campus } = c.req.valid("query");
    return c.json(
      await recordCopies(c.get("db"), c.req.valid("param").id, { libraryId: biblioteca, campusId: campus }, c.get("lang")),
    );
  });
