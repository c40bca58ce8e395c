/**
 * /solicitacoes/alertas (document 2 §7 "Requests"): the patron's alerts. GET with dataIni and
 * dataFim (both or neither, the first not after the second), PUT {id} marks it read, DELETE {id}
 * dismisses it; GET nao-lidos (ours) counts the unread for the patron area's menu. The patron is
 * the bearer token's.
 */
import { callRoutes } from "../../core/http/call.ts";
import { pathId, queryOf } from "../../core/http/input.ts";
import { alertCalls as calls } from "./alerts.calls.ts";
import { optionalDateRange, patronOf } from "../../core/caller.ts";
import { patronAlerts, readAlert, removeAlert, unreadAlerts } from "./alerts-page.service.ts";

export const alertRoutes = callRoutes("/solicitacoes/alertas")
  .on(calls.list, async (c) => {
    const patronId = patronOf(c);
    const q = queryOf(c);
    const range = optionalDateRange(q.dataIni || undefined, q.dataFim || undefined);
    return c.json(await patronAlerts(c.get("db"), patronId, range));
  })
  .on(calls.unread, async (c) => c.json(await unreadAlerts(c.get("db"), patronOf(c))))
  .on(calls.read, async (c) => {
    const patronId = patronOf(c);
    return c.json(await readAlert(c.get("db"), patronId, pathId(c)));
  })
  .on(calls.dismiss, async (c) => {
    const patronId = patronOf(c);
    return c.json(await removeAlert(c.get("db"), patronId, pathId(c)));
  }).app;
