/**
 * The record page's tabs (document 1 §2: /acervo/{codAcervo} and its sub-paths). Each tab is its
 * own route module under app/routes/acervo.$id.*; `segment` is the URL segment after the id.
 */
import { tk } from "../../lib/i18n.ts";

export const RECORD_TABS = [
  { key: "dados", segment: "", label: tk("record.tabs.dados") },
  { key: "referencia", segment: "referencia", label: tk("record.tabs.referencia") },
  { key: "marc", segment: "marc", label: tk("record.tabs.marc") },
  { key: "exemplares", segment: "exemplares", label: tk("record.tabs.exemplares") },
  { key: "dublin-core", segment: "dublin-core", label: tk("record.tabs.dublinCore") },
] as const;

export type RecordTabKey = (typeof RECORD_TABS)[number]["key"];

export function recordTabHref(id: number, segment: string): string {
  return segment ? `/acervo/${id}/${segment}` : `/acervo/${id}`;
}

/** Record ids in URLs are positive integers; anything else is a page that does not exist. */
export function parseRecordId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/** The record fields of the "Dados do acervo" tab, in display order (locale `record.field.<key>`). */
export const RECORD_FIELD_KEYS = [
  "title",
  "uniform_title",
  "main_author",
  "other_authors",
  "edition",
  "imprint",
  "physical_description",
  "series",
  "thesis_note",
  "notes",
  "contents",
  "summary",
  "subjects",
  "isbn",
  "issn",
  "language",
  "classification",
  "scale",
  "online_access",
] as const;

/** Copy statuses, as the service declares them; labels are `copyStatus.<status>`. */
export { COPY_STATUSES } from "../../../api/contract.ts";
