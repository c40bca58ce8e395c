/**
 * Research requests (document 2 §7 "Requests" and "Libraries and clearance"; decision 033):
 * interlibrary loan, bibliographic switching, bibliographic survey, specialised research and the
 * catalogue sheet, under /solicitacoes, every call bearer and the caller's own only (another
 * patron's request is not found, as an unknown one); the desk's side under /balcao/solicitacoes
 * (X-Staff-Key). Each type's paths are spelled out (no "/:tipo"), so that other calls under
 * /solicitacoes (the alerts) are never taken for a type. The fields and rules of each form are
 * in ./research-requests.rules.ts (the OPAC uses the same module).
 */
import * as z from "zod";
import { IdPath, noToken, noStaff } from "../circulation/circulation.calls.ts";
import { defineCall, file, json, refusal } from "../../core/http/call.ts";
import { DateRangeQuery } from "../../core/http/input.ts";
import {
  CatalogueFormConfigSchema,
  DeskResearchRequestOutSchema,
  PdfViewPermissionSchema,
  RESEARCH_STATUSES,
  RESEARCH_TYPES,
  ResearchRequestOutSchema,
  type ResearchType,
} from "./contract.ts";

const blankToUndefined = (v: unknown) => v || undefined;
const Status = z.enum(RESEARCH_STATUSES).optional();
const Type = z.enum(RESEARCH_TYPES);

export const ListQuery = DateRangeQuery.extend({ status: z.preprocess(blankToUndefined, Status) });

/** A request's fields, checked by the rules of its type (422 naming the first broken one). */
const RequestFields = z
  .record(z.string(), z.unknown())
  .describe("The type's fields (research-requests.rules.ts); interlibrary loan also takes them inside `dados`");

const textList = z
  .union([z.array(z.string().max(200)).max(10), z.string().max(1000)])
  .optional()
  .transform((v) =>
    v === undefined
      ? undefined
      : (Array.isArray(v) ? v : v.split(";"))
          .map((s) => s.trim())
          .filter(Boolean)
          .slice(0, 10),
  );

const CardBody = z
  .object({
    classificacao: z.string().max(60).optional(),
    cutter: z.string().max(20).optional(),
    assuntos: textList.describe("A list, or ;-separated; default: the patron's keywords"),
    bibliotecario: z.string().max(200).nullable().optional(),
  })
  .nullable()
  .optional();

export const MoveBody = z.object({
  status: z.enum(RESEARCH_STATUSES),
  resposta: z.string().max(2000).nullable().optional().describe("The library's answer, shown to the patron"),
  ficha: CardBody,
});

const PDF = "application/pdf";
const formRefusals = {
  400: refusal("A malformed body."),
  401: noToken,
  422: refusal("research_request_invalid: the first broken rule of the form, in words."),
} as const;

function listCall(type: ResearchType) {
  return defineCall({
    method: "get",
    path: `/solicitacoes/${type}`,
    summary: `The patron's ${type} requests, newest first`,
    query: ListQuery,
    deferQuery: {},
    auth: "patron",
    responses: {
      200: json(z.array(ResearchRequestOutSchema), "The requests."),
      400: refusal("invalid_date_range (dataIni and dataFim both or neither, in order), or an unknown status."),
      401: noToken,
    },
  });
}

function cancelCall(type: ResearchType) {
  return defineCall({
    method: "delete",
    path: `/solicitacoes/${type}/:id`,
    summary: `Cancels one of the patron's waiting ${type} requests`,
    params: IdPath,
    auth: "patron",
    responses: {
      200: json(ResearchRequestOutSchema, "The cancelled request."),
      400: refusal("A malformed id."),
      401: noToken,
      404: refusal("research_request_not_found."),
      409: refusal("research_request_not_cancellable: the library works on it."),
    },
  });
}

const createCall = <P extends string>(path: P, summary: string, description: string) =>
  defineCall({
    method: "post",
    path,
    summary,
    description,
    body: RequestFields,
    auth: "patron",
    responses: { 201: json(ResearchRequestOutSchema, "The request, waiting."), ...formRefusals },
  });

const saveCatalogueSheet = <P extends string>(path: P, summary: string) =>
  defineCall({
    method: "post",
    path,
    summary,
    description:
      "multipart/form-data: the sheet's fields (autor, titulo, subtitulo, ano, folhas, ilustracoes, tipo_trabalho, curso, unidade, instituicao, cidade, orientador, coorientador, palavras_chave 1–5 ;-separated) and `arquivo`, the work as PDF (its bytes must start a PDF), at most 10 MiB; the body may be 10 MiB + 256 KiB.",
    multipart: true,
    auth: "patron",
    responses: {
      201: json(ResearchRequestOutSchema, "The request, waiting, with its file."),
      400: refusal("A malformed body."),
      401: noToken,
      413: refusal("research_file_too_large."),
      422: refusal("research_request_invalid."),
    },
  });

/** Mounted at /solicitacoes. */
export const researchRequestCalls = {
  formConfig: defineCall({
    method: "get",
    path: "/solicitacoes/ficha-catalografica/get-form-config",
    summary: "The catalogue sheet form's fields, file limits and the institution's default",
    auth: "patron",
    responses: { 200: json(CatalogueFormConfigSchema, "The form's configuration."), 401: noToken },
  }),
  pdfViewPermission: defineCall({
    method: "get",
    path: "/solicitacoes/ficha-catalografica/pdf-view-permission",
    summary: "Whether a catalogue sheet's card can be downloaded (once the library finished it)",
    query: z.object({
      codigo: z.string().optional().describe("the request's code (or id)"),
      id: z.string().optional(),
    }),
    deferQuery: {},
    auth: "patron",
    responses: {
      200: json(PdfViewPermissionSchema, "The request's status and whether its card is ready."),
      400: refusal("No code, or a malformed one."),
      401: noToken,
      404: refusal("research_request_not_found."),
    },
  }),
  saveCatalogueSheet: saveCatalogueSheet(
    "/solicitacoes/ficha-catalografica/save",
    "Requests a catalogue sheet for an academic work (its PDF attached)",
  ),
  saveCatalogueSheetAlias: saveCatalogueSheet(
    "/solicitacoes/ficha-catalografica",
    "Requests a catalogue sheet (as POST /solicitacoes/ficha-catalografica/save)",
  ),
  cardPdf: defineCall({
    method: "get",
    path: "/solicitacoes/ficha-catalografica/:id/pdf",
    summary: "The finished catalogue card (AACR2 layout on an A4 page, in Portuguese)",
    params: IdPath,
    auth: "patron",
    responses: {
      200: file(PDF, "The card."),
      400: refusal("A malformed id."),
      401: noToken,
      404: refusal("research_request_not_found."),
      409: refusal("research_card_not_ready."),
    },
  }),
  interlibraryLoan: createCall(
    "/solicitacoes/emprestimo-inter-bibliotecas",
    "Requests an interlibrary loan",
    "`{dados: {titulo*, autor, edicao, editora, ano, isbn, biblioteca_fornecedora, observacao}}` (or the fields flat).",
  ),
  switching: createCall(
    "/solicitacoes/comutacao-bibliografica",
    "Requests a document by bibliographic switching",
    "`{tipo_documento* artigo|tese|parte, titulo*, autor, periodico, titulo_documento, instituicao, volume, numero, ano, pagina_inicial, pagina_final, observacao}`; an article also needs periodico, ano, both pages; a thesis autor, instituicao, ano; a part titulo_documento and both pages; the start page not after the end page; fields a document does not use are dropped.",
  ),
  switchingOfRecord: defineCall({
    method: "post",
    path: "/solicitacoes/comutacao-bibliografica/:id",
    summary: "Requests a document by bibliographic switching, from a record's page",
    description: "As POST /solicitacoes/comutacao-bibliografica; `{id}` is the record it is made from.",
    params: IdPath,
    body: RequestFields,
    auth: "patron",
    responses: {
      201: json(ResearchRequestOutSchema, "The request, waiting."),
      ...formRefusals,
      404: refusal("record_not_found."),
    },
  }),
  survey: createCall(
    "/solicitacoes/levantamento-bibliografico",
    "Requests a bibliographic survey",
    "`{assunto*, palavras_chave, idiomas, ano_inicial, ano_final, finalidade, observacao}` (years of four digits, the first not after the second).",
  ),
  research: createCall(
    "/solicitacoes/pesquisa-especializada",
    "Requests a specialised research",
    "`{tema*, objetivo*, fontes, prazo (YYYY-MM-DD, not before today), observacao}`.",
  ),
};

type ByType<F extends (type: ResearchType) => unknown> = { [T in ResearchType]: ReturnType<F> };
/** GET /solicitacoes/{tipo}, one call per type. */
export const researchListCalls = Object.fromEntries(RESEARCH_TYPES.map((t) => [t, listCall(t)])) as ByType<
  typeof listCall
>;
/** DELETE /solicitacoes/{tipo}/{id}, one call per type. */
export const researchCancelCalls = Object.fromEntries(RESEARCH_TYPES.map((t) => [t, cancelCall(t)])) as ByType<
  typeof cancelCall
>;

/** Mounted at /balcao/solicitacoes (X-Staff-Key). */
export const researchDeskCalls = {
  list: defineCall({
    method: "get",
    path: "/balcao/solicitacoes",
    summary: "Research requests for the desk, oldest first (at most 500)",
    query: z.object({
      tipo: z.preprocess(blankToUndefined, Type.optional()),
      status: z.preprocess(blankToUndefined, Status),
    }),
    deferQuery: {},
    auth: "staff",
    responses: {
      200: json(z.array(DeskResearchRequestOutSchema), "The requests, with whose they are and where they may go."),
      400: refusal("An unknown type or status."),
      401: noStaff,
    },
  }),
  file: defineCall({
    method: "get",
    path: "/balcao/solicitacoes/ficha-catalografica/:id/arquivo",
    summary: "A catalogue sheet request's thesis PDF, as uploaded",
    params: IdPath,
    auth: "staff",
    responses: {
      200: file(PDF, "The thesis."),
      400: refusal("A malformed id."),
      401: noStaff,
      404: refusal("research_request_not_found."),
    },
  }),
  cardPdf: defineCall({
    method: "get",
    path: "/balcao/solicitacoes/ficha-catalografica/:id/pdf",
    summary: "A catalogue sheet's card, once its data is attached",
    params: IdPath,
    auth: "staff",
    responses: {
      200: file(PDF, "The card."),
      400: refusal("A malformed id."),
      401: noStaff,
      404: refusal("research_request_not_found."),
      409: refusal("research_card_not_ready."),
    },
  }),
  move: defineCall({
    method: "put",
    path: "/balcao/solicitacoes/:tipo/:id",
    summary: "Moves a research request to its next status (with the library's answer and card data)",
    description:
      "The patron gets a request_status alert, once per request and status. Finishing a catalogue sheet needs its classification and Cutter code.",
    params: z.object({ tipo: z.string().describe("The request type"), id: IdPath.shape.id }),
    body: z.object({
      status: z
        .unknown()
        .optional()
        .describe(`One of ${RESEARCH_STATUSES.join(", ")} (or situacao)`),
      situacao: z.unknown().optional().describe("Same as status"),
      resposta: z.unknown().optional().describe("The library's answer (≤ 2000 characters), shown to the patron"),
      ficha: z
        .unknown()
        .optional()
        .describe(
          "{classificacao, cutter, assuntos (list or ;-separated; default: the patron's keywords), bibliotecario}",
        ),
    }),
    auth: "staff",
    responses: {
      200: json(DeskResearchRequestOutSchema, "The moved request."),
      400: refusal("An unknown type or status, a malformed id or field."),
      401: noStaff,
      404: refusal("research_request_not_found."),
      409: refusal("research_status_not_allowed: not a next status."),
      422: refusal("research_card_required: finishing a catalogue sheet without classification and Cutter code."),
    },
  }),
};
