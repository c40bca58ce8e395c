/**
 * The kids header's colour comes from the institution (cor_textura_kids). Its text is white, so a
 * colour is used only when white on it reaches WCAG AA (4.5:1); otherwise the site's brand colour
 * (a CSS token, which the colour schemes override) stays.
 */
function channel(hex: string): number {
  const c = parseInt(hex, 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function contrastWithWhite(colour: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!m) return 0;
  const l = 0.2126 * channel(m[1]) + 0.7152 * channel(m[2]) + 0.0722 * channel(m[3]);
  return 1.05 / (l + 0.05);
}

/** The institution's colour when white text on it is legible, else null (the token applies). */
export function headerColour(colour: string | null | undefined): string | null {
  return colour && contrastWithWhite(colour) >= 4.5 ? colour.toLowerCase() : null;
}
