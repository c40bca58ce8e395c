/** Reference styles and export formats of the reference tab (docs/api.md "References and exports"). */
import { tk } from "../../lib/i18n.ts";

export const REFERENCE_STYLES = [
  { code: "abnt", label: tk("recordPages.reference.abnt"), heading: tk("record.reference.heading") },
  { code: "apa", label: tk("recordPages.reference.apa"), heading: tk("recordPages.reference.apaHeading") },
] as const;

export type ReferenceStyle = (typeof REFERENCE_STYLES)[number]["code"];

/** `?estilo=`: apa, else ABNT (the default and the spec's). */
export function parseStyle(raw: string | null): (typeof REFERENCE_STYLES)[number] {
  return REFERENCE_STYLES.find((s) => s.code === raw?.trim().toLowerCase()) ?? REFERENCE_STYLES[0];
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
