/**
 * GET /acervo/novas-aquisicoes?limite=: the records most recently added to the catalogue, newest
 * first, for the OPAC's new-acquisitions feed (Atom). Same shape as the basket's record list.
 */
import { Hono } from "hono";
import { z } from "zod";

import { findNewestRecords } from "../basket/basket.service.ts";
import { toBasketRecord } from "../basket/basket.service.ts";
import type { ApiEnv } from "../http/env.ts";
import { validQuery } from "../http/input.ts";

const Query = z.object({ limite: z.coerce.number().int().min(1).max(100).default(50) });

export const newAcquisitionRoutes = new Hono<ApiEnv>().get("/novas-aquisicoes", validQuery(Query), async (c) => {
  const rows = await findNewestRecords(c.get("db"), c.req.valid("query").limite);
  const today = new Date();
  return c.json(rows.map((row) => toBasketRecord(row, c.get("lang"), today)));
});
