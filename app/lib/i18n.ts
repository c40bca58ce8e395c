/**
 * i18next configuration shared by the server render, the client hydration and the tests.
 * The server holds every language (i18n-resources.server.ts); a browser fetches its page's
 * language only, as one chunk, before hydrating. One namespace; keys are namespaced by feature
 * inside it ("search.sort.titulo"). A feature keeps its keys in its own files
 * (locales/<feature>/<lang>.json), merged in the order i18n-bundles/namespaces.ts names, so that work
 * on separate features does not edit one file.
 */
import i18next, { type BackendModule, type ResourceKey } from "i18next";

import { mergeLanguage, type LanguageFiles } from "./i18n-bundles/namespaces.ts";
import { serverResources } from "./i18n-resources.server.ts";

export const supportedLanguages = ["pt", "en", "es"] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = "pt";

/**
 * Every language's strings on the server (and in the tests); `undefined` in the browser, whose
 * build empties `.server` modules: all three languages were 223 KB of the client's JavaScript
 * (decision 037), and a page needs one.
 */
export const resources = serverResources;
const inBrowser = (serverResources as typeof serverResources | undefined) === undefined;

// One chunk per language, fetched by i18next's init before hydration (entry.client.tsx awaits
// it), so the first client render has the same strings as the server's.
function loadBundle(language: string): Promise<LanguageFiles> {
  if (language === "en") return import("./i18n-bundles/en.ts");
  if (language === "es") return import("./i18n-bundles/es.ts");
  return import("./i18n-bundles/pt.ts");
}

const languageChunks: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    loadBundle(language).then(
      (files) => callback(null, mergeLanguage(files) as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

// Registered on the shared i18next instance that entry.client.tsx initialises, before it does.
if (inBrowser) i18next.use(languageChunks);

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
  // Every language is complete (locales.test.ts), so the browser needs no fallback: with one,
  // it would fetch Portuguese too on every English or Spanish page.
  fallbackLng: inBrowser ? (false as const) : fallbackLanguage,
  defaultNS: "translation",
  resources,
  // React escapes output already.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};
