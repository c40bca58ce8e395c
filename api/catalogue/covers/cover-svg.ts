/**
 * The generated default cover ("capa padrão", standards §6): an SVG with the title, the author
 * and the year, wrapped to the cover, in the institution's default-cover colours
 * (capa_padrao_classico for the background, capa_cor_fonte_padrao_classico for the text,
 * default #000000, document 1 §9). Without a configured background each record gets a light
 * colour of its own, derived from its title, on which black text stays readable.
 *
 * It needs no fonts file and no network, and it is accessible: role="img" with the title as
 * aria-label, and a <title>. Every piece of record text is XML-escaped.
 */

export interface CoverText {
  title: string;
  author?: string | null;
  year?: number | string | null;
}

export interface CoverColours {
  background?: string | null;
  text?: string | null;
}

/** Width and height in CSS pixels: document 1 §9, cover width 150 px; a 2:3 book shape. */
export const COVER_WIDTH = 150;
export const COVER_HEIGHT = 225;
const VIEW_W = 300;
const VIEW_H = 450;
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

/** FNV-1a 32-bit: a stable number from the title, for a stable colour. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** HSL (hue 0-360, saturation and lightness 0-1) as #rrggbb. */
function hsl(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function defaultBackground(title: string): string {
  return hsl(fnv1a(title) % 360, 0.45, 0.86);
}

/**
 * Greedy word wrap to `width` characters and at most `maxLines` lines; a word longer than a line
 * is cut, and text that does not fit ends with "…".
 */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const words = text.replace(/\s+/g, " ").trim().split(" ").filter(Boolean);
  const lines: string[] = [];
  let line = "";
  const push = (value: string) => {
    lines.push(value);
  };
  for (let word of words) {
    while (word.length > width) {
      if (line) {
        push(line);
        line = "";
      }
      push(word.slice(0, width - 1) + "-");
      word = word.slice(width - 1);
    }
    if (!line) line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      push(line);
      line = word;
    }
  }
  if (line) push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1];
  kept[maxLines - 1] = `${last.length >= width ? last.slice(0, width - 1) : last}…`;
  return kept;
}

function textBlock(lines: string[], x: number, y: number, size: number, attrs: string): string {
  const spans = lines
    .map((line, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : Math.round(size * 1.2)}">${escapeXml(line)}</tspan>`)
    .join("");
  return `<text x="${x}" y="${y}" font-size="${size}" ${attrs}>${spans}</text>`;
}

export function coverSvg({ title, author, year }: CoverText, colours: CoverColours = {}): string {
  const cleanTitle = title.trim() || "—";
  const background =
    colours.background && HEX.test(colours.background) ? colours.background : defaultBackground(cleanTitle);
  const ink = colours.text && HEX.test(colours.text) ? colours.text : "#000000";
  const titleLines = wrap(cleanTitle, 16, 7);
  const authorLines = author ? wrap(author.trim(), 22, 3) : [];
  const yearText = year ? String(year) : "";
  const label = cleanTitle;
  // The author block sits above the year, its last line 40 units above it, whatever its length.
  const authorTop = VIEW_H - 70 - (authorLines.length - 1) * 24;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${VIEW_W} ${VIEW_H}" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml([cleanTitle, author?.trim()].filter(Boolean).join(" — "))}</title>`,
    `<rect width="${VIEW_W}" height="${VIEW_H}" fill="${background}"/>`,
    `<rect x="14" y="14" width="${VIEW_W - 28}" height="${VIEW_H - 28}" fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-width="2"/>`,
    textBlock(
      titleLines,
      VIEW_W / 2,
      78,
      28,
      `fill="${ink}" font-family="Georgia, 'Times New Roman', serif" font-weight="bold" text-anchor="middle"`,
    ),
  ];
  if (authorLines.length > 0) {
    parts.push(
      textBlock(
        authorLines,
        VIEW_W / 2,
        authorTop,
        20,
        `fill="${ink}" font-family="Georgia, 'Times New Roman', serif" text-anchor="middle"`,
      ),
    );
  }
  if (yearText) {
    parts.push(
      textBlock(
        [yearText],
        VIEW_W / 2,
        VIEW_H - 30,
        20,
        `fill="${ink}" font-family="Georgia, 'Times New Roman', serif" text-anchor="middle"`,
      ),
    );
  }
  parts.push("</svg>");
  return parts.join("\n");
}
