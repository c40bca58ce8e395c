/**
 * The GRU payment slip ("Guia de Recolhimento da União") for a patron's debt, as a PDF. A GRU is
 * a Brazilian federal form: it is written in Portuguese whatever the reader's language, and the
 * amount in the Brazilian way ("R$ 12,50").
 */
import { TIME_ZONE } from "../../core/time.ts";
import { translate } from "../../core/i18n.ts";
import { newPdf, pdfBytes } from "../../operations/pdf/pdf.ts";
import { drawHeader, type InstitutionHeader } from "./institution-header.ts";

export interface SlipDocument {
  reference: string;
  patronName: string;
  patronLogin: string;
  libraryName: string;
  amountCents: number;
  /** What the debt is for: titles or descriptions, one line each. */
  items: string[];
  issuedAt: Date;
  /** Last day to pay. */
  dueDay: string;
}

/** "R$ 1.234,50": a plain space after the symbol, so the text reads the same when copied. */
export function formatReais(cents: number): string {
  const reais = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `R$ ${reais},${String(cents % 100).padStart(2, "0")}`;
}

const ptDate = (d: Date) => new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: TIME_ZONE }).format(d);

export async function slipPdf(header: InstitutionHeader, s: SlipDocument): Promise<Buffer> {
  const t = (key: string) => translate("pt", `clearance.gru.${key}`);
  const doc = newPdf({ title: t("title"), lang: "pt-BR" });
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  drawHeader(doc, header);
  doc.font("bold").fontSize(16).text(t("title"), { align: "center", width });
  doc.moveDown(1);
  const rows: [string, string][] = [
    [t("reference"), s.reference],
    [t("payer"), `${s.patronName} (${s.patronLogin})`],
    [t("library"), s.libraryName],
    [t("issued"), ptDate(s.issuedAt)],
    [t("due"), ptDate(new Date(`${s.dueDay}T12:00:00Z`))],
    [t("amount"), formatReais(s.amountCents)],
  ];
  const top = doc.y;
  const rowHeight = 26;
  for (const [i, [label, value]] of rows.entries()) {
    const y = top + i * rowHeight;
    doc.rect(left, y, width, rowHeight).lineWidth(0.6).strokeColor("#444444").stroke();
    doc
      .font("bold")
      .fontSize(10)
      .fillColor("#000000")
      .text(label, left + 8, y + 8, { width: 150 });
    doc.font(i === rows.length - 1 ? "bold" : "regular").text(value, left + 170, y + 8, { width: width - 178 });
  }
  doc.x = left;
  doc.y = top + rows.length * rowHeight + 18;
  doc.font("bold").fontSize(11).text(t("items"), { width });
  doc.font("regular").fontSize(10);
  for (const item of s.items) doc.text(`• ${item}`, { width });
  doc.moveDown(1);
  doc.fontSize(9).fillColor("#333333").text(t("notice"), { width });
  return pdfBytes(doc);
}
