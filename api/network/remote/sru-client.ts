/**
 * An SRU client (searchRetrieve over HTTP GET, SRU 2.0 or 1.2; decision 058) for the remote
 * catalogues of ./remote-settings.ts. Another server's answer is hostile input: the body is read
 * up to MAX_BODY_BYTES, the envelope through the bounded tree of the OAI harvester
 * (../oai/xml-tree.ts), and the records through the catalogue's own MARCXML reader with its
 * limits (api/catalogue/marc/marcxml.ts). Every failure is an SruClientError of a kind the
 * service turns into a message a person can act on.
 */
import { readMarcXml } from "../../catalogue/marc/marcxml.ts";
import type { MarcRecord } from "../../catalogue/marc/record.ts";
import { child, children, parseXml, type XmlNode } from "../oai/xml-tree.ts";
import type { RemoteTarget } from "./remote-settings.ts";

/** A page of results is a few hundred kilobytes; more than this is not an answer to a search. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** How long a person waits for another catalogue before being told it did not answer. */
export const DEFAULT_TIMEOUT_MS = 8000;

export type SruFailure = "timeout" | "unreachable" | "status" | "malformed";

export class SruClientError extends Error {
  constructor(
    readonly kind: SruFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface SruDiagnostic {
  uri: string;
  message: string;
  details: string;
}

export interface SruPage {
  total: number;
  records: { position: number; marc: MarcRecord }[];
  diagnostics: SruDiagnostic[];
}

export interface SruRequest {
  query: string;
  startRecord: number;
  maximumRecords: number;
}

export interface SruClientOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * A term for CQL: one plain word as it is (the form every server reads), anything else quoted, with
 * backslashes and quotes escaped and masking characters taken literally.
 */
export function cqlTerm(term: string): string {
  if (/^[\p{L}\p{N}_-]+$/u.test(term) && !/^(and|or|not|prox|sortby)$/i.test(term)) return term;
  return `"${term.replace(/[\\"*?^]/g, (c) => `\\${c}`)}"`;
}

export function searchUrl(target: RemoteTarget, request: SruRequest): string {
  const params = new URLSearchParams({
    operation: "searchRetrieve",
    version: target.versao,
    query: request.query,
    startRecord: String(request.startRecord),
    maximumRecords: String(request.maximumRecords),
    recordSchema: target.esquema,
    [target.versao === "2.0" ? "recordXMLEscaping" : "recordPacking"]: "xml",
  });
  return `${target.url}?${params}`;
}

async function readBody(response: Response): Promise<Uint8Array> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw new SruClientError("malformed", "answer too large");
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new SruClientError("malformed", "answer too large");
    }
    parts.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    body.set(part, at);
    at += part.byteLength;
  }
  return body;
}

const text = (node: XmlNode | undefined) => node?.text.trim() ?? "";

async function marcRecords(xml: Uint8Array | string): Promise<(MarcRecord | null)[]> {
  const bytes = typeof xml === "string" ? new TextEncoder().encode(xml) : xml;
  const found: (MarcRecord | null)[] = [];
  try {
    for await (const result of readMarcXml(
      (async function* () {
        yield bytes;
      })(),
    )) {
      found.push(result.ok ? result.record : null);
    }
  } catch {
    throw new SruClientError("malformed", "records not readable as MARCXML");
  }
  return found;
}

function diagnosticsOf(parent: XmlNode | undefined): SruDiagnostic[] {
  return children(child(parent, "diagnostics"), "diagnostic").map((d) => ({
    uri: text(child(d, "uri")),
    message: text(child(d, "message")),
    details: text(child(d, "details")),
  }));
}

/** Reads a searchRetrieveResponse: its count, its MARCXML records by position, its diagnostics. */
export async function readSearchResponse(body: Uint8Array, startRecord: number): Promise<SruPage> {
  let root: XmlNode | undefined;
  try {
    root = parseXml(new TextDecoder("utf-8").decode(body)).children[0];
  } catch {
    throw new SruClientError("malformed", "not well-formed XML");
  }
  if (root?.name !== "searchRetrieveResponse") throw new SruClientError("malformed", "not an SRU answer");
  const total = Number(text(child(root, "numberOfRecords")));
  if (!Number.isSafeInteger(total) || total < 0) throw new SruClientError("malformed", "no numberOfRecords");
  const inline: number[] = [];
  const packed: { position: number; xml: string }[] = [];
  children(child(root, "records"), "record").forEach((record, i) => {
    const position = Number(text(child(record, "recordPosition"))) || startRecord + i;
    const data = child(record, "recordData");
    if (data?.children.some((c) => c.name === "record")) inline.push(position);
    else if (data && data.children.length === 0 && data.text.trim().startsWith("<"))
      packed.push({ position, xml: data.text });
  });
  const records: SruPage["records"] = [];
  if (inline.length) {
    const read = await marcRecords(body);
    inline.forEach((position, i) => {
      const marc = read[i];
      if (marc) records.push({ position, marc });
    });
  }
  for (const { position, xml } of packed) {
    const [marc] = await marcRecords(xml);
    if (marc) records.push({ position, marc });
  }
  records.sort((a, b) => a.position - b.position);
  return { total, records, diagnostics: diagnosticsOf(root) };
}

async function fetchBody(url: string, options: SruClientOptions): Promise<Uint8Array> {
  const fetcher = options.fetch ?? fetch;
  try {
    const response = await fetcher(url, {
      headers: { accept: "application/xml, text/xml" },
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new SruClientError("status", `HTTP ${response.status}`);
    }
    return await readBody(response);
  } catch (error) {
    if (error instanceof SruClientError) throw error;
    if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
      throw new SruClientError("timeout", "no answer in time");
    throw new SruClientError("unreachable", error instanceof Error ? error.message : String(error));
  }
}

/**
 * One searchRetrieve of a target. A connection that fails is tried once more at once: a kept-alive
 * connection the server closed while idle fails the first request sent on it, and a person should
 * not be told the catalogue is unreachable for that.
 */
export async function sruSearch(
  target: RemoteTarget,
  request: SruRequest,
  options: SruClientOptions = {},
): Promise<SruPage> {
  const url = searchUrl(target, request);
  let body: Uint8Array;
  try {
    body = await fetchBody(url, options);
  } catch (error) {
    if (!(error instanceof SruClientError) || error.kind !== "unreachable") throw error;
    body = await fetchBody(url, options);
  }
  return readSearchResponse(body, request.startRecord);
}
