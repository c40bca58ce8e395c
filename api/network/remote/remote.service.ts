/**
 * Searching a remote catalogue (decision 058): the institution's target for a database type, the
 * visitor's term as CQL, one SRU searchRetrieve, the MARCXML records as results with their
 * source. What goes wrong over there is said in words here: not configured (404), the target's
 * own refusal (422, its diagnostic), no answer in time, no connection or an unreadable answer
 * (503 with Retry-After), never a 5xx of this service's own.
 */
import type { SearchBy } from "../../contract.ts";
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import { toDublinCore } from "../../catalogue/records/dublin-core.ts";
import { toMarcView } from "../../catalogue/records/marc-view.ts";
import type { MarcRecord } from "../../catalogue/marc/record.ts";
import { REMOTE_PARAM, remoteTargets, type RemoteTarget } from "./remote-settings.ts";
import type { RemoteRecord, RemoteResultItem, RemoteSearchResponse } from "./remote.calls.ts";
import { cqlTerm, SruClientError, sruSearch, type SruClientOptions, type SruPage } from "./sru-client.ts";

/** How long a client is asked to wait after a remote catalogue failed to answer. */
export const REMOTE_RETRY_AFTER_SECONDS = 60;

const INDEX: Record<SearchBy, string> = {
  LIVRE: "cql.serverChoice",
  TITULO: "dc.title",
  AUTOR: "dc.creator",
  ASSUNTO: "dc.subject",
};

/** The CQL of a term typed in the search box, searched in one field. */
export function remoteQuery(term: string, field: SearchBy): string {
  return `${INDEX[field]}=${cqlTerm(term.trim())}`;
}

/** The targets the institution configured, by database type. */
export async function configuredTargets(db: Queryable): Promise<RemoteTarget[]> {
  return remoteTargets((await institutionParams(db, [REMOTE_PARAM]))[REMOTE_PARAM]);
}

export async function targetOf(db: Queryable, code: number): Promise<RemoteTarget> {
  const target = (await configuredTargets(db)).find((t) => t.codigo === code);
  if (!target) throw new ApiError(404, "not_configured", "errors.remote_not_configured");
  return target;
}

const source = (t: RemoteTarget) => ({ codigo: t.codigo, nome: t.nome, url: t.url });

async function ask(
  target: RemoteTarget,
  query: string,
  startRecord: number,
  maximumRecords: number,
  options: SruClientOptions,
): Promise<SruPage> {
  let page: SruPage;
  try {
    page = await sruSearch(target, { query, startRecord, maximumRecords }, options);
  } catch (error) {
    if (!(error instanceof SruClientError)) throw error;
    console.warn(`remote catalogue ${target.url}: ${error.kind} (${error.message})`);
    const key =
      error.kind === "timeout"
        ? "errors.remote_timeout"
        : error.kind === "unreachable"
          ? "errors.remote_unreachable"
          : "errors.remote_bad_answer";
    throw new ApiError(503, "remote_unavailable", key, { source: target.nome }, REMOTE_RETRY_AFTER_SECONDS);
  }
  // A fatal diagnostic comes without records: the target refused the query (or the schema).
  if (page.diagnostics.length && page.records.length === 0 && page.total === 0) {
    const d = page.diagnostics[0];
    const reason = [d.message, d.details].filter(Boolean).join(": ") || d.uri;
    throw new ApiError(422, "remote_refused", "errors.remote_refused", { source: target.nome, reason });
  }
  return page;
}

function yearOf(dates: string[]): number | null {
  for (const d of dates) {
    const m = /\b(1[5-9]\d\d|20\d\d)\b/.exec(d);
    if (m) return Number(m[1]);
  }
  return null;
}

function summary(marc: MarcRecord) {
  const dc = toDublinCore(marc);
  const all = (el: string) => dc.filter((d) => d.elemento === el).map((d) => d.valor);
  return {
    dc,
    titulo: all("dc:title")[0] ?? "",
    autor: all("dc:creator"),
    ano_publicacao: yearOf(all("dc:date")),
    tipo_obra: all("dc:type")[0] ?? null,
    idioma: all("dc:language")[0] ?? null,
  };
}

export async function remoteSearch(
  db: Queryable,
  code: number,
  request: { q: string; for: SearchBy; page: number; perPage: number },
  options: SruClientOptions = {},
): Promise<RemoteSearchResponse> {
  const target = await targetOf(db, code);
  const start = (request.page - 1) * request.perPage + 1;
  const page = await ask(target, remoteQuery(request.q, request.for), start, request.perPage, options);
  return {
    totalRegistros: page.total,
    fonte: source(target),
    registros: page.records.map(({ position, marc }): RemoteResultItem => {
      const s = summary(marc);
      return {
        posicao: position,
        titulo: s.titulo,
        autor: s.autor[0] ?? null,
        ano_publicacao: s.ano_publicacao,
        tipo_obra: s.tipo_obra,
        idioma: s.idioma,
      };
    }),
  };
}

export async function remoteRecord(
  db: Queryable,
  code: number,
  request: { q: string; for: SearchBy; pos: number },
  options: SruClientOptions = {},
): Promise<RemoteRecord> {
  const target = await targetOf(db, code);
  const page = await ask(target, remoteQuery(request.q, request.for), request.pos, 1, options);
  const found = page.records.find((r) => r.position === request.pos) ?? page.records[0];
  if (!found) throw new ApiError(404, "record_not_found", "errors.remote_record_gone", { source: target.nome });
  const s = summary(found.marc);
  return {
    posicao: request.pos,
    titulo: s.titulo,
    autor: s.autor,
    ano_publicacao: s.ano_publicacao,
    fonte: source(target),
    dublin_core: s.dc,
    marc: toMarcView(found.marc),
  };
}

/** The first records of a term in the remote catalogue of a database type; null when none is configured. */
export async function remoteProducts(db: Queryable, code: number, term: string, count: number) {
  const target = (await configuredTargets(db)).find((t) => t.codigo === code);
  if (!target) return null;
  const answer = await remoteSearch(db, code, { q: term, for: "LIVRE", page: 1, perPage: count });
  return { fonte: answer.fonte, total: answer.totalRegistros, registros: answer.registros };
}
