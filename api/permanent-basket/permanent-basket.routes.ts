/**
 * /acervo/cesta-permanente (document 2 §4, §7; decision 034), mounted at /acervo before the
 * record routes' "/:id". POST {acervos} keeps records; PUT {acervos, situacao: removido|colecao}
 * removes or restores them; GET colecao?tipo=colecao|removidos|todos&dataIni&dataFim lists them
 * (the dates are the days they were kept: both or neither, the first not after the second).
 */
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../http/env.ts";
import { bodyOf, DateRangeQuery, deferQuery, Id, parse, queryOf, validBody } from "../http/input.ts";
import { optionalDateRange, patronOf } from "../circulation/http.ts";
import { PERMANENT_BASKET_TYPES } from "./contract.ts";
import { changePermanentBasket, keepInPermanentBasket, permanentBasket } from "./permanent-basket.service.ts";

/** `acervos` as a JSON array, repeated form fields or "1,2,3"; at most 200 at a time. */
const IdsField = z.preprocess((v) => {
  const split = (x: unknown) =>
    String(x)
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  if (Array.isArray(v)) return v.flatMap(split);
  if (typeof v === "string" || typeof v === "number") return split(v);
  return v;
}, z.array(Id).min(1).max(200));

const KeepBody = z.object({ acervos: IdsField });
const ChangeBody = z.object({ acervos: IdsField, situacao: z.enum(["removido", "colecao"]) });
const ListQuery = z.object({ tipo: z.enum(PERMANENT_BASKET_TYPES).default("colecao") });

export const permanentBasketRoutes = new Hono<ApiEnv>()
  .post("/cesta-permanente", validBody(KeepBody), async (c) => {
    const patronId = patronOf(c);
    const { acervos } = bodyOf(c);
    return c.json(await keepInPermanentBasket(c.get("db"), patronId, acervos), 201);
  })
  .put("/cesta-permanente", validBody(ChangeBody), async (c) => {
    const patronId = patronOf(c);
    const { acervos, situacao } = bodyOf(c);
    return c.json(await changePermanentBasket(c.get("db"), patronId, acervos, situacao));
  })
  .get("/cesta-permanente/colecao", deferQuery(DateRangeQuery.extend({ tipo: z.string().optional() })), async (c) => {
    const patronId = patronOf(c);
    const q = queryOf(c);
    const { tipo } = parse(ListQuery, { tipo: q.tipo || undefined });
    const range = optionalDateRange(q.dataIni || undefined, q.dataFim || undefined);
    return c.json(await permanentBasket(c.get("db"), patronId, { tipo, ...range }, c.get("lang")));
  });
