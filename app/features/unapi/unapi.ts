/**
 * unAPI 1 (unapi.info): one address, /unapi, that lists the formats a record can be had in and
 * serves it in each. Pages that show records link it (`<link rel="unapi-server">`) and name each
 * record by `<abbr class="unapi-id" title="{id}">`; Zotero's unAPI importer reads both. The
 * record's id is its number in the catalogue, as in /acervo/{id}.
 */
import type { ExportFormat } from "../../../api/catalogue/records/records.calls.ts";

export const UNAPI_PATH = "/unapi";

export interface UnapiFormat {
  name: string;
  type: string;
  docs?: string;
  /** The service's export of the format (GET /api/acervo/{id}/exportar?formato=). */
  export: ExportFormat;
}

export const UNAPI_FORMATS: readonly UnapiFormat[] = [
  { name: "ris", type: "application/x-research-info-systems", export: "ris" },
  { name: "bibtex", type: "text/x-bibtex", export: "bibtex" },
  { name: "mods", type: "application/xml", docs: "http://www.loc.gov/standards/mods/", export: "mods" },
  { name: "marcxml", type: "application/xml", docs: "http://www.loc.gov/standards/marcxml/", export: "marcxml" },
  { name: "oai_dc", type: "application/xml", docs: "http://www.openarchives.org/OAI/2.0/oai_dc.xsd", export: "oai_dc" },
];

const SPECIAL: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const attr = (value: string) => value.replace(/[&<>"]/g, (c) => SPECIAL[c]);

/** The formats document: every format, for the server (no id) or for one record (`id`). */
export function formatsXml(id?: string): string {
  const formats = UNAPI_FORMATS.map(
    (f) => `  <format name="${f.name}" type="${attr(f.type)}"${f.docs ? ` docs="${attr(f.docs)}"` : ""}/>`,
  );
  const open = id === undefined ? "<formats>" : `<formats id="${attr(id)}">`;
  return ['<?xml version="1.0" encoding="UTF-8"?>', open, ...formats, "</formats>", ""].join("\n");
}

/** A record id of unAPI: the record's number, nothing else. */
export function parseUnapiId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/** The `<link>` of the unAPI server, for the pages that show records. */
export const UNAPI_LINK = { rel: "unapi-server", type: "application/xml", title: "unAPI", href: UNAPI_PATH } as const;
