/**
 * The level of an academic work from the genre of its 502 note ("Tese (Doutorado em …)",
 * "Dissertação (Mestrado)", "Thesis (Ph.D.)", "Habil.-Schr."), for the exports that name it
 * (BibTeX @phdthesis/@mastersthesis, APA's "Doctoral dissertation"). A note that says nothing
 * recognisable is taken as a doctoral thesis, as "Tese" is in ABNT.
 */
export type ThesisKind = "doctoral" | "masters" | "bachelor";

export function thesisKind(genre: string | undefined): ThesisKind {
  const text = genre ?? "";
  if (/^disserta|mestrado|master|magister|\bm\.\s?(?:a|sc|phil)\.|\bmsc\b|\bmba\b/i.test(text)) return "masters";
  if (/^(trabalho|monografia|tcc)|gradua|especializa|bachelor|bacharel|licenciatura|\bb\.\s?a\./i.test(text))
    return "bachelor";
  return "doctoral";
}
