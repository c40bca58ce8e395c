/**
 * The comment calls (decision 029): /comentarios (comments on records, the patron's own),
 * POST /unidade-informacao/comentario (the general comment to a library), and the moderation
 * under /balcao with the staff key. The patron always comes from the bearer token. Texts are
 * plain: answered exactly as stored (trimmed, line breaks as \n, control characters removed).
 */
import * as z from "zod";
import { IdPath, noToken, noStaff } from "../../lending/circulation/circulation.calls.ts";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { Id } from "../../core/http/input.ts";
import {
  COMMENT_DISPLAYS,
  COMMENT_STATES,
  CommentedRecordSchema,
  CommentPermissionSchema,
  DeskCommentSchema,
  DeskLibraryCommentSchema,
  LIBRARY_COMMENT_STATES,
  LibraryCommentSentSchema,
  OwnCommentSchema,
  PublicCommentSchema,
} from "./contract.ts";

const Content = z.unknown().optional().describe("The text (checked by the service: empty, blank or too long is a 422)");

export const NewComment = z.object({
  content: Content,
  exibicao: z.enum(COMMENT_DISPLAYS).default("nome").describe("How the author is named on the record page"),
});

export const GeneralComment = z.object({ content: Content, b: Id.describe("The library's code") });

export const Decision = z.object({
  situacao: z.enum(["aprovado", "recusado"]),
  motivo: z.string().max(2000).nullish().describe("Kept for a refusal (at most 500 characters)"),
});

export const LibraryDecision = z.object({ situacao: z.enum(LIBRARY_COMMENT_STATES) });

const textRefusals = "comment_empty (absent, empty or blank), comment_too_long (over 2000 characters)";

/** Mounted at /comentarios. */
export const commentCalls = {
  permission: defineCall({
    method: "get",
    path: "/comentarios/permissao",
    summary: "Whether the caller's category (a visitor's: the public one) has the comments activity",
    auth: "optional",
    responses: { 200: json(CommentPermissionSchema, "The permission."), 401: refusal("A bad bearer token.") },
  }),
  ofRecord: defineCall({
    method: "get",
    path: "/comentarios/acervo/:id",
    summary: "A record's approved comments, newest first",
    params: IdPath,
    responses: {
      200: json(z.array(PublicCommentSchema), "The approved comments."),
      400: refusal("A malformed id."),
      404: refusal("record_not_found."),
    },
  }),
  post: defineCall({
    method: "post",
    path: "/comentarios/acervo/:id",
    summary: "Comments on a record (awaiting approval)",
    description:
      "Institution parameters: comentario_limite_pendentes (1–99; default 5) and comentario_atividade (12 or 13, the activity code that means comments; default 12).",
    params: IdPath,
    body: NewComment,
    auth: "patron",
    responses: {
      201: json(OwnCommentSchema, "The comment, pending."),
      400: refusal("invalid_parameter (exibicao, id), bad_request (a NUL)."),
      401: noToken,
      403: refusal("comment_not_permitted: the category lacks the comments activity."),
      404: refusal("record_not_found."),
      422: refusal(`${textRefusals}, comment_limit (already that many comments awaiting approval).`),
      429: refusal("`too_many_requests` with `Retry-After`: WRITES_PER_PATRON_PER_HOUR spent (decision 053)."),
    },
  }),
  commentedRecords: defineCall({
    method: "get",
    path: "/comentarios/usuario/acervos",
    summary: "The records the patron commented, latest comment first",
    auth: "patron",
    responses: { 200: json(z.array(CommentedRecordSchema), "The records, with counts by situation."), 401: noToken },
  }),
  ownOnRecord: defineCall({
    method: "get",
    path: "/comentarios/usuario/acervo/:id",
    summary: "The patron's comments on a record, every situation, newest first",
    params: IdPath,
    auth: "patron",
    responses: {
      200: json(z.array(OwnCommentSchema), "The comments (motivo_recusa when staff gave one)."),
      400: refusal("A malformed id."),
      401: noToken,
    },
  }),
  remove: defineCall({
    method: "delete",
    path: "/comentarios/usuario/:id",
    summary: "Removes one of the patron's comments, any situation",
    params: IdPath,
    auth: "patron",
    responses: {
      200: json(z.object({ excluido: z.literal(true) }), "Removed."),
      400: refusal("A malformed id."),
      401: noToken,
      404: refusal("comment_not_found: another's or an unknown one."),
    },
  }),
};

/** Mounted at /unidade-informacao. */
export const libraryCommentCalls = {
  send: defineCall({
    method: "post",
    path: "/unidade-informacao/comentario",
    summary: "Sends a general comment to a library, read by its staff only",
    body: GeneralComment,
    auth: "patron",
    responses: {
      201: json(LibraryCommentSentSchema, "The comment sent."),
      400: refusal("Without b, or a malformed one."),
      401: noToken,
      403: refusal("comment_not_permitted."),
      404: refusal("library_not_found."),
      422: refusal(`${textRefusals}.`),
      429: refusal("`too_many_requests` with `Retry-After`: WRITES_PER_PATRON_PER_HOUR spent (decision 053)."),
    },
  }),
};

/** Mounted at /balcao (X-Staff-Key). */
export const commentDeskCalls = {
  toModerate: defineCall({
    method: "get",
    path: "/balcao/comentarios",
    summary: "Comments on records for moderation (up to 200)",
    description: "pendente (default, oldest first), aprovado or recusado (latest decision first).",
    query: z.object({ situacao: z.enum(COMMENT_STATES).default("pendente") }),
    auth: "staff",
    responses: {
      200: json(z.array(DeskCommentSchema), "The comments, with their authors."),
      400: refusal("An unknown situation."),
      401: noStaff,
    },
  }),
  moderate: defineCall({
    method: "put",
    path: "/balcao/comentarios/:id",
    summary: "Approves or refuses a comment on a record",
    description:
      "Raises the author's alert comment_approved (link /acervo/{id}#comentarios) or comment_refused (params titulo, motivo).",
    params: IdPath,
    body: Decision,
    auth: "staff",
    responses: {
      200: json(DeskCommentSchema, "The comment decided."),
      400: refusal("Another situation, a reason too long, a malformed id."),
      401: noStaff,
      404: refusal("comment_not_found."),
      409: refusal("comment_state: already so."),
    },
  }),
  libraryComments: defineCall({
    method: "get",
    path: "/balcao/comentarios-gerais",
    summary: "General comments to the libraries, new ones first",
    description: "A desk bound to a library sees its own only.",
    query: z.object({ situacao: z.enum(LIBRARY_COMMENT_STATES).optional(), biblioteca: Id.optional() }),
    auth: "staff",
    responses: {
      200: json(z.array(DeskLibraryCommentSchema), "The comments."),
      400: refusal("An unknown situation or a malformed library."),
      401: noStaff,
      403: refusal("staff_forbidden: asking for another library."),
    },
  }),
  markLibraryComment: defineCall({
    method: "put",
    path: "/balcao/comentarios-gerais/:id",
    summary: "Marks a general comment new, read or answered",
    params: IdPath,
    body: LibraryDecision,
    auth: "staff",
    responses: {
      200: json(DeskLibraryCommentSchema, "The comment marked."),
      400: refusal("An unknown situation, a malformed id."),
      401: noStaff,
      403: refusal("staff_forbidden: another library's desk."),
      404: refusal("comment_not_found."),
    },
  }),
};
