/**
 * /solicitacoes/alertas (document 2 §7 "Requests"): the patron's alerts. GET with dataIni and
 * dataFim (both or neither, the first not after the second), PUT {id} marks it read, DELETE {id}
 * dismisses it; GET nao-lidos (ours) counts the unread for the patron area's menu. The patron is
 * the bearer token's.
 */
import { Hono } from "hono";
import type { ApiEnv } from "../http/env.ts";
import { DateRangeQuery, deferQuery, pathId, queryOf } from "../http/input.ts";
import { optionalDateRange, patronOf } from "../circulation/http.ts";
import { patronAlerts, readAlert, removeAlert, unreadAlerts } from "./alerts-page.service.ts";

export const alertRoutes = new Hono<ApiEnv>()
  .get("/", deferQuery(DateRangeQuery), async (c) => {
    const patronId = patronOf(c);
    const q = queryOf(c);
    const range = optionalDateRange(q.dataIni || undefined, q.dataFim || undefined);
    return c.json(await patronAlerts(c.get("db"), patronId, range));
  })
  .get("/nao-lidos", async (c) => c.json(await unreadAlerts(c.get("db"), patronOf(c))))
  .put("/:id", async (c) => {
    const patronId = patronOf(c);
    return c.json(await readAlert(c.get("db"), patronId, pathId(c)));
  })
  .delete("/:id", async (c) => {
    const patronId = patronOf(c);
    return c.json(await removeAlert(c.get("db"), patronId, pathId(c)));
  });
