/**
 * Under /bibliographic-alert (document 2 §7 "Libraries and clearance"; docs/api.md "Bibliographic
 * bulletin"), public: the bulletins, one bulletin's areas and chapters, one chapter's titles.
 */
import { Hono } from "hono";
import { z } from "zod";

import type { ApiEnv } from "../http/env.ts";
import { Id, validQuery } from "../http/input.ts";
import { reportCardChapter, reportCardData, reportCards } from "./bulletin.service.ts";

const Card = z.object({ cod_report_card: Id });
const Chapter = z.object({
  cod_report_card: Id,
  chapter_code: z.string().trim().min(1).max(20),
  pagina: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const bulletinRoutes = new Hono<ApiEnv>()
  .get("/get-report-cards", async (c) => c.json(await reportCards(c.get("db"))))
  .get("/get-report-card-data", validQuery(Card), async (c) =>
    c.json(await reportCardData(c.get("db"), c.req.valid("query").cod_report_card)),
  )
  .get("/get-report-card-data-item", validQuery(Chapter), async (c) => {
    const q = c.req.valid("query");
    return c.json(await reportCardChapter(c.get("db"), q.cod_report_card, q.chapter_code, q.pagina, c.get("lang")));
  });
