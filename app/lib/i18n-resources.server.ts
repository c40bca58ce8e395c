/**
 * All three languages, for the server's render and the tests. A `.server` module, so the browser
 * build replaces it with an empty one: the browser loads only its page's language (i18n.ts).
 */
import * as enFiles from "./i18n-bundles/en.ts";
import * as esFiles from "./i18n-bundles/es.ts";
import { mergeLanguage } from "./i18n-bundles/namespaces.ts";
import * as ptFiles from "./i18n-bundles/pt.ts";

const pt = mergeLanguage(ptFiles);

export const serverResources = {
  pt: { translation: pt },
  en: { translation: mergeLanguage(enFiles) as unknown as typeof pt },
  es: { translation: mergeLanguage(esFiles) as unknown as typeof pt },
} as const;
