/**
 * The record page's tabs come from GET /api/acervo/{id}/permissoes (docs/api.md "Tabs of a
 * record"): the service decides which tabs a record has, in order; the OPAC only translates the
 * labels and builds the links. "Dados do acervo" comes first whatever the codes' order: "Capas"
 * (-1), the cover at full size, follows it (the data tab shows the cover small).
 */
import type { RecordActivity } from "../../../api/contract.ts";
import { tk } from "../../lib/i18n.ts";
import { recordTabHref } from "./record-tabs.ts";

/** Translation keys of the tab labels by slug; a slug we do not know keeps the service's label. */
export const TAB_LABELS: Record<string, string> = {
  "": tk("record.tabs.dados"),
  capas: tk("recordPages.tabs.capas"),
  referencia: tk("record.tabs.referencia"),
  marc: tk("record.tabs.marc"),
  exemplares: tk("record.tabs.exemplares"),
  "dublin-core": tk("record.tabs.dublinCore"),
  reserva: tk("recordPages.tabs.reserva"),
  "solicitacao-emprestimo": tk("recordPages.tabs.solicitacaoEmprestimo"),
  "solicitacao-emprestimo-delivery": tk("recordPages.tabs.solicitacaoEmprestimoDelivery"),
  "colecao-kardex": tk("recordPages.tabs.colecaoKardex"),
  sumarios: tk("recordPages.tabs.sumarios"),
  "sumarios-livros": tk("recordPages.tabs.sumariosLivros"),
  "dados-estatisticos": tk("recordPages.tabs.dadosEstatisticos"),
  "acervo-fechado": tk("recordPages.tabs.acervoFechado"),
  localizacao: tk("recordPages.tabs.localizacao"),
};

/** Tabs whose routes live in this OPAC and must be refused (404) when the record does not have them. */
export const GUARDED_SLUGS = [
  "capas",
  "localizacao",
  "referencia",
  "marc",
  "exemplares",
  "dublin-core",
  "colecao-kardex",
  "sumarios",
  "sumarios-livros",
  "dados-estatisticos",
  "acervo-fechado",
] as const;

/** What the page shows when the permission call fails: the spec's defaults (document 1 §6). */
export const DEFAULT_ACTIVITIES: RecordActivity[] = [
  { cod_atividade: 0, slug: "", descricao: "Dados do acervo" },
  { cod_atividade: 33, slug: "referencia", descricao: "Referência" },
  { cod_atividade: 36, slug: "marc", descricao: "MARC" },
  { cod_atividade: 115, slug: "dublin-core", descricao: "Dublin Core" },
];

export interface TabView {
  slug: string;
  href: string;
  /** A translation key, or the service's own label when `translate` is false. */
  label: string;
  translate: boolean;
}

export function presentTabs(activities: readonly RecordActivity[], id: number): TabView[] {
  const seen = new Set<string>();
  const tabs: TabView[] = [];
  for (const activity of activities) {
    // The slug is put in a URL: only plain lower-case words, never a path or a scheme.
    if (!/^[a-z0-9-]*$/.test(activity.slug) || seen.has(activity.slug)) continue;
    seen.add(activity.slug);
    const key = TAB_LABELS[activity.slug];
    tabs.push({
      slug: activity.slug,
      href: recordTabHref(id, activity.slug),
      label: key ?? activity.descricao,
      translate: key !== undefined,
    });
  }
  // "Dados do acervo" is always there (document 1 §4), first.
  const data = tabs.find((tab) => tab.slug === "") ?? {
    slug: "",
    href: recordTabHref(id, ""),
    label: TAB_LABELS[""],
    translate: true,
  };
  return [data, ...tabs.filter((tab) => tab !== data)];
}

/** The segment after /acervo/{id}/ in a path ("" for the record itself). */
export function currentSlug(pathname: string): string {
  const match = /^\/acervo\/[^/]+\/?([^/]*)/.exec(pathname);
  return match ? decodeURIComponent(match[1]) : "";
}

/** Whether the tab at `slug` must answer 404 for a record whose activities are `activities`. */
export function isRefusedTab(slug: string, activities: readonly RecordActivity[]): boolean {
  if (!(GUARDED_SLUGS as readonly string[]).includes(slug)) return false;
  return !activities.some((a) => a.slug === slug);
}
