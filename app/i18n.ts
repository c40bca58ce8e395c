/**
 * i18next configuration shared by the server render, the client hydration and the tests.
 * The three locale files are bundled (imported) rather than fetched: they are small, and a
 * bundled resource means a page renders completely on the server and hydrates without a
 * second request. One namespace; keys are namespaced by feature inside it ("search.sort.titulo").
 */
import en from "./locales/en.json";
import es from "./locales/es.json";
import pt from "./locales/pt.json";

export const supportedLanguages = ["pt", "en", "es"] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = "pt";

export const resources = {
  pt: { translation: pt },
  en: { translation: en },
  es: { translation: es },
} as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
}

/**
 * Marks a string as a translation key that is stored now and translated later (config labels,
 * schema messages). It does nothing at run time; the locale test scans for tk(…) calls as it does
 * for t(…) calls, so keys kept in data are checked too.
 */
export function tk<K extends string>(key: K): K {
  return key;
}

export default {
  supportedLngs: [...supportedLanguages],
  fallbackLng: fallbackLanguage,
  defaultNS: "translation",
  resources,
  // React escapes output already.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};
