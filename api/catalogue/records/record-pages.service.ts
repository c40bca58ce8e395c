/**
 * The record page's tabs beyond the basic ones of record.service.ts: which tabs show, the
 * summaries, loan statistics, closed stacks and the print view.
 */
import type { Queryable } from "../../core/db/db.ts";
import type {
  BookContentsResponse,
  ClosedStacksResponse,
  LoanStatistics,
  PrintData,
  PrintPermission,
  RecordActivity,
  ReferenceResponse,
  SummaryResponse,
} from "../../contract.ts";
import { loanYearsOfRecord, monthlyLoansOfRecord } from "../../lending/circulation/loans.service.ts";
import { coverLink } from "../covers/cover-link.ts";
import { ApiError } from "../../core/errors.ts";
import type { Lang } from "../../core/i18n.ts";
import { workTypeLabel } from "../../core/labels.ts";
import { enabledActivities, recordActivities } from "./activities.ts";
import { formatApa } from "./citation/apa.ts";
import { abntText, formatAbnt } from "./citation/abnt.ts";
import { toCitation } from "./citation/model.ts";
import { permalink } from "./export/export.service.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import { kardexAvailable } from "./kardex/kardex.service.ts";
import { findCopies } from "./record.repository.ts";
import { recordData, requireRecord } from "./record.service.ts";
import { bookContents, hasSummaries, recordSummaries } from "./summaries.ts";
import { renderCsl } from "./citation/csl/csl.ts";
import { toCslJson } from "./citation/csl/csl-json.ts";
import type { CslStyle } from "./citation/csl/styles.ts";

export async function recordPermissions(db: Queryable, id: number, lang: Lang): Promise<RecordActivity[]> {
  const record = await requireRecord(db, id);
  const [enabled, copies, kardex] = await Promise.all([
    enabledActivities(db),
    findCopies(db, id),
    kardexAvailable(db, record),
  ]);
  return recordActivities(
    enabled,
    {
      copies: copies.length,
      closedStackCopies: copies.filter((c) => c.status === "closed_stacks").length,
      kardex,
      summaries: hasSummaries(record.marc),
      bookContents: bookContents(record.marc, id).links.length > 0,
    },
    lang,
  );
}

export type ReferenceStyle = "abnt" | "apa";

export async function recordReferenceIn(
  db: Queryable,
  id: number,
  style: ReferenceStyle,
  lang: Lang,
  today = new Date(),
): Promise<ReferenceResponse> {
  const row = await requireRecord(db, id);
  const citation = toCitation(row.marc);
  const partes = style === "apa" ? formatApa(citation, { lang }) : formatAbnt(citation, { today });
  return { referencia: abntText(partes), partes, tipo: citation.type };
}

/** The reference in a CSL style (citeproc-js), from the same citation model as ABNT and APA. */
export async function recordCslReference(
  db: Queryable,
  id: number,
  style: CslStyle,
  lang: Lang,
): Promise<ReferenceResponse> {
  const row = await requireRecord(db, id);
  const citation = toCitation(row.marc);
  const partes = renderCsl(toCslJson(citation, String(id)), style, lang);
  return { referencia: abntText(partes), partes, tipo: citation.type };
}

export async function recordSummary(db: Queryable, id: number): Promise<SummaryResponse> {
  return recordSummaries((await requireRecord(db, id)).marc);
}

export async function recordBookContents(db: Queryable, id: number): Promise<BookContentsResponse> {
  return bookContents((await requireRecord(db, id)).marc, id);
}

export async function loanYears(db: Queryable, id: number): Promise<number[]> {
  await requireRecord(db, id);
  return loanYearsOfRecord(db, id);
}

export async function loanStatistics(db: Queryable, id: number, year: number): Promise<LoanStatistics> {
  await requireRecord(db, id);
  const rows = await monthlyLoansOfRecord(db, id, year);
  const libraries = new Map<number, LoanStatistics["bibliotecas"][number]>();
  for (const r of rows) {
    let entry = libraries.get(r.library_id);
    if (!entry) {
      entry = { cod_biblioteca: r.library_id, desc_biblioteca: r.library_name, total: 0, meses: Array(12).fill(0) };
      libraries.set(r.library_id, entry);
    }
    entry.meses[r.month - 1] += r.total;
    entry.total += r.total;
  }
  const bibliotecas = [...libraries.values()];
  return { ano: year, total: bibliotecas.reduce((n, b) => n + b.total, 0), bibliotecas };
}

export async function closedStacks(db: Queryable, id: number): Promise<ClosedStacksResponse> {
  await requireRecord(db, id);
  const copies = (await findCopies(db, id)).filter((c) => c.status === "closed_stacks");
  return {
    exemplares: copies.map((c) => ({
      cod_exemplar: c.id,
      tombo: c.barcode,
      chamada: c.call_number,
      volume: c.volume,
      tomo: c.tomo,
      parte: c.parte,
      cod_biblioteca: c.library_id,
      desc_biblioteca: c.library_name,
      desc_local_exemplar: c.location_name,
    })),
    total: copies.length,
  };
}

/** Institution parameter `permite_impressao_acervo` ('S' by default, 'N' turns the print view off). */
export async function printPermission(db: Queryable): Promise<PrintPermission> {
  const value = (await institutionParams(db, ["permite_impressao_acervo"])).permite_impressao_acervo;
  return { permissao: value !== "N" };
}

export async function printData(db: Queryable, id: number, lang: Lang, today = new Date()): Promise<PrintData> {
  const data = await recordData(db, id, lang);
  if (!(await printPermission(db)).permissao) throw new ApiError(403, "forbidden", "errors.forbidden");
  const row = await requireRecord(db, id);
  const partes = formatAbnt(toCitation(row.marc), { today });
  const copies = await findCopies(db, id);
  const libraries = new Map<number, PrintData["exemplares"][number]>();
  for (const c of copies) {
    let entry = libraries.get(c.library_id);
    if (!entry) {
      entry = { cod_biblioteca: c.library_id, desc_biblioteca: c.library_name, chamadas: [], total: 0, disponiveis: 0 };
      libraries.set(c.library_id, entry);
    }
    entry.total += 1;
    if (c.status === "available") entry.disponiveis += 1;
    if (c.call_number && !entry.chamadas.includes(c.call_number)) entry.chamadas.push(c.call_number);
  }
  return {
    cod_acervo: id,
    titulo: data.titulo,
    autor: data.autor,
    ano_publicacao: data.ano_publicacao,
    desc_tipo_obra: workTypeLabel(data.cod_tipo_obra, lang),
    referencia: abntText(partes),
    partes,
    campos: data.campos,
    exemplares: [...libraries.values()],
    link_capa: coverLink(id),
    permalink: permalink(id),
  };
}
