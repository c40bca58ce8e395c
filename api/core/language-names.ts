/**
 * Names of the MARC language codes (008/35-37, 041) in Portuguese, English and Spanish, from one
 * maintained list (decision 037): data/languages/marc-languages.json, generated
 * by scripts/make-language-names.mjs from Debian's iso-codes (ISO 639-2, whose registration
 * authority, the Library of Congress, also keeps the MARC list). Collective codes ('map', 'sai'),
 * 'und', 'mul' and 'zxx' have names there; a discontinued MARC code (scc, scr, mol…) is named as
 * the code that replaced it, so a language is never listed twice under two codes.
 */
import data from "../../data/languages/marc-languages.json";

export type NameLanguage = "pt" | "en" | "es";

const languages = data.languages as Record<string, Record<NameLanguage, string>>;
const discontinued = data.discontinued as Record<string, string>;

/** The current code of a MARC language code (a discontinued one's replacement), or null if unknown. */
export function currentLanguageCode(code: string | null | undefined): string | null {
  const normalised = (code ?? "").trim().toLowerCase();
  const current = discontinued[normalised] ?? normalised;
  return languages[current] ? current : null;
}

/** The code's name in `lang`, or null for a code the list does not have. */
export function marcLanguageName(code: string | null | undefined, lang: NameLanguage): string | null {
  const current = currentLanguageCode(code);
  return current ? languages[current]![lang] : null;
}
