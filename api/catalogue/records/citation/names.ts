/**
 * Name headings (1XX, 7XX, 720) as citation names, and the role each one plays in the work,
 * decided from its relator codes ($4) and terms ($e, or $j in meetings).
 */
import type { DataField } from "../../marc/record.ts";
import { subfield, subfieldValues } from "../../marc/record.ts";
import { clean, joinIsbd, joinSentences } from "./isbd.ts";

/**
 * CSL-like name: a person split at the comma of an inverted heading, or a literal. Corporate
 * bodies keep their hierarchy ("Brasil", "Ministério da Educação") because ABNT capitalises
 * only the top level.
 */
export type CitationName = { family: string; given?: string } | { literal: string; hierarchy?: string[] };

/** Roles ABNT prints as "Label: Name." after the title rather than as the entry. */
export type CreditRole = "advisor" | "director" | "producer" | "reporter";
type Role = "author" | "editor" | CreditRole;

/**
 * Relator codes and terms (English, and Portuguese as Brazilian catalogues write them in $e)
 * that give a name a role in the citation. Anything else (dgg, trl, ill, nrt, act, …) does not
 * make the name appear. "org" is not a MARC code (it means originator there) but Brazilian
 * catalogues use it in $4 for "organizador", which is how it is read here.
 */
const ROLE_BY_RELATOR: Record<string, Role> = {
  aut: "author",
  author: "author",
  autor: "author",
  autora: "author",
  cre: "author",
  creator: "author",
  cmp: "author",
  composer: "author",
  compositor: "author",
  compositora: "author",
  lyr: "author",
  lyricist: "author",
  letrista: "author",
  ctg: "author",
  cartographer: "author",
  cartógrafo: "author",
  cartógrafa: "author",
  edt: "editor",
  editor: "editor",
  editora: "editor",
  ed: "editor",
  org: "editor",
  organizador: "editor",
  organizadora: "editor",
  coord: "editor",
  coordenador: "editor",
  coordenadora: "editor",
  com: "editor",
  compiler: "editor",
  comp: "editor",
  compilador: "editor",
  compiladora: "editor",
  ths: "advisor",
  "thesis advisor": "advisor",
  advisor: "advisor",
  orientador: "advisor",
  orientadora: "advisor",
  coorientador: "advisor",
  coorientadora: "advisor",
  drt: "director",
  director: "director",
  "film director": "director",
  diretor: "director",
  diretora: "director",
  direção: "director",
  pro: "producer",
  producer: "producer",
  produtor: "producer",
  produtora: "producer",
  produção: "producer",
  relator: "reporter",
  relatora: "reporter",
};

/** ABNT's role mark after editors' names, "(org.)", from the relator that made them editors. */
const EDITOR_MARK: Record<string, string> = {
  org: "org.",
  organizador: "org.",
  organizadora: "org.",
  coord: "coord.",
  coordenador: "coord.",
  coordenadora: "coord.",
  com: "comp.",
  compiler: "comp.",
  comp: "comp.",
  compilador: "comp.",
  compiladora: "comp.",
};

/** Relator terms and codes of a heading, lower case, without punctuation ("Orientadora." → "orientadora"). */
export function relators(field: DataField): string[] {
  const termCode = field.tag.endsWith("11") ? "j" : "e";
  return subfieldValues(field, `${termCode}4`).map((v) => clean(v).toLowerCase().replace(/\.$/, ""));
}

export function rolesOf(field: DataField): Set<Role> {
  const roles = new Set<Role>();
  for (const r of relators(field)) {
    const role = ROLE_BY_RELATOR[r];
    if (role) roles.add(role);
  }
  return roles;
}

/** "org." / "coord." / "comp." / "ed." for an editor heading. */
export function editorMark(field: DataField): string {
  for (const r of relators(field)) if (EDITOR_MARK[r]) return EDITOR_MARK[r];
  return "ed.";
}

const DEFAULT_LABELS: Record<CreditRole, string> = {
  advisor: "Orientador",
  director: "Direção",
  producer: "Produção",
  reporter: "Relator",
};

/** Portuguese relator terms that are labels as they stand, with the gender the cataloguer chose. */
const TERM_LABELS: Record<string, string> = {
  orientadora: "Orientadora",
  coorientador: "Coorientador",
  coorientadora: "Coorientadora",
  relatora: "Relatora",
};

/** The label ABNT prints before a credited name ("Orientadora: Marta Ribeiro"). */
export function creditLabel(field: DataField, role: CreditRole): string {
  for (const r of relators(field)) if (TERM_LABELS[r] && ROLE_BY_RELATOR[r] === role) return TERM_LABELS[r];
  return DEFAULT_LABELS[role];
}

/** Splits an inverted "Surname, Forenames" at its first comma; kinship words stay in the surname. */
function inverted(text: string): CitationName {
  const comma = text.indexOf(",");
  if (comma < 0) return { literal: text };
  const family = clean(text.slice(0, comma));
  const given = clean(text.slice(comma + 1));
  return given ? { family, given } : { family };
}

/**
 * The citation name of a heading. Dates ($d), titles ($c) and fuller forms ($q) are dropped;
 * corporate subordinate units ($b) become the hierarchy, and qualifiers such as
 * "(3. Turma)" in $g or a meeting's number, date and place stay with the last unit.
 */
export function headingName(field: DataField): CitationName | undefined {
  const a = subfield(field, "a");
  if (!a) return undefined;
  const kind = field.tag.slice(1);
  if (kind === "00") {
    if (field.ind1 === "1") return inverted(a);
    return { literal: clean([a, ...subfieldValues(field, "b")].join(" ")) };
  }
  if (kind === "10" || kind === "11") {
    const units = [a, ...subfieldValues(field, kind === "10" ? "b" : "e")].map(clean).filter(Boolean);
    // Joined as catalogued: "(33rd : 1993 : New Orleans, La.)".
    const qualifiers = joinIsbd(
      field.subfields.filter((s) => (kind === "10" ? "gndc" : "ndc").includes(s.code)),
      {},
    );
    if (qualifiers) units[units.length - 1] += ` ${qualifiers}`;
    return { literal: joinSentences(units), hierarchy: units };
  }
  // 720: an uncontrolled name, transcribed as found.
  return field.ind1 === "1" ? inverted(a) : { literal: clean(a) };
}

/** Forenames first, after a title in $c ("Min. Nome Fictício", "Marta Ribeiro"), as ABNT writes credited people. */
export function directOrder(field: DataField, name: CitationName): string {
  const title = field.tag.endsWith("00") ? subfield(field, "c") : undefined;
  const base = "family" in name ? [name.given, name.family].filter(Boolean).join(" ") : name.literal;
  return title ? `${clean(title)} ${base}` : base;
}

/** Name parts shown by the last two digits of the tag; relators ($e, $4, $j of meetings) are left out. */
const HEADING_CODES: Record<string, string> = { "00": "abcdq", "10": "abcdgn", "11": "acdenq", "20": "a" };
/** Separators supplied when a record has no ISBD punctuation between name parts. */
const HEADING_SEPARATORS = { b: ". ", c: ", ", d: ", ", n: " ", q: " " };

/** A name heading as catalogued, dates included ("Bartók, Béla, 1881-1945"), for display and Dublin Core. */
export function headingText(field: DataField): string {
  const codes = HEADING_CODES[field.tag.slice(1)] ?? "a";
  return joinIsbd(
    field.subfields.filter((s) => codes.includes(s.code)),
    HEADING_SEPARATORS,
  );
}
