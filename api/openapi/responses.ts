/**
 * Response shapes as zod schemas, for the OpenAPI document and the contract test (decision 045).
 * Each mirrors a contract type the OPAC imports; the `Same` checks at the end make the build fail
 * when one drifts from its type, so a schema here can never describe an answer the service does
 * not give. Most-used calls first; add one by writing its schema and a line in RESPONSES.
 */
import { z } from "zod";
import type { RecordData, SearchResponse, TokenResponse, UserDataResponse } from "../contract.ts";
import { SORT_KEYS } from "../contract.ts";
import type { LoanOut, ReservationOut } from "../circulation/contract.ts";

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
