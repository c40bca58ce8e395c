/**
 * GET /acervo/{id}/exportar?formato=…: one record as a file in the format a reference manager
 * or another catalogue reads.
 */
import type { Queryable } from "../../../core/db/db.ts";
import { coverLink } from "../../covers/cover-link.ts";
import { encodeIso2709 } from "../../marc/iso2709.ts";
import { encodeMarcXml } from "../../marc/marcxml.ts";
import { readerRecord } from "../marc-view.ts";
import { toCitation } from "../citation/model.ts";
import type { RecordRow } from "../record.repository.ts";
import type { ExportFormat } from "../records.calls.ts";
import { requireRecord } from "../record.service.ts";
import { bibtexKey, toBibtex } from "./bibtex.ts";
import { toJsonLd } from "./jsonld.ts";
import { toMods } from "./mods.ts";
import { oaiDc } from "../../../network/oai/oai.service.ts";
import { toRis } from "./ris.ts";
import { subjectHeadings } from "./subjects.ts";

export interface ExportFile {
  body: string | Uint8Array;
  contentType: string;
  filename: string;
}

/** The record page's address in the OPAC, absolute when the caller's origin is known. */
export function permalink(id: number, origin = ""): string {
  return `${origin}/acervo/${id}`;
}

export async function exportRecord(
  db: Queryable,
  id: number,
  format: ExportFormat,
  origin: string,
): Promise<ExportFile> {
  const row = await requireRecord(db, id);
  const name = `acervo-${id}`;
  switch (format) {
    case "marc":
      return {
        body: encodeIso2709(readerRecord(row.sourceMarc, true)),
        contentType: "application/marc",
        filename: `${name}.mrc`,
      };
    case "marcxml":
      return {
        body: encodeMarcXml([readerRecord(row.sourceMarc, true)]),
        contentType: "application/marcxml+xml; charset=utf-8",
        filename: `${name}.xml`,
      };
    case "mods":
      return {
        body: XML_DECLARATION + recordMods(row, origin),
        contentType: "application/mods+xml; charset=utf-8",
        filename: `${name}.mods.xml`,
      };
    case "oai_dc":
      return {
        body: XML_DECLARATION + oaiDc(row.marc),
        contentType: "application/xml; charset=utf-8",
        filename: `${name}.dc.xml`,
      };
    default:
      break;
  }
  if (format === "ris") {
    return {
      body: recordRis(row, origin),
      contentType: "application/x-research-info-systems; charset=utf-8",
      filename: `${name}.ris`,
    };
  }
  if (format === "bibtex") {
    return {
      body: recordBibtex(row, name),
      contentType: "application/x-bibtex; charset=utf-8",
      filename: `${name}.bib`,
    };
  }
  const citation = toCitation(row.marc);
  const subjects = subjectHeadings(row.marc);
  const doc = toJsonLd(citation, row.marc, {
    url: permalink(id, origin),
    image: `${origin}${coverLink(id)}`,
    language: row.language,
    subjects,
  });
  return {
    body: JSON.stringify(doc, null, 2),
    contentType: "application/ld+json; charset=utf-8",
    filename: `${name}.jsonld`,
  };
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** One MODS record, from the same citation model as RIS and BibTeX. */
export function recordMods(row: RecordRow, origin: string): string {
  return toMods(toCitation(row.marc), {
    subjects: subjectHeadings(row.marc),
    language: row.language,
    permalink: permalink(row.id, origin),
  });
}

/** One RIS record (TY … ER), as the one-record export and the basket export write it. */
export function recordRis(row: RecordRow, origin: string): string {
  return toRis(toCitation(row.marc), {
    subjects: subjectHeadings(row.marc),
    language: row.language,
    callNumber: row.classification,
    permalink: permalink(row.id, origin),
  });
}

/** One BibTeX entry; `fallbackKey` when the record gives no author, year or title word. */
export function recordBibtex(row: RecordRow, fallbackKey: string, key?: string): string {
  const citation = toCitation(row.marc);
  return toBibtex(citation, {
    key: key ?? bibtexKey(citation, fallbackKey),
    subjects: subjectHeadings(row.marc),
    language: row.language,
  });
}
