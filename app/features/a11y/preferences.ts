/**
 * The accessibility bar's display preferences (document 1 §3 and §9, decision 038): colour scheme,
 * text size and bold text. Pure: read from the cookie or a submitted form, applied as attributes
 * of <html> by the root loader, so the server-rendered page already looks right (no flash).
 */
/** Colour schemes; each is a set of CSS tokens under html[data-scheme=…] in app.css. */
export const SCHEMES = ["normal", "inverted", "grayscale", "high-contrast"] as const;
export type Scheme = (typeof SCHEMES)[number];

/** Text size in percent of the browser's default: baseline 100, step 10 (document 1 §9). */
export const TEXT_SIZE_BASE = 100;
export const TEXT_SIZE_STEP = 10;
/** The spec's zoom choices (0 to 100 more than the baseline). */
export const ZOOM_CHOICES = [0, 20, 40, 60, 80, 100] as const;
export const TEXT_SIZE_MAX = TEXT_SIZE_BASE + ZOOM_CHOICES[ZOOM_CHOICES.length - 1];
/** Every size the bar's "increase" button can reach: 100, 110 … 200. */
export const TEXT_SIZES = Array.from(
  { length: (TEXT_SIZE_MAX - TEXT_SIZE_BASE) / TEXT_SIZE_STEP + 1 },
  (_, i) => TEXT_SIZE_BASE + i * TEXT_SIZE_STEP,
);

export interface DisplayPrefs {
  scheme: Scheme;
  textSize: number;
  bold: boolean;
}

export const DEFAULT_PREFS: DisplayPrefs = { scheme: "normal", textSize: TEXT_SIZE_BASE, bold: false };

const isScheme = (v: unknown): v is Scheme => typeof v === "string" && (SCHEMES as readonly string[]).includes(v);
const isTextSize = (v: unknown): v is number => typeof v === "number" && TEXT_SIZES.includes(v);

/** The preferences a cookie value holds; anything unknown or tampered falls back to the default. */
export function parsePrefs(value: unknown): DisplayPrefs {
  if (!value || typeof value !== "object") return DEFAULT_PREFS;
  const v = value as Record<string, unknown>;
  return {
    scheme: isScheme(v.scheme) ? v.scheme : DEFAULT_PREFS.scheme,
    textSize: isTextSize(v.textSize) ? v.textSize : DEFAULT_PREFS.textSize,
    bold: v.bold === true,
  };
}

/**
 * The bar's form: one button per change (esquema=inverted, fonte=mais|normal|<size>,
 * negrito=sim|nao). Returns the new preferences, or null when the form asks for nothing valid.
 */
export function applyChange(prefs: DisplayPrefs, form: { get(name: string): unknown }): DisplayPrefs | null {
  const scheme = form.get("esquema");
  const size = form.get("fonte");
  const bold = form.get("negrito");
  let next = prefs;
  let changed = false;
  if (scheme !== null) {
    if (!isScheme(scheme)) return null;
    next = { ...next, scheme };
    changed = true;
  }
  if (size !== null) {
    let textSize: number;
    if (size === "mais") textSize = Math.min(next.textSize + TEXT_SIZE_STEP, TEXT_SIZE_MAX);
    else if (size === "menos") textSize = Math.max(next.textSize - TEXT_SIZE_STEP, TEXT_SIZE_BASE);
    else if (size === "normal") textSize = TEXT_SIZE_BASE;
    else if (typeof size === "string" && /^\d{3}$/.test(size) && isTextSize(Number(size))) textSize = Number(size);
    else return null;
    next = { ...next, textSize };
    changed = true;
  }
  if (bold !== null) {
    if (bold !== "sim" && bold !== "nao") return null;
    next = { ...next, bold: bold === "sim" };
    changed = true;
  }
  return changed ? next : null;
}

/** Whether the text is larger than the baseline (document 1 §9: "zoom above 100 counts as increased"). */
export const isIncreased = (prefs: DisplayPrefs) => prefs.textSize > TEXT_SIZE_BASE;

/** The attributes of <html>; none when a preference is at its default, so default pages stay unchanged. */
export function htmlAttributes(prefs: DisplayPrefs): Record<string, string> {
  const out: Record<string, string> = {};
  if (prefs.scheme !== "normal") out["data-scheme"] = prefs.scheme;
  if (prefs.textSize !== TEXT_SIZE_BASE) out["data-text-size"] = String(prefs.textSize);
  if (prefs.bold) out["data-bold"] = "true";
  return out;
}

/**
 * Where the bar's form sends the reader back: the page they were on (path and query), never
 * another site. Anything else goes to the accessibility page.
 */
export function safeReturnPath(value: unknown, fallback = "/sobre-acessibilidade"): string {
  if (typeof value !== "string" || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Control characters (CR, LF, NUL…) never belong in a Location header.
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}
