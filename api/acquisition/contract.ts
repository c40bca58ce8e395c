/**
 * Acquisition suggestions (document 2 §3 "Acquisition suggestion", §4 situations, §5, §7
 * "Acquisition"; decision 030): the shapes the OPAC and the desk read.
 */

/**
 * The fourteen situations of a suggestion, in the order document 2 §4 lists them. Codes are the
 * service's; words come from the locale files (api `acquisition.situations.<code>`, OPAC the same
 * key).
 */
export const SUGGESTION_SITUATIONS = [
  "awaiting_delivery",
  "attended",
  "cancelled",
  "duplicated",
  "in_quote",
  "sold_out",
  "finished_incomplete",
  "already_exists",
  "not_attended",
  "not_found",
  "partially_attended",
  "trading",
  "pre_suggestion",
  "purchase_suggestion",
] as const;

export type SuggestionSituation = (typeof SUGGESTION_SITUATIONS)[number];

/** GET /aquisicao/sugestoes/situacao: one entry per situation. */
export interface SituationOut {
  codigo: SuggestionSituation;
  descricao: string;
}

export interface SuggestionOut {
  cod_sugestao: number;
  titulo: string;
  autor: string | null;
  edicao: string | null;
  editor: string;
  isbn_issn: string | null;
  periodico: boolean;
  outras_inf: string | null;
  biblioteca: { cod_biblioteca: number; desc_biblioteca: string };
  campus: { cod_campus: number; nome_campus: string };
  /** When the patron sent it (ISO instant). */
  data_sugestao: string;
  situacao: SuggestionSituation;
  desc_situacao: string;
  /** When it reached its situation (ISO instant). */
  data_situacao: string;
  /** The library's answer to the patron, if it wrote one. */
  resposta: string | null;
  /** The teacher's path (null for other patrons). */
  quantidade: number | null;
  curso: { cod_curso: number; nome_curso: string } | null;
  disciplina: { cod_disciplina: number; descricao: string } | null;
  /** The record it became, once catalogued. */
  cod_acervo: number | null;
}

/** GET /balcao/sugestoes: a suggestion with who sent it. */
export interface DeskSuggestionOut extends SuggestionOut {
  usuario: { cod_pessoa: number; login: string; nome_pessoa: string; email: string | null };
  /** Where the desk may move it next (document 2 §4 as decision 030 orders it). */
  proximas_situacoes: SuggestionSituation[];
}

/** GET /aquisicao/estatisticas: the patron's suggestions counted by situation (every situation, zeros too). */
export interface SuggestionStatistics {
  total: number;
  situacoes: { codigo: SuggestionSituation; descricao: string; quantidade: number }[];
}

/** GET /unidade-informacao/sugestao-aquisicao: what the form offers the caller. */
export interface SuggestionFormOptions {
  /** The patron's registered e-mail; null: they cannot suggest until they register one. */
  email: string | null;
  /** A teacher (category professor) also gives quantity, course and discipline. */
  professor: boolean;
  campi: { cod_campus: number; nome_campus: string }[];
  bibliotecas: { cod_biblioteca: number; desc_biblioteca: string; cod_campus: number }[];
  /** Teachers only (empty otherwise). */
  cursos: { cod_curso: number; nome_curso: string }[];
  disciplinas: { cod_disciplina: number; descricao: string }[];
}

/** POST /unidade-informacao/sugestao-aquisicao: the suggestion stored, and the words of success. */
export interface SuggestionCreated {
  sugestao: SuggestionOut;
  /** 'SugestaoAquisicaoEnviadoSucesso' in the caller's language. */
  mensagem: string;
}
