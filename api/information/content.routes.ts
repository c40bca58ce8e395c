/**
 * /balcao/faq, /balcao/atendimento, /balcao/eventos: staff (X-Staff-Key) write the FAQ, the
 * service points and the events that /parametros shows (decision 038 addendum). JSON bodies only
 * (a page on another site cannot post a form here); POST creates (201 `{id}`), PUT `/{id}`
 * replaces (200 `{id}`), DELETE `/{id}` removes (200 `{removido: true}`); 404 `not_found` for an
 * unknown id, 400 `invalid_parameter` naming the first bad field, 401/403 for the key.
 */
import { Hono } from "hono";
import { z } from "zod";

import { staffOf } from "../circulation/http.ts";
import type { ApiEnv } from "../http/env.ts";
import { bodyOf, idParam, Id, validBody } from "../http/input.ts";
import type { ContentTable } from "./content.repository.ts";
import { removeContent, saveEvent, saveFaq, saveServicePoint } from "./content.service.ts";

/** HTML written by staff: sanitised on the way out, so only its size is limited here. */
const Html = z.string().trim().min(1).max(20_000);
const Title = z.string().trim().min(1).max(300);
const Position = z.number().int().min(0).max(9999).default(0);
const Day = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? null : v), schema.nullable().optional()).transform((v) => v ?? null);
/** http(s), or an address without a scheme (shown with http://, as the events page does); nothing else. */
const Link = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => !/^[a-z][a-z0-9+.-]*:/i.test(v) || /^https?:\/\/\S+$/i.test(v))
  .refine((v) => !/\s/.test(v));

const FaqBody = z.object({
  tipo_catalogo: z.enum(["C", "K", "A"]).default("C"),
  titulo: Title,
  conteudo: Html,
  posicao: Position,
});
const ServicePointBody = z.object({
  cod_biblioteca: optional(Id),
  titulo: Title,
  conteudo: Html,
  posicao: Position,
});
const EventBody = z.object({
  origem: z.enum(["I", "E"]),
  titulo: Title,
  data_inicio: Day,
  data_fim: optional(Day),
  local: optional(z.string().trim().max(300)),
  descricao: optional(z.string().trim().max(20_000)),
  url: optional(Link),
});

const faqInput = (b: z.infer<typeof FaqBody>) => ({
  catalogue: b.tipo_catalogo,
  question: b.titulo,
  answer: b.conteudo,
  position: b.posicao,
});
const pointInput = (b: z.infer<typeof ServicePointBody>) => ({
  libraryId: b.cod_biblioteca,
  title: b.titulo,
  content: b.conteudo,
  position: b.posicao,
});
const eventInput = (b: z.infer<typeof EventBody>) => ({
  source: b.origem,
  title: b.titulo,
  startsOn: b.data_inicio,
  endsOn: b.data_fim,
  place: b.local,
  description: b.descricao,
  url: b.url,
});

function removal(table: ContentTable) {
  return new Hono<ApiEnv>().delete("/:id", idParam, async (c) => {
    const staff = await staffOf(c);
    return c.json(await removeContent(c.get("db"), staff, table, c.req.valid("param").id));
  });
}

export const contentDeskRoutes = new Hono<ApiEnv>()
  .post("/faq", validBody(FaqBody, "json"), async (c) => {
    const staff = await staffOf(c);
    return c.json(await saveFaq(c.get("db"), staff, faqInput(bodyOf(c))), 201);
  })
  .put("/faq/:id", idParam, validBody(FaqBody, "json"), async (c) => {
    const staff = await staffOf(c);
    const input = faqInput(bodyOf(c));
    return c.json(await saveFaq(c.get("db"), staff, input, c.req.valid("param").id));
  })
  .route("/faq", removal("info_faq"))
  .post("/atendimento", validBody(ServicePointBody, "json"), async (c) => {
    const staff = await staffOf(c);
    return c.json(await saveServicePoint(c.get("db"), staff, pointInput(bodyOf(c))), 201);
  })
  .put("/atendimento/:id", idParam, validBody(ServicePointBody, "json"), async (c) => {
    const staff = await staffOf(c);
    const input = pointInput(bodyOf(c));
    return c.json(await saveServicePoint(c.get("db"), staff, input, c.req.valid("param").id));
  })
  .route("/atendimento", removal("info_service_point"))
  .post("/eventos", validBody(EventBody, "json"), async (c) => {
    const staff = await staffOf(c);
    return c.json(await saveEvent(c.get("db"), staff, eventInput(bodyOf(c))), 201);
  })
  .put("/eventos/:id", idParam, validBody(EventBody, "json"), async (c) => {
    const staff = await staffOf(c);
    const input = eventInput(bodyOf(c));
    return c.json(await saveEvent(c.get("db"), staff, input, c.req.valid("param").id));
  })
  .route("/eventos", removal("info_event"));
