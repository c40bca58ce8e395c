/**
 * The accessible search (document 1 §7 "Accessibility", §8, decision 038): a title search over
 * the whole catalogue, ten results a page sorted by title descending, with the TT/TA filter
 * (TA: only titles with an accessible version, decision 020), the libraries and work types as
 * filters, and one record's details and libraries. Built on the search and the record services,
 * so results, filters and the accessible mark are those of every other tab.
 */
import type { Queryable, ReadDb } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import type { Lang } from "../../core/i18n.ts";
import { recordCopies, recordData, recordLinksOf } from "../records/record.service.ts";
import { SearchQuerySchema, type SearchCriteria } from "../search/criteria.ts";
import { search, searchFilters } from "../search/search.service.ts";
import { recordAccessible } from "./accessibility.repository.ts";
import type {
  AccessibleDetails,
  AccessibleFilters,
  AccessibleLibrary,
  AccessibleQuery,
  AccessibleSearchResponse,
} from "./accessibility.calls.ts";

export const ACCESSIBLE_PER_PAGE = 10;
/** The filters the accessible search offers: libraries and work types (one choice each). */
export const ACCESSIBLE_FILTER_LETTERS = ["B", "T"] as const;

function criteriaOf(query: AccessibleQuery): SearchCriteria {
  const criteria = SearchQuerySchema.parse({
    guia: "acessibilidade",
    q: query.search_text,
    for: "TITULO",
    accessibleTitleSearch: query.accessibleTitleSearch,
    page: query.page,
    perPage: ACCESSIBLE_PER_PAGE,
    order: "titulo",
    B: query.B,
    T: query.T,
    search_id: query.search_id,
  });
  return { ...criteria, titleDescending: true };
}

export async function accessibleSearch(
  db: ReadDb,
  query: AccessibleQuery,
  lang: Lang,
): Promise<AccessibleSearchResponse> {
  const answer = await search(db, criteriaOf(query), lang);
  return {
    registros: answer.registros.map((r) => ({
      cod_acervo: r.cod_acervo,
      descricao: r.titulo,
      autor: r.autor,
      ano_publicacao: r.ano_publicacao,
      cod_tipo_obra: r.cod_tipo_obra,
      desc_tipo_obra: r.desc_tipo_obra,
      possui_acessibilidade: r.possui_acessibilidade,
      dados_adicionais: { B: r.dados_adicionais.B },
    })),
    totalRegistros: answer.totalRegistros,
    page: answer.page,
    perPage: ACCESSIBLE_PER_PAGE,
    ordenacao: "descricao_desc",
    search_id: answer.sessao,
  };
}

export async function accessibleFilters(db: ReadDb, query: AccessibleQuery, lang: Lang): Promise<AccessibleFilters> {
  const all = await searchFilters(db, criteriaOf(query), lang);
  return all.filter((f) => (ACCESSIBLE_FILTER_LETTERS as readonly string[]).includes(f.codigo));
}

export async function accessibleDetails(
  db: Queryable,
  id: number,
  libraryId: number | undefined,
  lang: Lang,
): Promise<AccessibleDetails> {
  const record = await recordData(db, id, lang);
  const [links, accessible] = await Promise.all([recordLinksOf(db, id), recordAccessible(db, id)]);
  let library: AccessibleDetails["biblioteca"] = null;
  if (libraryId !== undefined) {
    const copies = await recordCopies(db, id, { libraryId }, lang);
    library = copies.bibliotecas.find((l) => l.cod_biblioteca === libraryId) ?? null;
    if (!library) throw new ApiError(404, "library_not_found", "errors.library_not_found");
  }
  return {
    cod_acervo: record.cod_acervo,
    titulo: record.titulo,
    autor: record.autor,
    ano_publicacao: record.ano_publicacao,
    cod_tipo_obra: record.cod_tipo_obra,
    desc_tipo_obra: record.desc_tipo_obra,
    idioma_desc: record.idioma_desc,
    possui_acessibilidade: accessible ? "S" : "N",
    campos: record.campos,
    links,
    biblioteca: library,
  };
}

export async function accessibleLibraries(db: Queryable, id: number, lang: Lang): Promise<AccessibleLibrary[]> {
  const copies = await recordCopies(db, id, {}, lang);
  return copies.bibliotecas.map((l) => ({
    cod_biblioteca: l.cod_biblioteca,
    desc_biblioteca: l.desc_biblioteca,
    nome_campus: l.nome_campus,
    total: l.total,
    disponiveis: l.disponiveis,
  }));
}
