/**
 * The patron's account figures: GET /emprestimo/estatisticas (ours; mounted at /emprestimo
 * beside the circulation calls) and GET /biblioteca/get-info-message (document 2 §7 "Libraries
 * and clearance"; mounted at /biblioteca before the library page's "/:id").
 */
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../http/env.ts";
import { DateRangeQuery, deferQuery, OptionalId, queryOf } from "../http/input.ts";
import { optionalDateRange, optionalPatronOf, patronOf } from "../circulation/http.ts";
import { infoMessage, loanStatistics } from "./account-stats.service.ts";

export const loanStatisticsRoutes = new Hono<ApiEnv>().get("/estatisticas", deferQuery(DateRangeQuery), async (c) => {
  const patronId = patronOf(c);
  const q = queryOf(c);
  const range = optionalDateRange(q.dataIni || undefined, q.dataFim || undefined);
  return c.json(await loanStatistics(c.get("db"), patronId, range));
});

const LibraryQuery = z.object({ cod_biblioteca: OptionalId });

export const infoMessageRoutes = new Hono<ApiEnv>().get("/get-info-message", deferQuery(LibraryQuery), async (c) => {
  const patronId = optionalPatronOf(c);
  const { cod_biblioteca } = queryOf(c);
  return c.json(await infoMessage(c.get("db"), cod_biblioteca, patronId));
});
