/**
 * The harvester of the network catalogue (decision 041): for each endpoint the
 * operator listed (network_endpoint), ListRecords `from` the last success, following resumption
 * tokens, each page stored in one transaction into network_record, apart from the institution's
 * own records. A peer that is down is retried with back-off; a page that is not OAI-PMH (not
 * XML, an HTML error page, an OAI error other than noRecordsMatch) stops that endpoint's run and
 * is reported, keeping the pages already stored and the last success unchanged, so that the next
 * run asks again from the same point. Nothing a peer sends can crash the run.
 */
import type { Db } from "../../core/db/db.ts";
import type { DublinCoreElement } from "../../contract.ts";
import type { DataField, Field, MarcRecord } from "../../catalogue/marc/record.ts";
import { toDublinCore } from "../../catalogue/records/dublin-core.ts";
import * as repo from "./harvest.repository.ts";
import { child, children, parseXml, type XmlNode } from "./xml-tree.ts";

/** The operator's endpoints, for the network catalogue's desk calls and its schedule. */
export { findEndpoint, listEndpoints, removeEndpoint, upsertEndpoint, type EndpointRow } from "./harvest.repository.ts";

const MAX_BODY = 50 * 1024 * 1024;
const MAX_PAGES = 100_000;
const MAX_VALUE = 20_000;

export interface HarvestOptions {
  fetch?: (url: string) => Promise<Response>;
  retries?: number;
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  log?: (line: string) => void;
}

export interface HarvestReport {
  acronym: string;
  ok: boolean;
  pages: number;
  records: number;
  deleted: number;
  /** Why the run stopped early, in words an operator can act on. */
  error?: string;
}

class PeerError extends Error {}

async function fetchText(
  url: string,
  opts: Required<Pick<HarvestOptions, "fetch" | "retries" | "backoffMs" | "sleep">>,
) {
  let last = "";
  for (let attempt = 0; attempt <= opts.retries; attempt++) {
    if (attempt > 0) await opts.sleep(opts.backoffMs * 2 ** (attempt - 1));
    try {
      const res = await opts.fetch(url);
      if (res.status >= 500 || res.status === 429) {
        last = `HTTP ${res.status}`;
        continue;
      }
      if (!res.ok) throw new PeerError(`HTTP ${res.status}`);
      const text = await res.text();
      if (text.length > MAX_BODY) throw new PeerError("answer larger than 50 MB");
      return text;
    } catch (error) {
      if (error instanceof PeerError) throw error;
      last = error instanceof Error ? error.message : String(error);
    }
  }
  throw new PeerError(`unreachable after ${opts.retries + 1} attempts (${last})`);
}

const clip = (s: string) => s.trim().slice(0, MAX_VALUE);

function dublinCoreOf(metadata: XmlNode): DublinCoreElement[] {
  return metadata.children.filter((c) => c.text.trim()).map((c) => ({ elemento: `dc:${c.name}`, valor: clip(c.text) }));
}

/** A MARCXML <record> as the catalogue's MarcRecord; null when it has no usable leader. */
export function marcOf(record: XmlNode): MarcRecord | null {
  const leader = child(record, "leader")?.text ?? "";
  if (leader.length !== 24) return null;
  const fields: Field[] = [];
  for (const f of record.children) {
    const tag = (f.attrs.tag ?? "").slice(0, 3);
    if (!/^[0-9A-Za-z]{3}$/.test(tag)) continue;
    if (f.name === "controlfield") fields.push({ tag, value: clip(f.text) });
    else if (f.name === "datafield") {
      const field: DataField = {
        tag,
        ind1: (f.attrs.ind1 ?? " ").slice(0, 1) || " ",
        ind2: (f.attrs.ind2 ?? " ").slice(0, 1) || " ",
        subfields: children(f, "subfield").map((s) => ({
          code: (s.attrs.code ?? "").slice(0, 1),
          value: clip(s.text),
        })),
      };
      fields.push(field);
    }
  }
  return { leader, fields };
}

export interface ParsedPage {
  responseDate: string | null;
  records: repo.HarvestedRecord[];
  token: string | null;
  noRecords: boolean;
  /** Records of the page that could not be read, skipped. */
  skipped: number;
}

/** Reads one ListRecords answer; throws PeerError when it is not one. */
export function parseListRecords(xml: string, prefix: "oai_dc" | "marc21"): ParsedPage {
  let doc: XmlNode;
  try {
    doc = parseXml(xml);
  } catch (error) {
    throw new PeerError(`not well-formed XML (${error instanceof Error ? error.message.slice(0, 200) : "?"})`);
  }
  // Matched by local name: some repositories answer without the OAI namespace or with a prefix.
  const root = doc.children[0];
  if (!root || root.name !== "OAI-PMH") throw new PeerError("not an OAI-PMH answer");
  const responseDate = child(root, "responseDate")?.text.trim() || null;
  const errors = children(root, "error");
  if (errors.length) {
    if (errors.some((e) => e.attrs.code === "noRecordsMatch"))
      return { responseDate, records: [], token: null, noRecords: true, skipped: 0 };
    throw new PeerError(
      `OAI error ${errors
        .map((e) => `${e.attrs.code}: ${e.text.trim()}`)
        .join("; ")
        .slice(0, 300)}`,
    );
  }
  const list = child(root, "ListRecords");
  if (!list) throw new PeerError("no ListRecords element in the answer");
  const records: repo.HarvestedRecord[] = [];
  let skipped = 0;
  for (const rec of children(list, "record")) {
    const header = child(rec, "header");
    const identifier = child(header, "identifier")?.text.trim() ?? "";
    const datestamp = child(header, "datestamp")?.text.trim() ?? "";
    if (!identifier || identifier.length > 500 || !datestamp) {
      skipped++;
      continue;
    }
    if (header?.attrs.status === "deleted") {
      records.push({ identifier, datestamp, deleted: true, dc: [], marc: null });
      continue;
    }
    const payload = child(rec, "metadata")?.children[0];
    if (!payload) {
      skipped++;
      continue;
    }
    if (prefix === "marc21") {
      const marcNode = payload.name === "collection" ? child(payload, "record") : payload;
      const marc = marcNode ? marcOf(marcNode) : null;
      if (!marc) {
        skipped++;
        continue;
      }
      records.push({ identifier, datestamp, deleted: false, dc: toDublinCore(marc), marc });
    } else {
      records.push({ identifier, datestamp, deleted: false, dc: dublinCoreOf(payload), marc: null });
    }
  }
  const tokenNode = child(list, "resumptionToken");
  const token = tokenNode?.text.trim() || null;
  return { responseDate, records, token, noRecords: false, skipped };
}

function listUrl(endpoint: repo.EndpointRow, from: string | null, token: string | null): string {
  const url = new URL(endpoint.url);
  url.search = "";
  url.searchParams.set("verb", "ListRecords");
  if (token) url.searchParams.set("resumptionToken", token);
  else {
    url.searchParams.set("metadataPrefix", endpoint.metadata_prefix);
    if (endpoint.set_spec) url.searchParams.set("set", endpoint.set_spec);
    if (from) url.searchParams.set("from", from);
  }
  return url.toString();
}

/** Asks Identify for the granularity, so that `from` is sent as the peer understands it. */
async function granularityOf(
  endpoint: repo.EndpointRow,
  f: Required<Pick<HarvestOptions, "fetch" | "retries" | "backoffMs" | "sleep">>,
) {
  const url = new URL(endpoint.url);
  url.search = "?verb=Identify";
  try {
    const doc = parseXml(await fetchText(url.toString(), f));
    return child(child(doc.children[0], "Identify"), "granularity")?.text.trim() === "YYYY-MM-DD" ? "day" : "second";
  } catch (error) {
    if (error instanceof PeerError) throw error;
    throw new PeerError("Identify is not well-formed XML");
  }
}

export async function harvestEndpoint(
  db: Db,
  endpoint: repo.EndpointRow,
  options: HarvestOptions = {},
): Promise<HarvestReport> {
  const f = {
    fetch: options.fetch ?? ((url: string) => fetch(url, { signal: AbortSignal.timeout(60_000) })),
    retries: options.retries ?? 3,
    backoffMs: options.backoffMs ?? 2000,
    sleep: options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms))),
  };
  const report: HarvestReport = { acronym: endpoint.acronym, ok: false, pages: 0, records: 0, deleted: 0 };
  let startedAt: string | null = null;
  try {
    const granularity = endpoint.last_success_at ? await granularityOf(endpoint, f) : "second";
    const from = endpoint.last_success_at
      ? granularity === "day"
        ? endpoint.last_success_at.slice(0, 10)
        : endpoint.last_success_at
      : null;
    let token: string | null = null;
    do {
      if (report.pages >= MAX_PAGES) throw new PeerError("more than 100,000 pages: stopped");
      const page = parseListRecords(await fetchText(listUrl(endpoint, from, token), f), endpoint.metadata_prefix);
      startedAt ??=
        page.responseDate && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(page.responseDate)
          ? page.responseDate
          : new Date().toISOString().slice(0, 19) + "Z";
      if (page.token && page.token === token) throw new PeerError("the peer repeated its resumption token");
      await db.transaction((tx) => repo.storePage(tx, endpoint.id, page.records));
      report.pages++;
      report.records += page.records.filter((r) => !r.deleted).length;
      report.deleted += page.records.filter((r) => r.deleted).length;
      if (page.skipped) options.log?.(`${endpoint.acronym}: ${page.skipped} unreadable records skipped`);
      token = page.token;
    } while (token);
    report.ok = true;
    await repo.recordAttempt(db, endpoint.id, { success: startedAt, error: null });
  } catch (error) {
    if (!(error instanceof PeerError)) throw error;
    report.error = error.message;
    await repo.recordAttempt(db, endpoint.id, { success: null, error: error.message });
  }
  options.log?.(
    report.ok
      ? `${endpoint.acronym}: ${report.records} records, ${report.deleted} deletions in ${report.pages} pages`
      : `${endpoint.acronym}: FAILED after ${report.pages} pages: ${report.error}`,
  );
  return report;
}

/** Every endpoint, one after the other; one failing leaves the others harvested. */
export async function harvestAll(db: Db, options: HarvestOptions = {}): Promise<HarvestReport[]> {
  const reports: HarvestReport[] = [];
  for (const endpoint of await repo.listEndpoints(db)) reports.push(await harvestEndpoint(db, endpoint, options));
  return reports;
}
