import { translate, type Lang } from "./i18n.ts";
import type { CopyStatus } from "./contract.ts";

const languageNames = new Map<Lang, Intl.DisplayNames>();

/**
 * Name of a MARC language code (ISO 639-2/B, e.g. "ger", "por") in the reader's language,
 * from the runtime's CLDR data. Unknown or undetermined codes get null.
 */
export function languageName(code: string | null, lang: Lang): string | null {
  if (!code || code === "und" || !/^[a-z]{3}$/.test(code)) return null;
  let names = languageNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang === "pt" ? "pt-BR" : lang], { type: "language", fallback: "none" });
    languageNames.set(lang, names);
  }
  try {
    const name = names.of(code);
    return name && name !== "root" ? name.charAt(0).toLocaleUpperCase(lang) + name.slice(1) : null;
  } catch {
    return null;
  }
}

export function workTypeLabel(code: number, lang: Lang): string {
  return translate(lang, `workType.${code}`);
}

export function copyStatusLabel(status: CopyStatus, lang: Lang): string {
  return translate(lang, `copyStatus.${status}`);
}
