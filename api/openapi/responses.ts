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
  LibraryOut,
  LibraryPage,
  LookupPage,
  TeacherOut,
} from "../contract.ts";
import type { AppLayersParams, LastCacheDate, PrefilterParams } from "../institution/contract.ts";
import type { CatalogListSaved, CatalogNewsRemoved, CatalogNewsSaved } from "../catalog/contract.ts";

/** The one error shape of the service (api/http/errors.ts). */
export const ErrorBody = z
  .object({
    error: z.object({ code: z.string().min(1), message: z.string().min(1) }).strict(),
  })
  .strict();

});

// ---- Search companions, look-ups, libraries, history (most-used after the search itself) ----

export const CampusSchema = z.object({ cod_campus: z.number().int(), nome_campus: z.string() });
export const LibrarySchema = z.object({
  cod_biblioteca: z.number().int(),
  desc_biblioteca: z.string(),
  cod_campus: z.number().int(),
  nome_campus: z.string(),
});
export const LibraryPageSchema = LibrarySchema.extend({
  endereco: z.string().nullable(),
  telefone: z.string().nullable(),
  email: z.string().nullable(),
  horario: z.string().nullable(),
  descricao: z.string().nullable(),
  imagens: z.array(z.object({ ordem: z.number().int(), url: z.string(), descricao: z.string() })),
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

export const LastCacheDateSchema = z.object({ data: z.string(), geracao: z.string() });
const PrefilterValueSchema = z.object({ codigo: z.number().int(), descricao: z.string() });
export const PrefilterParamsSchema = z.object({
  bibliotecas: z.array(PrefilterValueSchema),
  tiposObra: z.array(PrefilterValueSchema),
  acessoOnline: z.boolean(),
  colecoes: z.array(PrefilterValueSchema),
  ignorados: z.array(z.string()),
});
export const AppLayersSchema = z.object({
  habilitado: z.boolean(),
  nome: z.string().nullable(),
  requerLogin: z.boolean(),
});

// Staff writing the kids and museum homes (decision 040 addendum).
export const CatalogListSavedSchema = z.object({ total: z.number().int().min(0) });
export const CatalogNewsSavedSchema = z.object({ id: z.number().int().min(1) });
export const CatalogNewsRemovedSchema = z.object({ removido: z.literal(true) });

export interface DescribedResponse {
  status: number;
  description: string;
  schema: z.ZodTypeAny;
}

/** "METHOD /openapi/path" → the success answer's status and shape. */
export const RESPONSES: Record<string, DescribedResponse> = {
  },
  "GET /api/campus": { status: 200, description: "The campuses.", schema: z.array(CampusSchema) },
  "GET /api/unidade-informacao": { status: 200, description: "The libraries.", schema: z.array(LibrarySchema) },
  "GET /api/biblioteca/{id}": { status: 200, description: "The library's page.", schema: LibraryPageSchema },
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
  "GET /api/parametros/get-last-cache-date": {
    status: 200,
    description: "When what a search can find last changed.",
    schema: LastCacheDateSchema,
  },
  "GET /api/parametros/prefiltros": {
    status: 200,
    description: "The values of prefilter links, named.",
    schema: PrefilterParamsSchema,
  },
  "GET /api/parametros/app-layers": {
    status: 200,
    description: "Whether the app offers the layers system.",
    schema: AppLayersSchema,
  },
  "PUT /api/balcao/catalogo/secoes": {
    status: 200,
    description: "How many sections the catalogue's home now has.",
    schema: CatalogListSavedSchema,
  },
  "PUT /api/balcao/catalogo/destaques": {
    status: 200,
    description: "How many records the catalogue now highlights.",
    schema: CatalogListSavedSchema,
  },
  "PUT /api/balcao/catalogo/abas": {
    status: 200,
    description: "How many information tabs the library (or the institution) now has.",
    schema: CatalogListSavedSchema,
  },
  "POST /api/balcao/catalogo/noticias": {
    status: 201,
    description: "The news item made.",
    schema: CatalogNewsSavedSchema,
  },
  "PUT /api/balcao/catalogo/noticias/{id}": {
    status: 200,
    description: "The news item changed.",
    schema: CatalogNewsSavedSchema,
  },
  "DELETE /api/balcao/catalogo/noticias/{id}": {
    status: 200,
    description: "The news item removed.",
    schema: CatalogNewsRemovedSchema,
  },
};

// The build fails when a schema and its contract type differ (either way).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <T extends true>(_: T) => _;
same<Same<z.output<typeof CampusSchema>, CampusOut>>(true);
same<Same<z.output<typeof LibrarySchema>, LibraryOut>>(true);
same<Same<z.output<typeof LibraryPageSchema>, LibraryPage>>(true);
same<Same<z.output<typeof CourseSchema>, CourseOut>>(true);
same<Same<z.output<typeof DisciplineSchema>, DisciplineOut>>(true);
same<Same<z.output<typeof TeacherSchema>, TeacherOut>>(true);
same<Same<z.output<typeof CampusPageSchema>, LookupPage<CampusOut>>>(true);
same<Same<z.output<typeof LibraryLookupSchema>, LookupPage<LibraryOut>>>(true);
same<Same<z.output<typeof CoursePageSchema>, LookupPage<CourseOut>>>(true);
same<Same<z.output<typeof DisciplinePageSchema>, LookupPage<DisciplineOut>>>(true);
same<Same<z.output<typeof TeacherPageSchema>, LookupPage<TeacherOut>>>(true);
same<Same<z.output<typeof LastCacheDateSchema>, LastCacheDate>>(true);
same<Same<z.output<typeof PrefilterParamsSchema>, PrefilterParams>>(true);
same<Same<z.output<typeof AppLayersSchema>, AppLayersParams>>(true);
same<Same<z.output<typeof CatalogListSavedSchema>, CatalogListSaved>>(true);
same<Same<z.output<typeof CatalogNewsSavedSchema>, CatalogNewsSaved>>(true);
same<Same<z.output<typeof CatalogNewsRemovedSchema>, CatalogNewsRemoved>>(true);
