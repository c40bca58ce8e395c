/**
 * Names of the MARC language codes (008/35-37, 041) in the reader's language, from the one
 * maintained list the service uses too (api/core/language-names.ts; decision 037). A code outside
 * the list keeps the service's own description (idioma_desc), else the code itself.
 */
import { marcLanguageName, type NameLanguage } from "../../api/core/language-names.ts";

export function languageName(code: string, locale: string, fallback?: string | null): string {
  const lang = (["pt", "en", "es"].find((l) => locale.toLowerCase().startsWith(l)) ?? "pt") as NameLanguage;
  return marcLanguageName(code, lang) ?? (fallback?.trim() || code);
}
