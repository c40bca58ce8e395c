/**
 * Names of the MARC language codes (008/35-37, 041) in Portuguese, English and Spanish, from one
 * maintained list (decision 037): data/languages/marc-languages.json, generated
 * by scripts/make-language-names.mjs from Debian's iso-codes (ISO 639-2, whose registration
 * authority, the Library of Congress, also keeps the MARC list). Collective codes ('map', 'sai'),
 * 'und', 'mul' and 'zxx' have names there; a discontinued MARC code (scc, scr, mol…) is named as
 * the code that replaced it, so a language is never listed twice under two codes.
 */
import data from "../../data/languages/marc-languages.json";
import tags from "../../data/languages/marc-language-tags.json";

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

/**
 * The BCP 47 tag of a MARC language code (ISO 639-1 where there is one, else ISO 639-2/T; a
 * discontinued code as its replacement), or null for 'und', 'mul', 'zxx', 'mis' and unknown codes.
 * The OPAC reads the same file for a title's `lang` (app/lib/record-language.ts).
 */
export function marcLanguageTag(code: string | null | undefined): string | null {
  return (tags as Record<string, string>)[(code ?? "").trim().toLowerCase()] ?? null;
}

/**
 * The name a reader knows a language by, for lists a reader picks from: the Unicode CLDR's name
 * (Intl.DisplayNames: "Gaélico escocês", not iso-codes' "Escocês" shared with Scots) where it has
 * one, else the MARC list's (collective codes such as 'map' and 'sai', which CLDR does not name);
 * null for a code neither knows. Its first letter is a capital, as at the head of a list item.
 */
export function readerLanguageName(code: string, lang: NameLanguage): string | null {
  const tag = marcLanguageTag(code);
  let name: string | null = null;
  if (tag) {
    const cldr = new Intl.DisplayNames([lang === "pt" ? "pt-BR" : lang], { type: "language", fallback: "none" }).of(
      tag,
    );
    name = cldr && cldr !== tag ? cldr : null;
  }
  name ??= marcLanguageName(code, lang);
  return name ? name.charAt(0).toLocaleUpperCase(lang) + name.slice(1) : null;
}
