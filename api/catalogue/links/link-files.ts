/**
 * Digital objects kept by the service (856 $u "/vinculos/<path>", api/catalogue/records/links.ts): files
 * in VINCULOS_DIR (default ./data/vinculos). A file of a restricted (AR) or accessibility (AC)
 * link is served only with a short-lived signed token, which POST /vinculos/acesso-restrito
 * issues to a logged-in patron, so that a PDF viewer or a media element can load it without
 * the bearer header.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { stat } from "node:fs/promises";
import path from "node:path";

export function linksDir(): string {
  return path.resolve(process.env.VINCULOS_DIR || "./data/vinculos");
}

/** Minutes a signed file address stays valid. */
export const FILE_TOKEN_TTL_SECONDS = 600;

function signature(secret: string, recordId: number, seq: number, expires: number): string {
  return createHmac("sha256", secret).update(`vinculo:${recordId}:${seq}:${expires}`).digest("base64url");
}

export function signFileToken(
  secret: string,
  recordId: number,
  seq: number,
  now = Date.now(),
): { token: string; expires: Date } {
  const expires = Math.floor(now / 1000) + FILE_TOKEN_TTL_SECONDS;
  return { token: `${expires}.${signature(secret, recordId, seq, expires)}`, expires: new Date(expires * 1000) };
}

export function verifyFileToken(
  secret: string,
  recordId: number,
  seq: number,
  token: string,
  now = Date.now(),
): boolean {
  const [expiresText, given] = token.split(".");
  const expires = Number(expiresText);
  if (!Number.isInteger(expires) || !given || expires * 1000 <= now) return false;
  const expected = Buffer.from(signature(secret, recordId, seq, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const TYPES: Record<string, string> = {
  pdf: "application/pdf",
  txt: "text/plain; charset=utf-8",
  epub: "application/epub+zip",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  ogg: "audio/ogg",
  oga: "audio/ogg",
  wav: "audio/wav",
  mp4: "video/mp4",
  m4v: "video/mp4",
  webm: "video/webm",
  ogv: "video/ogg",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};

export interface LinkFile {
  file: string;
  contentType: string;
  /** Types a browser shows in place; anything else is offered as a download. */
  inline: boolean;
  size: number;
}

/** The file a link path names, if it exists inside the folder (a path that climbs out names nothing). */
export async function resolveLinkFile(relative: string, dir = linksDir()): Promise<LinkFile | undefined> {
  const file = path.resolve(dir, relative.replace(/^\/+/, ""));
  if (!file.startsWith(dir + path.sep)) return undefined;
  try {
    const info = await stat(file);
    if (!info.isFile()) return undefined;
    const type = TYPES[path.extname(file).slice(1).toLowerCase()];
    return { file, contentType: type ?? "application/octet-stream", inline: Boolean(type), size: info.size };
  } catch {
    return undefined;
  }
}
