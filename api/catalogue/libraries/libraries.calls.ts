/** The libraries and campuses: the library page and the lists of document 2 §7 "Libraries and clearance". */
import * as z from "zod";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { Id } from "../../core/http/input.ts";

export const CampusOutSchema = z.object({ cod_campus: z.number().int(), nome_campus: z.string() });
export type CampusOut = z.output<typeof CampusOutSchema>;

export const LibraryOutSchema = z.object({
  cod_biblioteca: z.number().int(),
  desc_biblioteca: z.string(),
  cod_campus: z.number().int(),
  nome_campus: z.string(),
});
export type LibraryOut = z.output<typeof LibraryOutSchema>;

export const LibraryImageSchema = z.object({
  ordem: z.number().int(),
  url: z.string(),
  descricao: z.string().describe("Text alternative of the image"),
});
export type LibraryImage = z.output<typeof LibraryImageSchema>;

export const LibraryPageSchema = LibraryOutSchema.extend({
  endereco: z.string().nullable(),
  telefone: z.string().nullable(),
  email: z.string().nullable(),
  horario: z.string().nullable(),
  descricao: z.string().nullable(),
  imagens: z.array(LibraryImageSchema),
});
export type LibraryPage = z.output<typeof LibraryPageSchema>;

export const OpenIntervalSchema = z.object({
  abre: z.string().describe("HH:MM"),
  fecha: z.string().describe("HH:MM"),
});

export const LibraryHoursTodaySchema = z.object({
  cod_biblioteca: z.number().int(),
  desc_biblioteca: z.string(),
  horario: z.string().nullable().describe("The opening hours as the library wrote them"),
  hoje: z
    .array(OpenIntervalSchema)
    .nullable()
    .describe("Today's opening intervals read from `horario`; [] closed today; null when the text cannot be read"),
});
export type LibraryHoursToday = z.output<typeof LibraryHoursTodaySchema>;

export const HoursTodaySchema = z.object({
  dia: z.string().describe("Today in the institution's time zone, yyyy-mm-dd"),
  bibliotecas: z.array(LibraryHoursTodaySchema),
});
export type HoursToday = z.output<typeof HoursTodaySchema>;

export const libraryCalls = {
  page: defineCall({
    method: "get",
    path: "/biblioteca/:id",
    summary: "The library page's data",
    params: z.object({ id: Id }),
    responses: {
      200: json(LibraryPageSchema, "The library's page."),
      400: refusal("The id is not a library id."),
      404: refusal(
        '`library_not_found`, with the page\'s no-data message ("Não há dados desta biblioteca para exibir.").',
      ),
    },
  }),
};

export const campusCalls = {
  list: defineCall({
    method: "get",
    path: "/campus",
    summary: "The campuses",
    responses: { 200: json(z.array(CampusOutSchema), "The campuses.") },
  }),
};

export const informationUnitCalls = {
  hoursToday: defineCall({
    method: "get",
    path: "/unidade-informacao/horario-hoje",
    summary: "Each library's opening hours today",
    description:
      "Today is the institution's day (America/Sao_Paulo). `hoje` is read from the hours as written " +
      '("Segunda a sexta, 8h às 22h; sábado, 8h às 12h"); the libraries come by name.',
    responses: { 200: json(HoursTodaySchema, "Today and each library's hours.") },
  }),
  list: defineCall({
    method: "get",
    path: "/unidade-informacao",
    summary: "The libraries, of one campus when given",
    query: z.object({ campus: Id.optional().describe("A campus code: only its libraries") }),
    responses: {
      200: json(z.array(LibraryOutSchema), "The libraries."),
      400: refusal("`campus` is not a campus code."),
    },
  }),
};
