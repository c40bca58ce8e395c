/**
 * The OAI-PMH 2.0 data provider (https://www.openarchives.org/OAI/openarchivesprotocol.html;
 * decision 041). One function per verb, each returning the verb's element; `answer` checks the
 * arguments as §3.1.1 and §3.6 say and wraps the result or the errors in the envelope.
 */
import type { Queryable } from "../../core/db/db.ts";
import { encodeMarcXmlRecord } from "../../catalogue/marc/marcxml.ts";
import type { MarcRecord } from "../../catalogue/marc/record.ts";
import { workTypeLabel } from "../../core/labels.ts";
import { toDublinCore } from "../../catalogue/records/dublin-core.ts";
import { WORK_TYPE_CODES } from "../../catalogue/records/work-type.ts";
import { decodeToken, encodeToken, type ResumptionState } from "./token.ts";
import { el } from "./xml.ts";
import * as repo from "./oai.repository.ts";

export const OAI_ERROR_CODES = [
  "badArgument",
  "badResumptionToken",
  "badVerb",
  "cannotDisseminateFormat",
  "idDoesNotExist",
  "noRecordsMatch",
  "noMetadataFormats",
  "noSetHierarchy",
] as const;
export type OaiErrorCode = (typeof OAI_ERROR_CODES)[number];

export class OaiError extends Error {
  constructor(
    readonly code: OaiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const METADATA_FORMATS = {
  oai_dc: {
    schema: "http://www.openarchives.org/OAI/2.0/oai_dc.xsd",
    namespace: "http://www.openarchives.org/OAI/2.0/oai_dc/",
  },
  marc21: {
    schema: "http://www.loc.gov/standards/marcxml/schema/MARC21slim.xsd",
    namespace: "http://www.loc.gov/MARC21/slim",
  },
} as const;
type Prefix = keyof typeof METADATA_FORMATS;

export interface OaiOptions {
  /** The address harvesters use: the `baseURL` of Identify and the text of `request`. */
  baseUrl: string;
  /** The namespace part of identifiers, oai:<repositoryId>:<record id>. */
  repositoryId: string;
  /** Records (or headers, or sets) per page. */
  pageSize: number;
  /** Whether the repository offers sets at all; without them, set requests are noSetHierarchy. */
  sets: boolean;
}

const VERBS = ["Identify", "ListMetadataFormats", "ListSets", "GetRecord", "ListIdentifiers", "ListRecords"] as const;
type Verb = (typeof VERBS)[number];

/** Arguments each verb takes: required, optional, exclusive (§3.1.1 and each verb's section). */
const ARGS: Record<Verb, { required: string[]; optional: string[]; exclusive?: string }> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ["identifier"] },
  ListSets: { required: [], optional: [], exclusive: "resumptionToken" },
  GetRecord: { required: ["identifier", "metadataPrefix"], optional: [] },
  ListIdentifiers: { required: ["metadataPrefix"], optional: ["from", "until", "set"], exclusive: "resumptionToken" },
  ListRecords: { required: ["metadataPrefix"], optional: ["from", "until", "set"], exclusive: "resumptionToken" },
};

const SET_SPEC = /^[A-Za-z0-9\-_.!~*'()]+(:[A-Za-z0-9\-_.!~*'()]+)*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SECOND = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

export function identifierOf(opts: OaiOptions, id: number): string {
  return `oai:${opts.repositoryId}:${id}`;
}

function recordIdOf(opts: OaiOptions, identifier: string): number | null {
  const prefix = `oai:${opts.repositoryId}:`;
  if (!identifier.startsWith(prefix)) return null;
  const rest = identifier.slice(prefix.length);
  return /^[1-9]\d{0,9}$/.test(rest) && Number(rest) <= 2147483647 ? Number(rest) : null;
}

function setsOf(row: repo.OaiItemRow): string[] {
  return [...row.library_ids.map((id) => `library:${id}`), `type:${row.work_type}`];
}

/** A real instant at day or second granularity, or null. */
function parseStamp(value: string): { date: Date; day: boolean } | null {
  const day = DAY.test(value);
  if (!day && !SECOND.test(value)) return null;
  const date = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  // Reject 2026-02-31 and 25:00:00, which Date would roll over.
  const back = date.toISOString().slice(0, day ? 10 : 19) + (day ? "" : "Z");
  return back === value ? { date, day } : null;
}

function parseSet(set: string | null): Pick<repo.OaiSelection, "workType" | "libraryId" | "anyLibrary"> | "none" {
  if (set === null) return { workType: null, libraryId: null, anyLibrary: false };
  if (set === "library") return { workType: null, libraryId: null, anyLibrary: true };
  if (set === "type") return { workType: null, libraryId: null, anyLibrary: false };
  const m = /^(library|type):([1-9]\d{0,8})$/.exec(set);
  if (!m) return "none";
  return m[1] === "library"
    ? { workType: null, libraryId: Number(m[2]), anyLibrary: false }
    : { workType: Number(m[2]), libraryId: null, anyLibrary: false };
}

function header(opts: OaiOptions, row: repo.OaiItemRow): string {
  return (
    `<header${row.deleted ? ' status="deleted"' : ""}>` +
    el("identifier", {}, identifierOf(opts, row.id)) +
    el("datestamp", {}, row.datestamp) +
    setsOf(row)
      .map((s) => el("setSpec", {}, s))
      .join("") +
    `</header>`
  );
}

export function oaiDc(marc: MarcRecord): string {
  const body = toDublinCore(marc)
    .map(({ elemento, valor }) => el(elemento, {}, valor))
    .join("");
  return (
    `<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/"` +
    ` xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"` +
    ` xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai_dc/ http://www.openarchives.org/OAI/2.0/oai_dc.xsd">` +
    body +
    `</oai_dc:dc>`
  );
}

export function marc21(marc: MarcRecord): string {
  const record = encodeMarcXmlRecord(marc);
  return (
    `<record xmlns="http://www.loc.gov/MARC21/slim" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"` +
    ` xsi:schemaLocation="http://www.loc.gov/MARC21/slim http://www.loc.gov/standards/marcxml/schema/MARC21slim.xsd">` +
    record.slice("<record>".length)
  );
}

function recordXml(opts: OaiOptions, row: repo.OaiItemRow, prefix: Prefix): string {
  if (row.deleted || !row.marc) return `<record>${header(opts, row)}</record>`;
  const metadata = prefix === "oai_dc" ? oaiDc(row.marc) : marc21(row.marc);
  return `<record>${header(opts, row)}<metadata>${metadata}</metadata></record>`;
}

function resumption(token: string | null, sent: number, total: number): string {
  // The last page of a resumed list carries an empty token (§3.5).
  return el("resumptionToken", { completeListSize: total > 0 ? total : undefined, cursor: sent }, token ?? "");
}

interface Request {
  verb: Verb;
  args: Record<string, string>;
}

async function identify(db: Queryable, opts: OaiOptions): Promise<string> {
  const facts = await repo.repositoryFacts(db);
  const earliest = (await repo.earliestDatestamp(db)) ?? "1970-01-01T00:00:00Z";
  return (
    `<Identify>` +
    el("repositoryName", {}, facts.name ?? "Catálogo") +
    el("baseURL", {}, opts.baseUrl) +
    el("protocolVersion", {}, "2.0") +
    el("adminEmail", {}, facts.email ?? `biblioteca@${opts.repositoryId}`) +
    el("earliestDatestamp", {}, earliest) +
    el("deletedRecord", {}, "persistent") +
    el("granularity", {}, "YYYY-MM-DDThh:mm:ssZ") +
    `</Identify>`
  );
}

async function listMetadataFormats(db: Queryable, opts: OaiOptions, identifier?: string): Promise<string> {
  if (identifier !== undefined) {
    const id = recordIdOf(opts, identifier);
    const row = id === null ? undefined : await repo.findItem(db, id);
    if (!row) throw new OaiError("idDoesNotExist", `No record has the identifier ${identifier}.`);
    // A removed record has no metadata left to disseminate in any format.
    if (row.deleted) throw new OaiError("noMetadataFormats", `The record ${identifier} was deleted.`);
  }
  const formats = Object.entries(METADATA_FORMATS)
    .map(
      ([prefix, f]) =>
        `<metadataFormat>${el("metadataPrefix", {}, prefix)}${el("schema", {}, f.schema)}${el("metadataNamespace", {}, f.namespace)}</metadataFormat>`,
    )
    .join("");
  return `<ListMetadataFormats>${formats}</ListMetadataFormats>`;
}

async function listSets(db: Queryable, opts: OaiOptions, state: ResumptionState | null): Promise<string> {
  if (!opts.sets) throw new OaiError("noSetHierarchy", "This repository does not support sets.");
  const libraries = await repo.listLibraries(db);
  const all: [string, string][] = [
    ["library", "Bibliotecas"],
    ...libraries.map((l): [string, string] => [`library:${l.id}`, l.name]),
    ["type", "Tipos de obra"],
    ...WORK_TYPE_CODES.map((code): [string, string] => [`type:${code}`, workTypeLabel(code, "pt")]),
  ];
  const start = state?.sent ?? 0;
  const page = all.slice(start, start + opts.pageSize);
  const sent = start + page.length;
  const more = sent < all.length;
  const token =
    more || state
      ? resumption(
          more
            ? encodeToken({ verb: "ListSets", prefix: null, set: null, from: null, until: null, after: 0, sent })
            : null,
          start,
          all.length,
        )
      : "";
  return `<ListSets>${page.map(([spec, name]) => `<set>${el("setSpec", {}, spec)}${el("setName", {}, name)}</set>`).join("")}${token}</ListSets>`;
}

function checkPrefix(prefix: string): Prefix {
  if (prefix in METADATA_FORMATS) return prefix as Prefix;
  throw new OaiError("cannotDisseminateFormat", `The metadata format ${prefix} is not offered here.`);
}

async function getRecord(db: Queryable, opts: OaiOptions, identifier: string, prefixArg: string): Promise<string> {
  const id = recordIdOf(opts, identifier);
  const row = id === null ? undefined : await repo.findItem(db, id);
  if (!row) throw new OaiError("idDoesNotExist", `No record has the identifier ${identifier}.`);
  const prefix = checkPrefix(prefixArg);
  return `<GetRecord>${recordXml(opts, row, prefix)}</GetRecord>`;
}

async function list(
  db: Queryable,
  opts: OaiOptions,
  verb: "ListRecords" | "ListIdentifiers",
  state: Omit<ResumptionState, "v">,
  resumed: boolean,
): Promise<string> {
  const prefix = checkPrefix(state.prefix ?? "");
  let from: string | null = null;
  let untilExclusive: string | null = null;
  const f = state.from === null ? null : parseStamp(state.from);
  const u = state.until === null ? null : parseStamp(state.until);
  if ((state.from !== null && !f) || (state.until !== null && !u))
    throw new OaiError("badArgument", "from and until must be dates (YYYY-MM-DD) or UTC times (YYYY-MM-DDThh:mm:ssZ).");
  if (f && u && f.day !== u.day) throw new OaiError("badArgument", "from and until must have the same granularity.");
  if (f && u && f.date > u.date) throw new OaiError("badArgument", "from is later than until.");
  if (f) from = f.date.toISOString();
  // until is inclusive: the whole second, or the whole day.
  if (u) untilExclusive = new Date(u.date.getTime() + (u.day ? 86_400_000 : 1000)).toISOString();
  let setSel: ReturnType<typeof parseSet> = parseSet(null);
  if (state.set !== null) {
    if (!opts.sets) throw new OaiError("noSetHierarchy", "This repository does not support sets.");
    if (!SET_SPEC.test(state.set)) throw new OaiError("badArgument", `${state.set} is not a set specification.`);
    setSel = parseSet(state.set);
    if (setSel === "none" || (setSel.libraryId !== null && !(await repo.libraryExists(db, setSel.libraryId))))
      throw new OaiError("noRecordsMatch", `No set is called ${state.set}.`);
  }
  if (setSel === "none") throw new OaiError("noRecordsMatch", "No such set.");
  const sel: repo.OaiSelection = { from, untilExclusive, ...setSel };
  const rows = await repo.listItems(db, sel, state.after, opts.pageSize + 1, verb === "ListRecords");
  if (rows.length === 0) {
    if (resumed) throw new OaiError("badResumptionToken", "The list this token continues has no more records.");
    throw new OaiError("noRecordsMatch", "No record matches these arguments.");
  }
  const page = rows.slice(0, opts.pageSize);
  const more = rows.length > opts.pageSize;
  const body =
    verb === "ListRecords"
      ? page.map((row) => recordXml(opts, row, prefix)).join("")
      : page.map((row) => header(opts, row)).join("");
  let token = "";
  if (more || resumed) {
    const total = await repo.countItems(db, sel);
    const sent = state.sent + page.length;
    token = resumption(
      more ? encodeToken({ ...state, verb, after: page[page.length - 1].id, sent }) : null,
      state.sent,
      Math.max(total, sent),
    );
  }
  return `<${verb}>${body}${token}</${verb}>`;
}

/** Reads the verb and arguments or throws the errors §3.6 lists for them. */
function parseRequest(params: [string, string][]): Request {
  const verbs = params.filter(([k]) => k === "verb").map(([, v]) => v);
  if (verbs.length !== 1)
    throw new OaiError("badVerb", verbs.length ? "The verb is repeated." : "The verb is missing.");
  const verb = verbs[0];
  if (!(VERBS as readonly string[]).includes(verb)) throw new OaiError("badVerb", `${verb} is not an OAI-PMH verb.`);
  const spec = ARGS[verb as Verb];
  const args: Record<string, string> = {};
  for (const [k, v] of params) {
    if (k === "verb") continue;
    const allowed = spec.required.includes(k) || spec.optional.includes(k) || spec.exclusive === k;
    if (!allowed) throw new OaiError("badArgument", `${verb} does not take the argument ${k}.`);
    if (k in args) throw new OaiError("badArgument", `The argument ${k} is repeated.`);
    args[k] = v;
  }
  // Values the response would echo must have the protocol's syntax, or the echo is invalid.
  if (args.metadataPrefix !== undefined && !/^[A-Za-z0-9\-_.!~*'()]+$/.test(args.metadataPrefix))
    throw new OaiError("badArgument", `${args.metadataPrefix} is not a metadata prefix.`);
  if (args.set !== undefined && !SET_SPEC.test(args.set))
    throw new OaiError("badArgument", `${args.set} is not a set specification.`);
  if (args.identifier !== undefined && !/^[\x21-\x7e]+$/.test(args.identifier))
    throw new OaiError("badArgument", "An identifier is a URI: printable characters without spaces.");
  if (spec.exclusive && spec.exclusive in args) {
    if (Object.keys(args).length > 1)
      throw new OaiError("badArgument", `${spec.exclusive} is an exclusive argument: it comes alone.`);
  } else {
    const missing = spec.required.filter((k) => !(k in args));
    if (missing.length) throw new OaiError("badArgument", `${verb} needs the argument ${missing.join(", ")}.`);
  }
  return { verb: verb as Verb, args };
}

async function run(db: Queryable, opts: OaiOptions, req: Request): Promise<string> {
  const { verb, args } = req;
  switch (verb) {
    case "Identify":
      return identify(db, opts);
    case "ListMetadataFormats":
      return listMetadataFormats(db, opts, args.identifier);
    case "GetRecord":
      return getRecord(db, opts, args.identifier, args.metadataPrefix);
    case "ListSets": {
      if (args.resumptionToken === undefined) return listSets(db, opts, null);
      const state = decodeToken(args.resumptionToken);
      if (!state || state.verb !== "ListSets")
        throw new OaiError("badResumptionToken", "This resumption token is not valid.");
      return listSets(db, opts, state);
    }
    case "ListIdentifiers":
    case "ListRecords": {
      if (args.resumptionToken !== undefined) {
        const state = decodeToken(args.resumptionToken);
        if (!state || state.verb !== verb)
          throw new OaiError("badResumptionToken", "This resumption token is not valid.");
        return list(db, opts, verb, state, true);
      }
      return list(
        db,
        opts,
        verb,
        {
          verb,
          prefix: args.metadataPrefix,
          set: args.set ?? null,
          from: args.from ?? null,
          until: args.until ?? null,
          after: 0,
          sent: 0,
        },
        false,
      );
    }
  }
}

/** The whole response document for the request's parameters (query string or form body). */
export async function answer(
  db: Queryable,
  opts: OaiOptions,
  params: [string, string][],
  now = new Date(),
): Promise<string> {
  let request = el("request", {}, opts.baseUrl);
  let body: string;
  try {
    const req = parseRequest(params);
    // The request element echoes the arguments only when they were valid (§3.2).
    const echo: Record<string, string> = { verb: req.verb, ...req.args };
    try {
      body = await run(db, opts, req);
      request = el("request", echo, opts.baseUrl);
    } catch (error) {
      if (!(error instanceof OaiError)) throw error;
      if (error.code !== "badArgument") request = el("request", echo, opts.baseUrl);
      throw error;
    }
  } catch (error) {
    if (!(error instanceof OaiError)) throw error;
    body = el("error", { code: error.code }, error.message);
  }
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"` +
    ` xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">` +
    el("responseDate", {}, now.toISOString().slice(0, 19) + "Z") +
    request +
    body +
    `</OAI-PMH>\n`
  );
}
