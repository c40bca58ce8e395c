/**
 * Document titles: "Page | Site", with the GOV.UK "Erro: " prefix when the page shows an error
 * summary. Translated strings come from loaders (meta functions have no i18n instance); the
 * site name and the error prefix come from the root loader.
 */
import type { MetaDescriptor } from "@remix-run/node";

export interface RootTitles {
  site: string;
  notFound: string;
  error: string;
  errorPrefix: string;
}

interface MatchLike {
  id: string;
  data?: unknown;
}

export function rootTitles(matches: readonly MatchLike[]): RootTitles | undefined {
  const root = matches.find((m) => m.id === "root")?.data as { titles?: RootTitles } | undefined;
  return root?.titles;
}

export function routeData<T>(matches: readonly MatchLike[], id: string): T | undefined {
  return matches.find((m) => m.id === id)?.data as T | undefined;
}

export function pageTitle(
  matches: readonly MatchLike[],
  title: string | undefined,
  { error = false }: { error?: boolean } = {},
): MetaDescriptor[] {
  const titles = rootTitles(matches);
  const parts = [title, titles?.site].filter(Boolean).join(" | ");
  return [{ title: error && titles ? `${titles.errorPrefix} ${parts}` : parts }];
}
