/**
 * The patron's account figures: GET /emprestimo/estatisticas (ours; mounted at /emprestimo
 * beside the circulation calls) and GET /biblioteca/get-info-message (document 2 §7 "Libraries
 * and clearance"; mounted at /biblioteca before the library page's "/:id").
 */
import { callRoutes } from "../../core/http/call.ts";
import { queryOf } from "../../core/http/input.ts";
import { optionalDateRange, optionalPatronOf, patronOf } from "../../core/caller.ts";
import { accountStatsCalls as calls } from "./account-stats.calls.ts";
import { infoMessage, loanStatistics } from "./account-stats.service.ts";

export const loanStatisticsRoutes = callRoutes("/emprestimo").on(calls.statistics, async (c) => {
  const patronId = patronOf(c);
  const q = queryOf(c);
  const range = optionalDateRange(q.dataIni || undefined, q.dataFim || undefined);
  return c.json(await loanStatistics(c.get("db"), patronId, range));
}).app;

export const infoMessageRoutes = callRoutes("/biblioteca").on(calls.infoMessage, async (c) => {
  const patronId = optionalPatronOf(c);
  const { cod_biblioteca } = queryOf(c);
  return c.json(await infoMessage(c.get("db"), cod_biblioteca, patronId));
}).app;
