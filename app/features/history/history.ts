/**
 * The search history page's view of the service's entries (document 1 §2): newest first, each
 * with its position, terms and types, base, number of records and a redo link; the newest
 * cannot be removed; entries of `/novas_aquisicoes?for=TODOS` (listing all new acquisitions,
 * not a search anyone typed) are hidden.
 */
import type { HistoryEntry } from "../../../api/contract.ts";
import { tk } from "../../lib/i18n.ts";

/** Labels of the bases (search tabs) of document 1 §9. */
export const BASE_LABELS: Record<string, string> = {
  pesquisa_geral: tk("searchHistory.bases.pesquisa_geral"),
  pesquisa_avancada: tk("searchHistory.bases.pesquisa_avancada"),
  e_books: tk("searchHistory.bases.e_books"),
  arquivo: tk("searchHistory.bases.arquivo"),
  atos_normativos: tk("searchHistory.bases.atos_normativos"),
  jurisprudencia: tk("searchHistory.bases.jurisprudencia"),
  autoridades: tk("searchHistory.bases.autoridades"),
  acessibilidade: tk("searchHistory.bases.acessibilidade"),
  novas_aquisicoes: tk("searchHistory.bases.novas_aquisicoes"),
  plano_ensino: tk("searchHistory.bases.plano_ensino"),
  multimeios: tk("searchHistory.bases.multimeios"),
  "catalogos/kids": tk("searchHistory.bases.catalogos_kids"),
  rede_pergamum_oai: tk("searchHistory.bases.rede_pergamum_oai"),
  rede_oai_local: tk("searchHistory.bases.rede_oai_local"),
};

export interface HistoryItemView {
  id: number;
  position: number;
  terms: { term: string; type: string }[];
  /** Translation key of the base, or the code itself when it is not one we know. */
  base: string;
  records: number;
  redoHref: string;
  removable: boolean;
}

/** Listing every new acquisition is not a search of the reader's: the spec hides it. */
export function isHiddenEntry(url: string): boolean {
  const parsed = new URL(url, "http://opac.invalid");
  return parsed.pathname.replace(/\/+$/, "") === "/novas_aquisicoes" && parsed.searchParams.get("for") === "TODOS";
}

/** The redo link: the search's URL with `research`, which re-runs it (document 1 §2, §4). */
export function redoHref(url: string, searchId: string): string {
  const parsed = new URL(url, "http://opac.invalid");
  parsed.searchParams.set("research", searchId);
  return parsed.pathname + parsed.search;
}

/** Entries come newest first; positions count from the newest (1). */
export function presentHistory(entries: HistoryEntry[], searchTypeLabel: (type: string) => string): HistoryItemView[] {
  const visible = entries.filter((e) => !isHiddenEntry(e.url));
  return visible.map((e, index) => ({
    id: e.id,
    position: index + 1,
    terms: e.campos.map((c) => ({ term: c.termo, type: searchTypeLabel(c.tipo) })),
    base: BASE_LABELS[e.base] ?? e.base,
    records: e.registros,
    redoHref: redoHref(e.url, e.search_id),
    removable: index > 0,
  }));
}
