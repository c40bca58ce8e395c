/** Reference styles and export formats of the reference tab (docs/api.md "References and exports"). */
import { CSL_STYLE_CODES, type CslStyle } from "../../../api/catalogue/records/citation/csl/styles.ts";
import { tk } from "../../lib/i18n.ts";

export const REFERENCE_STYLES = [
  { code: "abnt", label: tk("recordPages.reference.abnt"), heading: tk("record.reference.heading") },
  { code: "apa", label: tk("recordPages.reference.apa"), heading: tk("recordPages.reference.apaHeading") },
] as const;

export type ReferenceStyle = (typeof REFERENCE_STYLES)[number]["code"];

/** The CSL styles (citeproc-js, decision 050), offered in a form beside the two written by hand. */
export const CSL_REFERENCE_STYLES: readonly { code: CslStyle; label: string }[] = [
  { code: "apa-csl", label: tk("recordPages.reference.csl.apa") },
  { code: "mla", label: tk("recordPages.reference.csl.mla") },
  { code: "chicago-autor-data", label: tk("recordPages.reference.csl.chicagoAuthorDate") },
  { code: "chicago-notas", label: tk("recordPages.reference.csl.chicagoNotes") },
  { code: "vancouver", label: tk("recordPages.reference.csl.vancouver") },
  { code: "ieee", label: tk("recordPages.reference.csl.ieee") },
  { code: "abnt-csl", label: tk("recordPages.reference.csl.abnt") },
];

/** A list of references (the basket's): the hand-written ABNT, its default, or a CSL style. */
export const LIST_REFERENCE_STYLES: readonly { code: "abnt" | CslStyle; label: string }[] = [
  { code: "abnt", label: REFERENCE_STYLES[0].label },
  ...CSL_REFERENCE_STYLES,
];

/** `?estilo=`: apa or a CSL style's code, else ABNT (the default and the spec's). */
export function parseStyle(raw: string | null): { code: ReferenceStyle | CslStyle; csl: boolean } {
  const code = raw?.trim().toLowerCase();
  const csl = CSL_STYLE_CODES.find((s) => s === code);
  if (csl) return { code: csl, csl: true };
  return { code: REFERENCE_STYLES.find((s) => s.code === code)?.code ?? "abnt", csl: false };
}

export function styleHref(id: number, style: ReferenceStyle): string {
  return style === "abnt" ? `/acervo/${id}/referencia` : `/acervo/${id}/referencia?estilo=${style}`;
}

export const EXPORT_FORMATS = [
  { code: "ris", label: tk("recordPages.export.ris") },
  { code: "bibtex", label: tk("recordPages.export.bibtex") },
  { code: "marc", label: tk("recordPages.export.marc") },
  { code: "marcxml", label: tk("recordPages.export.marcxml") },
] as const;

export type ExportFormat = (typeof EXPORT_FORMATS)[number]["code"];

/** The file of the service (Content-Disposition: attachment). */
export function exportHref(id: number, format: ExportFormat): string {
  return `/api/acervo/${id}/exportar?formato=${format}`;
}
