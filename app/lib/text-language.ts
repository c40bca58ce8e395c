/**
 * The `lang` of a text the library entered (decision 037): the institution's language when
 * the page is in another one, else nothing (the page's own `lang` already says it). Languages are
 * compared by their primary subtag: a pt-BR text on a "pt" page needs no mark.
 */
export function libraryTextLang(pageLanguage: string, institutionLanguage: string): string | undefined {
  const primary = (tag: string) => tag.split("-")[0].toLowerCase();
  return primary(pageLanguage) === primary(institutionLanguage) ? undefined : institutionLanguage;
}
