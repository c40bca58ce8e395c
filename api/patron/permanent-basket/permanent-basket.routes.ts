/**
 * /acervo/cesta-permanente (document 2 §4, §7; decision 034), mounted at /acervo before the
 * record routes' "/:id". POST {acervos} keeps records; PUT {acervos, situacao: removido|colecao}
 * removes or restores them; GET colecao?tipo=colecao|removidos|todos&dataIni&dataFim lists them
 * (the dates are the days they were kept: both or neither, the first not after the second).
 */
import { optionalDateRange, patronOf } from "../../core/caller.ts";
import { callRoutes } from "../../core/http/call.ts";
import { bodyOf, parse, queryOf } from "../../core/http/input.ts";
import { ListQuery, permanentBasketCalls as calls } from "./permanent-basket.calls.ts";
import { changePermanentBasket, keepInPermanentBasket, permanentBasket } from "./permanent-basket.service.ts";

export const permanentBasketRoutes = callRoutes("/acervo")
  .on(calls.keep, async (c) => {
    const patronId = patronOf(c);
    const { acervos } = bodyOf(c);
    return c.json(await keepInPermanentBasket(c.get("db"), patronId, acervos), 201);
  })
  .on(calls.change, async (c) => {
    const patronId = patronOf(c);
    const { acervos, situacao } = bodyOf(c);
    return c.json(await changePermanentBasket(c.get("db"), patronId, acervos, situacao));
  })
  .on(calls.list, async (c) => {
    const patronId = patronOf(c);
    const q = queryOf(c);
    const { tipo } = parse(ListQuery, { tipo: q.tipo || undefined });
    const range = optionalDateRange(q.dataIni || undefined, q.dataFim || undefined);
    return c.json(await permanentBasket(c.get("db"), patronId, { tipo, ...range }, c.get("lang")));
  }).app;
