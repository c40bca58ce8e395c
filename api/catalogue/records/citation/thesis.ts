/**
 * The academic-work note of a thesis (502): the type of work and degree as ABNT names them
 * ("Tese (Doutorado em …)"), the granting institution, the place and the year of defence.
 */
import type { MarcRecord } from "../../marc/record.ts";
import { dataFields, subfield } from "../../marc/record.ts";
import type { Imprint } from "./imprint.ts";
import { clean } from "./isbd.ts";
import { capitalise } from "./marc-text.ts";

export interface Thesis {
  /** "Tese (Doutorado em Ciência da Informação)", "Dissertação (Mestrado)", or the note as catalogued. */
  genre: string;
  /** "Escola de Ciência da Informação, Universidade Federal de Minas Gerais". */
  institution?: string;
  place?: string;
  /** Year of defence. */
  year?: string;
}

/**
 * ABNT names the work by the degree: Tese (Doutorado), Dissertação (Mestrado), Trabalho de
 * Conclusão de Curso (Graduação), Monografia (Especialização). Degrees in English are
 * translated by their initial ("D.M.A.", "M.A.", "M.Arch.", "B.L.A."; and "Ph.D.", "Ed.D.");
 * Portuguese ones keep their course ("Doutorado em …").
 */
const GENRES: [RegExp, string, string][] = [
  [/livre[- ]doc/i, "Tese", "Livre-Docência"],
  [/doutorado|doctor|ph\.?\s?d|ed\.\s?d\.|^d\.\s?[a-z]/i, "Tese", "Doutorado"],
  [/mestrado|master|\bmba\b|^m\.\s?[a-z]/i, "Dissertação", "Mestrado"],
  [/especializa/i, "Monografia", "Especialização"],
  [/gradua|bacharel|licenciatura|bachelor|undergraduate|^b\.\s?[a-z]/i, "Trabalho de Conclusão de Curso", "Graduação"],
];

export function thesisGenre(degreeOrNote: string): string {
  const text = clean(degreeOrNote);
  // Already the ABNT wording, as Brazilian catalogues write 502.
  if (/^(tese|disserta|trabalho|monografia|tcc)/i.test(text)) return capitalise(text);
  const degree = text.match(/^(?:thesis|dissertation)\s*\((.+)\)$/i)?.[1] ?? text;
  const genre = GENRES.find(([pattern]) => pattern.test(degree));
  if (!genre) return capitalise(text);
  const [, work, level] = genre;
  const portuguese = degree.toLowerCase().startsWith(level.toLowerCase().slice(0, 6));
  return `${work} (${portuguese ? capitalise(degree) : level})`;
}

/** Free-text 502 $a: "Thesis (Ph.D.)--University of Florida, 2012." or "Tese (Doutorado) – UFMG, Belo Horizonte, 2020". */
function freeNote(text: string): Omit<Thesis, "place"> {
  const [head, ...rest] = clean(text).split(/\s*(?:--|–|—|\s-\s)\s*/);
  const tail = rest.join(" – ");
  const comma = tail.lastIndexOf(", ");
  const last = comma >= 0 ? tail.slice(comma + 2) : tail;
  const year = /^\[?\d{4}\]?$/.test(last) ? last.replace(/[[\]]/g, "") : undefined;
  const institution = year ? (comma >= 0 ? tail.slice(0, comma) : undefined) : tail || undefined;
  return { genre: thesisGenre(head), institution, year };
}

/**
 * The note from 502: structured $b degree, $c institution, $d year, else the free text of $a;
 * a 502 with neither $a nor $b still says the work is a thesis, hence "Tese". Without a 502
 * (a thesis known by 008/24-27 only) there is no note to give. The place of defence is the
 * place of the imprint unless the note already names it; without an institution the
 * publisher of the imprint stands in (a school printing its own students' work, as "EPUSP").
 */
export function thesis(record: MarcRecord, imprint: Imprint): Thesis | undefined {
  const field = dataFields(record, "502")[0];
  if (!field) return undefined;
  const a = subfield(field, "a");
  const b = subfield(field, "b");
  const c = subfield(field, "c");
  const d = subfield(field, "d");
  const note = a
    ? freeNote(a)
    : { genre: b ? thesisGenre(b) : "Tese", institution: c ? clean(c) : undefined, year: d ? clean(d) : undefined };
  const institution = note.institution ?? imprint.publisher;
  const place = imprint.place?.replace(/[[\]]/g, "");
  const named = place && institution?.includes(place);
  return { ...note, institution, place: named ? undefined : place, year: note.year ?? imprint.issued?.literal };
}
