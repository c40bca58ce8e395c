/**
 * Contents (505) and summaries (520) of a record, for the "Sumários" tab, and the
 * table-of-contents links of a book (856 naming contents) for "Sumários de livros".
 */
import type { BookContentsResponse, ContentsItem, ContentsNote, SummaryResponse } from "../../contract.ts";
import { dataFields, subfield, type DataField, type MarcRecord } from "../marc/record.ts";
import { clean } from "./citation/isbd.ts";
import { fieldText } from "./citation/marc-text.ts";
import { recordLinks } from "./links.ts";

/**
 * Items of a contents note. An enhanced 505 (second indicator 0) has one $t per item, with
 * $r (responsibility) and $g (pages, numbering) after it; a basic one separates items by
 * "--" (with or without spaces) in $a, with " / " before a statement of responsibility.
 */
export function contentsItems(field: DataField): ContentsItem[] {
  if (field.subfields.some((s) => s.code === "t")) {
    const items: ContentsItem[] = [];
    for (const s of field.subfields) {
      const value = clean(s.value.replace(/\s*--\s*$/, ""));
      if (!value) continue;
      if (s.code === "t") items.push({ titulo: value, responsabilidade: null, paginas: null });
      const current = items.at(-1);
      if (!current) continue;
      if (s.code === "r")
        current.responsabilidade = current.responsabilidade ? `${current.responsabilidade}; ${value}` : value;
      if (s.code === "g") current.paginas = current.paginas ? `${current.paginas} ${value}` : value;
    }
    return items;
  }
  const text = subfield(field, "a") ?? "";
  return text
    .split(/\s*--\s*/)
    .map((part) => clean(part))
    .filter(Boolean)
    .map((part) => {
      const slash = part.indexOf(" / ");
      return slash < 0
        ? { titulo: part, responsabilidade: null, paginas: null }
        : {
            titulo: clean(part.slice(0, slash)),
            responsabilidade: clean(part.slice(slash + 3)) || null,
            paginas: null,
          };
    });
}

function noteText(field: DataField): string {
  if (field.subfields.some((s) => s.code === "t")) {
    return contentsItems(field)
      .map((i) => [i.titulo, i.responsabilidade && `/ ${i.responsabilidade}`, i.paginas].filter(Boolean).join(" "))
      .join(" -- ");
  }
  return fieldText(field);
}

export function recordSummaries(record: MarcRecord): SummaryResponse {
  const conteudo: ContentsNote[] = dataFields(record, "505")
    .map((f) => ({ texto: noteText(f), itens: contentsItems(f) }))
    .filter((n) => n.texto);
  const resumo = dataFields(record, "520")
    .map((f) => clean([subfield(f, "a"), subfield(f, "b")].filter(Boolean).join(" ")))
    .filter(Boolean);
  return { conteudo, resumo };
}

export function hasSummaries(record: MarcRecord): boolean {
  return dataFields(record, /^(505|520)$/).length > 0;
}

const CONTENTS = /table of contents|contents|sumário|sumario|índice|indice|inhaltsverzeichnis|table des matières/i;

/** Public links whose description names a table of contents ("Table of contents only", "Sumário"). */
export function bookContents(record: MarcRecord, recordId: number): BookContentsResponse {
  return {
    links: recordLinks(record, recordId)
      .filter((l) => l.tipo_link === "P" && CONTENTS.test(l.descricao))
      .map((l) => ({ seq_paragrafo: l.seq_paragrafo, descricao: l.descricao, url_link: l.url_link })),
  };
}
