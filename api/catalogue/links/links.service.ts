/**
 * Links of a record and restricted access (document 1 §2 /acervo/{id}/restrito,
 * /acesso-restrito/{id}, /vinculos/publico/…; document 2 §7 "Links and authority").
 * See docs/decisions/009-links-and-restricted-access.md.
 */
import type { ApiConfig } from "../../core/config.ts";
import type { Queryable } from "../../core/db/db.ts";
import type { LinkAccessResponse, RestrictedFlag, RestrictedLinksResponse } from "../../contract.ts";
import { ApiError } from "../../core/errors.ts";
import { localFileUrl, recordLinksInternal, type RecordLink } from "../records/links.ts";
import { requireRecord } from "../records/record.service.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import { insertLinkAccess, patronCategory } from "./links.repository.ts";
import { resolveLinkFile, signFileToken, verifyFileToken, type LinkFile } from "./link-files.ts";

export interface ClientInfo {
  browser?: string;
  device?: string;
  os?: string;
}

async function requireLink(db: Queryable, recordId: number, seq: number): Promise<RecordLink> {
  const record = await requireRecord(db, recordId);
  const link = recordLinksInternal(record.marc).find((l) => l.seq_paragrafo === seq);
  if (!link) throw new ApiError(404, "link_not_found", "errors.link_not_found", { id: recordId, seq });
  return link;
}

/**
 * The institution parameter naming the patron categories that may see restricted material (a
 * comma-separated list); absent or empty, every patron may. Anyone else is told they have no
 * permission to view the collection (document 2 §9, decision 065).
 */
export const RESTRICTED_CATEGORIES_PARAM = "categorias_acesso_restrito";

export async function assertMayViewRestricted(db: Queryable, patronId: number): Promise<void> {
  const { [RESTRICTED_CATEGORIES_PARAM]: value } = await institutionParams(db, [RESTRICTED_CATEGORIES_PARAM]);
  const allowed = (value ?? "")
    .split(",")
    .map((c) => c.trim())
    .filter(Boolean);
  if (allowed.length === 0) return;
  const category = await patronCategory(db, patronId);
  if (category === undefined || !allowed.includes(category)) {
    throw new ApiError(403, "collection_forbidden", "errors.collection_forbidden");
  }
}

export async function recordRestricted(db: Queryable, id: number): Promise<RestrictedFlag> {
  const record = await requireRecord(db, id);
  return { restrito: recordLinksInternal(record.marc).some((l) => l.tipo_link === "AR") };
}

/** The restricted links of a record, without their addresses (those come one at a time from accessLink). */
export async function restrictedLinks(db: Queryable, id: number, patronId: number): Promise<RestrictedLinksResponse> {
  const record = await requireRecord(db, id);
  await assertMayViewRestricted(db, patronId);
  return {
    links: recordLinksInternal(record.marc)
      .filter((l) => l.tipo_link === "AR")
      .map((l) => ({
        seq_paragrafo: l.seq_paragrafo,
        descricao: l.descricao,
        is_pdf: l.is_pdf,
        is_media: l.is_media,
        media_format: l.media_format,
      })),
  };
}

/** Where a link leads for this request: a file of the service gets its address, signed when the link is not public. */
/**
 * Where a browser may be sent for a link: an http(s) address, or a path of this site, as the OPAC
 * follows (app/features/record/links.ts isFollowableUrl). A catalogued "javascript:" or "data:"
 * address is never redirected to (decision 035): the link reads as absent.
 */
function followable(url: string): boolean {
  const value = url.trim();
  if (/^https?:\/\//i.test(value)) return true;
  return value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
}

function destination(link: RecordLink, recordId: number, config: ApiConfig): { url: string; expires: Date | null } {
  if (link.localPath === undefined) {
    if (!followable(link.url)) {
      throw new ApiError(404, "link_not_found", "errors.link_not_found", { id: recordId, seq: link.seq_paragrafo });
    }
    return { url: link.url, expires: null };
  }
  const base = localFileUrl(recordId, link.seq_paragrafo);
  if (link.tipo_link === "P") return { url: base, expires: null };
  const { token, expires } = signFileToken(config.tokenSecret, recordId, link.seq_paragrafo);
  return { url: `${base}?t=${encodeURIComponent(token)}`, expires };
}

async function recordAccess(
  db: Queryable,
  recordId: number,
  link: RecordLink,
  patronId: number | undefined,
  client: ClientInfo,
): Promise<void> {
  await insertLinkAccess(db, {
    recordId,
    seq: link.seq_paragrafo,
    url: link.url,
    linkType: link.tipo_link,
    patronId: patronId ?? null,
    browser: client.browser ?? null,
    device: client.device ?? null,
    os: client.os ?? null,
  });
}

/** POST /vinculos/acesso-restrito/{a}/s/{b}: the address of link b of record a for a logged-in patron; the access is recorded. */
export async function accessLink(
  db: Queryable,
  config: ApiConfig,
  recordId: number,
  seq: number,
  patronId: number,
  client: ClientInfo,
): Promise<LinkAccessResponse> {
  const link = await requireLink(db, recordId, seq);
  if (link.tipo_link === "AR") await assertMayViewRestricted(db, patronId);
  const { url, expires } = destination(link, recordId, config);
  await recordAccess(db, recordId, link, patronId, client);
  return {
    url,
    descricao: link.descricao,
    is_pdf: link.is_pdf,
    is_media: link.is_media,
    media_format: link.media_format,
    expira_em: expires ? expires.toISOString() : null,
  };
}

/** POST /vinculos/estatistica-acesso: a public link was opened. The address stored is the link's, not the caller's. */
export async function recordLinkStatistics(
  db: Queryable,
  recordId: number,
  seq: number,
  patronId: number | undefined,
  client: ClientInfo,
): Promise<void> {
  const link = await requireLink(db, recordId, seq);
  await recordAccess(db, recordId, link, patronId, client);
}

/**
 * GET /vinculos/publico/{a}/seq/{b}/{descricao}: where to redirect. Public links for anyone;
 * restricted and accessibility links only for a logged-in patron (`patronId`), else 401.
 */
export async function mediaRedirect(
  db: Queryable,
  config: ApiConfig,
  recordId: number,
  seq: number,
  patronId: () => number,
): Promise<string> {
  const link = await requireLink(db, recordId, seq);
  if (link.tipo_link !== "P") {
    const patron = patronId();
    if (link.tipo_link === "AR") await assertMayViewRestricted(db, patron);
    const { url } = destination(link, recordId, config);
    await recordAccess(db, recordId, link, patron, {});
    return url;
  }
  return destination(link, recordId, config).url;
}

/** GET /vinculos/arquivo/{a}/{b}: the file of a link; a non-public one needs a valid token or a logged-in patron. */
export async function linkFile(
  db: Queryable,
  config: ApiConfig,
  recordId: number,
  seq: number,
  token: string | undefined,
  patronId: () => number,
): Promise<LinkFile & { public: boolean }> {
  const link = await requireLink(db, recordId, seq);
  if (link.localPath === undefined)
    throw new ApiError(404, "link_not_found", "errors.link_not_found", { id: recordId, seq });
  if (link.tipo_link !== "P") {
    if (token) {
      if (!verifyFileToken(config.tokenSecret, recordId, seq, token))
        throw new ApiError(401, "unauthorized", "errors.unauthorized");
    } else {
      const patron = patronId();
      if (link.tipo_link === "AR") await assertMayViewRestricted(db, patron);
    }
  }
  const file = await resolveLinkFile(link.localPath);
  if (!file) throw new ApiError(404, "link_not_found", "errors.link_not_found", { id: recordId, seq });
  return { ...file, public: link.tipo_link === "P" };
}
