/**
 * An authority record as its page shows it, in Pergamum's "Authority field" shape (document 1
 * §3: texto, ordem, campos (descricao, pontuacao, secao), paragrafo, seq_paragrafo): one entry
 * per displayed data field, `paragrafo` being the tag, `seq_paragrafo` the occurrence of that
 * tag, `campos` the subfields ("secao" is the subfield code, "descricao" its value without the
 * closing ISBD punctuation, "pontuacao" that punctuation). Codes, linking subfields and fields
 * meant for cataloguers (identifiers of other systems, 040, 667 nonpublic notes, 9XX) stay in
 * the MARC view only.
 */
import type { AuthorityField, AuthorityLink, AuthoritySection } from "../../contract.ts";
import { isDataField, type DataField, type MarcRecord } from "../marc/record.ts";
import { clean } from "../records/citation/isbd.ts";
import { headingDisplay, withoutNonSorting } from "./authority-fields.ts";

/** Label key by tag, or by the first two digits ("4" = any 4XX). */
const LABELS: [RegExp, string][] = [
  [/^024$/, "identifier"],
  [/^1\d\d$/, "heading"],
  [/^046$/, "dates"],
  [/^370$/, "places"],
  [/^372$/, "field_of_activity"],
  [/^373$/, "associated_group"],
  [/^374$/, "occupation"],
  [/^375$/, "gender"],
  [/^377$/, "language"],
  [/^3\d\d$/, "attributes"],
  [/^4\d\d$/, "see_from"],
  [/^5\d\d$/, "see_also"],
  [/^670$/, "source"],
  [/^675$/, "source_not_found"],
  [/^678$/, "biographical"],
  [/^68[01]$/, "scope_note"],
  [/^7\d\d$/, "linking_entry"],
  [/^856$/, "link"],
];

/** Shown fields: identifiers, dates, the heading, attributes, tracings, public notes, links. */
const SHOWN = /^(024|046|1\d\d|3[6-8]\d|4\d\d|5\d\d|66[3-6]|67[0-8]|68[0-2]|7\d\d|856)$/;

/** Subfields with data a reader understands: letters, not $0-$9 (links, sources, control). $w and $i of tracings are codes too. */
function shownCodes(tag: string): (code: string) => boolean {
  const tracing = /^[45]\d\d$/.test(tag);
  return (code) => /^[a-z]$/.test(code) && !(tracing && (code === "w" || code === "i" || code === "e"));
}

function sections(field: DataField): AuthoritySection[] {
  const shown = shownCodes(field.tag);
  return field.subfields
    .filter((s) => shown(s.code) || (field.tag === "024" && (s.code === "1" || s.code === "2")))
    .map((s) => {
      const value = withoutNonSorting(s.value).replace(/\s+/g, " ").trim();
      const descricao = clean(value);
      return { secao: s.code, descricao, pontuacao: value.slice(descricao.length).trim() };
    })
    .filter((s) => s.descricao);
}

function text(field: DataField, campos: AuthoritySection[]): string {
  if (/^[145]\d\d$/.test(field.tag)) {
    const display = headingDisplay(field);
    if (display) return display;
  }
  // Identifiers read "source: id" (the link is in campos, section 1).
  if (field.tag === "024") {
    const a = campos.find((c) => c.secao === "a")?.descricao;
    const source = campos.find((c) => c.secao === "2")?.descricao;
    return [source, a].filter(Boolean).join(": ");
  }
  return campos
    .filter((c) => c.secao !== "u")
    .map((c) => c.descricao)
    .join(" ")
    .trim();
}

export function labelKey(tag: string): string {
  return LABELS.find(([pattern]) => pattern.test(tag))?.[1] ?? "note";
}

export function authorityFields(record: MarcRecord, label: (key: string) => string): AuthorityField[] {
  const seen = new Map<string, number>();
  const out: AuthorityField[] = [];
  for (const field of record.fields) {
    if (!isDataField(field)) continue;
    const seq = (seen.get(field.tag) ?? 0) + 1;
    seen.set(field.tag, seq);
    if (!SHOWN.test(field.tag)) continue;
    const campos = sections(field);
    const texto = text(field, campos);
    if (!texto && !campos.some((c) => c.secao === "u")) continue;
    const rotulo = labelKey(field.tag);
    out.push({
      paragrafo: field.tag,
      seq_paragrafo: seq,
      ordem: out.length + 1,
      rotulo,
      descricao_paragrafo: label(rotulo),
      ind1: field.ind1,
      ind2: field.ind2,
      texto,
      campos,
    });
  }
  return out;
}

/** $u of 670 (source data), 678 (biographical data) and 856: rendered as hyperlinks (document 1 §2). */
export function authorityLinks(record: MarcRecord, label: (key: string) => string): AuthorityLink[] {
  const out: AuthorityLink[] = [];
  for (const field of record.fields) {
    if (!isDataField(field) || !/^(670|678|856)$/.test(field.tag)) continue;
    const about = clean(
      field.subfields
        .filter((s) => /^[a-tv-z3]$/.test(s.code))
        .map((s) => s.value)
        .join(" "),
    );
    for (const s of field.subfields) {
      const url = s.value.trim();
      if (s.code !== "u" || !/^https?:\/\//i.test(url)) continue;
      out.push({ paragrafo: field.tag, url, descricao: about || label(labelKey(field.tag)) });
    }
  }
  return out;
}
