/**
 * Research requests (docs/decisions/033-research-requests.md): interlibrary loan,
 * bibliographic switching, bibliographic survey, specialised research and the catalogue sheet,
 * under /api/solicitacoes, and the desk's calls under /api/balcao/solicitacoes. The shapes the OPAC
 * reads (zod schemas the declarations of ./research-requests.calls.ts answer with), and the
 * value lists both halves use.
 */
import * as z from "zod";

/** The request types, by the path segment of their calls (`GET /api/solicitacoes/{tipo}`). */
export const RESEARCH_TYPES = [
  "emprestimo-inter-bibliotecas",
  "comutacao-bibliografica",
  "levantamento-bibliografico",
  "pesquisa-especializada",
  "ficha-catalografica",
] as const;
export type ResearchType = (typeof RESEARCH_TYPES)[number];

/**
 * A request's statuses (the spec names none for these requests; decision 033): it waits for the
 * library, is being worked on, and ends attended, not attended or cancelled (by the patron while
 * it waits).
 */
export const RESEARCH_STATUSES = ["waiting", "in_progress", "finished", "not_attended", "cancelled"] as const;
export type ResearchStatus = (typeof RESEARCH_STATUSES)[number];

/** Where the desk may move a request from each status (the patron cancels only a waiting one). */
export const NEXT_STATUSES: Record<ResearchStatus, readonly ResearchStatus[]> = {
  waiting: ["in_progress", "finished", "not_attended"],
  in_progress: ["finished", "not_attended"],
  finished: [],
  not_attended: [],
  cancelled: [],
};

/** The patron may cancel a request in these statuses. */
export const CANCELLABLE: readonly ResearchStatus[] = ["waiting"];

/** The kinds of document a bibliographic switching request asks for (document 2 §3). */
export const SWITCHING_DOCUMENTS = ["artigo", "tese", "parte"] as const;
export type SwitchingDocument = (typeof SWITCHING_DOCUMENTS)[number];

/** The academic works a catalogue sheet is made for, each with its degree. */
export const WORK_KINDS = ["tese", "dissertacao", "tcc", "monografia"] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/** A request's field values as stored and answered: text, numbers, a yes/no. */
export const RequestValuesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type RequestValues = z.output<typeof RequestValuesSchema>;

export const ResearchRequestOutSchema = z.object({
  codigo: z.number().int(),
  tipo: z.enum(RESEARCH_TYPES),
  situacao: z.enum(RESEARCH_STATUSES),
  desc_situacao: z.string().describe("The status in the caller's language"),
  titulo: z.string().describe("The request's title: the document's, the survey's subject, the research's theme"),
  cod_acervo: z.number().int().nullable(),
  dados: RequestValuesSchema,
  resposta: z.string().nullable().describe("The library's answer, when it gave one"),
  data_solicitacao: z.string(),
  data_atualizacao: z.string(),
  cancelavel: z.boolean(),
  arquivo: z
    .object({ nome: z.string(), tamanho: z.number().int() })
    .nullable()
    .describe("The thesis file of a catalogue sheet request"),
  ficha_pronta: z
    .boolean()
    .describe("A catalogue sheet whose card the library has finished: its PDF can be downloaded"),
});
export type ResearchRequestOut = z.output<typeof ResearchRequestOutSchema>;

/** What the library adds to make the card: the classification, the Cutter code, the subjects. */
export const CatalogueCardDataSchema = z.object({
  classificacao: z.string(),
  cutter: z.string(),
  assuntos: z.array(z.string()).describe("The subject headings; when the library gives none, the patron's keywords"),
  bibliotecario: z.string().nullable().describe('Who made it ("Maria Souza – CRB-14/1234"), printed under the card'),
});
export type CatalogueCardData = z.output<typeof CatalogueCardDataSchema>;

/** The desk's list: the request and whose it is. */
export const DeskResearchRequestOutSchema = ResearchRequestOutSchema.extend({
  cod_pessoa: z.number().int(),
  nome_pessoa: z.string(),
  login: z.string(),
  proximas_situacoes: z.array(z.enum(RESEARCH_STATUSES)).describe("Where the desk may move it now"),
  ficha: CatalogueCardDataSchema.nullable().describe("The card data the library attached (catalogue sheet)"),
});
export type DeskResearchRequestOut = z.output<typeof DeskResearchRequestOutSchema>;

export const FormFieldConfigSchema = z.object({
  nome: z.string(),
  tipo: z.enum(["text", "longtext", "year", "integer", "choice", "date", "flag", "keywords", "file"]),
  obrigatorio: z.boolean(),
  max: z.number().nullable(),
  opcoes: z.array(z.string()).nullable(),
});
export type FormFieldConfig = z.output<typeof FormFieldConfigSchema>;

export const CatalogueFormConfigSchema = z.object({
  campos: z.array(FormFieldConfigSchema),
  tamanho_maximo_arquivo: z.number().int(),
  tipos_arquivo: z.array(z.string()),
  instituicao: z.string().nullable().describe("The institution's name, offered as the default of `instituicao`"),
});
export type CatalogueFormConfig = z.output<typeof CatalogueFormConfigSchema>;

export const PdfViewPermissionSchema = z.object({
  codigo: z.number().int(),
  permitido: z.boolean(),
  situacao: z.enum(RESEARCH_STATUSES),
});
export type PdfViewPermission = z.output<typeof PdfViewPermissionSchema>;
