import type { Queryable } from "../../core/db/db.ts";
import type {
  CopiesResponse,
  DublinCoreElement,
  Edition,
  LinkOut,
  RecordMarcResponse,
  RecordCapture,
  RecordData,
  RecordHeadingAuthority,
  RelatedRecord,
} from "../../contract.ts";
import { authoritiesForHeadings } from "../authorities/authority.service.ts";
import { withoutNonFilingMarks } from "../marc/non-filing.ts";
import type { MarcRecord } from "../marc/record.ts";
import { coverLink } from "../covers/cover-link.ts";
import { ApiError } from "../../core/errors.ts";
import type { Lang } from "../../core/i18n.ts";
import { copyStatusLabel, languageName, workTypeLabel } from "../../core/labels.ts";
import { displayedHeadings, displayFields } from "./display.ts";
import { coinsKev, dublinCoreTags, highwireTags } from "./citation/capture.ts";
import { toCitation } from "./citation/model.ts";
import { toDublinCore } from "./dublin-core.ts";
import { subjectHeadings } from "./export/subjects.ts";
import { recordLinks } from "./links.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import { toRecordMarcView } from "./marc-view.ts";
import {
  findCopies,
  findRecord,
  findRecordMarcs,
  recordExists,
  editionsOf,
  relatedRecords,
  type RecordRow,
} from "./record.repository.ts";

/** The import writes records, the start-up counts them (demo data on an empty catalogue), the basket lists them. */
export { countRecords, type RecordRow } from "./record.repository.ts";
export { upsertRecords } from "./record-write.repository.ts";

/**
 * The record as its pages, references and exports show it: `marc` without non-filing marks
 * (decision 051), `sourceMarc` as stored, for the MARC view and the MARC and MARCXML exports.
 */
export async function requireRecord(db: Queryable, id: number): Promise<RecordRow & { sourceMarc: MarcRecord }> {
  const row = await findRecord(db, id);
  if (!row) throw new ApiError(404, "record_not_found", "errors.record_not_found", { id });
  return { ...row, marc: withoutNonFilingMarks(row.marc), sourceMarc: row.marc };
}

/** The authors and subjects of the page that have an authority record, each value once. */
async function headingAuthorities(db: Queryable, marc: MarcRecord): Promise<RecordHeadingAuthority[]> {
  const headings = displayedHeadings(marc);
  const matches = await authoritiesForHeadings(
    db,
    headings.map((h) => h.field),
  );
  const out: RecordHeadingAuthority[] = [];
  headings.forEach((heading, index) => {
    const id = matches.get(index);
    if (id === undefined || out.some((a) => a.rotulo === heading.rotulo && a.valor === heading.valor)) return;
    out.push({ rotulo: heading.rotulo, valor: heading.valor, cod_autoridade: id });
  });
  return out;
}

export async function recordData(db: Queryable, id: number, lang: Lang): Promise<RecordData> {
  const row = await requireRecord(db, id);
  return {
    cod_acervo: row.id,
    titulo: row.title,
    autor: row.author,
    ano_publicacao: row.year,
    cod_tipo_obra: row.work_type,
    desc_tipo_obra: workTypeLabel(row.work_type, lang),
    idioma: row.language,
    idioma_desc: languageName(row.language, lang),
    isbn: row.isbn,
    link_capa: coverLink(row.id),
    acesso_remoto: row.online ? "S" : "N",
    campos: displayFields(row.marc).map((field) =>
      field.rotulo === "language"
        ? { ...field, valores: field.valores.map((code) => languageName(code, lang) ?? code) }
        : field,
    ),
    autoridades: await headingAuthorities(db, row.marc),
  };
}

/**
 * GET /acervo/{id}/marc: the public view, or with `liberacao` the complete one, which the
 * institution may turn off (`permite_marc_liberacao` 'N': 403).
 */
export async function recordMarc(db: Queryable, id: number, complete = false): Promise<RecordMarcResponse> {
  const row = await requireRecord(db, id);
  const value = (await institutionParams(db, ["permite_marc_liberacao"])).permite_marc_liberacao;
  const allowed = value !== "N";
  if (complete && !allowed) throw new ApiError(403, "forbidden", "errors.marc_release_off");
  return { ...toRecordMarcView(row.sourceMarc, complete), liberacao_permitida: allowed };
}

/** The record page's meta tags and COinS, from the citation model the references read. */
export async function recordCapture(db: Queryable, id: number): Promise<RecordCapture> {
  const row = await requireRecord(db, id);
  const citation = toCitation(row.marc);
  const extras = { language: row.language, subjects: subjectHeadings(row.marc) };
  return {
    metadados: [...highwireTags(citation, extras), ...dublinCoreTags(citation, extras)].map((m) => ({
      nome: m.name,
      conteudo: m.content,
    })),
    coins: coinsKev(citation),
  };
}

/** The COinS of several records (a page of results) in one query, by id; "" for an unknown id. */
export async function recordsCoins(db: Queryable, ids: number[]): Promise<(id: number) => string> {
  const marcs = await findRecordMarcs(db, ids);
  return (id) => {
    const marc = marcs.get(id);
    return marc ? coinsKev(toCitation(withoutNonFilingMarks(marc))) : "";
  };
}

export async function recordDublinCore(db: Queryable, id: number): Promise<DublinCoreElement[]> {
  return toDublinCore((await requireRecord(db, id)).marc);
}

/** More like this: at most this many titles. */
export const RELATED_TITLES = 6;

/** A list about record `id`: an empty one is the record's own only if the record exists (else 404). */
async function ofExistingRecord<T>(db: Queryable, id: number, rows: T[]): Promise<T[]> {
  if (rows.length === 0 && !(await recordExists(db, id))) {
    throw new ApiError(404, "record_not_found", "errors.record_not_found", { id });
  }
  return rows;
}

/** Titles like the record's (more like this, decision 051): shared headings, then class, then the newest. */
export async function recordRelated(db: Queryable, id: number): Promise<RelatedRecord[]> {
  const rows = await ofExistingRecord(db, id, await relatedRecords(db, id, RELATED_TITLES));
  return rows.map((r) => ({
    cod_acervo: r.id,
    titulo: r.title,
    autor: r.author,
    ano_publicacao: r.year,
    cabecalhos_comuns: r.shared,
  }));
}

/** The record page's list of the other editions: at most this many. */
export const EDITIONS_LISTED = 50;

/** The other editions of the record's work (decision 056), newest first. */
export async function recordEditions(db: Queryable, id: number, lang: Lang): Promise<Edition[]> {
  const rows = await ofExistingRecord(db, id, await editionsOf(db, id, EDITIONS_LISTED));
  return rows.map((r) => ({
    cod_acervo: r.id,
    titulo: r.title,
    ano_publicacao: r.year,
    edicao: r.edition?.trim().replace(/\s*[/:;=,]$/, "") || null,
    cod_tipo_obra: r.work_type,
    desc_tipo_obra: workTypeLabel(r.work_type, lang),
    idioma: r.language,
    idioma_desc: languageName(r.language, lang),
  }));
}

export async function recordLinksOf(db: Queryable, id: number): Promise<LinkOut[]> {
  return recordLinks((await requireRecord(db, id)).marc, id);
}

export async function recordCopies(
  db: Queryable,
  id: number,
  filter: { libraryId?: number; campusId?: number },
  lang: Lang,
): Promise<CopiesResponse> {
  await requireRecord(db, id);
  const rows = await findCopies(db, id, filter);
  const response: CopiesResponse = { campi: [], bibliotecas: [] };
  for (const row of rows) {
    if (!response.campi.some((c) => c.cod_campus === row.campus_id)) {
      response.campi.push({ cod_campus: row.campus_id, nome_campus: row.campus_name });
    }
    let library = response.bibliotecas.find((l) => l.cod_biblioteca === row.library_id);
    if (!library) {
      library = {
        cod_biblioteca: row.library_id,
        desc_biblioteca: row.library_name,
        cod_campus: row.campus_id,
        nome_campus: row.campus_name,
        total: 0,
        disponiveis: 0,
        exemplares: [],
      };
      response.bibliotecas.push(library);
    }
    library.total += 1;
    if (row.status === "available") library.disponiveis += 1;
    library.exemplares.push({
      cod_exemplar: row.id,
      tombo: row.barcode,
      chamada: row.call_number,
      volume: row.volume,
      tomo: row.tomo,
      parte: row.parte,
      cod_local_exemplar: row.location_id,
      desc_local_exemplar: row.location_name,
      situacao: row.status,
      desc_situacao: copyStatusLabel(row.status, lang),
      data_devolucao: row.due_date,
    });
  }
  return response;
}
