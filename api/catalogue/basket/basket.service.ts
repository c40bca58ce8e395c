/**
 * The basket's calls: the records of a list of ids (the basket page, its printed list, feeds),
 * all of them exported as one file, or sent by e-mail. The formats are those of the one-record
 * export (api/catalogue/records/export) and the ABNT formatter of the reference tab, applied to each
 * record; only the joining is done here.
 */
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { translate, type Lang } from "../../core/i18n.ts";
import { workTypeLabel } from "../../core/labels.ts";
import type { Mailer } from "../../operations/mail/mailer.ts";
import { encodeIso2709 } from "../marc/iso2709.ts";
import { encodeMarcXml } from "../marc/marcxml.ts";
import { abntText, formatAbnt } from "../records/citation/abnt.ts";
import { renderCsl } from "../records/citation/csl/csl.ts";
import { toCslJson } from "../records/citation/csl/csl-json.ts";
import type { CslStyle } from "../records/citation/csl/styles.ts";
import { toCitation } from "../records/citation/model.ts";
import { bibtexKey } from "../records/export/bibtex.ts";
import { recordBibtex, recordRis, type ExportFile } from "../records/export/export.service.ts";
import { BASKET_MAX, type BasketFormat, type BasketMailResponse, type BasketRecord } from "./contract.ts";
import { findRecords, type ListedRecordRow } from "./basket.repository.ts";

/** The new-acquisitions feed lists the newest records as the basket lists its own. */
export { findNewestRecords } from "./basket.repository.ts";

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The record as the basket lists it, its reference in ABNT or, when `style` is given, that CSL style. */
export function toBasketRecord(row: ListedRecordRow, lang: Lang, today = new Date(), style?: CslStyle): BasketRecord {
  const citation = toCitation(row.marc);
  const partes = style ? renderCsl(toCslJson(citation, String(row.id)), style, lang) : formatAbnt(citation, { today });
  return {
    cod_acervo: row.id,
    titulo: row.title,
    autor: row.author,
    autores: row.authors,
    publicacao: row.publication,
    ano_publicacao: row.year,
    cod_tipo_obra: row.work_type,
    desc_tipo_obra: workTypeLabel(row.work_type, lang),
    idioma: row.language,
    referencia: abntText(partes),
    partes,
    criado_em: iso(row.created_at),
    atualizado_em: iso(row.updated_at),
  };
}

/** Duplicates dropped (first one kept); more than BASKET_MAX is refused, not cut silently. */
export function basketIds(ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  if (unique.length > BASKET_MAX)
    throw new ApiError(400, "basket_too_large", "errors.basket_too_large", { max: BASKET_MAX });
  return unique;
}

/**
 * The records in the order asked. Ids of records no longer in the catalogue are left out: a
 * basket kept in a browser may outlive a record.
 */
async function rowsInOrder(db: Queryable, ids: readonly number[]): Promise<ListedRecordRow[]> {
  const rows = await findRecords(db, basketIds(ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function basketRecords(
  db: Queryable,
  ids: readonly number[],
  lang: Lang,
  style?: CslStyle,
): Promise<BasketRecord[]> {
  const today = new Date();
  return (await rowsInOrder(db, ids)).map((row) => toBasketRecord(row, lang, today, style));
}

/** At least one existing record, or 404 naming the first id asked. */
async function requireRows(db: Queryable, ids: readonly number[]): Promise<ListedRecordRow[]> {
  const rows = await rowsInOrder(db, ids);
  if (rows.length === 0) throw new ApiError(404, "record_not_found", "errors.record_not_found", { id: ids[0] ?? "" });
  return rows;
}

/** ABNT NBR 6023 6.1: a list of references is in alphabetical order. */
function byReference(a: BasketRecord, b: BasketRecord): number {
  return a.referencia.localeCompare(b.referencia, "pt-BR", { sensitivity: "base" });
}

/** BibTeX keys must be unique in one file: a second "Silva2019Catalogacao" becomes "…b", and so on. */
function uniqueKeys(keys: string[]): string[] {
  const seen = new Map<string, number>();
  return keys.map((key) => {
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n === 1 ? key : `${key}${String.fromCharCode(96 + Math.min(n, 26))}${n > 26 ? n : ""}`;
  });
}

function concatBytes(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function renderFile(rows: ListedRecordRow[], format: BasketFormat, origin: string, lang: Lang): ExportFile {
  switch (format) {
    case "ris":
      // RIS files hold several records one after another, each closed by its ER line.
      return {
        body: rows.map((row) => recordRis(row, origin)).join("\r\n"),
        contentType: "application/x-research-info-systems; charset=utf-8",
        filename: "cesta.ris",
      };
    case "bibtex": {
      const keys = uniqueKeys(rows.map((row) => bibtexKey(toCitation(row.marc), `acervo${row.id}`)));
      return {
        body: rows.map((row, i) => recordBibtex(row, `acervo${row.id}`, keys[i])).join("\n"),
        contentType: "application/x-bibtex; charset=utf-8",
        filename: "cesta.bib",
      };
    }
    case "marc":
      // ISO 2709 records are self-delimiting (record terminator): a file is their concatenation.
      return {
        body: concatBytes(rows.map((row) => encodeIso2709(row.marc))),
        contentType: "application/marc",
        filename: "cesta.mrc",
      };
    case "marcxml":
      return {
        body: encodeMarcXml(rows.map((row) => row.marc)),
        contentType: "application/marcxml+xml; charset=utf-8",
        filename: "cesta.xml",
      };
    case "abnt": {
      const today = new Date();
      const references = rows.map((row) => toBasketRecord(row, lang, today)).sort(byReference);
      return {
        body: references.map((r) => r.referencia).join("\n\n") + "\n",
        contentType: "text/plain; charset=utf-8",
        filename: "cesta-referencias.txt",
      };
    }
  }
}

export async function exportBasket(
  db: Queryable,
  ids: readonly number[],
  format: BasketFormat,
  origin: string,
  lang: Lang,
): Promise<ExportFile> {
  return renderFile(await requireRows(db, ids), format, origin, lang);
}

const FORMAT_NAMES: Record<BasketFormat, string> = {
  abnt: "ABNT",
  ris: "RIS",
  bibtex: "BibTeX",
  marc: "MARC 21 (ISO 2709)",
  marcxml: "MARCXML",
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The basket by e-mail: the ABNT references always in the body (text and HTML, titles in bold as
 * on the reference tab), and for the other formats the same file a download gives, attached.
 */
export async function mailBasket(
  db: Queryable,
  mailer: Mailer,
  input: { ids: readonly number[]; format: BasketFormat; recipients: string[]; origin: string; lang: Lang },
): Promise<BasketMailResponse> {
  const { format, recipients, origin, lang } = input;
  const rows = await requireRows(db, input.ids);
  const today = new Date();
  const references = rows.map((row) => toBasketRecord(row, lang, today)).sort(byReference);
  const file = format === "abnt" ? null : renderFile(rows, format, origin, lang);
  const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, key, params);

  const text = [
    t("basket.intro"),
    "",
    t("basket.references"),
    "",
    ...references.flatMap((r) => [r.referencia, `${origin}/acervo/${r.cod_acervo}`, ""]),
    file ? t("basket.attached", { filename: file.filename, format: FORMAT_NAMES[format] }) : "",
  ].join("\n");
  const html = [
    `<p>${escapeHtml(t("basket.intro"))}</p>`,
    `<h1>${escapeHtml(t("basket.references"))}</h1>`,
    ...references.map((r) => {
      const body = r.partes
        .map((p) =>
          p.destaque === "negrito"
            ? `<strong>${escapeHtml(p.texto)}</strong>`
            : p.destaque === "italico"
              ? `<em>${escapeHtml(p.texto)}</em>`
              : escapeHtml(p.texto),
        )
        .join("");
      return `<p>${body}<br><a href="${escapeHtml(`${origin}/acervo/${r.cod_acervo}`)}">${escapeHtml(`${origin}/acervo/${r.cod_acervo}`)}</a></p>`;
    }),
    file ? `<p>${escapeHtml(t("basket.attached", { filename: file.filename, format: FORMAT_NAMES[format] }))}</p>` : "",
  ].join("\n");

  await mailer.send({
    to: recipients,
    subject: t("basket.subject", { count: rows.length }),
    text,
    html,
    attachments: file ? [{ filename: file.filename, content: file.body, contentType: file.contentType }] : undefined,
  });
  return { enviado: true, destinatarios: recipients, total: rows.length };
}
