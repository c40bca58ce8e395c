/** The FAQ, information and support calls (/parametros/…, decision 038). */
import { informationCalls as calls } from "../../../api/community/information/information.calls.ts";
import type { Transport } from "./transport.server.ts";

export function informationCalls(t: Transport) {
  return {
    faq: (catalogue: "C" | "K" | "A" = "C") => t.call(calls.faq, { query: { tipo_catalogo: catalogue } }),
    general: () => t.call(calls.general, {}),
    extras: () => t.call(calls.extras, {}),
    activities: () => t.call(calls.activities, {}),
    activity: (id: number) => t.call(calls.activity, { params: { id } }),
    activityInformation: (id: number) => t.call(calls.activityInformation, { params: { id } }),
    servicePoints: () => t.call(calls.servicePoints, {}),
    servicePoint: (id: number) => t.call(calls.servicePoint, { params: { id } }),
    institutionalEvents: () => t.call(calls.institutionalEvents, {}),
    eventumEvents: () => t.call(calls.eventumEvents, {}),
    support: () => t.call(calls.support, {}),
  };
}
