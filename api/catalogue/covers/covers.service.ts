/**
 * Covers: a stored image when the operator put one in the covers folder for any ISBN of the
 * record, else the generated SVG (docs/decisions/008-record-pages.md).
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { requireRecord } from "../records/record.service.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import { coverSvg } from "./cover-svg.ts";
import { findStoredCover, type StoredCover } from "./cover-store.ts";
import { isbnForms } from "./isbn.ts";

export interface CoverImage {
  body: Uint8Array | string;
  contentType: string;
  etag: string;
  cacheControl: string;
}

/** A day for stored files (an operator replacing one waits at most that long); an hour for generated ones. */
const STORED_CACHE = "public, max-age=86400";
const GENERATED_CACHE = "public, max-age=3600";

async function storedImage(cover: StoredCover): Promise<CoverImage> {
  return {
    body: new Uint8Array(await readFile(cover.file)),
    contentType: cover.contentType,
    etag: `W/"${cover.size.toString(16)}-${cover.modified.getTime().toString(16)}"`,
    cacheControl: STORED_CACHE,
  };
}

export async function coverByIsbn(raw: string): Promise<CoverImage> {
  if (!isbnForms(raw)) throw new ApiError(400, "invalid_parameter", "errors.invalid_parameter", { name: "isbn" });
  const cover = await findStoredCover([raw]);
  if (!cover) throw new ApiError(404, "cover_not_found", "errors.cover_not_found");
  return storedImage(cover);
}

export async function recordCover(db: Queryable, id: number): Promise<CoverImage> {
  const record = await requireRecord(db, id);
  const stored = await findStoredCover(record.isbn);
  if (stored) return storedImage(stored);
  const params = await institutionParams(db, ["capa_padrao_classico", "capa_cor_fonte_padrao_classico"]);
  const svg = coverSvg(
    { title: record.title, author: record.author, year: record.year },
    { background: params.capa_padrao_classico, text: params.capa_cor_fonte_padrao_classico },
  );
  return {
    body: svg,
    contentType: "image/svg+xml; charset=utf-8",
    etag: `"${createHash("sha1").update(svg).digest("base64url")}"`,
    cacheControl: GENERATED_CACHE,
  };
}
