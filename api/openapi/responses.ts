/**
 * Response shapes as zod schemas, for the OpenAPI document and the contract test (decision 045).
 * Each mirrors a contract type the OPAC imports; the `Same` checks at the end make the build fail
 * when one drifts from its type, so a schema here can never describe an answer the service does
 * not give. Most-used calls first; add one by writing its schema and a line in RESPONSES.
 */
import { z } from "zod";
import type {
  CampusOut,
  CourseOut,
  DisciplineOut,
  FilterDefinition,
  LibraryOut,
  LookupPage,
  RecordActivity,
  RecordData,
  SearchGuide,
  SearchResponse,
  SortOption,
  Suggestion,
  TeacherOut,
  TokenResponse,
  UserDataResponse,
} from "../contract.ts";
import { FILTER_LETTERS, SORT_KEYS } from "../contract.ts";
import type { LoanOut, ReservationOut } from "../circulation/contract.ts";
import type { HandOff } from "../providers/contract.ts";
import { CampusOutSchema as CampusSchema, LibraryOutSchema as LibrarySchema } from "../libraries/libraries.calls.ts";

/** The one error shape of the service (api/http/errors.ts). */
export const ErrorBody = z
  .object({
    error: z.object({ code: z.string().min(1), message: z.string().min(1) }).strict(),
  })
  .strict();

const YesNo = z.enum(["S", "N"]);

const PlanBibliographyEntry = z.object({
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

const SearchResultItem = z.object({
  cod_acervo: z.number().int(),
  titulo: z.string(),
  autor: z.string().nullable(),
  publicacao: z.string().nullable(),
  ano_publicacao: z.number().int().nullable(),
  cod_tipo_obra: z.number().int(),
  desc_tipo_obra: z.string(),
  idioma: z.string().nullable(),
  idioma_desc: z.string().nullable(),
  link_capa: z.string().nullable(),
  acesso_remoto: YesNo,
  possui_acessibilidade: YesNo,
  dados_adicionais: z.object({ B: z.array(z.object({ codigo: z.string(), descricao: z.string() })) }),
  bibliografia: z.array(PlanBibliographyEntry).optional(),
  search_id: z.string(),
});

export const SearchResponseSchema = z.object({
  registros: z.array(SearchResultItem),
  totalRegistros: z.number().int().min(0),
  sessao: z.string(),
  page: z.number().int().min(1),
  perPage: z.number().int().min(1),
  ordenacao: z.enum(SORT_KEYS),
});

export const RecordDataSchema = z.object({
  cod_acervo: z.number().int(),
  titulo: z.string(),
  autor: z.string().nullable(),
  ano_publicacao: z.number().int().nullable(),
  cod_tipo_obra: z.number().int(),
  desc_tipo_obra: z.string(),
  idioma: z.string().nullable(),
  idioma_desc: z.string().nullable(),
  isbn: z.array(z.string()),
  link_capa: z.string().nullable(),
  acesso_remoto: YesNo,
  campos: z.array(z.object({ rotulo: z.string(), valores: z.array(z.string()) })),
  autoridades: z.array(
    z.object({
      rotulo: z.enum(["main_author", "other_authors", "subjects"]),
      valor: z.string(),
      cod_autoridade: z.number().int(),
    }),
  ),
});

export const TokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int().positive(),
});

export const UserDataSchema = z.object({
  user: z.object({
    nome_pessoa: z.string(),
    cod_pessoa: z.number().int(),
    app_uuid: z.string().nullable(),
    login: z.string(),
    bloqueio: z.boolean(),
    renovar: z.boolean(),
    expirado: z.boolean(),
  }),
  authPermissions: z.array(
    z.object({ cod_modulo: z.number().int(), cod_atividade: z.number().int(), descricao: z.string() }),
  ),
});

const LoanSchema = z.object({
  cod_emprestimo: z.number().int(),
  cod_acervo: z.number().int(),
  titulo: z.string(),
  autor: z.string().nullable(),
  cod_exemplar: z.number().int(),
  tombo: z.string(),
  cod_biblioteca: z.number().int(),
  desc_biblioteca: z.string(),
  data_emprestimo: z.string(),
  data_devolucao: z.string(),
  data_devolvido: z.string().nullable(),
  renovacoes: z.number().int(),
  renovacoes_restantes: z.number().int(),
  atrasado: z.boolean(),
  dias_atraso: z.number().int(),
  multa_centavos: z.number().int(),
});

const ReservationSchema = z.object({
  cod_reserva: z.number().int(),
  cod_acervo: z.number().int(),
  titulo: z.string(),
  autor: z.string().nullable(),
  cod_biblioteca: z.number().int(),
  desc_biblioteca: z.string(),
  volume: z.string(),
  tomo: z.string(),
  parte: z.string(),
  material: z.string().nullable(),
  cod_local: z.number().int().nullable(),
  desc_local: z.string().nullable(),
  posicao: z.number().int().nullable(),
  situacao: z.enum(["queued", "ready", "fulfilled", "cancelled", "expired"]),
  desc_situacao: z.string(),
  data_reserva: z.string(),
  data_expiracao: z.string(),
  data_liberacao: z.string().nullable(),
  prazo_retirada: z.string().nullable(),
  data_encerramento: z.string().nullable(),
  cod_exemplar: z.number().int().nullable(),
  tombo: z.string().nullable(),
});

// ---- Search companions, look-ups, libraries, history (most-used after the search itself) ----

export const SuggestionSchema = z.object({ termo: z.string(), tipo: z.enum(["TITULO", "AUTOR", "ASSUNTO"]) });

export const SortOptionSchema = z.object({ codigo: z.enum(SORT_KEYS), descricao: z.string() });

export const SearchGuideSchema = z.object({
  codigo: z.string(),
  titulo: z.string(),
  icone: z.string(),
  ordem: z.number().int(),
  usa_consulta_paginada: z.boolean(),
});

export const FilterDefinitionSchema = z.object({
  codigo: z.enum(FILTER_LETTERS),
  descricao: z.string(),
  contagem: z.array(
    z.object({
      codigo: z.string(),
      descricao: z.string(),
      total: z.number().int(),
      totalSemFiltro: z.number().int(),
      mostrarQtdOriginal: z.boolean(),
    }),
  ),
});

export const RecordActivitySchema = z.object({
  cod_atividade: z.union([z.number().int(), z.enum(["summary", "sumario_livro", "acervo_fechado"])]),
  slug: z.string(),
  descricao: z.string(),
});

export const CourseSchema = z.object({
  cod_departamento: z.number().int(),
  nome_departamento: z.string(),
  cod_campus: z.number().int(),
  nome_campus: z.string(),
  cod_area_conhecimento: z.number().int(),
  desc_area_conhecimento: z.string(),
});
export const DisciplineSchema = z.object({
  cod_disciplina: z.number().int(),
  descricao: z.string(),
  nome_departamento_oferta: z.string(),
});
export const TeacherSchema = z.object({ cod_pessoa: z.number().int(), nome_pessoa: z.string() });

/** A page of a look-up (decision 019). */
const lookupPage = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    registros: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    perPage: z.number().int().min(1),
    lastPage: z.number().int().min(1),
  });
export const CampusPageSchema = lookupPage(CampusSchema);
export const LibraryLookupSchema = lookupPage(LibrarySchema);
export const CoursePageSchema = lookupPage(CourseSchema);
export const DisciplinePageSchema = lookupPage(DisciplineSchema);
export const TeacherPageSchema = lookupPage(TeacherSchema);

// ---- The parameter and hand-off calls (decisions 044, 045) ----

export const HandOffSchema = z.object({ url: z.string(), expira: z.string(), nome: z.string() });

export interface DescribedResponse {
  status: number;
  description: string;
  schema: z.ZodTypeAny;
}

/** "METHOD /openapi/path" → the success answer's status and shape. */
export const RESPONSES: Record<string, DescribedResponse> = {
  "GET /api/consulta": { status: 200, description: "A page of the search's records.", schema: SearchResponseSchema },
  "GET /api/acervo/{id}": { status: 200, description: "The record's data.", schema: RecordDataSchema },
  "POST /api/oauth/token": { status: 200, description: "The tokens.", schema: TokenResponseSchema },
  "GET /api/pessoas": { status: 200, description: "The patron and their permissions.", schema: UserDataSchema },
  "GET /api/emprestimo/titulos-pendentes": {
    status: 200,
    description: "The patron's open loans.",
    schema: z.array(LoanSchema),
  },
  "GET /api/reserva": {
    status: 200,
    description: "The patron's open reservations.",
    schema: z.array(ReservationSchema),
  },
  "GET /api/consulta/auto-complete": {
    status: 200,
    description: "Suggestions for the typed text.",
    schema: z.array(SuggestionSchema),
  },
  "GET /api/consulta/ordenacao": { status: 200, description: "The sort orders.", schema: z.array(SortOptionSchema) },
  "GET /api/consulta/guias": { status: 200, description: "The search tabs.", schema: z.array(SearchGuideSchema) },
  "GET /api/consulta/filtros": {
    status: 200,
    description: "The filters of the search, counted.",
    schema: z.array(FilterDefinitionSchema),
  },
  "GET /api/acervo/{id}/permissoes": {
    status: 200,
    description: "The tabs of the record's page.",
    schema: z.array(RecordActivitySchema),
  },
  "GET /api/consulta/campus": { status: 200, description: "A page of campuses.", schema: CampusPageSchema },
  "GET /api/consulta/bibliotecas": { status: 200, description: "A page of libraries.", schema: LibraryLookupSchema },
  "GET /api/consulta/cursos": { status: 200, description: "A page of courses.", schema: CoursePageSchema },
  "GET /api/consulta/disciplinas": { status: 200, description: "A page of disciplines.", schema: DisciplinePageSchema },
  "GET /api/consulta/professores": { status: 200, description: "A page of teachers.", schema: TeacherPageSchema },
  "GET /api/consulta/campus/{code}": { status: 200, description: "The campus.", schema: CampusSchema },
  "GET /api/consulta/biblioteca/{code}": { status: 200, description: "The library.", schema: LibrarySchema },
  "GET /api/consulta/curso/{code}": { status: 200, description: "The course.", schema: CourseSchema },
  "GET /api/consulta/disciplina/{code}": { status: 200, description: "The discipline.", schema: DisciplineSchema },
  "GET /api/consulta/professor/{code}": { status: 200, description: "The teacher.", schema: TeacherSchema },
  "GET /api/consulta/professor-by-name": { status: 200, description: "The teacher.", schema: TeacherSchema },
  "POST /api/vinculos/grupoa": { status: 200, description: "The hand-off to Grupo A.", schema: HandOffSchema },
  "GET /api/pessoas/meu-pergamum/redirect": {
    status: 200,
    description: "The hand-off to the member area.",
    schema: HandOffSchema,
  },
  "GET /api/pessoas/autenticar/app-layers": {
    status: 200,
    description: "The hand-off to the layers system.",
    schema: HandOffSchema,
  },
};

// The build fails when a schema and its contract type differ (either way).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <T extends true>(_: T) => _;
same<Same<z.output<typeof SearchResponseSchema>, SearchResponse>>(true);
same<Same<z.output<typeof RecordDataSchema>, RecordData>>(true);
same<Same<z.output<typeof TokenResponseSchema>, TokenResponse>>(true);
same<Same<z.output<typeof UserDataSchema>, UserDataResponse>>(true);
same<Same<z.output<typeof LoanSchema>, LoanOut>>(true);
same<Same<z.output<typeof ReservationSchema>, ReservationOut>>(true);
same<Same<z.output<typeof SuggestionSchema>, Suggestion>>(true);
same<Same<z.output<typeof SortOptionSchema>, SortOption>>(true);
same<Same<z.output<typeof SearchGuideSchema>, SearchGuide>>(true);
same<Same<z.output<typeof FilterDefinitionSchema>, FilterDefinition>>(true);
same<Same<z.output<typeof RecordActivitySchema>, RecordActivity>>(true);
same<Same<z.output<typeof CourseSchema>, CourseOut>>(true);
same<Same<z.output<typeof DisciplineSchema>, DisciplineOut>>(true);
same<Same<z.output<typeof TeacherSchema>, TeacherOut>>(true);
same<Same<z.output<typeof CampusPageSchema>, LookupPage<CampusOut>>>(true);
same<Same<z.output<typeof LibraryLookupSchema>, LookupPage<LibraryOut>>>(true);
same<Same<z.output<typeof CoursePageSchema>, LookupPage<CourseOut>>>(true);
same<Same<z.output<typeof DisciplinePageSchema>, LookupPage<DisciplineOut>>>(true);
same<Same<z.output<typeof TeacherPageSchema>, LookupPage<TeacherOut>>>(true);
same<Same<z.output<typeof HandOffSchema>, HandOff>>(true);
