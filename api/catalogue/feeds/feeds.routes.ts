/**
 * GET /acervo/novas-aquisicoes?limite=: the records most recently added to the catalogue, newest
 * first, for the OPAC's new-acquisitions feed (Atom). Same shape as the basket's record list.
 */
import { findNewestRecords } from "../basket/basket.service.ts";
import { toBasketRecord } from "../basket/basket.service.ts";
import { callRoutes } from "../../core/http/call.ts";
import { feedCalls as calls } from "./feeds.calls.ts";

export const newAcquisitionRoutes = callRoutes("/acervo").on(calls.newest, async (c) => {
  const rows = await findNewestRecords(c.get("db"), c.req.valid("query").limite);
  const today = new Date();
  return c.json(rows.map((row) => toBasketRecord(row, c.get("lang"), today)));
}).app;
