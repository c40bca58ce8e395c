/**
 * Names of the MARC language codes (008/35-37, 041) in the reader's language. MARC uses the
 * bibliographic ISO 639-2 codes (fre, ger, chi…) that Intl does not know, so they are mapped to
 * ISO 639-1 first; codes outside the table are tried as they are, and when Intl has no name the
 * service's own description (idioma_desc) is used.
 */
const MARC_TO_ISO639_1: Record<string, string> = {
  ara: "ar",
  chi: "zh",
  cze: "cs",
  dan: "da",
  dut: "nl",
  eng: "en",
  epo: "eo",
  fin: "fi",
  fre: "fr",
  ger: "de",
  gre: "el",
  heb: "he",
  hin: "hi",
  hun: "hu",
  ice: "is",
  ita: "it",
  jpn: "ja",
  kor: "ko",
  lat: "la",
  nor: "no",
  per: "fa",
  pol: "pl",
  por: "pt",
  rum: "ro",
  rus: "ru",
  spa: "es",
  swe: "sv",
  tur: "tr",
  ukr: "uk",
  gle: "ga",
  cat: "ca",
  glg: "gl",
  baq: "eu",
  wel: "cy",
  grn: "gn",
  que: "qu",
};

const cache = new Map<string, Intl.DisplayNames | null>();

function displayNames(locale: string): Intl.DisplayNames | null {
  if (!cache.has(locale)) {
    try {
      cache.set(locale, new Intl.DisplayNames([locale], { type: "language", fallback: "none" }));
    } catch {
      cache.set(locale, null);
    }
  }
  return cache.get(locale) ?? null;
}

function capitalise(name: string, locale: string): string {
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

export function languageName(code: string, locale: string, fallback?: string | null): string {
  const normalised = code.trim().toLowerCase();
  const names = displayNames(locale);
  if (names && /^[a-z]{2,3}$/.test(normalised)) {
    const name = names.of(MARC_TO_ISO639_1[normalised] ?? normalised);
    if (name && name.toLowerCase() !== normalised) return capitalise(name, locale);
  }
  return fallback?.trim() || code;
}
