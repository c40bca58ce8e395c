/** The bibliographic bulletin under /bibliographic-alert, public (decision 031). */
import * as z from "zod";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { Id } from "../../core/http/input.ts";
import { ReportCardChapterDataSchema, ReportCardDataSchema, ReportCardSchema } from "./contract.ts";

export const bulletinCalls = {
  list: defineCall({
    method: "get",
    path: "/bibliographic-alert/get-report-cards",
    summary: "The library's bibliographic bulletins, newest month first",
    responses: { 200: json(z.array(ReportCardSchema), "The bulletins.") },
  }),
  data: defineCall({
    method: "get",
    path: "/bibliographic-alert/get-report-card-data",
    summary: "A bulletin with its knowledge areas and their chapters",
    query: z.object({ cod_report_card: Id }),
    responses: {
      200: json(ReportCardDataSchema, "The bulletin."),
      400: refusal("`invalid_parameter`."),
      404: refusal("`bulletin_not_found`."),
    },
  }),
  chapter: defineCall({
    method: "get",
    path: "/bibliographic-alert/get-report-card-data-item",
    summary: "A chapter of a bulletin: its titles, by title, 20 a page",
    query: z.object({
      cod_report_card: Id,
      chapter_code: z.string().trim().min(1).max(20),
      pagina: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
    responses: {
      200: json(ReportCardChapterDataSchema, "A page of the chapter."),
      400: refusal("`invalid_parameter`."),
      404: refusal("`bulletin_not_found`, `bulletin_chapter_not_found`."),
    },
  }),
};
