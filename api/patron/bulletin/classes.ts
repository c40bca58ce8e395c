/**
 * Where a new record goes in the bibliographic bulletin (decision 031): its chapter is the main
 * class of its classification (Dewey's hundreds, or the Library of Congress's class letter), and
 * each chapter sits under the CNPq "grande área" that class belongs to. A record without a
 * classification either scheme reads goes to the chapter "Sem classificação" under
 * "Multidisciplinar". The names are the library's, in Portuguese, like the rest of its data.
 */

export interface Area {
  code: string;
  name: string;
}

/** The CNPq grandes áreas (Tabela de Áreas do Conhecimento). */
export const AREAS = {
  exatas: { code: "1.00.00.00-3", name: "Ciências Exatas e da Terra" },
  biologicas: { code: "2.00.00.00-6", name: "Ciências Biológicas" },
  engenharias: { code: "3.00.00.00-9", name: "Engenharias" },
  saude: { code: "4.00.00.00-1", name: "Ciências da Saúde" },
  agrarias: { code: "5.00.00.00-4", name: "Ciências Agrárias" },
  sociais: { code: "6.00.00.00-7", name: "Ciências Sociais Aplicadas" },
  humanas: { code: "7.00.00.00-0", name: "Ciências Humanas" },
  letras: { code: "8.00.00.00-2", name: "Linguística, Letras e Artes" },
  multi: { code: "9.00.00.00-5", name: "Multidisciplinar" },
} satisfies Record<string, Area>;

type AreaKey = keyof typeof AREAS;

const DEWEY: { name: string; area: AreaKey }[] = [
  { name: "Ciência da computação, informação e obras gerais", area: "multi" },
  { name: "Filosofia e psicologia", area: "humanas" },
  { name: "Religião", area: "humanas" },
  { name: "Ciências sociais", area: "sociais" },
  { name: "Linguagem", area: "letras" },
  { name: "Ciências naturais e matemática", area: "exatas" },
  { name: "Tecnologia (ciências aplicadas)", area: "engenharias" },
  { name: "Artes e recreação", area: "letras" },
  { name: "Literatura", area: "letras" },
  { name: "História e geografia", area: "humanas" },
];

/** Dewey divisions that are chapters of their own, in another area than their class. */
const DEWEY_DIVISIONS: Record<string, { name: string; area: AreaKey }> = {
  "37": { name: "Educação", area: "humanas" },
  "57": { name: "Ciências da vida; biologia", area: "biologicas" },
  "58": { name: "Plantas (botânica)", area: "biologicas" },
  "59": { name: "Animais (zoologia)", area: "biologicas" },
  "61": { name: "Medicina e saúde", area: "saude" },
  "63": { name: "Agricultura", area: "agrarias" },
};

const LC: Record<string, { name: string; area: AreaKey }> = {
  A: { name: "Obras gerais", area: "multi" },
  B: { name: "Filosofia, psicologia e religião", area: "humanas" },
  C: { name: "Ciências auxiliares da história", area: "humanas" },
  D: { name: "História geral e do Velho Mundo", area: "humanas" },
  E: { name: "História da América", area: "humanas" },
  F: { name: "História local das Américas", area: "humanas" },
  G: { name: "Geografia, antropologia e recreação", area: "humanas" },
  H: { name: "Ciências sociais", area: "sociais" },
  J: { name: "Ciência política", area: "humanas" },
  K: { name: "Direito", area: "sociais" },
  L: { name: "Educação", area: "humanas" },
  M: { name: "Música", area: "letras" },
  N: { name: "Belas-artes", area: "letras" },
  P: { name: "Língua e literatura", area: "letras" },
  Q: { name: "Ciência", area: "exatas" },
  R: { name: "Medicina", area: "saude" },
  S: { name: "Agricultura", area: "agrarias" },
  T: { name: "Tecnologia", area: "engenharias" },
  U: { name: "Ciência militar", area: "multi" },
  V: { name: "Ciência naval", area: "multi" },
  Z: { name: "Bibliografia, biblioteconomia e recursos de informação", area: "sociais" },
};

/** LC subclasses that make one chapter of their own: the life sciences under Q. */
const LC_LIFE_SCIENCES = new Set(["QH", "QK", "QL", "QM", "QP", "QR"]);

export interface Placement {
  area: Area;
  chapter: { code: string; name: string };
}

const UNCLASSIFIED: Placement = {
  area: AREAS.multi,
  chapter: { code: "SC", name: "Sem classificação" },
};

/** The area and chapter of a classification (082 or 050 as indexed), e.g. "327.73" or "KF505.Z9 C43". */
export function placementOf(classification: string | null): Placement {
  const value = (classification ?? "").trim();
  const dewey = /^(\d)(\d)?/.exec(value);
  if (dewey) {
    const main = Number(dewey[1]);
    const division = dewey[2] === undefined ? undefined : DEWEY_DIVISIONS[`${dewey[1]}${dewey[2]}`];
    if (division) {
      const code = `${dewey[1]}${dewey[2]}0`;
      return { area: AREAS[division.area], chapter: { code: `CDD-${code}`, name: `${code} – ${division.name}` } };
    }
    return {
      area: AREAS[DEWEY[main].area],
      chapter: { code: `CDD-${main}00`, name: `${main}00 – ${DEWEY[main].name}` },
    };
  }
  const lc = /^([A-Z])([A-Z]{0,2}) ?\d/.exec(value);
  if (lc && LC[lc[1]]) {
    if (LC_LIFE_SCIENCES.has(`${lc[1]}${lc[2].charAt(0)}`)) {
      return { area: AREAS.biologicas, chapter: { code: "LC-QH", name: "QH–QR – Ciências biológicas (LC)" } };
    }
    return { area: AREAS[LC[lc[1]].area], chapter: { code: `LC-${lc[1]}`, name: `${lc[1]} – ${LC[lc[1]].name} (LC)` } };
  }
  return UNCLASSIFIED;
}
