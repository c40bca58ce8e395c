/**
 * Under /bibliographic-alert (document 2 §7 "Libraries and clearance"; docs/api.md "Bibliographic
 * bulletin"), public: the bulletins, one bulletin's areas and chapters, one chapter's titles.
 */
import { callRoutes } from "../../core/http/call.ts";
import { bulletinCalls as calls } from "./bulletin.calls.ts";
import { reportCardChapter, reportCardData, reportCards } from "./bulletin.service.ts";

export const bulletinRoutes = callRoutes("/bibliographic-alert")
  .on(calls.list, async (c) => c.json(await reportCards(c.get("db"))))
  .on(calls.data, async (c) => c.json(await reportCardData(c.get("db"), c.req.valid("query").cod_report_card)))
  .on(calls.chapter, async (c) => {
    const q = c.req.valid("query");
    return c.json(await reportCardChapter(c.get("db"), q.cod_report_card, q.chapter_code, q.pagina, c.get("lang")));
  }).app;
