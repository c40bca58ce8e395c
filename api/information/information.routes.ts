/**
 * /parametros: the FAQ, information and support calls (document 2 §7 "parametros", issue 14
 * item 6, decision 038). All public GETs.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../http/env.ts";
import { idParam, validQuery } from "../http/input.ts";
import {
  activities,
  activity,
  activityInformation,
  events,
  faqs,
  generalInformation,
  servicePoint,
  servicePoints,
  supportMessage,
} from "./information.service.ts";

const FaqQuery = z.object({ tipo_catalogo: z.enum(["C", "K", "A"]).optional().default("C") });

export const informationRoutes = new Hono<ApiEnv>()
  .get("/faq", validQuery(FaqQuery), async (c) => c.json(await faqs(c.get("db"), c.req.valid("query").tipo_catalogo)))
  .get("/informacoes_gerais", async (c) => c.json(await generalInformation(c.get("db"))))
  .get("/funcionalidades", async (c) => c.json(await activities(c.get("db"))))
  .get("/atividade/:id", idParam, async (c) => c.json(await activity(c.get("db"), c.req.valid("param").id)))
  .get("/atividade/:id/informativo", idParam, async (c) =>
    c.json(await activityInformation(c.get("db"), c.req.valid("param").id)),
  )
  .get("/atendimento", async (c) => c.json(await servicePoints(c.get("db"))))
  .get("/atendimento/:id", idParam, async (c) => c.json(await servicePoint(c.get("db"), c.req.valid("param").id)))
  .get("/eventos_institucionais", async (c) => c.json(await events(c.get("db"), "I")))
  .get("/eventos_eventum", async (c) => c.json(await events(c.get("db"), "E")))
  .get("/suporte", async (c) => c.json(await supportMessage(c.get("db"))));
