/**
 * The CSL styles offered beside the hand-written ABNT and APA: the code the reference call takes,
 * and the style file of this folder's styles/ that renders it (a dependent style's parent:
 * Vancouver is NLM's citation-sequence style, which the dependent vancouver-nlm.csl names).
 * Kept apart from the renderer so that the call tables read the codes without citeproc.
 */
export const CSL_STYLES = {
  "apa-csl": "apa",
  mla: "modern-language-association",
  "chicago-autor-data": "chicago-author-date",
  "chicago-notas": "chicago-notes-bibliography",
  vancouver: "nlm-citation-sequence",
  ieee: "ieee",
  "abnt-csl": "associacao-brasileira-de-normas-tecnicas",
} as const;
export type CslStyle = keyof typeof CSL_STYLES;
export const CSL_STYLE_CODES = Object.keys(CSL_STYLES) as [CslStyle, ...CslStyle[]];
