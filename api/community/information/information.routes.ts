/** /parametros: the FAQ, information and support calls (information.calls.ts). All public GETs. */
import { callRoutes } from "../../core/http/call.ts";
import { informationCalls as calls } from "./information.calls.ts";
import {
  activities,
  activity,
  activityInformation,
  catalogueExtras,
  events,
  faqs,
  generalInformation,
  servicePoint,
  servicePoints,
  supportMessage,
} from "./information.service.ts";

export const informationRoutes = callRoutes("/parametros")
  .on(calls.faq, async (c) => c.json(await faqs(c.get("db"), c.req.valid("query").tipo_catalogo)))
  .on(calls.general, async (c) => c.json(await generalInformation(c.get("db"))))
  .on(calls.extras, async (c) => c.json(await catalogueExtras(c.get("pageDb"))))
  .on(calls.activities, async (c) => c.json(await activities(c.get("db"))))
  .on(calls.activity, async (c) => c.json(await activity(c.get("db"), c.req.valid("param").id)))
  .on(calls.activityInformation, async (c) => c.json(await activityInformation(c.get("db"), c.req.valid("param").id)))
  .on(calls.servicePoints, async (c) => c.json(await servicePoints(c.get("db"))))
  .on(calls.servicePoint, async (c) => c.json(await servicePoint(c.get("db"), c.req.valid("param").id)))
  .on(calls.institutionalEvents, async (c) => c.json(await events(c.get("db"), "I")))
  .on(calls.eventumEvents, async (c) => c.json(await events(c.get("db"), "E")))
  .on(calls.support, async (c) => c.json(await supportMessage(c.get("db")))).app;
