import type { TFunction } from "i18next";

import type { BasketFormat } from "../../../api/catalogue/basket/contract.ts";

/** The basket's file exports, in the order the basket page lists them (GET /cesta/exportar?formato=). */
export const EXPORT_LINKS = ["ris", "bibtex", "marc", "marcxml", "abnt"] as const satisfies readonly BasketFormat[];
export type ExportLink = (typeof EXPORT_LINKS)[number];

export function isExportFormat(value: unknown): value is ExportLink {
  return typeof value === "string" && (EXPORT_LINKS as readonly string[]).includes(value);
}

/** The answer to a format the basket does not export: plain text, 400. */
export function unknownFormat(t: TFunction): Response {
  return new Response(t("basket.errors.format"), {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
