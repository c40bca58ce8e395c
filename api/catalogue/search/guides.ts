/**
 * Search guides (Pergamum's "guias", the tabs of the catalogue; document 1 §2 and §3). Each guide
 * the service can run is declared here with what it restricts the catalogue to; an institution
 * chooses which of them it shows, and in which order, with the parameter `guias_consulta`
 * (comma-separated codes; the first one is order 0 and lives at the OPAC's root).
 */
import { GUIDE_CODES, type FilterLetter, type GuideCode } from "../../contract.ts";
import { CHILDREN_AUDIENCES } from "../records/audience.ts";
import { WORK_TYPES } from "../records/work-type.ts";

// The codes are the contract's (the OPAC's tabs are the same list).
export { GUIDE_CODES, type GuideCode } from "../../contract.ts";

export interface GuideDefinition {
  codigo: GuideCode;
  /** An icon name the OPAC may draw (a key, not a file). */
  icone: string;
  /** Pergamum's paged mode: the advanced search is the one guide that is never paged that way. */
  usa_consulta_paginada: boolean;
  /** What the guide searches: everything, records with online access, or some work types. */
  scope: { online?: true; workTypes?: readonly number[] };
  /** New acquisitions: the results are the records most recently added, newest first, whatever the order asked. */
  newestFirst?: true;
  /** The options a term may be searched by on this guide, when it restricts them. */
  options?: readonly string[];
  /** Searches authority records (GET /autoridade/pesquisa), not the catalogue's records. */
  authorities?: true;
  /** The bibliographies of the teaching plans chosen by course, discipline, teacher and campus (decision 019). */
  teachingPlan?: true;
  /** Filter letters this guide has on top of the common ones (new acquisitions: NA_C, NA_A). */
  extraFilters?: readonly FilterLetter[];
  /** Takes the accessibility title filter (accessibleTitleSearch TT all, TA accessible only). */
  accessibleTitles?: true;
  /** Children's books by target audience (008/22); takes `categoria`. Listed only with habilita_kids_pesq_catalogo S. */
  audiences?: readonly string[];
  /** Listed by /consulta/guias only when this institution parameter is S. */
  flag?: string;
}

export const GUIDES: Record<GuideCode, GuideDefinition> = {
  pesquisa_geral: { codigo: "pesquisa_geral", icone: "search", usa_consulta_paginada: true, scope: {} },
  pesquisa_avancada: { codigo: "pesquisa_avancada", icone: "sliders", usa_consulta_paginada: false, scope: {} },
  // E-books: every record a reader can open online (an 856 link to the resource itself).
  e_books: { codigo: "e_books", icone: "tablet", usa_consulta_paginada: true, scope: { online: true } },
  // Archive: manuscripts, mixed (archival) materials and pictures (MARC leader/06 t, p, k).
  arquivo: {
    codigo: "arquivo",
    icone: "archive",
    usa_consulta_paginada: true,
    scope: { workTypes: [WORK_TYPES.MANUSCRIPT, WORK_TYPES.MIXED, WORK_TYPES.IMAGE] },
  },
  // Normative acts: legislation (008/24-27 nature of contents "l"), up to 3 rows and a year
  // comparison (the record search's comp_ano/ano/ano_final).
  atos_normativos: {
    codigo: "atos_normativos",
    icone: "scale",
    usa_consulta_paginada: true,
    scope: { workTypes: [WORK_TYPES.LEGISLATION] },
  },
  // Case law: law reports (008/24-27 "v"/"w", or the subdivision "Law reports, digests, etc."),
  // with normative acts' rows and year comparison.
  jurisprudencia: {
    codigo: "jurisprudencia",
    icone: "gavel",
    usa_consulta_paginada: true,
    scope: { workTypes: [WORK_TYPES.CASE_LAW] },
  },
  // Authorities: the authority records' headings, by type (GET /autoridade/pesquisa); the
  // record search answers this guide with 400.
  autoridades: { codigo: "autoridades", icone: "user", usa_consulta_paginada: true, scope: {}, authorities: true },
  // Accessibility (document 1 §2, §4): the whole catalogue by title, marking the titles with an
  // accessible version; accessibleTitleSearch TA keeps only those.
  acessibilidade: {
    codigo: "acessibilidade",
    icone: "universal-access",
    usa_consulta_paginada: true,
    scope: {},
    accessibleTitles: true,
  },
  // New acquisitions (document 1 §2): every record, newest added first; for=TODOS lists them
  // without a term, otherwise a term by title, subject or author.
  novas_aquisicoes: {
    codigo: "novas_aquisicoes",
    icone: "sparkles",
    usa_consulta_paginada: true,
    scope: {},
    newestFirst: true,
    options: ["TITULO", "ASSUNTO", "AUTOR", "TODOS"],
    // By course and knowledge area of the teaching plans listing the record (decision 019).
    extraFilters: ["NA_C", "NA_A"],
  },
  // Teaching plan (document 1 §2, tipo_termos 99: CURSO AND DISCIPLINA AND PROFESSOR, plus campus):
  // the bibliography of the matching plans (decision 019).
  plano_ensino: {
    codigo: "plano_ensino",
    icone: "book-open",
    usa_consulta_paginada: true,
    scope: {},
    teachingPlan: true,
  },
  // Multimedia: sound and music recordings, video, computer files and kits (leader/06 i, j, g, m, o).
  multimeios: {
    codigo: "multimeios",
    icone: "film",
    usa_consulta_paginada: true,
    scope: {
      workTypes: [
        WORK_TYPES.MUSIC_RECORDING,
        WORK_TYPES.SOUND_RECORDING,
        WORK_TYPES.VIDEO,
        WORK_TYPES.ELECTRONIC,
        WORK_TYPES.KIT,
      ],
    },
  },
  // Kids catalogue (/catalogos/kids): children's books, all of them without a term (TODOS).
  "catalogos/kids": {
    codigo: "catalogos/kids",
    icone: "child",
    usa_consulta_paginada: true,
    scope: {},
    audiences: CHILDREN_AUDIENCES,
    options: ["LIVRE", "TITULO", "AUTOR", "ASSUNTO", "TODOS"],
    flag: "habilita_kids_pesq_catalogo",
  },
};

export const DEFAULT_GUIDES: readonly GuideCode[] = GUIDE_CODES;

export function isGuideCode(value: string): value is GuideCode {
  return (GUIDE_CODES as readonly string[]).includes(value);
}

/**
 * The guides an institution shows, in order: its `guias_consulta`, else all of them; a guide
 * behind a flag (the kids catalogue) only when the institution's parameter is S.
 */
export function institutionGuides(
  param: string | undefined,
  params: Record<string, string | undefined> = {},
): GuideCode[] {
  const codes = (param ?? "")
    .split(",")
    .map((c) => c.trim())
    .filter(isGuideCode);
  const chosen = codes.length ? [...new Set(codes)] : [...DEFAULT_GUIDES];
  return chosen.filter((code) => guideEnabled(code, params));
}

export function guideEnabled(code: GuideCode, params: Record<string, string | undefined>): boolean {
  const flag = GUIDES[code].flag;
  return !flag || params[flag] === "S";
}
