/** The visitor's search history, keyed by the random key the OPAC keeps in its cookie. */
import * as z from "zod";
import { defineCall, json, refusal } from "../../core/http/call.ts";

export const HistoryEntrySchema = z.object({
  id: z.number().int(),
  search_id: z.string(),
  campos: z.array(z.object({ termo: z.string(), tipo: z.string() })),
  base: z.string(),
  registros: z.number().int(),
  url: z.string(),
  data: z.string().describe("When the search was last run (ISO 8601)"),
});
export type HistoryEntry = z.output<typeof HistoryEntrySchema>;

/** A search as the OPAC records it. */
export const NewSearchSchema = z.object({
  search_id: z.string().trim().min(1).max(64),
  campos: z.preprocess(
    // A form body carries the list as JSON text.
    (v) => {
      if (typeof v !== "string") return v;
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z.array(z.object({ termo: z.string().max(500), tipo: z.string().trim().min(1).max(40) })).max(10),
  ),
  base: z.string().regex(/^[a-z_/]{1,40}$/),
  registros: z.coerce.number().int().min(0).max(2_147_483_647),
  // A path of the OPAC: never another site (a redo link must stay here).
  url: z
    .string()
    .max(2000)
    .refine((u) => u.startsWith("/") && !u.startsWith("//") && !u.startsWith("/\\") && !/[\u0000-\u001f]/.test(u)),
});
export type NewSearch = z.output<typeof NewSearchSchema>;

/** The key the OPAC's cookie holds; checked by the handler, which names what is wrong with it. */
const KeyParam = z.object({ key: z.string().describe("The visitor's history key") });

export const historyCalls = {
  list: defineCall({
    method: "get",
    path: "/historico-pesquisa/:key",
    summary: "The visitor's searches, newest first",
    params: KeyParam,
    responses: {
      200: json(z.array(HistoryEntrySchema), "The visitor's searches, newest first."),
      400: refusal("The key is not a history key."),
    },
  }),
  record: defineCall({
    method: "post",
    path: "/historico-pesquisa/:key",
    summary: "Records a search in the visitor's history (a re-run keeps its entry)",
    params: KeyParam,
    body: NewSearchSchema,
    responses: {
      201: json(HistoryEntrySchema, "The entry, new or brought to the top."),
      400: refusal("The key or the entry is malformed."),
    },
  }),
  remove: defineCall({
    method: "delete",
    path: "/historico-pesquisa/:key/:id",
    summary: "Removes one entry of the visitor's history",
    params: z.object({ key: KeyParam.shape.key, id: z.string().describe("The entry's id") }),
    responses: {
      200: json(z.array(HistoryEntrySchema), "The entries left."),
      400: refusal("The key or the id is malformed."),
    },
  }),
};
