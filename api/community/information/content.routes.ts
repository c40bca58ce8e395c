/**
 * /balcao/faq, /balcao/atendimento, /balcao/eventos: staff write the FAQ, the service points and
 * the events that /parametros shows (information.calls.ts, `contentDeskCalls`).
 */
import type { z } from "zod";
import { callRoutes } from "../../core/http/call.ts";
import { contentDeskCalls as calls, type EventBody, type FaqBody, type ServicePointBody } from "./information.calls.ts";
import { removeContent, saveEvent, saveFaq, saveServicePoint } from "./content.service.ts";
import { mountContentItems } from "./staff-content.ts";

const faqInput = (b: z.output<typeof FaqBody>) => ({
  catalogue: b.tipo_catalogo,
  question: b.titulo,
  answer: b.conteudo,
  position: b.posicao,
});
const pointInput = (b: z.output<typeof ServicePointBody>) => ({
  libraryId: b.cod_biblioteca,
  title: b.titulo,
  content: b.conteudo,
  position: b.posicao,
});
const eventInput = (b: z.output<typeof EventBody>) => ({
  source: b.origem,
  title: b.titulo,
  startsOn: b.data_inicio,
  endsOn: b.data_fim,
  place: b.local,
  description: b.descricao,
  url: b.url,
});

const routes = callRoutes("/balcao");
mountContentItems(routes, calls.faq, {
  save: (db, staff, body, id) => saveFaq(db, staff, faqInput(body), id),
  remove: (db, staff, id) => removeContent(db, staff, "info_faq", id),
});
mountContentItems(routes, calls.servicePoint, {
  save: (db, staff, body, id) => saveServicePoint(db, staff, pointInput(body), id),
  remove: (db, staff, id) => removeContent(db, staff, "info_service_point", id),
});
mountContentItems(routes, calls.event, {
  save: (db, staff, body, id) => saveEvent(db, staff, eventInput(body), id),
  remove: (db, staff, id) => removeContent(db, staff, "info_event", id),
});

export const contentDeskRoutes = routes.app;
