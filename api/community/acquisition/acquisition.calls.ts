/**
 * Acquisition suggestions (decision 030): /unidade-informacao/sugestao-aquisicao (the form: its
 * options and the submission), /aquisicao (the patron's suggestions, the situations, the
 * statistics) and /balcao/sugestoes (the desk, X-Staff-Key). The patron always comes from the
 * bearer token. Situation codes, in document 2 §4's order, are SUGGESTION_SITUATIONS.
 */
import * as z from "zod";
import { IdPath, noToken, noStaff } from "../../lending/circulation/circulation.calls.ts";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { DateRangeQuery } from "../../core/http/input.ts";
import {
  DeskSuggestionOutSchema,
  SituationOutSchema,
  SuggestionCreatedSchema,
  SuggestionFormOptionsSchema,
  SuggestionOutSchema,
  SuggestionStatisticsSchema,
} from "./contract.ts";

const Situacao = z.string().optional().describe("a situation's code (GET /aquisicao/sugestoes/situacao)");
export const ListQuery = DateRangeQuery.extend({ situacao: Situacao });

export const Move = z.object({
  situacao: z.string(),
  resposta: z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => v?.trim() || null)
    .pipe(z.string().max(2000).nullable()),
});

/** The suggestion's fields, checked by ./suggestion.rules.ts (422 naming the first refused one). */
const SuggestionFields = z
  .record(z.string(), z.unknown())
  .describe(
    "campus, biblioteca (−1 = none), autor, titulo, edicao, editor, isbn_issn, periodico (S/N, boolean, on), outras_inf; teachers also quantidade (1–999, required), curso, disciplina",
  );

/** Mounted at /unidade-informacao. */
export const suggestionFormCalls = {
  options: defineCall({
    method: "get",
    path: "/unidade-informacao/sugestao-aquisicao",
    summary: "What the suggestion form offers the patron: campuses, libraries, a teacher's choices, the e-mail",
    auth: "patron",
    responses: { 200: json(SuggestionFormOptionsSchema, "The form's options."), 401: noToken },
  }),
  suggest: defineCall({
    method: "post",
    path: "/unidade-informacao/sugestao-aquisicao",
    summary: "Suggests a title for the library to acquire",
    body: SuggestionFields,
    auth: "patron",
    responses: {
      201: json(SuggestionCreatedSchema, "The suggestion, and the words of success."),
      400: refusal("A malformed body."),
      401: noToken,
      403: refusal("suggestion_teacher_only: quantity, course or discipline from a non-teacher."),
      422: refusal(
        "suggestion_no_email (says where to register one); suggestion_field_required (the library, then the title, then the publisher, then a teacher's quantity); suggestion_identifier_invalid (length, ISBN or ISSN check digit); suggestion_field_invalid (too long, a library not of the campus, an unknown course or discipline).",
      ),
      429: refusal("`too_many_requests` with `Retry-After`: WRITES_PER_PATRON_PER_HOUR spent (decision 053)."),
    },
  }),
};

/** Mounted at /aquisicao. */
export const acquisitionCalls = {
  situations: defineCall({
    method: "get",
    path: "/aquisicao/sugestoes/situacao",
    summary: "The fourteen situations of a suggestion, words in the caller's language",
    responses: { 200: json(z.array(SituationOutSchema), "The situations.") },
  }),
  list: defineCall({
    method: "get",
    path: "/aquisicao/sugestoes",
    summary: "The patron's suggestions, newest first",
    query: ListQuery,
    deferQuery: {},
    auth: "patron",
    responses: {
      200: json(z.array(SuggestionOutSchema), "The suggestions (cod_acervo: the record, once catalogued)."),
      400: refusal(
        "invalid_date_range (the day it was sent; both or neither, in order), invalid_parameter (situacao).",
      ),
      401: noToken,
    },
  }),
  statistics: defineCall({
    method: "get",
    path: "/aquisicao/estatisticas",
    summary: "The patron's suggestions counted by situation (every situation listed)",
    query: DateRangeQuery.extend({ biblioteca: z.string().optional() }),
    deferQuery: {},
    auth: "patron",
    responses: {
      200: json(SuggestionStatisticsSchema, "The counts."),
      400: refusal("invalid_date_range, or a malformed library code."),
      401: noToken,
    },
  }),
};

/** Mounted at /balcao. */
export const suggestionDeskCalls = {
  list: defineCall({
    method: "get",
    path: "/balcao/sugestoes",
    summary: "Suggestions for the desk (a desk bound to a library sees that library's)",
    query: z.object({ situacao: Situacao }),
    deferQuery: {},
    auth: "staff",
    responses: {
      200: json(z.array(DeskSuggestionOutSchema), "The suggestions, with who sent them and where they may go next."),
      400: refusal("An unknown situation."),
      401: noStaff,
    },
  }),
  move: defineCall({
    method: "put",
    path: "/balcao/sugestoes/:id",
    summary: "Moves a suggestion to another situation, with an answer to the patron",
    description: "The patron gets the alert suggestion_answered.",
    params: IdPath,
    body: Move,
    auth: "staff",
    responses: {
      200: json(DeskSuggestionOutSchema, "The moved suggestion."),
      400: refusal("An unknown situacao, a malformed id, an answer over 2000 characters."),
      401: noStaff,
      403: refusal("staff_forbidden: another library's."),
      404: refusal("suggestion_not_found."),
      409: refusal(
        "suggestion_move_refused: not allowed from the current situation (the words list the allowed ones).",
      ),
    },
  }),
};
