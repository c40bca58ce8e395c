/**
 * The search calls (/consulta, /v2/consulta, /consulta/auto-complete): results, filters, tabs,
 * option lists, a search re-read by its id, and suggestions (document 1 §7 "Search";
 * docs/search.md for the criteria).
 */
import * as z from "zod";
import { LibraryAvailabilitySchema } from "../availability/availability.calls.ts";
import { FILTER_LETTERS, GUIDE_CODES, SORT_KEYS } from "../../contract.ts";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { MAX_PER_PAGE, SearchQuerySchema } from "./criteria.ts";
import { RemoteResultItemSchema, RemoteSourceSchema } from "../../network/remote/remote.calls.ts";

const YesNo = z.enum(["S", "N"]);

/**
 * Headers of GET /consulta for the search budget's challenge (search-budget.ts, decision 049): the
 * OPAC says a search was made by its page's script, and sends the proof of work the page solved.
 */
export const SEARCH_SCRIPT_HEADER = "x-opac-script";
export const SEARCH_PROOF_HEADER = "x-search-proof";

/** Auto-complete's `searchBy`: the form's fields and Pergamum's index names (INDICE_1 TITULO, INDICE_3 AUTOR, INDICE_2 ASSUNTO). */
export const AUTOCOMPLETE_SEARCH_BY = [
  "TITULO",
  "INDICE_1",
  "AUTOR",
  "INDICE_3",
  "ASSUNTO",
  "INDICE_2",
  "LIVRE",
] as const;

export const CodeLabelSchema = z.object({ codigo: z.string(), descricao: z.string() });
export type CodeLabel = z.output<typeof CodeLabelSchema>;

/** A teaching plan's entry for one record: basic or complementary bibliography of a course's discipline. */
export const PlanBibliographyEntrySchema = z.object({
  tipo: z.enum(["basica", "complementar"]),
  cod_curso: z.number().int(),
  nome_curso: z.string(),
  cod_disciplina: z.number().int(),
  disciplina: z.string(),
  cod_professor: z.number().int(),
  nome_professor: z.string(),
  nome_campus: z.string(),
  ano: z.number().int(),
  semestre: z.number().int(),
});
export type PlanBibliographyEntry = z.output<typeof PlanBibliographyEntrySchema>;

/** A grouped result's work (decision 056): the hits that are editions of it. */
export const WorkEntrySchema = z.object({
  chave: z
    .string()
    .nullable()
    .describe("The work key (chave_obra lists its editions); null for a record that groups with no other"),
  edicoes: z.number().int().min(1).describe("Its editions, translations and formats among the hits"),
  acervos: z.array(z.number().int()).min(1).describe("Their record codes, in code order"),
});
export type WorkEntry = z.output<typeof WorkEntrySchema>;

export const SearchResultItemSchema = z.object({
  cod_acervo: z.number().int(),
  titulo: z.string(),
  autor: z.string().nullable(),
  publicacao: z.string().nullable().describe('Imprint line "Place: Publisher, year" as catalogued'),
  ano_publicacao: z.number().int().nullable(),
  cod_tipo_obra: z.number().int(),
  desc_tipo_obra: z.string(),
  idioma: z.string().nullable(),
  idioma_desc: z.string().nullable(),
  link_capa: z.string().nullable(),
  acesso_remoto: YesNo.describe("S when the record has online access (856)"),
  possui_acessibilidade: YesNo,
  dados_adicionais: z
    .object({ B: z.array(CodeLabelSchema) })
    .describe("Groups by filter letter; B holds the libraries with copies"),
  bibliografia: z
    .array(PlanBibliographyEntrySchema)
    .optional()
    .describe("Teaching-plan search only: the matching plans that list the record, and how (decision 019)"),
  search_id: z.string(),
  coins: z
    .string()
    .describe("The record's COinS (OpenURL 1.0 KEV), so that a reference manager captures the whole page"),
  disponibilidade: z
    .array(LibraryAvailabilitySchema)
    .optional()
    .describe(
      "The copies by library, read live for the page; absent from answers kept in the cache. Grouped: summed " +
        "across the work's editions among the hits",
    ),
  obra: WorkEntrySchema.optional().describe("Grouped results only (agrupar=1): the work this entry stands for"),
});
export type SearchResultItem = z.output<typeof SearchResultItemSchema>;

/** "Did you mean" (decision 051): a correction of the term, and what it finds. */
export const SearchCorrectionSchema = z.object({
  termo: z.string().describe("The term with its misspelt words replaced by the catalogue's own (folded)"),
  total: z.number().int().min(1).describe("Its hits, with the same filters"),
  edicoes: z.number().int().min(1).describe("Letters changed (inserted, dropped, replaced or swapped)"),
});
export type SearchCorrection = z.output<typeof SearchCorrectionSchema>;

export const SearchCorrectionsSchema = z.object({
  clara: z.boolean().describe("The first correction needs fewer edits than any other (a one-click offer)"),
  correcoes: z.array(SearchCorrectionSchema).min(1).describe("Fewest edits first, then most hits"),
});
export type SearchCorrections = z.output<typeof SearchCorrectionsSchema>;

export const SearchResponseSchema = z.object({
  registros: z.array(SearchResultItemSchema),
  totalRegistros: z.number().int().min(0),
  sessao: z.string(),
  page: z.number().int().min(1),
  perPage: z.number().int().min(1),
  ordenacao: z.enum(SORT_KEYS),
  agrupado: z
    .literal(true)
    .optional()
    .describe("One entry per work (agrupar=1): totalRegistros, page and perPage count works, not records"),
  sugestoes: SearchCorrectionsSchema.optional().describe(
    "A plain term finding at most 2 records: corrections of its words from the catalogue's titles, authors and " +
      "subjects that find more (absent when there are none)",
  ),
});
export type SearchResponse = z.output<typeof SearchResponseSchema>;

export const FilterCountSchema = z.object({
  codigo: z.string(),
  descricao: z.string(),
  total: z.number().int().describe("Hits with every active filter applied (for OR within a letter: its own hits)"),
  totalSemFiltro: z.number().int().describe("Hits of the search without any filter"),
  mostrarQtdOriginal: z.boolean(),
});
export type FilterCount = z.output<typeof FilterCountSchema>;

export const FilterDefinitionSchema = z.object({
  codigo: z.enum(FILTER_LETTERS),
  descricao: z.string(),
  contagem: z.array(FilterCountSchema),
});
export type FilterDefinition = z.output<typeof FilterDefinitionSchema>;

export const SortOptionSchema = z.object({ codigo: z.enum(SORT_KEYS), descricao: z.string() });
export type SortOption = z.output<typeof SortOptionSchema>;

export const SearchGuideSchema = z.object({
  codigo: z.string(),
  titulo: z.string(),
  icone: z.string(),
  ordem: z.number().int(),
  usa_consulta_paginada: z.boolean(),
});
export type SearchGuide = z.output<typeof SearchGuideSchema>;

export const OptionEntrySchema = z.object({ cod: z.string(), description: z.string() });
export type OptionEntry = z.output<typeof OptionEntrySchema>;

export const AdvancedSearchOptionsSchema = z.object({
  similar: z.boolean().describe("Institution flag `habilita_pesquisa_similar` is S"),
  libraries: z.array(OptionEntrySchema),
  typeOfWorkList: z.array(OptionEntrySchema),
  languageList: z.array(OptionEntrySchema),
  internLocation: z.array(OptionEntrySchema),
  // Sent always; optional in the type so a client written before these lists still type-checks.
  collectionList: z
    .array(OptionEntrySchema)
    .optional()
    .describe("Always empty: this catalogue has no collections (decisions 014 and 064); `id_colecao` is not applied"),
  publicationPlaceList: z
    .array(OptionEntrySchema)
    .optional()
    .describe("The most frequent places of publication (the imprint before its colon), for `local`"),
  physicalDescList: z
    .array(OptionEntrySchema)
    .optional()
    .describe("The most frequent physical descriptions (300 $a) repeated by several records, for `desc_fisica`"),
});
export type AdvancedSearchOptions = z.output<typeof AdvancedSearchOptionsSchema>;

const CountedOptionSchema = OptionEntrySchema.extend({ total: z.number().int() });
/** What the kids catalogue can be narrowed to: libraries and target-audience levels (008/22), counted. */
export const KidsOptionsSchema = z.object({
  bibliotecas: z.array(CountedOptionSchema),
  categorias: z.array(CountedOptionSchema),
});
export type KidsOptions = z.output<typeof KidsOptionsSchema>;

export const SuggestionTypeSchema = z.enum(["TITULO", "AUTOR", "ASSUNTO"]);
export type SuggestionType = z.output<typeof SuggestionTypeSchema>;
/** One suggestion: the heading as catalogued and where it comes from. */
export const SuggestionSchema = z.object({ termo: z.string(), tipo: SuggestionTypeSchema });
export type Suggestion = z.output<typeof SuggestionSchema>;

export const OptionSchema = z.object({ codigo: z.string(), descricao: z.string() });
export type Option = z.output<typeof OptionSchema>;
export const WorkTypeOptionSchema = OptionSchema.extend({ total: z.number().int() });
export type WorkTypeOption = z.output<typeof WorkTypeOptionSchema>;

/** A special tab's form: what a row may search by, how rows combine, the work types and years it covers. */
export const TabOptionsSchema = z.object({
  guia: z.enum(GUIDE_CODES),
  max_linhas: z.number().int(),
  campos: z.array(OptionSchema),
  condicoes: z.array(OptionSchema),
  comparacoes_ano: z.array(OptionSchema),
  tipos_obra: z.array(WorkTypeOptionSchema),
  anos: z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() }),
});
export type TabOptions = z.output<typeof TabOptionsSchema>;

export const PermissionSchema = z.object({ permissao: z.boolean() });
export type SearchPermission = z.output<typeof PermissionSchema>;

export const AdditionalTitlesSchema = z.array(z.object({ cod_acervo: z.number().int(), titulos: z.array(z.string()) }));
export type AdditionalTitles = z.output<typeof AdditionalTitlesSchema>;
export const IndexedRecordsSchema = z.object({
  acervos: z.array(z.number().int()),
  nao_indexados: z.array(z.number().int()),
});
export type IndexedRecords = z.output<typeof IndexedRecordsSchema>;
export const TargetProductsSchema = z.object({
  configurado: z.boolean().describe("false: neither a products service nor an address is configured"),
  url: z.string().nullable().describe("The institution's Target address for the term, when it has one"),
  termoPesquisa: z.string(),
  fonte: RemoteSourceSchema.optional().describe("The products service, when one is configured (decision 058)"),
  total: z.number().int().optional().describe("How many products the service found"),
  produtos: z.array(RemoteResultItemSchema).optional().describe("The service's first products for the term"),
});
export type TargetProducts = z.output<typeof TargetProductsSchema>;
export const DefaultImageSchema = z.object({
  url: z.string().nullable().describe("The institution's image (`imagem_padrao_capa`), else null"),
  gerada: z.boolean().describe("The generated cover is shown"),
  largura: z.number().int(),
  cor_fonte: z.string(),
});
export type DefaultImage = z.output<typeof DefaultImageSchema>;

const badCriteria = refusal(
  "A malformed criterion (invalid_parameter, naming it), or a teaching-plan search without course, discipline " +
    "or teacher (teaching_plan_choice_required).",
);

/** The criteria's rules, for the reference. */
const CRITERIA =
  "`guia` the tab (pesquisa_geral default; `autoridades` is searched with /autoridade/pesquisa, here a 400; " +
  "`search_tab` names it too and must agree), `q` the term (may be empty: browse), `for` LIVRE|TITULO|AUTOR|ASSUNTO, " +
  "their _SIMILAR variants, `obra`, or TODOS (novas_aquisicoes and catalogos/kids only); the simple search's " +
  "column codes 74, 59, 65, 66 are read as LIVRE, TITULO, AUTOR, ASSUNTO in `for`, `for2`, `for3`. `order` " +
  "defaults to relevancia with a term; without one (relevancia asked too) the tab's order: ano_desc, but " +
  "titulo on arquivo and autor (by reference) on atos_normativos. Advanced rows: " +
  "`keyword_type` P|E|I, `condition` + `q2` + `for2`, `condition2` + `q3` + `for3` (AFT/BEF only in `condition`). " +
  "Filters B library, T work type, Y year (0 no date), X only with (C cover, O online, A accessible), I language, " +
  "K main class, each repeatable; values of one letter combine with OR, letters with AND. NA_C and NA_A " +
  "(courses and knowledge areas) on novas_aquisicoes only; `curso`, `disciplina`, `professor`, `campus` on " +
  "plano_ensino only (at least one of the first three). `categoria` a|b|c|j|* on catalogos/kids only; " +
  "`accessibleTitleSearch` TT|TA on acessibilidade only. `agrupar=1` one entry per work among the hits (not " +
  "on plano_ensino), `chave_obra` only the hits of one work. See docs/search.md.";

export const searchCalls = {
  results: defineCall({
    method: "get",
    path: "/consulta",
    summary: "A page of the search's records",
    description: `${CRITERIA} Each result carries its copies by library (\`disponibilidade\`).`,
    query: SearchQuerySchema,
    responses: {
      200: json(SearchResponseSchema, "A page of the search's records."),
      400: badCriteria,
      429: refusal(
        "`search_budget`: an anonymous client address past SEARCH_BUDGET_PER_CLIENT cold searches in the window " +
          "(Retry-After). `search_challenge`: past SEARCH_CHALLENGE_PERCENT of it, a search sent with `X-Opac-Script` " +
          "needs `X-Search-Proof` (a GET /captcha token, a space, its solved proof of work), each once (decision 049).",
      ),
    },
  }),
  filters: defineCall({
    method: "get",
    path: "/consulta/filtros",
    summary: "The filters of the search, counted",
    description:
      "The same criteria as GET /consulta. `total` counts hits with the other letters' filters applied plus this " +
      "value, `totalSemFiltro` hits with no filter. novas_aquisicoes adds NA_C (courses whose teaching plans list " +
      "matching records) and NA_A (their knowledge areas).",
    query: SearchQuerySchema,
    responses: { 200: json(z.array(FilterDefinitionSchema), "The filters, counted."), 400: badCriteria },
  }),
  sortOptions: defineCall({
    method: "get",
    path: "/consulta/ordenacao",
    summary: "The sort orders",
    responses: { 200: json(z.array(SortOptionSchema), "The sort orders.") },
  }),
  guides: defineCall({
    method: "get",
    path: "/consulta/guias",
    summary: "The institution's search tabs, in order",
    description:
      "The tabs of `guias_consulta`, `ordem` 0 first; catalogos/kids only when `habilita_kids_pesq_catalogo` is S.",
    responses: { 200: json(z.array(SearchGuideSchema), "The search tabs.") },
  }),
  advancedOptions: defineCall({
    method: "get",
    path: "/consulta/advanced-search/options",
    summary: "The advanced tab's option lists and the similar-words flag",
    description: "Only values some record or copy has, sorted by description.",
    responses: { 200: json(AdvancedSearchOptionsSchema, "The option lists.") },
  }),
  kidsOptions: defineCall({
    method: "get",
    path: "/consulta/kids/opcoes",
    summary: "What the kids catalogue can be narrowed to",
    description:
      "The libraries holding copies of children's books and the target-audience levels (008/22) with records " +
      "(a, b, c, j, in that order), each with its number of records.",
    responses: {
      200: json(KidsOptionsSchema, "The libraries and levels, counted."),
      404: refusal("The kids catalogue is not enabled (not_found)."),
    },
  }),
};

/** `acervos=1,2,3` or repeated: at most 100 record ids; checked by the handler. */
const RecordIdsQuery = z.object({
  acervos: z.array(z.string()).describe("record codes, 1,2,3 or repeated: 1 to 100"),
});
const idsRefused = refusal("acervos is missing, malformed or more than 100 (invalid_parameter).");

/** Search calls of decision 044, mounted at /consulta before the search's own. */
export const searchOptionCalls = {
  archiveOptions: defineCall({
    method: "get",
    path: "/consulta/opcoes-arquivo",
    summary: "The archive tab's form options",
    responses: { 200: json(TabOptionsSchema, "The options.") },
  }),
  lawOptions: defineCall({
    method: "get",
    path: "/consulta/opcoes-atos-normativos",
    summary: "The normative-acts tab's form options",
    responses: { 200: json(TabOptionsSchema, "The options.") },
  }),
  caseLawOptions: defineCall({
    method: "get",
    path: "/consulta/jurisprudencia-options",
    summary: "The case-law tab's form options",
    responses: { 200: json(TabOptionsSchema, "The options.") },
  }),
  lawWorkTypes: defineCall({
    method: "get",
    path: "/consulta/opcoes-tipos-atos-normativos",
    summary: "The normative-acts tab's work types, counted",
    responses: { 200: json(z.array(WorkTypeOptionSchema), "The work types.") },
  }),
  caseLawWorkTypes: defineCall({
    method: "get",
    path: "/consulta/opcoes-tipos-jurisprudencia",
    summary: "The case-law tab's work types, counted",
    responses: { 200: json(z.array(WorkTypeOptionSchema), "The work types.") },
  }),
  lawFiltersPermission: defineCall({
    method: "get",
    path: "/consulta/permissao-filtros-atos-jurisprudencia",
    summary: "Whether the law tabs show the work-type and year filters",
    description: "Institution parameter `filtros_atos_jurisprudencia`, S by default.",
    responses: { 200: json(PermissionSchema, "The permission.") },
  }),
  autoSearchPermission: defineCall({
    method: "get",
    path: "/consulta/legislacao/auto-search-permission",
    summary: "Whether the law tabs open with an empty search run",
    description: "Institution parameter `pesquisa_automatica_legislacao`, N by default.",
    responses: { 200: json(PermissionSchema, "The permission.") },
  }),
  indexOptions: defineCall({
    method: "get",
    path: "/consulta/opcoes-indice",
    summary: "The indexes the catalogue can be browsed by",
    responses: { 200: json(z.array(OptionSchema), "The indexes.") },
  }),
  additionalTitles: defineCall({
    method: "get",
    path: "/consulta/titulos-adicionais",
    summary: "The varying, uniform and analytical titles of the records asked for",
    description: "From 130, 240, 246, 730 and 740.",
    query: RecordIdsQuery,
    deferQuery: { lists: ["acervos"] },
    responses: { 200: json(AdditionalTitlesSchema, "The titles of each record."), 400: idsRefused },
  }),
  indexed: defineCall({
    method: "get",
    path: "/consulta/acervos-indexados",
    summary: "Which of the records asked for are indexed",
    query: RecordIdsQuery,
    deferQuery: { lists: ["acervos"] },
    responses: { 200: json(IndexedRecordsSchema, "The indexed and the others."), 400: idsRefused },
  }),
  targetProducts: defineCall({
    method: "get",
    path: "/consulta/produtos-target",
    summary: "Target GEDWeb's products for a term",
    description:
      "The products listed by the remote catalogue configured for database type 113 (`catalogos_remotos`, " +
      "decision 058), and the institution's `url_target_gedweb` with {termo} and {numero} filled with the term; " +
      "`configurado` false with neither.",
    query: z.object({ termoPesquisa: z.string().trim().min(1).max(200).describe("The term") }),
    responses: {
      200: json(TargetProductsSchema, "The products and the address, or that none is configured."),
      400: refusal("termoPesquisa is missing or too long."),
      422: refusal("The products service refused the search (remote_refused)."),
      503: refusal("The products service did not answer or answered something unreadable (remote_unavailable)."),
    },
  }),
  defaultImage: defineCall({
    method: "get",
    path: "/consulta/imagem-padrao",
    summary: "The cover shown for a record without one",
    responses: { 200: json(DefaultImageSchema, "The generated cover's width and colour, or the institution's image.") },
  }),
};

const SavedParams = z.object({
  tab: z.enum(GUIDE_CODES).describe("The search's tab"),
  id: z.string().min(1).max(64).describe("The search's id (search_id of its answer)"),
});
const expired = refusal("No search of that id on that tab in the last hour (search_expired).");

/** A search made in the last hour, re-read by its id. */
export const savedSearchCalls = {
  results: defineCall({
    method: "get",
    path: "/v2/consulta/:tab/:id",
    summary: "Another page of a search made in the last hour",
    params: SavedParams,
    query: z.object({
      page: z.coerce.number().int().min(1).max(10_000).optional(),
      perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional(),
    }),
    responses: { 200: json(SearchResponseSchema, "The page."), 400: refusal("A malformed parameter."), 404: expired },
  }),
  filters: defineCall({
    method: "get",
    path: "/v2/consulta/:tab/:id/filtros",
    summary: "The filters of a search made in the last hour",
    params: SavedParams,
    responses: {
      200: json(z.array(FilterDefinitionSchema), "The filters, counted."),
      400: refusal("A malformed parameter."),
      404: expired,
    },
  }),
};

export const autocompleteCalls = {
  suggestions: defineCall({
    method: "get",
    path: "/consulta/auto-complete",
    summary: "Suggestions for the typed text",
    description:
      "Distinct titles, names and subject headings of the catalogue (LIVRE draws on all three, each heading " +
      "once), ranked by pg_trgm: a heading starting with the term first, then word similarity, similarity, the " +
      "shorter; a misspelt term gets headings with a similar word. INDICE_1 is TITULO, INDICE_3 AUTOR, INDICE_2 " +
      "ASSUNTO. The handler checks the parameters itself, with messages that say what to send.",
    query: z.object({
      term: z.string().describe("the text typed: 1-200 characters after trimming"),
      searchBy: z.string().describe(`one of ${AUTOCOMPLETE_SEARCH_BY.join(", ")}`),
      limit: z.string().optional().describe("1-20, default 10"),
    }),
    deferQuery: {},
    responses: {
      200: json(z.array(SuggestionSchema), "Suggestions for the typed text."),
      400: refusal("A blank or too long term, an unknown searchBy or a bad limit (invalid_parameter, in words)."),
    },
  }),
};
