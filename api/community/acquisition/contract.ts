/**
 * Acquisition suggestions (document 2 §3 "Acquisition suggestion", §4 situations, §5, §7
 * "Acquisition"; decision 030): the shapes the OPAC and the desk read, as the zod schemas the
 * declarations of ./acquisition.calls.ts answer with.
 */
import * as z from "zod";

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

const Situation = z.enum(SUGGESTION_SITUATIONS);
const int = () => z.number().int();
const CampusRef = z.object({ cod_campus: int(), nome_campus: z.string() });
const CourseRef = z.object({ cod_curso: int(), nome_curso: z.string() });
const DisciplineRef = z.object({ cod_disciplina: int(), descricao: z.string() });

/** One entry per situation, words in the caller's language. */
export const SituationOutSchema = z.object({ codigo: Situation, descricao: z.string() });
export type SituationOut = z.output<typeof SituationOutSchema>;

export const SuggestionOutSchema = z.object({
  cod_sugestao: int(),
  titulo: z.string(),
  autor: z.string().nullable(),
  edicao: z.string().nullable(),
  editor: z.string(),
  isbn_issn: z.string().nullable(),
  periodico: z.boolean(),
  outras_inf: z.string().nullable(),
  biblioteca: z.object({ cod_biblioteca: int(), desc_biblioteca: z.string() }),
  campus: CampusRef,
  data_sugestao: z.string().describe("When the patron sent it (ISO instant)"),
  situacao: Situation,
  desc_situacao: z.string(),
  data_situacao: z.string().describe("When it reached its situation (ISO instant)"),
  resposta: z.string().nullable().describe("The library's answer to the patron, if it wrote one"),
  quantidade: int().nullable().describe("The teacher's path (null for other patrons)"),
  curso: CourseRef.nullable(),
  disciplina: DisciplineRef.nullable(),
  cod_acervo: int().nullable().describe("The record it became, once catalogued"),
});
export type SuggestionOut = z.output<typeof SuggestionOutSchema>;

/** A suggestion with who sent it. */
export const DeskSuggestionOutSchema = SuggestionOutSchema.extend({
  usuario: z.object({ cod_pessoa: int(), login: z.string(), nome_pessoa: z.string(), email: z.string().nullable() }),
  proximas_situacoes: z
    .array(Situation)
    .describe("Where the desk may move it next (document 2 §4 as decision 030 orders it)"),
});
export type DeskSuggestionOut = z.output<typeof DeskSuggestionOutSchema>;

/** The patron's suggestions counted by situation (every situation, zeros too). */
export const SuggestionStatisticsSchema = z.object({
  total: int(),
  situacoes: z.array(z.object({ codigo: Situation, descricao: z.string(), quantidade: int() })),
});
export type SuggestionStatistics = z.output<typeof SuggestionStatisticsSchema>;

/** What the suggestion form offers the caller. */
export const SuggestionFormOptionsSchema = z.object({
  email: z
    .string()
    .nullable()
    .describe("The patron's registered e-mail; null: they cannot suggest until they register one"),
  professor: z.boolean().describe("A teacher (category professor) also gives quantity, course and discipline"),
  campi: z.array(CampusRef),
  bibliotecas: z.array(z.object({ cod_biblioteca: int(), desc_biblioteca: z.string(), cod_campus: int() })),
  cursos: z.array(CourseRef).describe("Teachers only (empty otherwise)"),
  disciplinas: z.array(DisciplineRef),
});
export type SuggestionFormOptions = z.output<typeof SuggestionFormOptionsSchema>;

/** The suggestion stored, and the words of success. */
export const SuggestionCreatedSchema = z.object({
  sugestao: SuggestionOutSchema,
  mensagem: z.string().describe("'SugestaoAquisicaoEnviadoSucesso' in the caller's language"),
});
export type SuggestionCreated = z.output<typeof SuggestionCreatedSchema>;
