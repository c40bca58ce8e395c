/**
 * The alphabetic browse (docs/decisions/057-browse.md): a page of headings from a starting point
 * or before one, and the records filed under a heading. A page's links carry sort keys, which
 * sort to themselves, so a bookmarked page is the same page.
 */
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { invalidParameter } from "../../core/http/input.ts";
import type { BrowseKind, BrowsePage, BrowseRecords } from "./browse.calls.ts";
import {
  findHeading,
  headingRecords,
  headingsNear,
  sortKeyOf,
  type HeadingKind,
  type HeadingRow,
} from "./browse.repository.ts";

const KIND: Record<BrowseKind, HeadingKind> = { titulo: "T", autor: "A", assunto: "S", chamada: "C" };

/** Sorts before every key: the first page starts here. */
const FIRST = "";

export interface BrowseRequest {
  tipo: BrowseKind;
  de?: string;
  ate?: string;
  limite: number;
}

const shown = (rows: HeadingRow[]) =>
  rows.map((r) => ({ cabecalho: r.heading, chave: r.sort_key, registros: r.records }));

export async function browsePage(db: Queryable, request: BrowseRequest): Promise<BrowsePage> {
  const { tipo, limite } = request;
  if (request.de !== undefined && request.ate !== undefined) throw invalidParameter("ate");
  const kind = KIND[tipo];
  if (request.ate !== undefined) {
    const end = (await sortKeyOf(db, kind, request.ate)) ?? FIRST;
    // One more than the page: whether a page comes before it.
    const before = await headingsNear(db, kind, end, limite + 1, "before");
    // Near the first heading the page would be short: show the first page instead.
    if (before.length > limite) {
      const rows = before.slice(0, limite).reverse();
      const later = (await headingsNear(db, kind, end, 1, "from")).length > 0;
      const first = rows[0].sort_key;
      return { tipo, inicio: first, cabecalhos: shown(rows), anterior: first, proximo: later ? end : null };
    }
  }
  const start = request.de !== undefined ? ((await sortKeyOf(db, kind, request.de)) ?? FIRST) : FIRST;
  const rows = await headingsNear(db, kind, start, limite + 1, "from");
  const page = rows.slice(0, limite);
  const first = page[0]?.sort_key ?? start;
  const earlier = first !== FIRST && (await headingsNear(db, kind, first, 1, "before")).length > 0;
  return {
    tipo,
    inicio: start === FIRST ? null : start,
    cabecalhos: shown(page),
    anterior: earlier ? first : null,
    proximo: rows.length > limite ? rows[limite].sort_key : null,
  };
}

export interface HeadingRecordsRequest {
  tipo: BrowseKind;
  chave: string;
  apos?: number;
  limite: number;
}

export async function browseRecords(db: Queryable, request: HeadingRecordsRequest): Promise<BrowseRecords> {
  const { tipo, limite } = request;
  const kind = KIND[tipo];
  const key = await sortKeyOf(db, kind, request.chave);
  const heading = key === null ? undefined : await findHeading(db, kind, key);
  if (!heading) throw new ApiError(404, "browse_heading_not_found", "errors.browse_heading_not_found");
  const rows = await headingRecords(db, kind, heading.sort_key, request.apos ?? 0, limite + 1);
  const page = rows.slice(0, limite);
  return {
    tipo,
    cabecalho: heading.heading,
    chave: heading.sort_key,
    registros: heading.records,
    itens: page.map((r) => ({ cod_acervo: r.id, titulo: r.title, autor: r.author, ano_publicacao: r.year })),
    proximo: rows.length > limite ? page[page.length - 1].id : null,
  };
}
