/**
 * Where an author or subject of the record page leads: to its authority page when the service
 * found an authority record for that heading (RecordData.autoridades), else to a search by
 * author or subject.
 */
import type { RecordData, SearchBy } from "../../../api/contract.ts";
import { initialState, searchHref, type SearchState } from "../search/search-config.ts";

/** Fields whose values are headings, and the field a search for them uses. */
export const HEADING_SEARCH: Record<string, SearchBy> = {
  main_author: "AUTOR",
  other_authors: "AUTOR",
  subjects: "ASSUNTO",
};

export function headingSearchHref(value: string, field: SearchBy): string {
  const state: SearchState = { ...initialState("pesquisa_geral"), q: value, field };
  return searchHref(state);
}

/** The link of a value of the page's field `rotulo`, or null when the field holds no headings. */
export function headingHref(record: Pick<RecordData, "autoridades">, rotulo: string, value: string): string | null {
  const search = HEADING_SEARCH[rotulo];
  if (!search) return null;
  const authority = (record.autoridades ?? []).find((a) => a.rotulo === rotulo && a.valor === value);
  return authority ? `/autoridade/${authority.cod_autoridade}` : headingSearchHref(value, search);
}
