/** The logo of the catalogue's pages, by library (document 2 §7 "Libraries and clearance"; decision 044). */
import * as z from "zod";
import { defineCall, json, refusal } from "../../core/http/call.ts";

export const LogoOutSchema = z.object({
  id: z.number().int(),
  logo_consulta: z.string().nullable().describe("The logo's address (/logos/…), or null when none is configured"),
  logo_consulta_cor_fundo: z.string().nullable().describe("Its background colour (#rgb or #rrggbb)"),
  logo_consulta_opacidade: z.number().min(0).max(1),
});
export type LogoOut = z.output<typeof LogoOutSchema>;

export const resourceCalls = {
  logo: defineCall({
    method: "get",
    path: "/resources/get-logo/:id",
    summary: "The logo of a library's catalogue pages (0: the institution's)",
    description:
      "A file of public/logos/ named by the parameter `logo_consulta_<id>`, else `logo_consulta`, else the " +
      "institution's `logo_instituicao`; background and opacity from `cor_fundo_logotipo_consulta` and " +
      "`logotipo_consulta_opacidade`.",
    params: z.object({
      id: z.coerce.number().int().min(0).max(2_147_483_647).describe("A library's code, or 0 for the institution"),
    }),
    responses: {
      200: json(LogoOutSchema, "The logo."),
      400: refusal("A malformed id."),
      404: refusal("No such library (library_not_found)."),
    },
  }),
};
