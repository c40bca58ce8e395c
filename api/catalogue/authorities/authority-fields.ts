/**
 * What the catalogue stores about an authority record besides the MARC itself: its re-import
 * key, the heading it establishes (display text and the field itself, whose comparable key the
 * database computes with `opac_field_key`, migration 003) and its type.
 */
import { MarcError } from "../marc/errors.ts";
import { isDataField, type DataField, type MarcRecord } from "../marc/record.ts";
import { indexSource, type IndexedSource } from "../marc/source.ts";
import { joinIsbd } from "../records/citation/isbd.ts";
import { headingText } from "../records/citation/names.ts";
import { authorityType, isHeadingTag, type AuthorityType } from "./authority-type.ts";

export interface IndexedAuthority extends IndexedSource {
  tag: string;
  type: AuthorityType;
  heading: string;
  /** The 1XX field, from which the database computes the heading key. */
  headingField: DataField;
}

/** Subfields of a name heading's title part: "Macbeth", "Works. Selections". */
const TITLE_CODES = "tfklmnoprs";
const SUBDIVISION_CODES = "vxyz";

/**
 * The heading as a reader sees it: the name or term as catalogued, a title after the name
 * ("Shakespeare, William, 1564-1616. Macbeth") and subdivisions after " -- " ("Acidosis --
 * diagnosis"), as the record page shows subject headings.
 */
export function headingDisplay(field: DataField): string {
  const kind = field.tag.slice(1);
  let main: string;
  if (kind === "00" || kind === "10" || kind === "11") {
    const name = headingText(field);
    const titleAt = field.subfields.findIndex((s) => s.code === "t");
    const title =
      titleAt >= 0
        ? joinIsbd(
            field.subfields.slice(titleAt).filter((s) => TITLE_CODES.includes(s.code)),
            { n: ". ", p: ". ", l: ". ", k: ". ", f: ". ", s: ". ", o: ". ", r: ", ", m: ", " },
          )
        : "";
    main = [name, title].filter(Boolean).join(name.endsWith(".") ? " " : ". ");
  } else if (kind === "30") {
    main = joinIsbd(
      field.subfields.filter((s) => "adfgklmnoprst".includes(s.code)),
      { n: ". ", p: ". ", l: ". ", k: ". " },
    );
  } else if (kind === "50") {
    main = joinIsbd(
      field.subfields.filter((s) => "ab".includes(s.code)),
      { b: ". " },
    );
  } else if (/^8\d$/.test(kind)) {
    main = "";
  } else {
    main = joinIsbd(
      field.subfields.filter((s) => s.code === "a"),
      {},
    );
  }
  const subdivisions = field.subfields
    .filter((s) => SUBDIVISION_CODES.includes(s.code))
    .map((s) => joinIsbd([s], {}))
    .filter(Boolean);
  return [main, ...subdivisions].filter(Boolean).join(" -- ").replace(NON_SORTING, "");
}

/** MARC's non-sorting marks (U+0088/U+0089, U+0098/U+009C) are for filing, not for reading. */
const NON_SORTING = /[\u0088\u0089\u0098\u009c]/g;

export function withoutNonSorting(text: string): string {
  return text.replace(NON_SORTING, "");
}

/** The 1XX that establishes the heading, or undefined when the record has none we know. */
export function headingField(record: MarcRecord): DataField | undefined {
  return record.fields.find((f): f is DataField => isDataField(f) && isHeadingTag(f.tag));
}

/** Throws MarcError for a record that establishes no heading (no 1XX of a known kind): it cannot be shown or matched. */
export function indexAuthority(record: MarcRecord): IndexedAuthority {
  const field = headingField(record);
  const type = field && authorityType(field);
  const heading = field ? headingDisplay(field) : "";
  if (!field || !type || !heading) throw new MarcError("authority record without a heading (1XX)");
  return {
    ...indexSource(record),
    tag: field.tag,
    type,
    heading,
    headingField: field,
  };
}
