/**
 * The `lang` of a catalogued title (decision 038): the record's MARC language code (008/35-37,
 * else 041 $a) as a BCP 47 tag (ISO 639-1 where there is one: ger → de, fre → fr; else the ISO
 * 639-2/T code; a discontinued MARC code as the code that replaced it), when it is not the page's
 * language. 'und', 'mul', 'zxx', 'mis' and codes the MARC list does not have give no tag.
 * The tags come from data/languages/marc-language-tags.json (scripts/make-language-names.mjs).
 */
import tags from "../../data/languages/marc-language-tags.json";

const byCode = tags as Record<string, string>;

/** The BCP 47 tag of a MARC language code, or undefined. */
export function marcLanguageTag(code: string | null | undefined): string | undefined {
  return code ? byCode[code.trim().toLowerCase()] : undefined;
}

/** The `lang` a title in `code` carries on a page in `pageLanguage`: its tag, unless that is the page's. */
export function titleLang(code: string | null | undefined, pageLanguage: string): string | undefined {
  const tag = marcLanguageTag(code);
  return tag && tag !== pageLanguage.split("-")[0].toLowerCase() ? tag : undefined;
}
