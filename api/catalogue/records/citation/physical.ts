/**
 * The physical description (300) as the pieces ABNT uses: a page or leaf count for texts,
 * a page range for parts, and carrier, duration, details and dimensions for other material.
 */
import type { MarcRecord } from "../../marc/record.ts";
import { dataFields, subfield, subfieldValues } from "../../marc/record.ts";
import { clean } from "./isbd.ts";

export interface Physical {
  /** 300 $a as catalogued, without ISBD punctuation. */
  extent?: string;
  /** The last count of pages or leaves ("xxviii, 580 p." → 580 p.); leaves matter to ABNT (theses). */
  pages?: { count: number; unit: "p." | "f." };
  /** "p. 61-74" in the 300 of a component part. */
  pageRange?: string;
  /** Number of volumes of a multi-volume work ("3 v."). */
  volumes?: number;
  /** Count and carrier in Portuguese, as ABNT's templates write it: "1 DVD", "1 mapa", "1 partitura". */
  medium?: string;
  /** "95 min". */
  duration?: string;
  /** 300 $b: "son., color.". */
  details?: string;
  /** 300 $c: "60 x 90 cm". */
  dimensions?: string;
}

/**
 * Carrier names as ABNT prints them, for the carriers whose templates name one. Portuguese
 * terms map to themselves so that records catalogued in Portuguese are recognised too.
 * A videodisc or sound disc becomes "DVD" / "CD" only when a note says so (see `carrier`).
 */
const CARRIERS: [RegExp, string, string][] = [
  [/^(?:maps?|mapas?)$/i, "mapa", "mapas"],
  [/^(?:atlas|atlases)$/i, "atlas", "atlas"],
  [/^(?:scores?|partituras?|vocal scores?|miniature scores?)$/i, "partitura", "partituras"],
  [/^(?:dvds?|dvd-videos?)$/i, "DVD", "DVDs"],
  [/^(?:blu-ray discs?)$/i, "Blu-ray", "Blu-rays"],
  [/^(?:videodiscs?|videodiscos?)$/i, "videodisco", "videodiscos"],
  [/^(?:videocassettes?|videocassetes?|fitas? de vídeo)$/i, "videocassete", "videocassetes"],
  [/^(?:vídeos?|videos?|video files?)$/i, "vídeo", "vídeos"],
  [/^(?:cds?|cd-roms?)$/i, "CD", "CDs"],
  [/^(?:sound discs?|audio discs?|discos? sonoros?|discos?)$/i, "disco sonoro", "discos sonoros"],
  [/^(?:sound cassettes?|audiocassettes?|fitas? cassetes?)$/i, "fita cassete", "fitas cassete"],
  [/^(?:film reels?|rolos? de filme)$/i, "rolo de filme", "rolos de filme"],
  [/^(?:filmstrips?|diafilmes?)$/i, "diafilme", "diafilmes"],
];

const PAGE_COUNT = /(\d+)\s*(p\b\.?|pages?|páginas?|pp\.|f\b\.?|folhas?|leaves|leaf)(?!\s*\d)/gi;

function pages(extent: string): Physical["pages"] {
  const last = [...extent.matchAll(PAGE_COUNT)].pop();
  if (!last) return undefined;
  return { count: Number(last[1]), unit: /^(f|folha|lea)/i.test(last[2]) ? "f." : "p." };
}

/** "95 min", "90 min.", "91 minutes", "ca. 60 min." → "95 min"; hours become "h". */
function duration(parenthetical: string): string | undefined {
  const m = parenthetical.match(
    /(?:ca\.\s*|approximately\s*|aprox\.\s*)?\d+\s*(?:min|minutes|minutos|hr|hrs|hours|h)\b\.?(?:[,\s]+\d+\s*(?:min|minutes|minutos)\b\.?)?/i,
  );
  if (!m) return undefined;
  return m[0]
    .replace(/approximately\s*|aprox\.\s*/i, "ca. ")
    .replace(/\b(?:minutes|minutos|min)\b\.?/gi, "min")
    .replace(/\b(?:hours|hrs|hr)\b\.?/gi, "h")
    .replace(/,\s*/, " ")
    .trim();
}

/**
 * "1 videodisc (53 min.)" → "1 DVD". Notes (500, 538) say whether a videodisc is a DVD or a
 * sound disc a CD; the 300 alone does not.
 */
function carrier(extent: string, notes: string): string | undefined {
  const m = extent.match(/^(\d+)\s+([^(]+?)\s*(?:\(|$)/);
  if (!m) return undefined;
  const count = Number(m[1]);
  const entry = CARRIERS.find(([pattern]) => pattern.test(m[2]));
  if (!entry) return undefined;
  let [, singular, plural] = entry;
  if (singular === "videodisco" && /\bDVD\b/i.test(notes)) [singular, plural] = ["DVD", "DVDs"];
  if (singular === "disco sonoro" && /compact disc|\bCD\b/i.test(notes)) [singular, plural] = ["CD", "CDs"];
  return `${count} ${count === 1 ? singular : plural}`;
}

export function physical(record: MarcRecord): Physical {
  const field = dataFields(record, "300")[0];
  const a = subfield(field, "a");
  if (!field || !a) return {};
  const extent = clean(a);
  const notes = dataFields(record, /^5(00|38)$/)
    .flatMap((f) => subfieldValues(f, "a"))
    .join(" ");
  const parenthetical = extent.match(/\(([^)]*)\)/)?.[1] ?? "";
  const details = subfield(field, "b");
  const dimensions = subfield(field, "c");
  const volumes = extent.match(/^(\d+)\s*(?:v\.|vols?\.?|volumes?)$/i)?.[1];
  return {
    extent,
    pages: pages(extent),
    pageRange: extent.match(/^(?:p|pp)\.\s*(\d+\s*-\s*\d+)$/)?.[1],
    volumes: volumes ? Number(volumes) : undefined,
    medium: carrier(extent, notes),
    duration: duration(parenthetical),
    details: details ? clean(details) : undefined,
    dimensions: dimensions ? clean(dimensions) : undefined,
  };
}
