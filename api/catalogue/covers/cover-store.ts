/**
 * Covers stored by an operator: image files in COVERS_DIR (default ./var/covers) named by the
 * ISBN without hyphens, ISBN-13 or ISBN-10, with the extension .jpg, .jpeg, .png or .webp
 * ("9788571641237.jpg", "857164123X.png"). See public/covers/README.md.
 *
 * A file is served only when its first bytes are those of a JPEG, PNG or WebP image, whatever
 * its extension says, so that nothing else put in the folder can be served as a cover.
 */
import { open, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { isbnForms } from "./isbn.ts";

const EXTENSIONS = ["jpg", "jpeg", "png", "webp"];

export function coversDir(): string {
  return path.resolve(process.env.COVERS_DIR || "./var/covers");
}

export interface StoredCover {
  file: string;
  contentType: "image/jpeg" | "image/png" | "image/webp";
  size: number;
  modified: Date;
}

function sniff(head: Uint8Array): StoredCover["contentType"] | undefined {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "image/jpeg";
  if (head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47) return "image/png";
  const text = Buffer.from(head).toString("latin1");
  if (text.startsWith("RIFF") && text.slice(8, 12) === "WEBP") return "image/webp";
  return undefined;
}

async function probe(file: string): Promise<StoredCover | undefined> {
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size === 0) return undefined;
    const handle = await open(file, "r");
    try {
      const head = new Uint8Array(12);
      await handle.read(head, 0, 12, 0);
      const contentType = sniff(head);
      return contentType ? { file, contentType, size: info.size, modified: info.mtime } : undefined;
    } finally {
      await handle.close();
    }
  } catch {
    return undefined;
  }
}

/** The stored cover of the first ISBN that has one, trying ISBN-13 then ISBN-10 names. */
export async function findStoredCover(isbns: string[], dir = coversDir()): Promise<StoredCover | undefined> {
  for (const raw of isbns) {
    const forms = isbnForms(raw);
    if (!forms) continue;
    for (const name of [forms.isbn13, forms.isbn10].filter((n): n is string => Boolean(n))) {
      for (const ext of EXTENSIONS) {
        const found = await probe(path.join(dir, `${name}.${ext}`));
        if (found) return found;
      }
    }
  }
  return undefined;
}

/**
 * Every ISBN (both forms) that names a stored cover file, for the "only with cover" filter.
 * Read at most once a minute: the folder changes when an operator adds covers, not per search.
 */
let storedIsbnCache: { dir: string; at: number; isbns: string[] } | undefined;
export async function storedCoverIsbns(dir = coversDir(), now = Date.now()): Promise<string[]> {
  if (storedIsbnCache && storedIsbnCache.dir === dir && now - storedIsbnCache.at < 60_000) return storedIsbnCache.isbns;
  let names: string[] = [];
  try {
    names = await readdir(dir);
  } catch {
    names = [];
  }
  const isbns = new Set<string>();
  for (const name of names) {
    const match = /^([0-9]{9}[0-9X]|[0-9]{13})\.(jpe?g|png|webp)$/i.exec(name);
    const forms = match ? isbnForms(match[1]) : undefined;
    if (forms) for (const isbn of [forms.isbn13, forms.isbn10]) if (isbn) isbns.add(isbn);
  }
  storedIsbnCache = { dir, at: now, isbns: [...isbns] };
  return storedIsbnCache.isbns;
}
