/**
 * The links of a record (856 $u), Pergamum's "vínculos", and how each may be opened.
 *
 * Kinds (LinkOut.tipo_link, docs/decisions/009-links-and-restricted-access.md):
 * - AR, restricted: the description ($y, else $3, else $z), trimmed and lower-cased, is
 *   "acesso restrito" or "acesso restrito - visualizar" (document 1, /acervo/{id}/restrito), or
 *   the nonpublic note $x says "AR" ("acesso restrito");
 * - AC, accessibility (an accessible version, for registered patrons): $x "AC" ("acessibilidade");
 * - P, public: anything else.
 * AR and AC links ask for login first (document 1 §6), so their address never leaves the service
 * in public calls: `url_link` is empty, and the address comes from POST /vinculos/acesso-restrito.
 *
 * A $u of the form "/vinculos/<path>" (Pergamum's own path for digital objects) names a file kept
 * by the service in VINCULOS_DIR; it is served at /api/vinculos/arquivo/{codAcervo}/{seq}.
 */
import { LINK_FILE_EXTENSIONS, type LinkFileExtension } from "./records.calls.ts";
import type { LinkOut } from "../../contract.ts";
import { dataFields, subfield, subfieldValues, type DataField, type MarcRecord } from "../marc/record.ts";

const MEDIA = /\.(mp4|m4v|webm|ogv|mp3|ogg|oga|wav|m4a)(\?|#|$)/i;
const VIDEO = new Set(["mp4", "m4v", "webm", "ogv"]);
const PDF = /\.pdf(\?|#|$)/i;
/** Pergamum marks restricted links by their description (document 1, /acervo/{id}/restrito). */
const RESTRICTED_DESCRIPTIONS = new Set(["acesso restrito", "acesso restrito - visualizar"]);
const RESTRICTED_MARKS = new Set(["ar", "acesso restrito"]);
const ACCESSIBLE_MARKS = new Set(["ac", "acessibilidade", "acessível", "acessivel"]);
/** Where $u names a file of the service rather than an address on the web. */
export const LOCAL_PREFIX = "/vinculos/";

export type LinkType = LinkOut["tipo_link"];

/** A link as the service knows it: the public shape plus where it really leads. */
export interface RecordLink extends LinkOut {
  /** The address as catalogued ($u). */
  url: string;
  /** For a file of the service: its path under VINCULOS_DIR. */
  localPath?: string;
}

export function isRestrictedDescription(description: string): boolean {
  return RESTRICTED_DESCRIPTIONS.has(description.trim().toLowerCase());
}

function linkType(description: string, marks: string[]): LinkType {
  const lower = marks.map((m) =>
    m
      .trim()
      .toLowerCase()
      .replace(/[.;,]$/, ""),
  );
  if (isRestrictedDescription(description) || lower.some((m) => RESTRICTED_MARKS.has(m))) return "AR";
  if (lower.some((m) => ACCESSIBLE_MARKS.has(m))) return "AC";
  return "P";
}

const ICON_EXTENSIONS: ReadonlySet<string> = new Set(LINK_FILE_EXTENSIONS);

/** The extension of the address's last path segment, when the catalogue has an icon for it. */
export function linkFileExtension(url: string, isPdf: boolean): LinkFileExtension | null {
  const lastSegment =
    url
      .replace(/[?#].*$/, "")
      .split("/")
      .at(-1) ?? "";
  const extension = /\.([a-z0-9]{2,5})$/i.exec(lastSegment)?.[1]?.toLowerCase();
  if (extension !== undefined && ICON_EXTENSIONS.has(extension)) return extension as LinkFileExtension;
  return isPdf ? "pdf" : null;
}

function descriptionOf(field: DataField, url: string): string {
  return (subfield(field, "y") ?? subfield(field, "3") ?? subfield(field, "z") ?? url).trim();
}

/** The kind of link an 856 makes (AR, AC or P), from its description and $x. */
export function fieldLinkType(field: DataField): LinkType {
  return linkType(descriptionOf(field, subfield(field, "u")?.trim() ?? ""), subfieldValues(field, "x"));
}

/**
 * The address of an 856 that anyone may see and follow: a public link to the web (http or
 * https). Restricted and accessibility links, files of the service and other schemes are not.
 * For presenters that show or cite addresses (record data, Dublin Core, references).
 */
export function publicWebAddress(field: DataField): string | undefined {
  const url = subfield(field, "u")?.trim();
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  return fieldLinkType(field) === "P" ? url : undefined;
}

/** Every link of the record, in field order; `seq_paragrafo` is the occurrence number of the 856. */
export function recordLinksInternal(record: MarcRecord): RecordLink[] {
  const links: RecordLink[] = [];
  dataFields(record, "856").forEach((field, index) => {
    const url = subfield(field, "u")?.trim();
    if (!url) return;
    const descricao = descriptionOf(field, url);
    const mime = subfield(field, "q")?.toLowerCase() ?? "";
    const isPdf = mime.includes("pdf") || PDF.test(url);
    const mediaMatch = url.match(MEDIA);
    const isMedia = Boolean(mediaMatch) || mime.startsWith("video/") || mime.startsWith("audio/");
    const ext = mediaMatch?.[1]?.toLowerCase();
    const video = (ext !== undefined && VIDEO.has(ext)) || mime.startsWith("video/");
    const localPath = url.startsWith(LOCAL_PREFIX) ? url.slice(LOCAL_PREFIX.length) : undefined;
    links.push({
      seq_paragrafo: index + 1,
      tipo_link: linkType(descricao, subfieldValues(field, "x")),
      descricao,
      url_link: url,
      is_pdf: isPdf,
      is_media: isMedia,
      media_format: isMedia ? (video ? "MP4" : "AUDIO") : null,
      download_pdf: isPdf ? "S" : "N",
      extensao: linkFileExtension(url, isPdf),
      url,
      localPath,
    });
  });
  return links;
}

/** The service's address of a file link. */
export function localFileUrl(recordId: number, seq: number): string {
  return `/api/vinculos/arquivo/${recordId}/${seq}`;
}

/**
 * The links as public calls show them: AR and AC links without their address; files of the
 * service at their service path. Without `recordId` a file link keeps its catalogued path.
 */
export function recordLinks(record: MarcRecord, recordId?: number): LinkOut[] {
  return recordLinksInternal(record).map(({ url, localPath, ...link }) => {
    let url_link = url;
    if (link.tipo_link !== "P") url_link = "";
    else if (localPath !== undefined && recordId !== undefined) url_link = localFileUrl(recordId, link.seq_paragrafo);
    return { ...link, url_link };
  });
}

/** True when the record has an accessibility (AC) link: possui_acessibilidade "S". */
export function hasAccessibleLink(record: MarcRecord): boolean {
  return recordLinksInternal(record).some((l) => l.tipo_link === "AC");
}

/** True when the record has a restricted (AR) link: /acervo/{id}/restrito sends the reader to login or to /acesso-restrito. */
export function hasRestrictedLink(record: MarcRecord): boolean {
  return recordLinksInternal(record).some((l) => l.tipo_link === "AR");
}
