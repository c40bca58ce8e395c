/**
 * The SRU server (SRU 2.0, https://docs.oasis-open.org/search-ws/searchRetrieve/v1.0/; SRU 1.2
 * answered in its own namespace; decision 058): `explain` and `searchRetrieve` over the catalogue,
 * with CQL read by ./cql.ts, searched through the catalogue's search service, and records written
 * by the writers /oai uses (MARCXML, Dublin Core). Every problem of the request is a diagnostic in
 * the document, answered with HTTP 200 as the protocol says.
 */
import type { ReadDb } from "../../core/db/db.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import { encodeMarcXmlRecord } from "../../catalogue/marc/marcxml.ts";
import type { MarcRecord } from "../../catalogue/marc/record.ts";
import { toDublinCore } from "../../catalogue/records/dublin-core.ts";
import { SearchQuerySchema, type SearchCriteria } from "../../catalogue/search/criteria.ts";
import { recordsMarc } from "../../catalogue/search/search-options.service.ts";
import { search } from "../../catalogue/search/search.service.ts";
import { esc, el } from "../oai/xml.ts";
import { CqlError, parseCql } from "./cql.ts";
import { cqlToCriteria, SRU_INDEXES } from "./cql-criteria.ts";

export const SRU_NS = {
  "2.0": {
    response: "http://docs.oasis-open.org/ns/search-ws/sruResponse",
    diagnostic: "http://docs.oasis-open.org/ns/search-ws/diagnostic",
  },
  "1.2": { response: "http://www.loc.gov/zing/srw/", diagnostic: "http://www.loc.gov/zing/srw/diagnostic/" },
} as const;
type Version = keyof typeof SRU_NS;

/** The record schemas, by the short names and the identifiers clients send. */
const SCHEMAS = {
  marcxml: { id: "info:srw/schema/1/marcxml-v1.1", title: "MARCXML", aliases: ["marcxml", "marc21", "marc"] },
  dc: { id: "info:srw/schema/1/dc-v1.1", title: "Dublin Core", aliases: ["dc", "info:srw/schema/1/dc-schema"] },
} as const;
type Schema = keyof typeof SCHEMAS;

export const DEFAULT_RECORDS = 10;
/** maximumRecords above this is answered with this many (and the echoed request says what was asked). */
export const MAX_RECORDS = 50;

export interface SruOptions {
  /** The server's address, for explain's serverInfo. */
  baseUrl: string;
}

/** Diagnostic messages, by number (the SRU diagnostics list). */
const MESSAGES: Record<number, string> = {
  1: "General system error",
  4: "Unsupported operation",
  5: "Unsupported version",
  6: "Unsupported parameter value",
  7: "Mandatory parameter not supplied",
  8: "Unsupported parameter",
  10: "Query syntax error",
  16: "Unsupported index",
  19: "Unsupported relation",
  20: "Unsupported relation modifier",
  27: "Empty term unsupported",
  28: "Masking character not supported",
  36: "Term in invalid format for index or relation",
  37: "Unsupported boolean operator",
  46: "Unsupported boolean modifier",
  48: "Query feature unsupported",
  61: "First record position out of range",
  66: "Unknown schema for retrieval",
  71: "Unsupported record packing",
  80: "Sort not supported",
};

class Diagnostic extends Error {
  constructor(
    readonly code: number,
    readonly details: string,
  ) {
    super(MESSAGES[code] ?? "");
  }
}

function diagnosticXml(version: Version, d: Diagnostic): string {
  return (
    `<diag:diagnostic xmlns:diag="${SRU_NS[version].diagnostic}">` +
    el("diag:uri", {}, `info:srw/diagnostic/1/${d.code}`) +
    (d.details ? el("diag:details", {}, d.details) : "") +
    el("diag:message", {}, MESSAGES[d.code] ?? "") +
    `</diag:diagnostic>`
  );
}

/** A record as Dublin Core in SRU's own schema (srw_dc), from the record's DC view (as /oai's oai_dc). */
export function srwDc(marc: MarcRecord): string {
  return (
    `<srw_dc:dc xmlns:srw_dc="info:srw/schema/1/dc-schema" xmlns:dc="http://purl.org/dc/elements/1.1/">` +
    toDublinCore(marc)
      .map(({ elemento, valor }) => el(elemento, {}, valor))
      .join("") +
    `</srw_dc:dc>`
  );
}

function marcXml(marc: MarcRecord): string {
  return `<record xmlns="http://www.loc.gov/MARC21/slim">${encodeMarcXmlRecord(marc).slice("<record>".length)}`;
}

function schemaOf(name: string | undefined): Schema {
  if (name === undefined || name === "") return "marcxml";
  const wanted = name.toLowerCase();
  for (const [key, s] of Object.entries(SCHEMAS) as [Schema, (typeof SCHEMAS)[Schema]][]) {
    if (s.id === wanted || (s.aliases as readonly string[]).includes(wanted)) return key;
  }
  throw new Diagnostic(66, name);
}

function positive(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value === "") return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) < min) throw new Diagnostic(6, name);
  return Number(value);
}

const PARAMS_2 = new Set([
  "operation",
  "version",
  "query",
  "queryType",
  "startRecord",
  "maximumRecords",
  "recordSchema",
  "recordXMLEscaping",
  "recordPacking",
  "resultSetTTL",
  "stylesheet",
  "httpAccept",
]);

/** Which version answers: 1.1 and 1.2 in SRU 1.2's namespace; 2.0 or none in 2.0's. */
function versionOf(params: Map<string, string>): Version | Diagnostic {
  const asked = params.get("version");
  if (asked === undefined || asked === "2.0") return "2.0";
  if (asked === "1.2" || asked === "1.1") return "1.2";
  return new Diagnostic(5, asked);
}

/**
 * The criteria of a searchRetrieve: the CQL as rows, the page of the search service that holds
 * the records asked for. The service pages by page and size, SRU by first position and count, so
 * two pages of `count` records are read when the first position is not on a page boundary.
 */
function criteriaOf(query: string, page: number, perPage: number): SearchCriteria {
  let read;
  try {
    read = cqlToCriteria(parseCql(query));
  } catch (error) {
    if (error instanceof CqlError) throw new Diagnostic(error.diagnostic, error.details);
    throw error;
  }
  const base = SearchQuerySchema.parse({});
  const hasTerm = read.rows.length > 0;
  return {
    ...base,
    rows: read.rows,
    termType: read.termType,
    extra: { ...base.extra, year: read.year },
    page,
    perPage,
    order: hasTerm ? "relevancia" : "ano_desc",
  };
}

/** The request as the response echoes it (echoedSearchRetrieveRequest). */
function echoOf(version: Version, params: Map<string, string>): string {
  const names = [
    "query",
    "startRecord",
    "maximumRecords",
    version === "2.0" ? "recordXMLEscaping" : "recordPacking",
    "recordSchema",
  ];
  const echoed: [string, string][] = [["version", version]];
  for (const name of names) {
    const value = params.get(name);
    if (value !== undefined) echoed.push([name, value]);
  }
  return (
    `<zs:echoedSearchRetrieveRequest>` +
    echoed.map(([k, v]) => el(`zs:${k}`, {}, v)).join("") +
    `</zs:echoedSearchRetrieveRequest>`
  );
}

async function searchRetrieve(db: ReadDb, version: Version, params: Map<string, string>): Promise<string> {
  const query = params.get("query");
  const schemaName = params.get("recordSchema");
  const escaping = params.get(version === "2.0" ? "recordXMLEscaping" : "recordPacking") ?? "xml";
  const start = params.get("startRecord");
  const max = params.get("maximumRecords");
  if (query === undefined || query.trim() === "") throw new Diagnostic(7, "query");
  const startRecord = positive("startRecord", start, 1, 1);
  const count = Math.min(positive("maximumRecords", max, DEFAULT_RECORDS, 0), MAX_RECORDS);
  const schema = schemaOf(schemaName);
  if (escaping !== "xml" && escaping !== "string") throw new Diagnostic(71, escaping);
  for (const name of params.keys()) if (!PARAMS_2.has(name) && !name.startsWith("x-")) throw new Diagnostic(8, name);
  if (params.has("queryType") && params.get("queryType") !== "cql") throw new Diagnostic(6, "queryType");

  const size = Math.max(count, 1);
  const first = Math.floor((startRecord - 1) / size) + 1;
  if (first > 10_000) throw new Diagnostic(61, String(startRecord));
  const answer = await search(db, criteriaOf(query, first, size), "pt");
  const total = answer.totalRegistros;
  let ids = answer.registros.map((r) => r.cod_acervo);
  const offset = (startRecord - 1) % size;
  if (count > 0 && offset + count > size && startRecord - 1 + size < total && first < 10_000) {
    const next = await search(db, criteriaOf(query, first + 1, size), "pt");
    ids = [...ids, ...next.registros.map((r) => r.cod_acervo)];
  }
  ids = count === 0 ? [] : ids.slice(offset, offset + count);
  if (total > 0 && startRecord > total) throw Object.assign(new Diagnostic(61, String(startRecord)), { total });

  const byId = new Map((await recordsMarc(db, ids)).map((r) => [r.id, r.marc]));
  const records = ids
    .filter((id) => byId.has(id))
    .map((id, i) => {
      const marc = byId.get(id)!;
      const xml = schema === "dc" ? srwDc(marc) : marcXml(marc);
      return (
        `<zs:record>` +
        el("zs:recordSchema", {}, SCHEMAS[schema].id) +
        el(version === "2.0" ? "zs:recordXMLEscaping" : "zs:recordPacking", {}, escaping) +
        `<zs:recordData>${escaping === "string" ? esc(xml) : xml}</zs:recordData>` +
        el("zs:recordPosition", {}, startRecord + i) +
        `</zs:record>`
      );
    });
  const nextPosition = startRecord + records.length;
  return (
    el("zs:numberOfRecords", {}, total) +
    (records.length ? `<zs:records>${records.join("")}</zs:records>` : "") +
    (records.length && nextPosition <= total ? el("zs:nextRecordPosition", {}, nextPosition) : "")
  );
}

function explain(version: Version, opts: SruOptions, title: string): string {
  const url = new URL(opts.baseUrl);
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  const indexes = Object.keys(SRU_INDEXES)
    .map((name) => {
      const [set, index] = name.split(".");
      return `<zr:index><zr:title>${esc(name)}</zr:title><zr:map><zr:name set="${esc(set)}">${esc(index)}</zr:name></zr:map></zr:index>`;
    })
    .join("");
  const schemas = Object.entries(SCHEMAS)
    .map(
      ([name, s]) =>
        `<zr:schema identifier="${esc(s.id)}" name="${esc(name)}" retrieve="true"><zr:title>${esc(s.title)}</zr:title></zr:schema>`,
    )
    .join("");
  const explainRecord =
    `<zr:explain xmlns:zr="http://explain.z3950.org/dtd/2.0/">` +
    `<zr:serverInfo protocol="SRU" version="${version}" transport="${esc(url.protocol.replace(":", ""))}">` +
    el("zr:host", {}, url.hostname) +
    el("zr:port", {}, port) +
    el("zr:database", {}, url.pathname.replace(/^\//, "")) +
    `</zr:serverInfo>` +
    `<zr:databaseInfo>${el("zr:title", { lang: "pt", primary: "true" }, title)}</zr:databaseInfo>` +
    `<zr:indexInfo>` +
    `<zr:set name="cql" identifier="info:srw/cql-context-set/1/cql-v1.2"/>` +
    `<zr:set name="dc" identifier="info:srw/cql-context-set/1/dc-v1.1"/>` +
    `<zr:set name="bath" identifier="http://zing.z3950.org/cql/bath/2.0/"/>` +
    indexes +
    `</zr:indexInfo>` +
    `<zr:schemaInfo>${schemas}</zr:schemaInfo>` +
    `<zr:configInfo>` +
    el("zr:default", { type: "numberOfRecords" }, DEFAULT_RECORDS) +
    el("zr:setting", { type: "maximumRecords" }, MAX_RECORDS) +
    `</zr:configInfo>` +
    `</zr:explain>`;
  return (
    `<zs:record>` +
    el("zs:recordSchema", {}, "http://explain.z3950.org/dtd/2.0/") +
    el(version === "2.0" ? "zs:recordXMLEscaping" : "zs:recordPacking", {}, "xml") +
    `<zs:recordData>${explainRecord}</zs:recordData>` +
    `</zs:record>`
  );
}

function envelope(version: Version, element: string, body: string, diagnostics: Diagnostic[]): string {
  const ns = SRU_NS[version].response;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<zs:${element} xmlns:zs="${ns}">` +
    (version === "1.2" ? el("zs:version", {}, "1.2") : "") +
    body +
    (diagnostics.length
      ? `<zs:diagnostics>${diagnostics.map((d) => diagnosticXml(version, d)).join("")}</zs:diagnostics>`
      : "") +
    `</zs:${element}>\n`
  );
}

/** The whole response document for the request's parameters (query string or form body). */
export async function answerSru(db: ReadDb, opts: SruOptions, pairs: [string, string][]): Promise<string> {
  const params = new Map<string, string>();
  for (const [k, v] of pairs) if (!params.has(k)) params.set(k, v);
  const version = versionOf(params);
  if (version instanceof Diagnostic) return envelope("1.2", "explainResponse", "", [version]);
  // SRU 2.0: without an operation a query asks for searchRetrieve, its absence for explain.
  const operation = params.get("operation") ?? (params.has("query") ? "searchRetrieve" : "explain");
  if (operation === "explain") {
    const title = (await institutionParams(db, ["nome_instituicao"])).nome_instituicao || "Catálogo";
    return envelope(version, "explainResponse", explain(version, opts, title), []);
  }
  if (operation !== "searchRetrieve") return envelope(version, "explainResponse", "", [new Diagnostic(4, operation)]);
  const echo = echoOf(version, params);
  try {
    return envelope(version, "searchRetrieveResponse", (await searchRetrieve(db, version, params)) + echo, []);
  } catch (error) {
    if (!(error instanceof Diagnostic)) throw error;
    const total = (error as Diagnostic & { total?: number }).total ?? 0;
    return envelope(version, "searchRetrieveResponse", el("zs:numberOfRecords", {}, total) + echo, [error]);
  }
}
