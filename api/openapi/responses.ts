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
  LookupPage,
  TeacherOut,
} from "../contract.ts";
import { CampusOutSchema as CampusSchema, LibraryOutSchema as LibrarySchema } from "../libraries/libraries.calls.ts";

/** The one error shape of the service (api/http/errors.ts). */
export const ErrorBody = z
  .object({
    error: z.object({ code: z.string().min(1), message: z.string().min(1) }).strict(),
  })
  .strict();

// ---- Search companions, look-ups, libraries, history (most-used after the search itself) ----

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

export interface DescribedResponse {
  status: number;
  description: string;
  schema: z.ZodTypeAny;
}

/** "METHOD /openapi/path" → the success answer's status and shape. */
export const RESPONSES: Record<string, DescribedResponse> = {
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
};

// The build fails when a schema and its contract type differ (either way).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <T extends true>(_: T) => _;
same<Same<z.output<typeof CourseSchema>, CourseOut>>(true);
same<Same<z.output<typeof DisciplineSchema>, DisciplineOut>>(true);
same<Same<z.output<typeof TeacherSchema>, TeacherOut>>(true);
same<Same<z.output<typeof CampusPageSchema>, LookupPage<CampusOut>>>(true);
same<Same<z.output<typeof LibraryLookupSchema>, LookupPage<LibraryOut>>>(true);
same<Same<z.output<typeof CoursePageSchema>, LookupPage<CourseOut>>>(true);
same<Same<z.output<typeof DisciplinePageSchema>, LookupPage<DisciplineOut>>>(true);
same<Same<z.output<typeof TeacherPageSchema>, LookupPage<TeacherOut>>>(true);
