import { Hono } from "hono";
import { z } from "zod";

import type { ApiEnv } from "../http/env.ts";
import { validQuery } from "../http/input.ts";
import { appLayersParams, lastCacheDate, prefilterParams } from "./param-calls.service.ts";

/**
 * A prefilter link's list of codes, as Pergamum writes it: "1,3," (a trailing comma), or one
 * code. At most 30 codes; anything but digits and commas is refused.
 */
const CodeList = z
  .string()
  .max(400)
  .regex(/^\s*\d{1,9}(\s*,\s*\d{1,9})*\s*,?\s*$|^\s*,?\s*$/)
  .transform((v) => [
    ...new Set(
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
        .map(Number),
    ),
  ])
  .refine((codes) => codes.length <= 30);

const YES = new Set(["1", "s", "sim", "true", "on", "y", "yes"]);

const PrefilterQuery = z.object({
  id_biblioteca: CodeList.optional(),
  tipo_obra: CodeList.optional(),
  cr: z
    .string()
    .max(10)
    .optional()
    .transform((v) => v !== undefined && YES.has(v.trim().replace(/,$/, "").toLowerCase())),
  id_colecao: CodeList.optional(),
});

/** Document 2 §7 "Catalogue and parameters" (public GET), under /parametros (decision 045 addendum). */
export const paramCallRoutes = new Hono<ApiEnv>()
  .get("/get-last-cache-date", async (c) => c.json(await lastCacheDate(c.get("readDb"))))
  .get("/prefiltros", validQuery(PrefilterQuery), async (c) =>
    c.json(await prefilterParams(c.get("readDb"), c.req.valid("query"), c.get("lang"))),
  )
  .get("/app-layers", async (c) => c.json(await appLayersParams(c.get("db"))));
