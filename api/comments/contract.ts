/**
 * Response types of the comment calls (docs/api.md "Comments"), imported by the OPAC's library
 * client. Texts are plain: whatever a patron wrote comes back exactly as stored, never markup.
 */

/** The situations of a comment on a record (document 2 §4: public only once approved). */
export const COMMENT_STATES = ["pendente", "aprovado", "recusado"] as const;
export type CommentState = (typeof COMMENT_STATES)[number];

/** How the author is named on the record page: full name, first name, or not at all. */
export const COMMENT_DISPLAYS = ["nome", "primeiro_nome", "anonimo"] as const;
export type CommentDisplay = (typeof COMMENT_DISPLAYS)[number];

/** The situations of a general comment to a library, for its staff. */
export const LIBRARY_COMMENT_STATES = ["novo", "lido", "respondido"] as const;
export type LibraryCommentState = (typeof LIBRARY_COMMENT_STATES)[number];

/** GET /comentarios/acervo/{id}: an approved comment as the public sees it. */
export interface PublicComment {
  cod_comentario: number;
  /** The author's chosen name; null: anonymous (the OPAC words it). */
  nome_exibicao: string | null;
  texto: string;
  /** When it was written (ISO instant). */
  data: string;
}

/** POST /comentarios/acervo/{id} (201), and each of the patron's own comments. */
export interface OwnComment {
  cod_comentario: number;
  cod_acervo: number;
  titulo: string;
  exibicao: CommentDisplay;
  nome_exibicao: string | null;
  texto: string;
  situacao: CommentState;
  /** Staff's reason when refused, if they gave one. */
  motivo_recusa: string | null;
  data: string;
  data_moderacao: string | null;
}

/** GET /comentarios/usuario/acervos: the records the patron commented, newest comment first. */
export interface CommentedRecord {
  cod_acervo: number;
  titulo: string;
  total: number;
  pendentes: number;
  aprovados: number;
  recusados: number;
  ultimo_comentario: string;
}

/** GET /comentarios/permissao: whether the caller may comment (record comments and the general one). */
export interface CommentPermission {
  /** A patron is logged in (a bearer token came). */
  logado: boolean;
  /** The caller's category (a visitor: the public one) has the comments activity. */
  permitido: boolean;
  /** The activity code that governs comments (institution parameter comentario_atividade). */
  atividade: number;
  /** How many of the patron's comments await approval, and how many may (null for a visitor). */
  pendentes: number | null;
  limite: number;
}

/** POST /unidade-informacao/comentario (201). */
export interface LibraryCommentSent {
  cod_comentario: number;
  cod_biblioteca: number;
  desc_biblioteca: string;
  data: string;
}

/** GET /balcao/comentarios: a comment on a record, for moderation. */
export interface DeskComment extends OwnComment {
  cod_pessoa: number;
  login: string;
  nome_pessoa: string;
  moderado_por: string | null;
}

/** GET /balcao/comentarios-gerais: a general comment to a library, for its staff. */
export interface DeskLibraryComment {
  cod_comentario: number;
  cod_biblioteca: number;
  desc_biblioteca: string;
  cod_pessoa: number | null;
  login: string | null;
  nome_pessoa: string | null;
  email: string | null;
  texto: string;
  situacao: LibraryCommentState;
  data: string;
  data_tratamento: string | null;
  tratado_por: string | null;
}
