/**
 * The record as schema.org JSON-LD, for the record page (<script type="application/ld+json">)
 * and for harvesters: the schema.org type of the material, name, authors, date, identifiers,
 * language, publisher and the record's address.
 */
import type { MarcRecord } from "../../marc/record.ts";
import type { Citation, CitationName } from "../citation/model.ts";
import type { CitationType } from "../citation/type.ts";

const TYPES: Partial<Record<CitationType, string>> = {
  book: "Book",
  thesis: "Thesis",
  periodical: "Periodical",
  "article-journal": "ScholarlyArticle",
  "paper-conference": "ScholarlyArticle",
  chapter: "Chapter",
  "entry-dictionary": "Article",
  "entry-encyclopedia": "Article",
  webpage: "WebPage",
  motion_picture: "VideoObject",
  map: "Map",
  musical_score: "SheetMusic",
  legislation: "Legislation",
  report: "Report",
  manuscript: "Manuscript",
  graphic: "VisualArtwork",
  software: "SoftwareApplication",
  dataset: "Dataset",
};

export function schemaType(c: Citation, record: MarcRecord): string {
  // leader/06 j: a musical sound recording; i: other sounds (spoken word).
  if (c.type === "song") return record.leader.charAt(6) === "j" ? "MusicRecording" : "AudioObject";
  return TYPES[c.type] ?? "CreativeWork";
}

/** MARC language codes (ISO 639-2/B) as BCP 47 tags: the two-letter code when there is one. */
const BCP47: Record<string, string> = {
  por: "pt",
  eng: "en",
  spa: "es",
  fre: "fr",
  ger: "de",
  ita: "it",
  jpn: "ja",
  rus: "ru",
  fin: "fi",
  chi: "zh",
  lat: "la",
  dut: "nl",
  swe: "sv",
  dan: "da",
  nor: "no",
  pol: "pl",
  cze: "cs",
  hun: "hu",
  gre: "el",
  grc: "grc",
  heb: "he",
  ara: "ar",
  kor: "ko",
  tur: "tr",
  ukr: "uk",
  cat: "ca",
  glg: "gl",
  rum: "ro",
  hin: "hi",
  per: "fa",
  ice: "is",
  est: "et",
  lav: "lv",
  lit: "lt",
  slo: "sk",
  slv: "sl",
  hrv: "hr",
  srp: "sr",
  bul: "bg",
  wel: "cy",
  gle: "ga",
  baq: "eu",
  arm: "hy",
  geo: "ka",
  vie: "vi",
  tha: "th",
  ind: "id",
  may: "ms",
  tgl: "tl",
  afr: "af",
  swa: "sw",
  yid: "yi",
  san: "sa",
  tib: "bo",
};

export function bcp47(code: string | null): string | undefined {
  if (!code || code === "und" || code === "zxx" || code === "mul") return undefined;
  return BCP47[code] ?? code;
}

function agent(name: CitationName): Record<string, string> {
  if ("family" in name) {
    return {
      "@type": "Person",
      name: name.given ? `${name.given} ${name.family}` : name.family,
      familyName: name.family,
      ...(name.given ? { givenName: name.given } : {}),
    };
  }
  return { "@type": "Organization", name: name.hierarchy ? name.hierarchy.join(". ") : name.literal };
}

export interface JsonLdExtras {
  /** Absolute address of the record page. */
  url: string;
  /** Absolute address of the cover. */
  image: string;
  language: string | null;
  subjects: string[];
}

export function toJsonLd(c: Citation, record: MarcRecord, extras: JsonLdExtras): Record<string, unknown> {
  const type = schemaType(c, record);
  const doc: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": type,
    "@id": extras.url,
    url: extras.url,
    name: c.subtitle ? `${c.title}: ${c.subtitle}` : c.title,
  };
  const set = (key: string, value: unknown) => {
    if (value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)) return;
    doc[key] = value;
  };
  set("author", c.author.map(agent));
  set("editor", c.editor.map(agent));
  if (c.type === "motion_picture") {
    set(
      "director",
      c.credits.filter((k) => k.role === "director").map((k) => ({ "@type": "Person", name: k.name })),
    );
  }
  const year = c.issued?.year ?? c.container?.issued?.year;
  set("datePublished", c.type === "periodical" ? c.issued?.literal.replace(/-$/, "") : year ? String(year) : undefined);
  if (type === "Book") {
    set("isbn", c.ISBN.length === 1 ? c.ISBN[0] : c.ISBN);
    set("bookEdition", c.edition);
    set("numberOfPages", c.physical.pages?.unit === "p." ? c.physical.pages.count : undefined);
    if (c.online) set("bookFormat", "https://schema.org/EBook");
  } else if (c.ISBN.length > 0) {
    set(
      "identifier",
      c.ISBN.map((isbn) => ({ "@type": "PropertyValue", propertyID: "ISBN", value: isbn })),
    );
  }
  if (type === "Periodical") set("issn", c.ISSN.length === 1 ? c.ISSN[0] : c.ISSN);
  set("inLanguage", bcp47(extras.language));
  if (c.publisher) {
    set("publisher", {
      "@type": "Organization",
      name: c.publisher,
      ...(c.place ? { location: { "@type": "Place", name: c.place } } : {}),
    });
  }
  if (c.thesis) {
    set("inSupportOf", c.thesis.genre);
    if (c.thesis.institution) set("sourceOrganization", { "@type": "Organization", name: c.thesis.institution });
  }
  const k = c.container;
  if (k) {
    set("isPartOf", {
      "@type": c.type === "article-journal" ? "Periodical" : "Book",
      name: k.subtitle ? `${k.title}: ${k.subtitle}` : k.title,
      ...(k.ISSN ? { issn: k.ISSN } : {}),
      ...(k.ISBN ? { isbn: k.ISBN } : {}),
      ...(k.volume ? { volumeNumber: k.volume } : {}),
      ...(k.issue ? { issueNumber: k.issue } : {}),
    });
    if (k.pages) set("pagination", k.pages);
  }
  if (c.type === "map" && c.scale) set("description", c.scale);
  if (c.abstract) set("abstract", c.abstract);
  set("about", extras.subjects);
  set("image", extras.image);
  const sameAs = [c.DOI ? (/^https?:/.test(c.DOI) ? c.DOI : `https://doi.org/${c.DOI}`) : undefined, c.URL].filter(
    Boolean,
  );
  set("sameAs", sameAs.length === 1 ? sameAs[0] : sameAs);
  return doc;
}
