/**
 * The links block of a record (GET /api/acervo/{id}/links, docs/decisions/009). Every link goes
 * through an OPAC path, never straight to its address:
 * - public (P) links through /vinculos/publico/{id}/seq/{seq}/{descricao} (the spec's media
 *   path), whose loader records the access (POST /vinculos/estatistica-acesso) and redirects;
 * - restricted (AR) links through /acervo/{id}/restrito, the flow of document 1 §2;
 * - accessibility (AC) links through the same /vinculos/publico path, which asks for login first
 *   and gets a signed address from the service (document 1 §6: AR and AC ask for login first).
 */
import type { LinkFileExtension, LinkOut } from "../../../api/contract.ts";

export type LinkKind = "public" | "restricted" | "accessible";
export type MediaKind = "video" | "audio";

export interface LinkView {
  seq: number;
  kind: LinkKind;
  label: string;
  href: string;
  isPdf: boolean;
  media: MediaKind | null;
  /** For a public PDF kept by the service: its address, which the embedded viewer may show. */
  viewerUrl: string | null;
  /** The file's type, drawn as an icon beside the link (document 1's list of extensions). */
  extension: LinkFileExtension | null;
}

/** The kind of file an extension names, as the link's note says it in words. */
export type FileFamily = "pdf" | "document" | "spreadsheet" | "presentation" | "image" | "audio" | "video" | "archive";

const FAMILIES: Record<LinkFileExtension, FileFamily> = {
  pdf: "pdf",
  doc: "document",
  docx: "document",
  xls: "spreadsheet",
  xlsx: "spreadsheet",
  ppt: "presentation",
  pptx: "presentation",
  bmp: "image",
  png: "image",
  jpg: "image",
  jpeg: "image",
  mp3: "audio",
  wma: "audio",
  avi: "video",
  mpeg: "video",
  mp4: "video",
  wmv: "video",
  zip: "archive",
};

export function fileFamily(extension: LinkFileExtension): FileFamily {
  return FAMILIES[extension];
}

/** Where files of the service are served (api/catalogue/records/links.ts localFileUrl). */
const SERVICE_FILE = /^\/api\/vinculos\/arquivo\/\d+\/\d+$/;

/**
 * The address of a public PDF the embedded viewer can show: only files of the service (same
 * origin). A PDF elsewhere on the web may refuse to be framed, so it stays a plain link.
 */
export function embeddablePdfUrl(link: LinkOut): string | null {
  return link.tipo_link === "P" && link.is_pdf && SERVICE_FILE.test(link.url_link) ? link.url_link : null;
}

/** Document 1 §3: media_format MP4 is video, any other media is audio. */
export function mediaKind(link: { is_media: boolean; media_format: string | null }): MediaKind | null {
  if (!link.is_media) return null;
  return (link.media_format ?? "").trim().toUpperCase() === "MP4" ? "video" : "audio";
}

/** The readable last segment of the media path: the description in lower case, words joined by hyphens. */
export function descriptionSlug(description: string): string {
  const slug = description
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return slug || "link";
}

export function publicLinkPath(recordId: number, seq: number, description: string): string {
  return `/vinculos/publico/${recordId}/seq/${seq}/${descriptionSlug(description)}`;
}

export function restrictedFlowPath(recordId: number): string {
  return `/acervo/${recordId}/restrito`;
}

export function presentLinks(links: readonly LinkOut[], recordId: number): LinkView[] {
  return links.map((link) => {
    const kind: LinkKind = link.tipo_link === "AR" ? "restricted" : link.tipo_link === "AC" ? "accessible" : "public";
    const label = link.descricao.trim() || String(link.seq_paragrafo);
    return {
      seq: link.seq_paragrafo,
      kind,
      label,
      href: kind === "restricted" ? restrictedFlowPath(recordId) : publicLinkPath(recordId, link.seq_paragrafo, label),
      isPdf: link.is_pdf,
      media: mediaKind(link),
      viewerUrl: embeddablePdfUrl(link),
      extension: link.extensao,
    };
  });
}

/**
 * Where the OPAC may send a browser for a link: http(s) addresses and the service's own paths
 * (/api/…). A catalogued "javascript:" or "data:" address is never followed.
 */
export function isFollowableUrl(url: string): boolean {
  const value = url.trim();
  if (/^https?:\/\//i.test(value)) return true;
  return value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
}
