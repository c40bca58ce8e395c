/** The part of citeproc-js (which ships no types) that the CSL references use. */
declare module "citeproc" {
  interface Sys {
    retrieveLocale(locale: string): string | false;
    retrieveItem(id: string): unknown;
  }
  export interface EngineInstance {
    updateItems(ids: string[]): void;
    /** The entries' HTML, and what the style could not render (CSL.ERROR_NO_RENDERED_FORM, …). */
    makeBibliography(): [{ bibliography_errors: { itemID: string; error_code: number }[] }, string[]] | false;
  }
  const CSL: {
    Engine: new (sys: Sys, style: string, lang?: string, forceLang?: boolean) => EngineInstance;
    debug: (message: string) => void;
  };
  export default CSL;
}
