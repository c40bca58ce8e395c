/**
 * All three languages, for the server's render and the tests. A `.server` module, so the browser
 * build replaces it with an empty one: the browser loads only its page's language (i18n.ts).
 */
import en from "./i18n-bundles/en.ts";
import es from "./i18n-bundles/es.ts";
import pt from "./i18n-bundles/pt.ts";

export const serverResources = {
  pt: { translation: pt },
  en: { translation: en as unknown as typeof pt },
  es: { translation: es as unknown as typeof pt },
} as const;
