/**
 * The embedded PDF viewer's rules (document 1 §5 and §9): the page input takes digits only,
 * 1..total; zoom changes in steps of 0.5 and never goes below 0.5. The viewer is the browser's
 * own PDF viewer in an <iframe>, driven by the PDF open parameters (#page=N&zoom=P).
 */
export const ZOOM_STEP = 0.5;
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 4;
export const PAGE_DEBOUNCE_MS = 500;

/** The page a typed value asks for, or null while it is not a page (empty, not digits, out of range). */
export function parsePage(raw: string, total: number | null): number | null {
  if (!/^\d{1,6}$/.test(raw)) return null;
  const page = Number(raw);
  if (page < 1) return null;
  if (total !== null && page > total) return null;
  return page;
}

/** Keeps digits only (what the input accepts while typing). */
export function digitsOnly(raw: string): string {
  return raw.replace(/\D+/g, "").slice(0, 6);
}

export function zoomIn(zoom: number): number {
  return Math.min(ZOOM_MAX, Math.round((zoom + ZOOM_STEP) * 2) / 2);
}

export function zoomOut(zoom: number): number {
  return Math.max(ZOOM_MIN, Math.round((zoom - ZOOM_STEP) * 2) / 2);
}

/** The page `delta` pages away, kept within 1..total (1.. when the total is unknown). */
export function stepPage(page: number, delta: number, total: number | null): number {
  const next = Math.max(1, page + delta);
  return total !== null ? Math.min(total, next) : next;
}

/** The address the viewer frame shows: the document with its open parameters. */
export function viewerSrc(url: string, page: number, zoom: number): string {
  const base = url.split("#")[0];
  return `${base}#page=${page}&zoom=${Math.round(zoom * 100)}`;
}

/**
 * Counts the pages of a PDF by its page objects ("/Type /Page", not "/Pages"), or null when
 * none are visible (compressed object streams): the viewer then accepts any page from 1.
 */
export function countPdfPages(bytes: Uint8Array): number | null {
  if (bytes.length < 5) return null;
  const text = new TextDecoder("latin1").decode(bytes);
  if (!text.startsWith("%PDF")) return null;
  const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  return pages > 0 ? pages : null;
}
