import { translate, type Lang } from "./i18n.ts";
import type { CopyStatus } from "../contract.ts";
import { marcLanguageName } from "./language-names.ts";

/**
 * Name of a MARC language code (ISO 639-2/B, e.g. "ger", "por") in the reader's language, from the
 * maintained list (api/core/language-names.ts; decision 037). A code the list does not know: null.
 */
export function languageName(code: string | null, lang: Lang): string | null {
  return marcLanguageName(code, lang);
}

export function workTypeLabel(code: number, lang: Lang): string {
  return translate(lang, `workType.${code}`);
}

export function copyStatusLabel(status: CopyStatus, lang: Lang): string {
  return translate(lang, `copyStatus.${status}`);
}
