import { randomUUID } from "node:crypto";
import { institutionParams } from "../../core/institution-params.repository.ts";
import { coverLink } from "../covers/cover-link.ts";
import { storedCoverIsbns } from "../covers/cover-store.ts";
import type { Queryable, ReadDb } from "../../core/db/db.ts";
import type {
  AdvancedSearchOptions,
  FilterCount,
  FilterDefinition,
  FilterLetter,
  PlanBibliographyEntry,
  SearchGuide,
  SearchResponse,
  SortOption,
  WorkEntry,
} from "../../contract.ts";
import { translate, type Lang } from "../../core/i18n.ts";
import { languageName, workTypeLabel } from "../../core/labels.ts";
import { currentLanguageCode } from "../../core/language-names.ts";
import { recordsCoins } from "../records/record.service.ts";
import { WORK_TYPE_CODES } from "../records/work-type.ts";
import { FILTER_LETTERS, NO_LANGUAGE, NO_YEAR, SORT_KEYS, type SearchCriteria } from "./criteria.ts";
import { planEntriesOfRecords, type PlanEntryRow } from "../teaching/teaching.service.ts";
import { bitmapsOf } from "./bitmap-index.ts";
import { didYouMean } from "./did-you-mean.ts";
import { GUIDES, institutionGuides } from "./guides.ts";
import {
  advancedOptionLists,
  describedValueLists,
  facetCounts,
  librariesOfRecords,
  searchRecords,
  TITLE_RANK_UP_TO,
  type FacetRow,
  type SearchContext,
  type SearchHitRow,
  type WorkHitRow,
} from "./search.repository.ts";

/** When the catalogue last changed, for the parameter call that tells a client its search cache is stale. */
export { catalogueChange } from "./catalogue-state.repository.ts";

async function searchContext(): Promise<SearchContext> {
  return { coverIsbns: await storedCoverIsbns() };
}

export async function search(db: ReadDb, criteria: SearchCriteria, lang: Lang): Promise<SearchResponse> {
  const searchId = criteria.searchId ?? randomUUID();
  const context = await searchContext();
  // The total from the bitmap index when it can count this search (decision 060); the grouped
  // search counts works, not records.
  const counted = criteria.group ? undefined : await bitmapsOf(db)?.count(criteria, context, [], TITLE_RANK_UP_TO);
  const { rows, total } = await searchRecords(db, criteria, {
    ...context,
    total: counted?.total,
    titleTotal: counted?.titleTotal,
  });
  const ids = rows.map((r) => r.id);
  const work = (r: SearchHitRow | WorkHitRow): { obra?: WorkEntry } =>
    "edition_ids" in r ? { obra: { chave: r.work_key, edicoes: r.edition_ids.length, acervos: r.edition_ids } } : {};
  const [libraries, plans, coins, corrections] = await Promise.all([
    librariesOfRecords(db, ids),
    criteria.plan ? planEntriesOfRecords(db, ids, criteria.plan) : Promise.resolve(null),
    recordsCoins(db, ids),
    didYouMean(db, criteria, total, context),
  ]);
  return {
    registros: rows.map((r) => ({
      cod_acervo: r.id,
      titulo: r.title,
      autor: r.author,
      publicacao: r.publication,
      ano_publicacao: r.year,
      cod_tipo_obra: r.work_type,
      desc_tipo_obra: workTypeLabel(r.work_type, lang),
      idioma: r.language,
      idioma_desc: languageName(r.language, lang),
      link_capa: coverLink(r.id),
      acesso_remoto: r.online ? "S" : "N",
      possui_acessibilidade: r.accessible ? "S" : "N",
      dados_adicionais: {
        B: libraries
          .filter((l) => l.record_id === r.id)
          .map((l) => ({ codigo: String(l.library_id), descricao: l.library_name })),
      },
      ...(plans ? { bibliografia: plans.filter((p) => p.record_id === r.id).map(planEntry) } : {}),
      search_id: searchId,
      coins: coins(r.id),
      ...work(r),
    })),
    totalRegistros: total,
    sessao: searchId,
    page: criteria.page,
    perPage: criteria.perPage,
    ordenacao: criteria.order,
    ...(criteria.group ? { agrupado: true as const } : {}),
    ...(corrections
      ? {
          sugestoes: {
            clara: corrections.clear,
            correcoes: corrections.corrections.map((c) => ({ termo: c.term, total: c.total, edicoes: c.edits })),
          },
        }
      : {}),
  };
}

function planEntry(row: PlanEntryRow): PlanBibliographyEntry {
  return {
    tipo: row.kind === "basic" ? "basica" : "complementar",
    cod_curso: row.course_id,
    nome_curso: row.course_name,
    cod_disciplina: row.discipline_id,
    disciplina: row.discipline_name,
    cod_professor: row.teacher_id,
    nome_professor: row.teacher_name,
    nome_campus: row.campus_name,
    ano: row.year,
    semestre: row.semester,
  };
}

/** The same answer under another search id (a cached answer is shared by many searches). */
export function withSearchId(answer: SearchResponse, searchId: string): SearchResponse {
  return {
    ...answer,
    sessao: searchId,
    registros: answer.registros.map((r) => ({ ...r, search_id: searchId })),
  };
}

export function sortOptions(lang: Lang): SortOption[] {
  return SORT_KEYS.map((codigo) => ({ codigo, descricao: translate(lang, `sorts.${codigo}`) }));
}

export async function searchFilters(db: ReadDb, criteria: SearchCriteria, lang: Lang): Promise<FilterDefinition[]> {
  const letters = [...FILTER_LETTERS, ...(GUIDES[criteria.guide].extraFilters ?? [])];
  const context = await searchContext();
  const counts =
    (await bitmapsOf(db)?.count(criteria, context, letters))?.facets ??
    (await facetCounts(db, criteria, letters, context));
  return letters.map((letter) => {
    const { filtered, unfiltered } = counts[letter]!;
    const original = new Map(unfiltered.map((row) => [codeOf(letter, row), row.total]));
    const contagem: FilterCount[] = filtered.map((row) => {
      const codigo = codeOf(letter, row);
      const totalSemFiltro = original.get(codigo) ?? 0;
      return {
        codigo,
        descricao: labelOf(letter, row, lang),
        total: row.total,
        totalSemFiltro,
        mostrarQtdOriginal: totalSemFiltro !== row.total,
      };
    });
    // Keep selected values visible even when the other filters leave them no hits.
    for (const selected of criteria.filters[letter].map(String)) {
      if (!contagem.some((c) => c.codigo === selected) && original.has(selected)) {
        const row = unfiltered.find((r) => codeOf(letter, r) === selected)!;
        contagem.push({
          codigo: selected,
          descricao: labelOf(letter, row, lang),
          total: 0,
          totalSemFiltro: row.total,
          mostrarQtdOriginal: true,
        });
      }
    }
    return {
      codigo: letter,
      descricao: translate(lang, `filters.${letter}`),
      contagem: sortCounts(letter, contagem, lang),
    };
  });
}

function codeOf(letter: FilterLetter, row: FacetRow): string {
  if (row.code === null) return letter === "Y" ? String(NO_YEAR) : NO_LANGUAGE;
  return String(row.code);
}

function labelOf(letter: FilterLetter, row: FacetRow, lang: Lang): string {
  switch (letter) {
    case "B":
    case "NA_C":
    case "NA_A":
      return row.label ?? String(row.code);
    case "T":
      return workTypeLabel(Number(row.code), lang);
    case "Y":
      return row.code === null ? translate(lang, "filters.noDate") : String(row.code);
    case "I":
      return languageName(row.code as string | null, lang) ?? translate(lang, "filters.undetermined");
    case "X":
      return translate(lang, `filters.onlyWith.${row.code}`);
    case "K":
      return translate(lang, `filters.classes.${row.code}`);
  }
}

/** Years newest first with "no date" last; every other list by label (document 1, §5). */
function sortCounts(letter: FilterLetter, list: FilterCount[], lang: Lang): FilterCount[] {
  if (letter === "Y") {
    return list.sort((a, b) => (Number(b.codigo) || -Infinity) - (Number(a.codigo) || -Infinity));
  }
  const collator = new Intl.Collator(lang, { sensitivity: "base" });
  return list.sort((a, b) => collator.compare(a.descricao, b.descricao));
}

/** The institution's search guides (GET /consulta/guias), in its order; titles in the caller's language. */
export async function searchGuides(db: Queryable, lang: Lang): Promise<SearchGuide[]> {
  const params = await institutionParams(db);
  return institutionGuides(params.guias_consulta, params).map((code, ordem) => ({
    codigo: code,
    titulo: translate(lang, `guides.${code}`),
    icone: GUIDES[code].icone,
    ordem,
    usa_consulta_paginada: GUIDES[code].usa_consulta_paginada,
  }));
}

/** Suggested places and physical descriptions: enough to choose from, few enough to read through. */
const DESCRIBED_VALUES = 30;

/** The lists of the advanced search's extra panel, and whether the similar-words options are on. */
export async function advancedSearchOptions(db: Queryable, lang: Lang): Promise<AdvancedSearchOptions> {
  const [params, lists, described] = await Promise.all([
    institutionParams(db),
    advancedOptionLists(db),
    describedValueLists(db, DESCRIBED_VALUES),
  ]);
  const collator = new Intl.Collator(lang, { sensitivity: "base" });
  const byDescription = (a: { description: string }, b: { description: string }) =>
    collator.compare(a.description, b.description);
  return {
    similar: params.habilita_pesquisa_similar === "S",
    libraries: lists.libraries.map((l) => ({ cod: String(l.id), description: l.name })).sort(byDescription),
    typeOfWorkList: WORK_TYPE_CODES.filter((code) => lists.workTypes.includes(code))
      .map((code) => ({ cod: String(code), description: workTypeLabel(code, lang) }))
      .sort(byDescription),
    // Each language once (decision 037): a discontinued MARC code ('scc') has its successor's
    // name ('srp', Sérvio), and the current code is the one offered.
    languageList: [...lists.languages]
      .sort((a, b) => Number(currentLanguageCode(a) !== a) - Number(currentLanguageCode(b) !== b))
      .map((code) => ({ cod: code, description: languageName(code, lang) ?? code }))
      .filter((option, index, all) => all.findIndex((o) => o.description === option.description) === index)
      .sort(byDescription),
    internLocation: lists.locations
      .map((l) => ({ cod: String(l.id), description: `${l.library} – ${l.name}` }))
      .sort(byDescription),
    // The catalogue has no collections (decision 014): the list is there, empty, as the spec's shape has it.
    collectionList: [],
    // Free-text criteria (`local`, `desc_fisica`): the code is the text the search matches.
    publicationPlaceList: described.places.map((v) => ({ cod: v, description: v })).sort(byDescription),
    physicalDescList: described.physical.map((v) => ({ cod: v, description: v })).sort(byDescription),
  };
}
