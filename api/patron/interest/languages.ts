/**
 * The interest profile's language choices (decision 031): the catalogue's MARC language codes as
 * one named choice per language.
 */
import { translate, type Lang } from "../../core/i18n.ts";
import { currentLanguageCode, marcLanguageName, readerLanguageName } from "../../core/language-names.ts";

/**
 * The catalogue's languages as one choice each (decision 031): a discontinued MARC code and the
 * code that replaced it ('scc' and 'srp', Serbian) are one language, listed once under the code with
 * more titles, their titles added up; choosing it chooses every code of the group.
 */
export function languageGroups(rows: { code: string; titles: number }[]): { codes: string[]; titles: number }[] {
  const groups = new Map<string, { codes: string[]; titles: number }>();
  for (const row of rows) {
    const key = currentLanguageCode(row.code) ?? row.code;
    const group = groups.get(key) ?? { codes: [], titles: 0 };
    group.codes.push(row.code);
    group.titles += row.titles;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.titles - a.titles || a.codes[0].localeCompare(b.codes[0]));
}

/**
 * Names for a list of languages, none shown twice: the reader's name of each; where two
 * languages share it (CLDR calls Twi "Akan"), the MARC list's names; failing that, the code added.
 */
export function languageNames(codes: string[], lang: Lang): string[] {
  const special: Record<string, string> = {
    zxx: "interest.noLinguisticContent",
    mul: "interest.multipleLanguages",
    und: "interest.undetermined",
  };
  const nameOf = (code: string, marcList: boolean) =>
    special[code]
      ? translate(lang, special[code])
      : ((marcList ? marcLanguageName(code, lang) : readerLanguageName(code, lang)) ?? code);
  const repeated = (names: string[]) => {
    const counts = new Map<string, number>();
    for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
    return (name: string) => (counts.get(name) ?? 0) > 1;
  };
  const first = codes.map((code) => nameOf(code, false));
  const sharedFirst = repeated(first);
  const second = codes.map((code, i) => (sharedFirst(first[i]) ? nameOf(code, true) : first[i]));
  const sharedSecond = repeated(second);
  return second.map((name, i) => (sharedSecond(name) ? `${name} (${codes[i]})` : name));
}
