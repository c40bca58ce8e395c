/**
 * Place, publisher and date of publication (264/260, falling back to 008), written the way
 * ABNT prints dates: "2019", "[2019?]", "[199-]", "[entre 1561 e 1574]".
 */
import type { DataField, MarcRecord } from "../../marc/record.ts";
import { controlField, dataFields, fixedSlice, subfield } from "../../marc/record.ts";
import { balanceBrackets, clean, isUnknownDate, isUnknownPlace, isUnknownPublisher } from "./isbd.ts";

export interface DateValue {
  /** The first year in the date, for sorting and CSL date-parts. */
  year?: number;
  /** The date as the reference prints it. */
  literal: string;
}

export interface Imprint {
  place?: string;
  publisher?: string;
  issued?: DateValue;
}

/** ABNT drops words for the legal form of a firm from the publisher's name. */
const LEGAL_FORM = /,?\s+(?:ltda|ltd|s\.\s?a|s\/a|inc|llc|eireli)\.?$/i;

/** An ABNT date already: "2019", "[2019]", "[2019?]", "[ca. 2015]", "[199-]", "[201-?]". */
const ABNT_DATE = /^\[?(?:ca\.\s*)?\d{3}[\d-]\??\]?$/;
/** An open or closed range of a serial: "1932-", "1975-1989". */
const RANGE = /^\d{4}-(?:\d{4})?$/;

function parseDate(raw: string): DateValue | undefined {
  const text = balanceBrackets(clean(raw));
  if (!text || isUnknownDate(text)) return undefined;
  const firstYear = text.match(/\d{4}/)?.[0];
  const year = firstYear ? Number(firstYear) : undefined;
  if (ABNT_DATE.test(text) || RANGE.test(text)) return { year, literal: text };
  const between = text.match(/(?:between|entre)\s+(\d{4})\s+(?:and|e)\s+(\d{4})/i);
  if (between) return { year, literal: `[entre ${between[1]} e ${between[2]}]` };
  if (!firstYear) return undefined;
  // "c2009", "℗2010, ©1966", "[c1990]": the first year, bracketed only if the cataloguer bracketed it.
  return { year, literal: text.startsWith("[") && text.endsWith("]") ? `[${firstYear}]` : firstYear };
}

/**
 * 008/07-10 (Date1) when the imprint has no date. It is bracketed because it was not
 * transcribed from the item; unknown digits ("19uu") become ABNT's uncertain decade or century.
 */
function fixedFieldDate(record: MarcRecord): DateValue | undefined {
  const date1 = fixedSlice(controlField(record, "008"), 7, 10);
  if (/^\d{4}$/.test(date1)) return { year: Number(date1), literal: `[${date1}]` };
  if (/^\d{2,3}u+$/.test(date1)) return { literal: `[${date1.replace(/u/g, "-")}]` };
  return undefined;
}

/** Start and end of a serial from 008 (status c/d/u; end 9999 is "still published"): "1998-", "1975-1989". */
export function serialRange(record: MarcRecord): DateValue | undefined {
  const f008 = controlField(record, "008");
  const start = fixedSlice(f008, 7, 10);
  const end = fixedSlice(f008, 11, 14);
  if (!/^\d{4}$/.test(start)) return undefined;
  const closed = fixedSlice(f008, 6) === "d" && /^\d{4}$/.test(end) && end !== "9999";
  return { year: Number(start), literal: closed ? `${start}-${end}` : `${start}-` };
}

/**
 * The publication statement to cite: 264 with second indicator 1 (publication), else 260,
 * else another 264 (distribution or manufacture, which is all some video and reproduction
 * records carry), never 264 ind2 4 (copyright date alone).
 */
function imprintField(record: MarcRecord): DataField | undefined {
  const f264 = dataFields(record, "264");
  return f264.find((f) => f.ind2 === "1") ?? dataFields(record, "260")[0] ?? f264.find((f) => f.ind2 !== "4");
}

/** ABNT cites the first of several places or publishers; older records put them all in one subfield ("Paris ; New York"). */
function first(raw: string): string {
  return balanceBrackets(clean(raw.split(" ; ")[0]));
}

function place(raw: string | undefined): string | undefined {
  const text = raw ? first(raw) : "";
  return text && !isUnknownPlace(text) ? text : undefined;
}

function publisher(raw: string | undefined): string | undefined {
  const text = raw ? first(raw) : "";
  return text && !isUnknownPublisher(text) ? text.replace(LEGAL_FORM, "") : undefined;
}

export function recordImprint(record: MarcRecord): Imprint {
  const field = imprintField(record);
  const c = subfield(field, "c");
  return {
    place: place(subfield(field, "a")),
    publisher: publisher(subfield(field, "b")),
    issued: (c ? parseDate(c) : undefined) ?? fixedFieldDate(record),
  };
}

/**
 * A publication statement written as one string, as in 773 $d: "Rio de Janeiro : Editora
 * Modelo, 2018", "Stuttgart, 1971", "Brasília, DF". The date is what follows the last comma,
 * when it reads as one.
 */
export function parseImprintText(text: string): Imprint {
  const colon = text.indexOf(" : ");
  const body = colon >= 0 ? text.slice(colon + 3) : text;
  const comma = body.lastIndexOf(", ");
  const issued = comma >= 0 ? parseDate(body.slice(comma + 2)) : undefined;
  const rest = issued ? body.slice(0, comma) : body;
  if (colon < 0) return { place: place(rest), issued };
  return { place: place(text.slice(0, colon)), publisher: publisher(rest), issued };
}
