/**
 * The catalogue card ("ficha catalográfica") of an academic work, as the library prints it on the
 * back of the title page (ABNT NBR 14724, the card in AACR2's layout): the Cutter code beside the
 * main entry (the author, surname first), then the title and statement of responsibility with the
 * advisors, place and year; the leaves; the thesis note; the tracings (numbered subjects, roman
 * added entries) and the classification at the bottom right. Always in Portuguese: it is printed in
 * a Brazilian thesis whatever language the patron reads the catalogue in.
 */
import type { CatalogueCardData, RequestValues, WorkKind } from "./contract.ts";
import { keywordsOf } from "./research-requests.rules.ts";
import { newPdf, pdfBytes } from "../../operations/pdf/pdf.ts";

const WORK_NOTE: Record<WorkKind, [string, string]> = {
  tese: ["Tese", "Doutorado"],
  dissertacao: ["Dissertação", "Mestrado"],
  tcc: ["Trabalho de Conclusão de Curso", "Graduação"],
  monografia: ["Monografia", "Especialização"],
};

/** "Silva, Maria da" → "Maria da Silva"; a name without a comma stays as it is. */
export function directOrder(name: string): string {
  const [surname, given] = name.split(/,\s*/, 2);
  return given ? `${given} ${surname}` : name;
}

/** "Marta Ribeiro" → "Ribeiro, Marta" (the last word as surname); "Ribeiro, Marta" stays. */
export function invertedOrder(name: string): string {
  if (name.includes(",")) return name;
  const words = name.trim().split(/\s+/);
  return words.length < 2 ? name : `${words.at(-1)}, ${words.slice(0, -1).join(" ")}`;
}

const period = (s: string) => (/[.?!]$/.test(s) ? s : `${s}.`);

export interface CardText {
  cutter: string;
  heading: string;
  /** The paragraphs after the heading, in order (each indented under it). */
  body: string[];
  classification: string;
}

/** The card's text from the request's fields and the library's data. */
export function cardText(data: RequestValues, card: CatalogueCardData): CardText {
  const s = (k: string) => (data[k] === null || data[k] === undefined ? "" : String(data[k]).trim());
  const author = s("autor");
  const advisors = [`orientador, ${s("orientador")}`];
  if (s("coorientador")) advisors.push(`coorientador, ${s("coorientador")}`);
  const title = s("subtitulo") ? `${s("titulo")}: ${s("subtitulo")}` : s("titulo");
  const [workName, degree] = WORK_NOTE[(s("tipo_trabalho") || "tcc") as WorkKind] ?? WORK_NOTE.tcc;
  const body = [
    `${title} / ${directOrder(author)} ; ${advisors.join(" ; ")}. – ${s("cidade")}, ${s("ano")}.`,
    `${s("folhas")} f.${data.ilustracoes === true ? " : il." : ""}`,
    `${workName} (${degree} em ${s("curso")}) – ${[s("unidade"), s("instituicao")].filter(Boolean).join(", ")}, ${s("cidade")}, ${s("ano")}.`,
  ];
  const subjects = card.assuntos.length > 0 ? card.assuntos : keywordsOf(s("palavras_chave"));
  const added = [invertedOrder(s("orientador")), ...(s("coorientador") ? [invertedOrder(s("coorientador"))] : [])];
  added.push(s("instituicao"), "Título");
  const roman = ["I", "II", "III", "IV", "V", "VI"];
  body.push(
    [
      ...subjects.map((subject, i) => `${i + 1}. ${period(subject)}`),
      ...added.map((e, i) => `${roman[i]}. ${period(e)}`),
    ].join(" "),
  );
  return { cutter: card.cutter, heading: period(author), body, classification: card.classificacao };
}

const CM = 72 / 2.54;

/** The card as a PDF: an A4 page with the card, 12.5 × 7.5 cm, at the foot as ABNT places it. */
export async function cardPdf(data: RequestValues, card: CatalogueCardData): Promise<Buffer> {
  const text = cardText(data, card);
  const doc = newPdf({ title: `Ficha catalográfica – ${String(data.titulo ?? "")}`, lang: "pt-BR" });
  const width = 12.5 * CM;
  const left = (doc.page.width - width) / 2;
  // AACR2's card: the call number in its own column, the heading at the first indention, the
  // rest at the second.
  const indent = 2.3 * CM;
  const inner = width - indent - 0.4 * CM;
  doc.fontSize(9);
  // Measured first: the card grows with long titles rather than cutting them.
  const paragraphHeight = (p: string) => doc.heightOfString(p, { width: inner });
  const contentHeight =
    doc.heightOfString(text.heading, { width: inner }) +
    text.body.reduce((sum, p) => sum + paragraphHeight(p) + 6, 0) +
    24;
  const height = Math.max(7.5 * CM, contentHeight + 0.8 * CM);
  const top = doc.page.height - doc.page.margins.bottom - height - 2 * CM;
  doc
    .font("bold")
    .fontSize(10)
    .text("Ficha catalográfica", left, top - 1.2 * CM, { width, align: "center" });
  doc.font("regular").fontSize(9);
  doc.rect(left, top, width, height).stroke();
  let y = top + 0.4 * CM;
  doc.text(text.cutter, left + 0.25 * CM, y, { width: 1.5 * CM, lineBreak: false });
  doc.text(text.heading, left + indent - 0.5 * CM, y, { width: inner + 0.5 * CM });
  y = doc.y + 4;
  for (const paragraph of text.body) {
    doc.text(paragraph, left + indent, y, { width: inner, indent: 0 });
    y = doc.y + 6;
  }
  doc.text(text.classification, left, top + height - 0.4 * CM - 10, { width: width - 0.4 * CM, align: "right" });
  if (card.bibliotecario) {
    doc
      .fontSize(8)
      .text(`Elaborada por ${card.bibliotecario}`, left, top + height + 0.2 * CM, { width, align: "center" });
  }
  return pdfBytes(doc);
}
