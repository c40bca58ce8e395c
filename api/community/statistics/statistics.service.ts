/**
 * The public statistics (document 1 §2 "/estatistica", §7 "Statistics"; decision 039): the
 * groups and items of the statistics home, and the figures of its eleven reports, counted from
 * the real tables on every call (no cache: each report is one or two grouped queries).
 */
import type { Db } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import type { Lang } from "../../core/i18n.ts";
import { copyStatusLabel, workTypeLabel } from "../../core/labels.ts";
import type { CopyStatus } from "../../contract.ts";
import { TIME_ZONE } from "../../core/time.ts";
import { KNOWLEDGE_AREAS, knowledgeAreaOf } from "./knowledge-areas.ts";
import * as repo from "./statistics.repository.ts";
import {
  ACTIVE_USERS_ACTIVITY,
  STATISTICS_COPY_STATUSES,
  type ActiveUsersByCategory,
  type ActiveUsersByLibrary,
  type ActiveUsersByOrgUnit,
  type CirculationLibrary,
  type CirculationOption,
  type CirculationStatistics,
  type GeneralCollections,
  type MecQ83,
  type MecSearchType,
  type OperatingDays,
  type OrgUnitOrder,
  type StatisticsGroup,
  type StatisticsItem,
  type StatisticsReport,
  type StatisticsStatus,
  type StatisticsWorkType,
  type TurnstileStatistics,
} from "./contract.ts";

const months = () => Array.from({ length: 12 }, () => 0);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The statistics home, as an institution configures it in Pergamum (groups of activities). The
 * activity codes other than 1106 are ours (document 1 names only 1106). Labels are stored in
 * Portuguese like an institution's; the translation terms word them in the reader's language.
 */
const GROUPS: { key: string; titulo: string; itens: [number, StatisticsReport | null, string, string | null][] }[] = [
  {
    key: "libraries",
    titulo: "Bibliotecas",
    itens: [
      [1101, "estat_bib_funcionamento", "Dias de funcionamento", "Dias em que cada biblioteca abriu, por mês"],
      [1102, "estat_bib_catracas", "Frequência (catracas)", "Entradas e saídas registradas pelas catracas"],
    ],
  },
  {
    key: "users",
    titulo: "Usuários",
    itens: [
      [ACTIVE_USERS_ACTIVITY, null, "Usuários ativos", null],
      [1103, "estat_usu_inst_bib", "Usuários ativos por biblioteca", "Usuários com cadastro ativo, por biblioteca"],
      [1104, "estat_usu_inst_categ_usu", "Usuários ativos por categoria", "Usuários com cadastro ativo, por categoria"],
      [1105, "estat_usu_inst_uo", "Usuários ativos por unidade organizacional", "Por unidade da instituição"],
    ],
  },
  {
    key: "circulation",
    titulo: "Circulação de materiais",
    itens: [
      [1107, "estat_circ_mat_inst", "Circulação de materiais na instituição", "Empréstimos, devoluções e renovações"],
      [1108, "estat_circ_mat_bib", "Circulação de materiais por biblioteca", "Empréstimos, devoluções e renovações"],
    ],
  },
  {
    key: "collection",
    titulo: "Acervo",
    itens: [
      [1109, "estat_acervo_geral", "Acervo geral", "Títulos e exemplares por biblioteca e tipo de obra"],
      [1110, "estat_mec_q83", "MEC – acervo por área do conhecimento", "Todos os tipos de obra"],
      [1111, "estat_mec_q83_a", "MEC – livros por área do conhecimento (tipo A)", "Livros, teses e capítulos"],
      [1112, "estat_mec_q83_b", "MEC – periódicos por área do conhecimento (tipo B)", "Periódicos e artigos"],
    ],
  },
];

export async function statisticsHome(db: Db): Promise<StatisticsGroup[]> {
  const { total } = await repo.activeUsers(db);
  return GROUPS.map((group) => ({
    titulo: group.titulo,
    title_translation_term: `statistics.group.${group.key}`,
    itens: group.itens.map(([cod, report, descricao, explanation]): StatisticsItem => ({
      descricao,
      texto_explicativo: explanation,
      cod_atividade: cod,
      total_active_users: cod === ACTIVE_USERS_ACTIVITY ? total : null,
      arquivo_destino: report,
      description_translation_term: `statistics.item.${report ?? "activeUsers"}.label`,
      sub_desc_translation_term: report ? `statistics.item.${report}.explanation` : null,
    })),
  }));
}

export const operatingDaysYears = (db: Db) => repo.openingDayYears(db);
export const turnstileYears = (db: Db) => repo.turnstileYears(db);
export const circulationYears = (db: Db) => repo.loanYears(db, TIME_ZONE);
export const collectionYears = (db: Db) => repo.yearsOfCopies(db, TIME_ZONE);

export async function operatingDays(db: Db, year: number): Promise<OperatingDays> {
  const [libraries, rows] = await Promise.all([repo.libraries(db), repo.openingDaysPerMonth(db, year)]);
  const bibliotecas = libraries.map((lib) => {
    const meses = months();
    for (const row of rows) if (row.library_id === lib.id) meses[row.month - 1] = row.total;
    return { cod_biblioteca: lib.id, desc_biblioteca: lib.name, meses, total: sum(meses) };
  });
  const meses = months().map((_, m) => sum(bibliotecas.map((b) => b.meses[m])));
  return { ano: year, bibliotecas, meses, total: sum(meses) };
}

async function libraryNamed(db: Db, id: number): Promise<string> {
  const lib = (await repo.libraries(db)).find((l) => l.id === id);
  if (!lib) throw new ApiError(404, "library_not_found", "errors.library_not_found");
  return lib.name;
}

export async function turnstile(
  db: Db,
  libraryId: number | null,
  year: number,
  month: number | null,
): Promise<TurnstileStatistics> {
  const name = libraryId === null ? null : await libraryNamed(db, libraryId);
  const rows = await repo.turnstileCounts(db, libraryId, year, month);
  const linhas = rows.map((r) => ({ periodo: r.period, entradas: r.entries, saidas: r.exits }));
  return {
    ano: year,
    mes: month,
    cod_biblioteca: libraryId,
    desc_biblioteca: name,
    linhas,
    total_entradas: sum(linhas.map((l) => l.entradas)),
    total_saidas: sum(linhas.map((l) => l.saidas)),
  };
}

export async function activeUsersByLibrary(db: Db): Promise<ActiveUsersByLibrary> {
  const [rows, { total }] = await Promise.all([repo.activeUsersByLibrary(db), repo.activeUsers(db)]);
  return {
    bibliotecas: rows.map((r) => ({ cod_biblioteca: r.id, desc_biblioteca: r.name, total: r.total })),
    total,
  };
}

export async function activeUsersByCategory(db: Db): Promise<ActiveUsersByCategory> {
  const rows = await repo.activeUsersByCategory(db);
  return {
    categorias: rows.map((r) => ({ categoria: r.category, total: r.total })),
    total: sum(rows.map((r) => r.total)),
  };
}

export const ORG_UNITS_PER_PAGE = 10;

export async function activeUsersByOrgUnit(db: Db, order: OrgUnitOrder, page: number): Promise<ActiveUsersByOrgUnit> {
  const [{ rows, count }, totals] = await Promise.all([
    repo.activeUsersByOrgUnit(db, order, ORG_UNITS_PER_PAGE, (page - 1) * ORG_UNITS_PER_PAGE),
    repo.activeUsers(db),
  ]);
  return {
    registros: rows.map((r) => ({ cod_unidade: r.id, desc_unidade: r.name, total: r.total })),
    totalRegistros: count,
    pagina: page,
    porPagina: ORG_UNITS_PER_PAGE,
    ordem: order,
    sem_unidade: totals.without_unit,
    total: totals.total,
  };
}

export async function circulationLibraries(db: Db): Promise<CirculationLibrary[]> {
  return (await repo.libraries(db)).map((l) => ({ cod_biblioteca: l.id, desc_biblioteca: l.name }));
}

export async function circulation(
  db: Db,
  lang: Lang,
  year: number,
  option: CirculationOption,
  libraryId: number | null,
): Promise<CirculationStatistics> {
  const name = libraryId === null ? null : await libraryNamed(db, libraryId);
  const rows = await repo.circulation(db, option, year, libraryId, TIME_ZONE);
  const byType = new Map<number, number[]>();
  for (const row of rows) {
    const meses = byType.get(row.work_type) ?? months();
    meses[row.month - 1] += row.total;
    byType.set(row.work_type, meses);
  }
  const tipos = [...byType]
    .map(([code, meses]) => ({
      cod_tipo_obra: code,
      desc_tipo_obra: workTypeLabel(code, lang),
      meses,
      total: sum(meses),
    }))
    .filter((t) => t.total > 0)
    .sort((a, b) => b.total - a.total || a.cod_tipo_obra - b.cod_tipo_obra);
  const meses = months().map((_, m) => sum(tipos.map((t) => t.meses[m])));
  return {
    ano: year,
    opcao: option,
    cod_biblioteca: libraryId,
    desc_biblioteca: name,
    tipos,
    meses,
    total: sum(meses),
  };
}

export async function workTypes(db: Db, lang: Lang): Promise<StatisticsWorkType[]> {
  return (await repo.workTypesInCollection(db)).map((code) => ({
    cod_tipo_obra: code,
    desc_tipo_obra: workTypeLabel(code, lang),
  }));
}

export function copyStatuses(lang: Lang): StatisticsStatus[] {
  return STATISTICS_COPY_STATUSES.map((status) => ({ codigo: status, descricao: copyStatusLabel(status, lang) }));
}

export async function collectionStatuses(db: Db): Promise<StatisticsStatus[]> {
  return (await repo.collections(db)).map((name) => ({ codigo: name, descricao: name }));
}

export interface CollectionQuery {
  libraries: number[];
  workTypes: number[];
  copyStatus: CopyStatus[];
  collectionStatus: string[];
}

export async function generalCollections(db: Db, lang: Lang, query: CollectionQuery): Promise<GeneralCollections> {
  const filter: repo.CopyFilter = {
    libraries: query.libraries,
    workTypes: query.workTypes,
    copyStatus: query.copyStatus,
    collections: query.collectionStatus,
    year: null,
  };
  const [rows, totals] = await Promise.all([
    repo.collectionByLibraryAndType(db, filter, TIME_ZONE),
    repo.collectionTotals(db, filter, TIME_ZONE),
  ]);
  return {
    linhas: rows.map((r) => ({
      cod_biblioteca: r.library_id,
      desc_biblioteca: r.library_name,
      cod_tipo_obra: r.work_type,
      desc_tipo_obra: workTypeLabel(r.work_type, lang),
      titulos: r.titles,
      exemplares: r.copies,
    })),
    total_titulos: totals.titles,
    total_exemplares: totals.copies,
  };
}

/** The work types each MEC search type counts (WORK_TYPES of api/catalogue/records/work-type.ts). */
export const MEC_WORK_TYPES: Record<MecSearchType, number[]> = {
  G: [],
  A: [1, 2, 5],
  B: [3, 4],
};

export async function mecQ83(
  db: Db,
  query: {
    library: number | null;
    year: number | null;
    copyStatus: CopyStatus[];
    collectionStatus: string[];
    searchType: MecSearchType;
  },
): Promise<MecQ83> {
  if (query.library !== null) await libraryNamed(db, query.library);
  const rows = await repo.collectionByClassPrefix(
    db,
    {
      libraries: query.library === null ? [] : [query.library],
      workTypes: MEC_WORK_TYPES[query.searchType],
      copyStatus: query.copyStatus,
      collections: query.collectionStatus,
      year: query.year,
    },
    TIME_ZONE,
  );
  const totals = new Map<string, { titles: number; copies: number }>();
  for (const row of rows) {
    const area = knowledgeAreaOf(row.prefix);
    const t = totals.get(area) ?? { titles: 0, copies: 0 };
    // A record has one classification, so its prefix and area are one: titles add up.
    t.titles += row.titles;
    t.copies += row.copies;
    totals.set(area, t);
  }
  const areas = KNOWLEDGE_AREAS.map((a) => ({
    cod_area: a.code,
    codigo_cnpq: a.cnpq,
    desc_area: a.name,
    titulos: totals.get(a.code)?.titles ?? 0,
    exemplares: totals.get(a.code)?.copies ?? 0,
  }));
  return {
    tipo: query.searchType,
    cod_biblioteca: query.library,
    ano: query.year,
    areas,
    total_titulos: sum(areas.map((a) => a.titulos)),
    total_exemplares: sum(areas.map((a) => a.exemplares)),
  };
}
