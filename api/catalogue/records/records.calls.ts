/**
 * The record calls (/acervo/{id}…, /kardex, /sumario): the record page, its tabs, its exports
 * and covers (docs/decisions/008-record-pages.md). Every call of a record answers 404
 * `record_not_found` for an unknown one and 400 `invalid_parameter` for a malformed id.
 */
import * as z from "zod";
import { COPY_STATUSES } from "../../contract.ts";
import { defineCall, empty, file, json, refusal } from "../../core/http/call.ts";
import { Id } from "../../core/http/input.ts";
import { CSL_STYLE_CODES } from "./citation/csl/styles.ts";
import {
  CampusOptionSchema,
  ClosedStacksDataSchema,
  ClosedStacksSavedSchema,
  DatabaseLinkSchema,
  KardexItemSchema,
  PermissionSchema,
  RecordColoursSchema,
  RecordLibrarySchema,
  RecordLocalizationSchema,
  RecordTotalsSchema,
} from "./extras.contract.ts";
import { CopyLabelFields, IssueNumberingFields, IssueStatusSchema } from "./holdings.contract.ts";

const YesNo = z.enum(["S", "N"]);

/** The files one record exports to (GET /acervo/{id}/exportar). */
export const EXPORT_FORMATS = ["ris", "bibtex", "marc", "marcxml", "jsonld", "mods", "oai_dc"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const RecordFieldSchema = z.object({
  rotulo: z.string().describe("Stable key of the label (locale `record.field.<rotulo>`)"),
  valores: z.array(z.string()),
});
export type RecordField = z.output<typeof RecordFieldSchema>;

/** An author or subject the record page shows that has an authority record (/autoridade/{id}). */
export const RecordHeadingAuthoritySchema = z.object({
  rotulo: z.enum(["main_author", "other_authors", "subjects"]),
  valor: z.string(),
  cod_autoridade: z.number().int(),
});
export type RecordHeadingAuthority = z.output<typeof RecordHeadingAuthoritySchema>;

/** A record as a list or a heading names it: title, author, year and work type. */
export const RecordSummaryFields = {
  cod_acervo: z.number().int(),
  titulo: z.string(),
  autor: z.string().nullable(),
  ano_publicacao: z.number().int().nullable(),
  cod_tipo_obra: z.number().int(),
  desc_tipo_obra: z.string(),
};

export const RecordDataSchema = z.object({
  ...RecordSummaryFields,
  idioma: z.string().nullable(),
  idioma_desc: z.string().nullable(),
  isbn: z.array(z.string()),
  link_capa: z.string().nullable(),
  acesso_remoto: YesNo,
  campos: z.array(RecordFieldSchema),
  autoridades: z
    .array(RecordHeadingAuthoritySchema)
    .describe("The authors and subjects of `campos` that have an authority record; the others have none"),
});
export type RecordData = z.output<typeof RecordDataSchema>;

/** A title like the record's (more like this, decision 051). */
export const RelatedRecordSchema = z.object({
  cod_acervo: z.number().int(),
  titulo: z.string(),
  autor: z.string().nullable(),
  ano_publicacao: z.number().int().nullable(),
  cabecalhos_comuns: z
    .number()
    .int()
    .min(1)
    .describe("Headings (names, uniform titles, subjects) shared with the record"),
});
export type RelatedRecord = z.output<typeof RelatedRecordSchema>;

/** Another edition of the record's work (decision 056). */
export const EditionSchema = z.object({
  cod_acervo: z.number().int(),
  titulo: z.string(),
  ano_publicacao: z.number().int().nullable(),
  edicao: z.string().nullable().describe("The edition statement (250 $a), as catalogued"),
  cod_tipo_obra: z.number().int(),
  desc_tipo_obra: z.string(),
  idioma: z.string().nullable(),
  idioma_desc: z.string().nullable(),
});
export type Edition = z.output<typeof EditionSchema>;

export const ReferenceSegmentSchema = z.object({
  texto: z.string(),
  destaque: z.enum(["negrito", "italico"]).optional(),
});
export type ReferenceSegment = z.output<typeof ReferenceSegmentSchema>;

export const ReferenceResponseSchema = z.object({
  referencia: z.string().describe("Plain text of the reference"),
  partes: z
    .array(ReferenceSegmentSchema)
    .describe("The same text split where emphasis changes, so the OPAC never renders raw HTML"),
  tipo: z.string().describe("CSL-like type the formatter chose (book, thesis, article-journal, …)"),
});
export type ReferenceResponse = z.output<typeof ReferenceResponseSchema>;

/** A `<meta name content>` of the record page for reference managers. */
export const CaptureMetaSchema = z.object({ nome: z.string(), conteudo: z.string() });

export const RecordCaptureSchema = z.object({
  metadados: z
    .array(CaptureMetaSchema)
    .describe("Highwire Press `citation_*` tags, then Dublin Core `DC.*` tags, each author in the record's order"),
  coins: z.string().describe("The COinS of the record: an OpenURL 1.0 ContextObject in KEV (Z39.88-2004)"),
});
export type RecordCapture = z.output<typeof RecordCaptureSchema>;

export const MarcSubfieldOutSchema = z.object({ codigo: z.string(), valor: z.string() });
export type MarcSubfieldOut = z.output<typeof MarcSubfieldOutSchema>;

export const MarcFieldOutSchema = z.object({
  tag: z.string(),
  ind1: z.string().optional(),
  ind2: z.string().optional(),
  valor: z.string().optional().describe("A control field's value"),
  subcampos: z.array(MarcSubfieldOutSchema).optional().describe("A data field's subfields"),
});
export type MarcFieldOut = z.output<typeof MarcFieldOutSchema>;

export const MarcResponseSchema = z.object({ lider: z.string(), campos: z.array(MarcFieldOutSchema) });
export type MarcResponse = z.output<typeof MarcResponseSchema>;

export const RecordMarcResponseSchema = MarcResponseSchema.extend({
  liberacao: z.boolean().describe("true: the complete view, local fields (9XX) and nonpublic notes included"),
  campos_locais: z.number().int().describe("How many local fields (9XX) the record holds"),
  liberacao_permitida: z
    .boolean()
    .describe("Whether the institution offers the complete view (parameter `permite_marc_liberacao`)"),
});
export type RecordMarcResponse = z.output<typeof RecordMarcResponseSchema>;

export const CopyOutSchema = z.object({
  ...CopyLabelFields,
  cod_local_exemplar: z.number().int().nullable(),
  desc_local_exemplar: z.string().nullable(),
  situacao: z.enum(COPY_STATUSES),
  desc_situacao: z.string(),
  data_devolucao: z.string().nullable(),
});
export type CopyOut = z.output<typeof CopyOutSchema>;

export const CopiesLibrarySchema = z.object({
  cod_biblioteca: z.number().int(),
  desc_biblioteca: z.string(),
  cod_campus: z.number().int(),
  nome_campus: z.string(),
  total: z.number().int(),
  disponiveis: z.number().int(),
  exemplares: z.array(CopyOutSchema),
});
export type CopiesLibrary = z.output<typeof CopiesLibrarySchema>;

export const CopiesResponseSchema = z.object({
  campi: z.array(z.object({ cod_campus: z.number().int(), nome_campus: z.string() })),
  bibliotecas: z.array(CopiesLibrarySchema),
});
export type CopiesResponse = z.output<typeof CopiesResponseSchema>;

export const DublinCoreElementSchema = z.object({ elemento: z.string(), valor: z.string() });
export type DublinCoreElement = z.output<typeof DublinCoreElementSchema>;

/** The file types the catalogue shows with their own icon (document 1's list). */
export const LINK_FILE_EXTENSIONS = [
  "avi",
  "bmp",
  "doc",
  "docx",
  "ppt",
  "pptx",
  "xls",
  "xlsx",
  "png",
  "jpg",
  "jpeg",
  "mpeg",
  "mp3",
  "mp4",
  "pdf",
  "wma",
  "wmv",
  "zip",
] as const;
export type LinkFileExtension = (typeof LINK_FILE_EXTENSIONS)[number];

export const LinkOutSchema = z.object({
  seq_paragrafo: z.number().int(),
  tipo_link: z.enum(["AR", "AC", "P"]).describe("AR restricted, AC accessibility, P public"),
  descricao: z.string(),
  url_link: z.string().describe("Empty for restricted (AR) and accessibility (AC) links"),
  is_pdf: z.boolean(),
  is_media: z.boolean(),
  media_format: z.string().nullable(),
  download_pdf: YesNo,
  extensao: z
    .enum(LINK_FILE_EXTENSIONS)
    .nullable()
    .describe("The linked file's type, for its icon: the address's extension (or a PDF's $q); null for any other"),
});
export type LinkOut = z.output<typeof LinkOutSchema>;

/**
 * An activity (tab) of the record page. Numeric codes are Pergamum's (document 1 §6, §9);
 * the summaries and closed-stacks tabs have no number in the spec and carry a text code.
 */
export const ActivityCodeSchema = z.union([z.number().int(), z.enum(["summary", "sumario_livro", "acervo_fechado"])]);
export type ActivityCode = z.output<typeof ActivityCodeSchema>;

export const RecordActivitySchema = z.object({
  cod_atividade: ActivityCodeSchema,
  slug: z.string().describe('URL segment of the tab under /acervo/{id}; "" for the record data'),
  descricao: z.string(),
});
export type RecordActivity = z.output<typeof RecordActivitySchema>;

export const ContentsItemSchema = z.object({
  titulo: z.string(),
  responsabilidade: z.string().nullable(),
  paginas: z.string().nullable(),
});
export type ContentsItem = z.output<typeof ContentsItemSchema>;

/** One contents note (505): its text as catalogued and, when it can be told apart, its items. */
export const ContentsNoteSchema = z.object({ texto: z.string(), itens: z.array(ContentsItemSchema) });
export type ContentsNote = z.output<typeof ContentsNoteSchema>;

export const SummaryResponseSchema = z.object({
  conteudo: z.array(ContentsNoteSchema),
  resumo: z.array(z.string()),
});
export type SummaryResponse = z.output<typeof SummaryResponseSchema>;

export const BookContentsResponseSchema = z.object({
  links: z.array(z.object({ seq_paragrafo: z.number().int(), descricao: z.string(), url_link: z.string() })),
});
export type BookContentsResponse = z.output<typeof BookContentsResponseSchema>;

export const KardexPermissionSchema = z.object({ permissao: z.boolean() });
export type KardexPermission = z.output<typeof KardexPermissionSchema>;

export const KardexOptionsSchema = z.object({
  bibliotecas: z.array(z.object({ cod_biblioteca: z.number().int(), desc_biblioteca: z.string() })),
  anos: z.array(z.number().int()).describe("Years with issues, newest first"),
  periodos: z
    .array(z.object({ cod_periodo: z.number().int(), descricao: z.string() }))
    .describe("Months issues start in (1-12), with their names"),
});
export type KardexOptions = z.output<typeof KardexOptionsSchema>;

export const KardexIssueSchema = z.object({
  cod_fasciculo: z.number().int(),
  ...IssueNumberingFields,
  periodo: z.string().describe('Chronology as printed on the issue: "jan./mar. 2024"'),
  situacao: IssueStatusSchema,
  desc_situacao: z.string(),
  data_recebimento: z.string().nullable(),
});
export type KardexIssue = z.output<typeof KardexIssueSchema>;

export const KardexDataSchema = z.object({
  registros: z.array(KardexIssueSchema),
  totalRegistros: z.number().int(),
  recebidos: z.number().int(),
  faltantes: z.number().int(),
});
export type KardexData = z.output<typeof KardexDataSchema>;

export const LoanStatisticsLibrarySchema = z.object({
  cod_biblioteca: z.number().int(),
  desc_biblioteca: z.string(),
  total: z.number().int(),
  meses: z.array(z.number().int()).describe("Loans per month, January first"),
});
export type LoanStatisticsLibrary = z.output<typeof LoanStatisticsLibrarySchema>;

export const LoanStatisticsSchema = z.object({
  ano: z.number().int(),
  total: z.number().int(),
  bibliotecas: z.array(LoanStatisticsLibrarySchema),
});
export type LoanStatistics = z.output<typeof LoanStatisticsSchema>;

export const ClosedStacksCopySchema = z.object({
  ...CopyLabelFields,
  cod_biblioteca: z.number().int(),
  desc_biblioteca: z.string(),
  desc_local_exemplar: z.string().nullable(),
});
export type ClosedStacksCopy = z.output<typeof ClosedStacksCopySchema>;

export const ClosedStacksResponseSchema = z.object({
  exemplares: z.array(ClosedStacksCopySchema),
  total: z.number().int(),
});
export type ClosedStacksResponse = z.output<typeof ClosedStacksResponseSchema>;

export const PrintPermissionSchema = z.object({ permissao: z.boolean() });
export type PrintPermission = z.output<typeof PrintPermissionSchema>;

export const PrintDataSchema = z.object({
  cod_acervo: z.number().int(),
  titulo: z.string(),
  autor: z.string().nullable(),
  ano_publicacao: z.number().int().nullable(),
  desc_tipo_obra: z.string(),
  referencia: z.string(),
  partes: z.array(ReferenceSegmentSchema),
  campos: z.array(RecordFieldSchema),
  exemplares: z.array(
    z.object({
      cod_biblioteca: z.number().int(),
      desc_biblioteca: z.string(),
      chamadas: z.array(z.string()),
      total: z.number().int(),
      disponiveis: z.number().int(),
    }),
  ),
  link_capa: z.string(),
  permalink: z.string().describe('Stable address of the record page, relative to the OPAC: "/acervo/123"'),
});
export type PrintData = z.output<typeof PrintDataSchema>;

export const RestrictedFlagSchema = z.object({ restrito: z.boolean() });
export type RestrictedFlag = z.output<typeof RestrictedFlagSchema>;

const RecordParam = z.object({ id: Id.describe("The record's code (cod_acervo)") });
const badId = refusal("The id is not a positive integer (invalid_parameter).");
const unknownRecord = refusal("No such record (record_not_found).");
const coverAnswers = {
  200: file(
    "image/*",
    "The image: JPEG, PNG or WebP as stored, or the generated SVG; with `ETag` and `Cache-Control`.",
  ),
  304: empty("The caller's copy (`If-None-Match`) is current."),
};

/** `liberacao=1`: the complete MARC view (docs/decisions/015); 0 or absent: the public one. */
const MarcQuery = z.object({
  liberacao: z.enum(["0", "1"]).optional().describe("1: the complete view (local fields and nonpublic notes)"),
});
const CopiesQuery = z.object({
  biblioteca: z.coerce.number().int().positive().optional().describe("Only this library's copies"),
  campus: z.coerce.number().int().positive().optional().describe("Only this campus's libraries"),
});
const KardexQuery = z.object({
  codBib: Id.optional().describe("Only this library's issues"),
  year: z.coerce.number().int().min(1000).max(9999).optional(),
  codPeriod: z.coerce.number().int().min(1).max(12).optional().describe("The month the issue starts in"),
});
const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(v)));
const blank = (v: unknown) => (v === "" ? undefined : v);
const Part = z.preprocess(blank, z.string().trim().min(1).max(40).optional());

/** The record page and its tabs (document 1, §7 "Record"). */
export const recordCalls = {
  printPermission: defineCall({
    method: "get",
    path: "/acervo/check-permission-to-print",
    summary: "Whether the record page may be printed",
    description: "Institution parameter `permite_impressao_acervo`, S by default.",
    responses: { 200: json(PrintPermissionSchema, "Whether printing is on.") },
  }),
  coverByIsbn: defineCall({
    method: "get",
    path: "/acervo/get-cover/:isbn",
    summary: "The stored cover image of an ISBN",
    description:
      "Hyphens allowed; the file is found by its ISBN-13 or ISBN-10 name. `Cache-Control: public, max-age=86400`.",
    params: z.object({ isbn: z.string().max(40).describe("An ISBN-10 or ISBN-13") }),
    responses: {
      ...coverAnswers,
      400: refusal("Not an ISBN (invalid_parameter)."),
      404: refusal("No image is stored for that ISBN (cover_not_found)."),
    },
  }),
  data: defineCall({
    method: "get",
    path: "/acervo/:id",
    summary: "The record's fields and headings",
    params: RecordParam,
    responses: { 200: json(RecordDataSchema, "The record's data."), 400: badId, 404: unknownRecord },
  }),
  reference: defineCall({
    method: "get",
    path: "/acervo/:id/referencia",
    summary: "The record's bibliographic reference (ABNT or APA)",
    description:
      "`abnt` (default) NBR 6023, emphasis bold (`negrito`); `apa` APA 7th edition, emphasis italic (`italico`), " +
      'its added words ("ed.", "n.d.", "Doctoral dissertation", "[Map]") in the `lang` of the request.',
    params: RecordParam,
    query: z.object({ estilo: z.enum(["abnt", "apa"]).default("abnt").describe("The reference style") }),
    responses: { 200: json(ReferenceResponseSchema, "The reference."), 400: badId, 404: unknownRecord },
  }),
  cslReference: defineCall({
    method: "get",
    path: "/acervo/:id/referencia-csl",
    summary: "The record's reference in a CSL style, rendered by citeproc-js",
    description:
      "From the record's CSL-JSON (the citation model of `/referencia`): `apa-csl` APA 7, `mla` MLA 9, " +
      "`chicago-autor-data` and `chicago-notas` Chicago author-date and notes-bibliography, `vancouver` NLM, " +
      "`ieee`, `abnt-csl` the CSL project's ABNT; terms in the `lang` of the request (pt-BR, en-US, es-ES). " +
      "Emphasis as in `/referencia` (`italico`, `negrito`).",
    params: RecordParam,
    query: z.object({ estilo: z.enum(CSL_STYLE_CODES).describe("The CSL style") }),
    responses: { 200: json(ReferenceResponseSchema, "The reference."), 400: badId, 404: unknownRecord },
  }),
  capture: defineCall({
    method: "get",
    path: "/acervo/:id/captura",
    summary: "What reference managers read from the record page: citation meta tags and COinS",
    description:
      "Built from the same citation model as the references: Highwire Press and Dublin Core meta tags for the " +
      "page's head, and the KEV of its COinS span (book, journal or dissertation format).",
    params: RecordParam,
    responses: { 200: json(RecordCaptureSchema, "The record's capture data."), 400: badId, 404: unknownRecord },
  }),
  marc: defineCall({
    method: "get",
    path: "/acervo/:id/marc",
    summary: "The record's MARC view, public or complete",
    description:
      "Without `liberacao` (or 0) the public view, without local fields (9XX) and nonpublic notes ($x of 852/856); " +
      "1 the complete view with them (docs/decisions/015). Neither shows the address of an AR/AC link nor fields " +
      "marked private (541/561/583 first indicator 0).",
    params: RecordParam,
    query: MarcQuery,
    responses: {
      200: json(RecordMarcResponseSchema, "The MARC view."),
      400: badId,
      403: refusal("`liberacao=1` while the institution parameter `permite_marc_liberacao` is N (forbidden)."),
      404: unknownRecord,
    },
  }),
  dublinCore: defineCall({
    method: "get",
    path: "/acervo/:id/dublin-core",
    summary: "The record as Dublin Core elements",
    params: RecordParam,
    responses: { 200: json(z.array(DublinCoreElementSchema), "The elements."), 400: badId, 404: unknownRecord },
  }),
  related: defineCall({
    method: "get",
    path: "/acervo/:id/semelhantes",
    summary: "Titles like the record (more like this)",
    description:
      "At most 6 records sharing the most headings with it (names, uniform titles and subjects, whole and without " +
      "subdivisions), one per title and none of its own title; ties by the same class (first three characters of " +
      "the call number), then the newest. A heading's records are sampled up to 200.",
    params: RecordParam,
    responses: { 200: json(z.array(RelatedRecordSchema), "The titles."), 400: badId, 404: unknownRecord },
  }),
  editions: defineCall({
    method: "get",
    path: "/acervo/:id/edicoes",
    summary: "The other editions of the record's work",
    description:
      "Records with its work key (main entry's name and uniform or main title, folded; decision 056): other " +
      "editions, translations and formats, newest first, at most 50. Empty for a record whose work has no other.",
    params: RecordParam,
    responses: { 200: json(z.array(EditionSchema), "The editions."), 400: badId, 404: unknownRecord },
  }),
  links: defineCall({
    method: "get",
    path: "/acervo/:id/links",
    summary: "The record's public, restricted and accessibility links",
    description:
      '`tipo_link` AR restricted (description "Acesso restrito", or 856 `$x AR`), AC accessibility (856 `$x AC`), ' +
      'P public; `url_link` is empty for AR and AC. An 856 `$u` "/vinculos/<path>" is a file of the service, ' +
      "listed as `/api/vinculos/arquivo/{id}/{seq}`.",
    params: RecordParam,
    responses: { 200: json(z.array(LinkOutSchema), "The links."), 400: badId, 404: unknownRecord },
  }),
  copies: defineCall({
    method: "get",
    path: "/acervo/:id/exemplares",
    summary: "The record's copies by library",
    params: RecordParam,
    query: CopiesQuery,
    responses: { 200: json(CopiesResponseSchema, "The copies."), 400: badId, 404: unknownRecord },
  }),
  activities: defineCall({
    method: "get",
    path: "/acervo/:id/permissoes",
    summary: "The tabs of the record's page",
    description:
      "Numeric codes ascending, then `summary`, `sumario_livro`, `acervo_fechado`. Always -1 (covers) and 0 " +
      '(slug "", the record data); among 30, 33, 36, 115, 18, 75, 128, 32, 74 those the institution enables ' +
      "(parameter `atividades_acervo`; 33, 36, 115 when absent), 30 only when the record has copies, 18/75/128 only " +
      "with 33 and copies, 31 (where the copies stand) with 30 or 18, 32 only for a serial with kardex issues; `summary` (slug `sumarios`) when 505 or 520 " +
      "exist; `sumario_livro` (`sumarios-livros`) when an 856 names a table of contents; `acervo_fechado` when " +
      "copies are in closed stacks.",
    params: RecordParam,
    responses: { 200: json(z.array(RecordActivitySchema), "The tabs."), 400: badId, 404: unknownRecord },
  }),
  bookContents: defineCall({
    method: "get",
    path: "/acervo/:id/sumarios-livros",
    summary: "The record's table-of-contents links",
    description: 'Public 856 links naming contents ("Table of contents only", "Sumário").',
    params: RecordParam,
    responses: { 200: json(BookContentsResponseSchema, "The links."), 400: badId, 404: unknownRecord },
  }),
  loanYears: defineCall({
    method: "get",
    path: "/acervo/:id/dados-estatisticos/anos",
    summary: "The years with loans of the record's copies",
    description: "Newest first; years of the institution's time zone (America/Sao_Paulo).",
    params: RecordParam,
    responses: { 200: json(z.array(z.number().int()), "The years."), 400: badId, 404: unknownRecord },
  }),
  loanStatistics: defineCall({
    method: "get",
    path: "/acervo/:id/dados-estatisticos/dados/:year",
    summary: "The record's loans of one year, by library and month",
    params: RecordParam.extend({
      year: z.coerce.number().int().min(1000).max(9999).describe("Four digits, 1000-9999 (document 1 §9)"),
    }),
    responses: { 200: json(LoanStatisticsSchema, "The loans."), 400: badId, 404: unknownRecord },
  }),
  closedStacks: defineCall({
    method: "get",
    path: "/acervo/:id/acervo-fechado",
    summary: "The record's copies kept in closed stacks",
    params: RecordParam,
    responses: { 200: json(ClosedStacksResponseSchema, "The copies."), 400: badId, 404: unknownRecord },
  }),
  printData: defineCall({
    method: "get",
    path: "/acervo/:id/get-data-to-print",
    summary: "What the record's print view shows",
    params: RecordParam,
    responses: {
      200: json(PrintDataSchema, "The print view's data."),
      400: badId,
      403: refusal("Printing is off (forbidden)."),
      404: unknownRecord,
    },
  }),
  restricted: defineCall({
    method: "get",
    path: "/acervo/:id/restrito",
    summary: "Whether the record has restricted (AR) links",
    description: "The OPAC then sends a visitor to log in, a patron to /acesso-restrito/{id}.",
    params: RecordParam,
    responses: { 200: json(RestrictedFlagSchema, "Whether a link is AR."), 400: badId, 404: unknownRecord },
  }),
  cover: defineCall({
    method: "get",
    path: "/acervo/:id/capa",
    summary: "The record's cover: a stored image of an ISBN, else a generated SVG",
    description:
      'The generated SVG is 150 × 225 px with title, author and year (`role="img"`, `aria-label` the title) in ' +
      "the colours of `capa_padrao_classico` (background) and `capa_cor_fonte_padrao_classico` (text, default " +
      "#000000). `Cache-Control: public, max-age=3600`.",
    params: RecordParam,
    responses: { ...coverAnswers, 400: badId, 404: unknownRecord },
  }),
  export: defineCall({
    method: "get",
    path: "/acervo/:id/exportar",
    summary: "The record as a file: RIS, BibTeX, MARC, MARCXML, JSON-LD, MODS or Dublin Core",
    description:
      'With `Content-Disposition: attachment; filename="acervo-{id}.ext"`: `ris` application/x-research-info-systems ' +
      "(CRLF, TY first, ER last, no wrapping); `bibtex` application/x-bibtex UTF-8 (@phdthesis/@mastersthesis " +
      "from 502); `marc` application/marc ISO 2709; `marcxml` application/marcxml+xml; `jsonld` " +
      "application/ld+json schema.org (Book, Thesis, Periodical, ScholarlyArticle, Chapter, Map, …); `mods` " +
      "application/mods+xml MODS 3.7; `oai_dc` application/xml, the OAI-PMH provider's Dublin Core. Absolute " +
      "addresses use the origin of the request.",
    params: RecordParam,
    query: z.object({ formato: z.enum(EXPORT_FORMATS).describe("The file's format") }),
    responses: {
      200: file("application/*", "The file, of the format's media type."),
      400: refusal("The id or the format is malformed (invalid_parameter)."),
      404: unknownRecord,
    },
  }),
};

/** The record calls of decision 044 without an id, mounted before "/acervo/:id". */
export const recordFixedCalls = {
  hideOtherTitles: defineCall({
    method: "get",
    path: "/acervo/get-permission-hide-other-titles",
    summary: "Whether other titles are hidden",
    description: "Institution parameter `oculta_outros_titulos`.",
    responses: { 200: json(PermissionSchema, "The permission.") },
  }),
  campusOptions: defineCall({
    method: "get",
    path: "/acervo/exemplary/get-camp-selection-options",
    summary: "The campuses, with their libraries that hold copies",
    responses: { 200: json(z.array(CampusOptionSchema), "The campuses.") },
  }),
  licensedDatabases: defineCall({
    method: "get",
    path: "/acervo/meu-pergamum/bases-dados",
    summary: "The licensed databases (enabled providers) the patron may enter",
    auth: "patron",
    responses: {
      200: json(z.array(DatabaseLinkSchema), "The databases."),
      401: refusal("No valid token."),
    },
  }),
};

/** The record calls of decision 044 with an id (document 1 §7 "Record"). */
export const recordExtraCalls = {
  libraries: defineCall({
    method: "get",
    path: "/acervo/:id/bibliotecas",
    summary: "The libraries holding the record's copies, counted",
    params: RecordParam,
    responses: { 200: json(z.array(RecordLibrarySchema), "The libraries."), 400: badId, 404: unknownRecord },
  }),
  totals: defineCall({
    method: "get",
    path: "/acervo/:id/totais",
    summary: "The record's copies now and its loans and reservations of a period",
    params: RecordParam,
    query: z.object({
      dataIni: z.preprocess(blank, IsoDate.optional()).describe("From this day (YYYY-MM-DD)"),
      dataFim: z.preprocess(blank, IsoDate.optional()).describe("To this day, inclusive (YYYY-MM-DD)"),
      biblioteca: z.preprocess(blank, Id.optional()).describe("Only this library"),
    }),
    responses: {
      200: json(RecordTotalsSchema, "The totals."),
      400: refusal("A malformed parameter (invalid_parameter), or dataIni after dataFim (invalid_date_range)."),
      404: unknownRecord,
    },
  }),
  localization: defineCall({
    method: "get",
    path: "/acervo/:id/localization",
    summary: "Where the record's copies are in one library, with call numbers and counts",
    params: RecordParam,
    query: z.object({ codBiblioteca: Id.describe("The library") }),
    responses: {
      200: json(RecordLocalizationSchema, "The locations."),
      400: badId,
      404: refusal("No such record (record_not_found) or library (library_not_found)."),
    },
  }),
  closedStacksData: defineCall({
    method: "get",
    path: "/acervo/:id/dados-armazem",
    summary: "The closed-stacks copies of one library a patron may ask to have fetched",
    description: "With a token, `solicitado` marks the calling patron's requests not yet delivered.",
    auth: "optional",
    params: RecordParam,
    query: z.object({ cod_biblioteca: Id.describe("The library"), volume: Part, tomo: Part, parte: Part }),
    responses: {
      200: json(ClosedStacksDataSchema, "The copies."),
      400: badId,
      401: refusal("A token was sent and is not valid."),
      404: unknownRecord,
    },
  }),
  saveClosedStacks: defineCall({
    method: "post",
    path: "/acervo/:id/gravar-armazem",
    summary: "Asks for closed-stacks copies to be fetched for the patron (all or nothing)",
    auth: "patron",
    params: RecordParam,
    query: z.object({ cod_biblioteca: Id.describe("The library") }),
    body: z.object({ cesta: z.array(Id).min(1).max(50).describe("The copies' codes") }),
    accepts: "json",
    responses: {
      200: json(ClosedStacksSavedSchema, "The copies asked for."),
      400: refusal("A malformed parameter or body."),
      401: refusal("No valid token."),
      404: unknownRecord,
      422: refusal("A copy is not one of the record's closed-stacks copies in that library."),
    },
  }),
  links: defineCall({
    method: "get",
    path: "/acervo/:id/get-acervo-links",
    summary: "The record's links, as a list of one record",
    params: RecordParam,
    responses: {
      200: json(
        z.array(z.object({ cod_acervo: z.number().int(), links: z.array(LinkOutSchema) })),
        "The record and its links.",
      ),
      400: badId,
      404: unknownRecord,
    },
  }),
  colours: defineCall({
    method: "get",
    path: "/acervo/:id/cor",
    summary: "The colours of the record's generated cover",
    params: RecordParam,
    responses: { 200: json(RecordColoursSchema, "The colours."), 400: badId, 404: unknownRecord },
  }),
};

/** Issues held of a serial (kardex). */
export const kardexCalls = {
  permission: defineCall({
    method: "get",
    path: "/kardex/:id/permissao",
    summary: "Whether the record's kardex tab shows",
    description: "Activity 32 enabled, a serial, issues held.",
    params: RecordParam,
    responses: { 200: json(KardexPermissionSchema, "Whether it shows."), 400: badId, 404: unknownRecord },
  }),
  options: defineCall({
    method: "get",
    path: "/kardex/:id/combobox-data",
    summary: "The choices of the serial's holdings: libraries, years, months",
    params: RecordParam,
    responses: { 200: json(KardexOptionsSchema, "The choices."), 400: badId, 404: unknownRecord },
  }),
  issues: defineCall({
    method: "get",
    path: "/kardex/:id/data",
    summary: "The serial's issues held, newest first",
    params: RecordParam,
    query: KardexQuery,
    responses: { 200: json(KardexDataSchema, "The issues."), 400: badId, 404: unknownRecord },
  }),
  item: defineCall({
    method: "get",
    path: "/kardex/:id/item",
    summary: "One issue of a serial's kardex",
    description: "`codPar` names the library the caller believes holds it: another library's issue is a 404.",
    params: RecordParam,
    query: z.object({
      seqPar: Id.describe("The issue's code"),
      seqSec: z.preprocess(blank, Id.optional()),
      codPar: z.preprocess(blank, Id.optional()).describe("The library holding it"),
    }),
    responses: {
      200: json(KardexItemSchema, "The issue."),
      400: refusal("A malformed parameter (seqPar is required)."),
      404: refusal("No such issue of this record (not_found)."),
    },
  }),
};

/** Contents (505) and summaries (520). */
export const summaryCalls = {
  data: defineCall({
    method: "get",
    path: "/sumario/:id/dados",
    summary: "The record's contents notes (505) and summaries (520)",
    description: 'Contents from 505, enhanced ($t/$r/$g) or basic (items split at "--").',
    params: RecordParam,
    responses: { 200: json(SummaryResponseSchema, "The contents and summaries."), 400: badId, 404: unknownRecord },
  }),
};
