/** The FAQ, information and support calls (/parametros/…, decision 038). */
import type {
  ActivityInformation,
  ActivityOut,
  EventOut,
  FaqOut,
  GeneralInformation,
  ServicePointDetails,
  ServicePointOut,
  SupportMessage,
} from "../../../api/information/contract.ts";
import type { Transport } from "./transport.server.ts";

export function informationCalls(t: Transport) {
  return {
    /** GET /parametros/faq?tipo_catalogo=C|K|A. */
    faq: (catalogue: "C" | "K" | "A" = "C") =>
      t.json<FaqOut[]>("/parametros/faq", { query: { tipo_catalogo: catalogue } }),
    general: () => t.json<GeneralInformation>("/parametros/informacoes_gerais"),
    activities: () => t.json<ActivityOut[]>("/parametros/funcionalidades"),
    activity: (id: number) => t.json<ActivityOut>(`/parametros/atividade/${id}`),
    activityInformation: (id: number) => t.json<ActivityInformation>(`/parametros/atividade/${id}/informativo`),
    servicePoints: () => t.json<ServicePointOut[]>("/parametros/atendimento"),
    servicePoint: (id: number) => t.json<ServicePointDetails>(`/parametros/atendimento/${id}`),
    institutionalEvents: () => t.json<EventOut[]>("/parametros/eventos_institucionais"),
    eventumEvents: () => t.json<EventOut[]>("/parametros/eventos_eventum"),
    support: () => t.json<SupportMessage>("/parametros/suporte"),
  };
}
