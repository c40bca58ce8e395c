/**
 * Response shapes of the public statistics (document 1 §2 "/estatistica" and §7 "Statistics";
 * decision 039). Every call is public: no patron, only institution-wide counts.
 */
import * as z from "zod";
import type { CopyStatus } from "../../contract.ts";

/** The eleven reports, by the `arquivo_destino` that names their page (/estatistica/{report}). */
export const STATISTICS_REPORTS = [
  "estat_bib_funcionamento",
  "estat_bib_catracas",
  "estat_usu_inst_bib",
  "estat_usu_inst_categ_usu",
  "estat_usu_inst_uo",
  "estat_circ_mat_inst",
  "estat_circ_mat_bib",
  "estat_acervo_geral",
  "estat_mec_q83",
  "estat_mec_q83_a",
  "estat_mec_q83_b",
] as const;
export type StatisticsReport = (typeof STATISTICS_REPORTS)[number];

/** The activity whose item shows only its label and the active-users total. */
export const ACTIVE_USERS_ACTIVITY = 1106;

/** GET /statistics: one item of a group. */
export const StatisticsItemSchema = z.object({
  descricao: z.string().describe("The institution's label (Portuguese, as Pergamum stores it)"),
  texto_explicativo: z.string().nullable(),
  cod_atividade: z.number().int(),
  total_active_users: z
    .number()
    .int()
    .nullable()
    .describe("Only on item 1106: patrons whose registration is neither expired nor blocked"),
  arquivo_destino: z
    .enum(STATISTICS_REPORTS)
    .nullable()
    .describe("The report's page, /estatistica/{arquivo_destino}; null on item 1106"),
  description_translation_term: z.string().describe("Translation key of the label (the OPAC's `statistics` namespace)"),
  sub_desc_translation_term: z.string().nullable(),
});
export type StatisticsItem = z.output<typeof StatisticsItemSchema>;

export const StatisticsGroupSchema = z.object({
  titulo: z.string(),
  title_translation_term: z.string(),
  itens: z.array(StatisticsItemSchema),
});
export type StatisticsGroup = z.output<typeof StatisticsGroupSchema>;

const Int = z.number().int();
const Months = z.array(Int).describe("Twelve counts, January first");

/** GET /statistics/operating-days-statistics?year: open days per library and month. */
export const OperatingDaysSchema = z.object({
  ano: Int,
  bibliotecas: z.array(z.object({ cod_biblioteca: Int, desc_biblioteca: z.string(), meses: Months, total: Int })),
  meses: Months.describe("Open days of every library summed, per month (January first)"),
  total: Int,
});
export type OperatingDays = z.output<typeof OperatingDaysSchema>;

/** GET /statistics/turnstile-statistics?library&year&month. */
export const TurnstileStatisticsSchema = z.object({
  ano: Int,
  mes: Int.nullable().describe("Null: the whole year, one row per month; else one row per day of that month"),
  cod_biblioteca: Int.nullable().describe("Null: every library summed"),
  desc_biblioteca: z.string().nullable(),
  linhas: z
    .array(z.object({ periodo: Int, entradas: Int, saidas: Int }))
    .describe("`periodo` is the month (1–12) or the day of the month"),
  total_entradas: Int,
  total_saidas: Int,
});
export type TurnstileStatistics = z.output<typeof TurnstileStatisticsSchema>;

/** GET /statistics/active-users-by-lib-statistics. */
export const ActiveUsersByLibrarySchema = z.object({
  bibliotecas: z.array(z.object({ cod_biblioteca: Int, desc_biblioteca: z.string(), total: Int })),
  total: Int.describe("Patrons without a home library are counted here only"),
});
export type ActiveUsersByLibrary = z.output<typeof ActiveUsersByLibrarySchema>;

/** GET /statistics/active-users-by-categ-statistics. */
export const ActiveUsersByCategorySchema = z.object({
  categorias: z
    .array(z.object({ categoria: z.string(), total: Int }))
    .describe("`categoria` is the category's code; the OPAC words it"),
  total: Int,
});
export type ActiveUsersByCategory = z.output<typeof ActiveUsersByCategorySchema>;

export const ORG_UNIT_ORDERS = ["nome", "total"] as const;
export type OrgUnitOrder = (typeof ORG_UNIT_ORDERS)[number];

/** GET /statistics/active-users-by-org-unit-statistics?order&page: a paginated response. */
export const ActiveUsersByOrgUnitSchema = z.object({
  registros: z.array(z.object({ cod_unidade: Int, desc_unidade: z.string(), total: Int })),
  totalRegistros: Int,
  pagina: Int,
  porPagina: Int,
  ordem: z.enum(ORG_UNIT_ORDERS),
  sem_unidade: Int.describe("Active patrons of no unit (from outside the institution)"),
  total: Int,
});
export type ActiveUsersByOrgUnit = z.output<typeof ActiveUsersByOrgUnitSchema>;

/** What a circulation report counts: E loans, D returns, R renewals. */
export const CIRCULATION_OPTIONS = ["E", "D", "R"] as const;
export type CirculationOption = (typeof CIRCULATION_OPTIONS)[number];

/** GET /statistics/circ-mat-by-inst?year&option and circ-mat-by-lib?year&option&library. */
export const CirculationStatisticsSchema = z.object({
  ano: Int,
  opcao: z.enum(CIRCULATION_OPTIONS),
  cod_biblioteca: Int.nullable(),
  desc_biblioteca: z.string().nullable(),
  tipos: z
    .array(z.object({ cod_tipo_obra: Int, desc_tipo_obra: z.string(), meses: Months, total: Int }))
    .describe("One row per work type that circulated, most first"),
  meses: Months,
  total: Int,
});
export type CirculationStatistics = z.output<typeof CirculationStatisticsSchema>;

/** GET /statistics/circ-mat-libraries. */
export const CirculationLibrarySchema = z.object({ cod_biblioteca: Int, desc_biblioteca: z.string() });
export type CirculationLibrary = z.output<typeof CirculationLibrarySchema>;

/** GET /statistics/work-types. */
export const StatisticsWorkTypeSchema = z.object({ cod_tipo_obra: Int, desc_tipo_obra: z.string() });
export type StatisticsWorkType = z.output<typeof StatisticsWorkTypeSchema>;

/** The copy statuses a collection report filters by (item.status), in the order they are listed. */
export const STATISTICS_COPY_STATUSES = [
  "available",
  "on_loan",
  "reserved",
  "in_transit",
  "closed_stacks",
  "not_for_loan",
  "lost",
] as const satisfies readonly CopyStatus[];

/** GET /statistics/copy-status and /statistics/collection-status. */
export const StatisticsStatusSchema = z.object({ codigo: z.string(), descricao: z.string() });
export type StatisticsStatus = z.output<typeof StatisticsStatusSchema>;

/** POST /statistics/general-collections {libraries, workTypes, copyStatus, collectionStatus}. */
export const GeneralCollectionsSchema = z.object({
  linhas: z.array(
    z.object({
      cod_biblioteca: Int,
      desc_biblioteca: z.string(),
      cod_tipo_obra: Int,
      desc_tipo_obra: z.string(),
      titulos: Int,
      exemplares: Int,
    }),
  ),
  total_titulos: Int.describe("Distinct titles: a title held by two libraries counts once here"),
  total_exemplares: Int,
});
export type GeneralCollections = z.output<typeof GeneralCollectionsSchema>;

/** MEC Q83: G every work type, A books (and theses, chapters), B periodicals (and articles). */
export const MEC_SEARCH_TYPES = ["G", "A", "B"] as const;
export type MecSearchType = (typeof MEC_SEARCH_TYPES)[number];

/** POST /statistics/collection-mecQ83 {library, year, copyStatus, collectionStatus, searchType}. */
export const MecQ83Schema = z.object({
  tipo: z.enum(MEC_SEARCH_TYPES),
  cod_biblioteca: Int.nullable(),
  ano: Int.nullable().describe("The collection as it stood at the end of this year (copies registered until then)"),
  areas: z
    .array(
      z.object({
        cod_area: z.string(),
        codigo_cnpq: z.string().nullable(),
        desc_area: z.string(),
        titulos: Int,
        exemplares: Int,
      }),
    )
    .describe('The CNPq "grandes áreas" (code "1".."9"), then "0" for the unclassified; every area listed'),
  total_titulos: Int,
  total_exemplares: Int,
});
export type MecQ83 = z.output<typeof MecQ83Schema>;
