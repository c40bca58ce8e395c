/**
 * Response shapes of the comment calls (decision 029), as the zod schemas the declarations of
 * ./comments.calls.ts answer with. Texts are plain: whatever a patron wrote comes back exactly as
 * stored, never markup.
 */
import * as z from "zod";

/** The situations of a comment on a record (document 2 §4: public only once approved). */
export const COMMENT_STATES = ["pendente", "aprovado", "recusado"] as const;
export type CommentState = (typeof COMMENT_STATES)[number];

/** How the author is named on the record page: full name, first name, or not at all. */
export const COMMENT_DISPLAYS = ["nome", "primeiro_nome", "anonimo"] as const;
export type CommentDisplay = (typeof COMMENT_DISPLAYS)[number];

/** The situations of a general comment to a library, for its staff. */
export const LIBRARY_COMMENT_STATES = ["novo", "lido", "respondido"] as const;
export type LibraryCommentState = (typeof LIBRARY_COMMENT_STATES)[number];

const int = () => z.number().int();

/** An approved comment as the public sees it. */
export const PublicCommentSchema = z.object({
  cod_comentario: int(),
  nome_exibicao: z.string().nullable().describe("The author's chosen name; null: anonymous (the OPAC words it)"),
  texto: z.string(),
  data: z.string().describe("When it was written (ISO instant)"),
});
export type PublicComment = z.output<typeof PublicCommentSchema>;

/** A new comment (201), and each of the patron's own comments. */
export const OwnCommentSchema = z.object({
  cod_comentario: int(),
  cod_acervo: int(),
  titulo: z.string(),
  exibicao: z.enum(COMMENT_DISPLAYS),
  nome_exibicao: z.string().nullable(),
  texto: z.string(),
  situacao: z.enum(COMMENT_STATES),
  motivo_recusa: z.string().nullable().describe("Staff's reason when refused, if they gave one"),
  data: z.string(),
  data_moderacao: z.string().nullable(),
});
export type OwnComment = z.output<typeof OwnCommentSchema>;

/** The records the patron commented, newest comment first. */
export const CommentedRecordSchema = z.object({
  cod_acervo: int(),
  titulo: z.string(),
  total: int(),
  pendentes: int(),
  aprovados: int(),
  recusados: int(),
  ultimo_comentario: z.string(),
});
export type CommentedRecord = z.output<typeof CommentedRecordSchema>;

/** Whether the caller may comment (record comments and the general one). */
export const CommentPermissionSchema = z.object({
  logado: z.boolean().describe("A patron is logged in (a bearer token came)"),
  permitido: z.boolean().describe("The caller's category (a visitor: the public one) has the comments activity"),
  atividade: int().describe("The activity code that governs comments (institution parameter comentario_atividade)"),
  pendentes: int().nullable().describe("How many of the patron's comments await approval (null for a visitor)"),
  limite: int(),
});
export type CommentPermission = z.output<typeof CommentPermissionSchema>;

export const LibraryCommentSentSchema = z.object({
  cod_comentario: int(),
  cod_biblioteca: int(),
  desc_biblioteca: z.string(),
  data: z.string(),
});
export type LibraryCommentSent = z.output<typeof LibraryCommentSentSchema>;

/** A comment on a record, for moderation. */
export const DeskCommentSchema = OwnCommentSchema.extend({
  cod_pessoa: int(),
  login: z.string(),
  nome_pessoa: z.string(),
  moderado_por: z.string().nullable(),
});
export type DeskComment = z.output<typeof DeskCommentSchema>;

/** A general comment to a library, for its staff. */
export const DeskLibraryCommentSchema = z.object({
  cod_comentario: int(),
  cod_biblioteca: int(),
  desc_biblioteca: z.string(),
  cod_pessoa: int().nullable(),
  login: z.string().nullable(),
  nome_pessoa: z.string().nullable(),
  email: z.string().nullable(),
  texto: z.string(),
  situacao: z.enum(LIBRARY_COMMENT_STATES),
  data: z.string(),
  data_tratamento: z.string().nullable(),
  tratado_por: z.string().nullable(),
});
export type DeskLibraryComment = z.output<typeof DeskLibraryCommentSchema>;
