/**
 * The GRU payment slip ("Guia de Recolhimento da União") for a patron's debt, as a PDF. A GRU is
 * a Brazilian federal form: it is written in Portuguese whatever the reader's language, and the
 * amount in the Brazilian way ("R$ 12,50"). Where the institution gave its UG, gestão and
 * collection code, the slip carries the typable line and the barcode a bank's reader takes;
 * where it gave a PIX key, a PIX QR code and its "copia e cola" text
 * (docs/decisions/054-payable-gru-and-pix.md).
 */
import QRCode from "qrcode";

import { TIME_ZONE } from "../../core/time.ts";
import { translate } from "../../core/i18n.ts";
import { newPdf, pdfBytes, type Pdf } from "../../operations/pdf/pdf.ts";
import { interleaved2of5 } from "./febraban.ts";
import { drawHeader, type InstitutionHeader } from "./institution-header.ts";

export interface SlipDocument {
  reference: string;
  patronName: string;
  patronLogin: string;
  /** The payer's CPF, as the form names a person. */
  patronTaxId: string;
  libraryName: string;
  amountCents: number;
  /** What the debt is for: titles or descriptions, one line each. */
  items: string[];
  issuedAt: Date;
  /** Last day to pay. */
  dueDay: string;
  /** The collection fields and codes, when the institution configured them. */
  collection: {
    ug: string;
    gestao: string;
    collectionCode: string;
    barcode: string;
    typableLine: string;
  } | null;
  /** The PIX payload ("copia e cola"), when the institution has a PIX key. */
  pix: string | null;
}

/** FEBRABAN's print sizes: a narrow module of 0.254 mm (wide three times it), bars 13 mm high. */
const MM = 72 / 25.4;
const NARROW = 0.254 * MM;
const BAR_HEIGHT = 13 * MM;
/** Interleaved 2 of 5 wants ten narrow modules of white on each side at least. */
const QUIET = 10 * NARROW;

/** "R$ 1.234,50": a plain space after the symbol, so the text reads the same when copied. */
export function formatReais(cents: number): string {
  const reais = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `R$ ${reais},${String(cents % 100).padStart(2, "0")}`;
}

const ptDate = (d: Date) => new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: TIME_ZONE }).format(d);

/** "28830-6": the collection code as the GRU prints it. */
const dashed = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** The bars at their printed size, from (x, y), black on the page's white. */
function drawBarcode(doc: Pdf, digits: string, x: number, y: number): number {
  let at = x + QUIET;
  for (const [i, modules] of interleaved2of5(digits).entries()) {
    const width = modules * NARROW;
    if (i % 2 === 0) doc.rect(at, y, width, BAR_HEIGHT).fill("#000000");
    at += width;
  }
  return at + QUIET - x;
}

/** Starts a new page when `needed` points do not fit below the current position. */
function room(doc: Pdf, needed: number): void {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

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
    [t("tax_id"), s.patronTaxId],
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
  doc
    .fontSize(9)
    .fillColor("#333333")
    .text(s.collection ? t("notice") : t("no_barcode"), { width });
  if (s.collection) drawCollection(doc, s, s.collection, t);
  if (s.pix) await drawPix(doc, s.pix, t);
  return pdfBytes(doc);
}

function drawCollection(
  doc: Pdf,
  s: SlipDocument,
  c: NonNullable<SlipDocument["collection"]>,
  t: (key: string) => string,
): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  room(doc, 170);
  doc.moveDown(1);
  const competence = new Intl.DateTimeFormat("pt-BR", {
    month: "2-digit",
    year: "numeric",
    timeZone: TIME_ZONE,
  }).format(s.issuedAt);
  const cells: [string, string][] = [
    [t("ug"), c.ug],
    [t("gestao"), c.gestao],
    [t("collection_code"), dashed(c.collectionCode)],
    [t("competence"), competence],
    [t("due"), ptDate(new Date(`${s.dueDay}T12:00:00Z`))],
    [t("amount"), formatReais(s.amountCents)],
  ];
  const top = doc.y;
  const cellWidth = width / cells.length;
  for (const [i, [label, value]] of cells.entries()) {
    const x = left + i * cellWidth;
    doc.rect(x, top, cellWidth, 34).lineWidth(0.6).strokeColor("#444444").stroke();
    doc
      .font("regular")
      .fontSize(7)
      .fillColor("#000000")
      .text(label, x + 4, top + 4, { width: cellWidth - 8 });
    doc
      .font("bold")
      .fontSize(9)
      .text(value, x + 4, top + 17, { width: cellWidth - 8 });
  }
  doc.x = left;
  doc.y = top + 44;
  doc.font("regular").fontSize(8).text(t("typable_line"), { width });
  doc.font("bold").fontSize(11).text(c.typableLine, { width, characterSpacing: 0.3 });
  const barsTop = doc.y + 8;
  drawBarcode(doc, c.barcode, left, barsTop);
  doc.x = left;
  doc.y = barsTop + BAR_HEIGHT + 10;
}

async function drawPix(doc: Pdf, payload: string, t: (key: string) => string): Promise<void> {
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  // A PNG, as on the clearance declaration: any reader, and the tests, can take it out again.
  const qr = await QRCode.toBuffer(payload, {
    type: "png",
    errorCorrectionLevel: "M",
    margin: 4,
    scale: 5,
    color: { dark: "#000000ff", light: "#ffffffff" },
  });
  const size = 120;
  room(doc, size + 20);
  doc.moveDown(1);
  const top = doc.y;
  doc.image(qr, left, top, { width: size, height: size });
  const textLeft = left + size + 14;
  doc
    .font("bold")
    .fontSize(11)
    .fillColor("#000000")
    .text(t("pix_title"), textLeft, top + 6, { width: width - size - 14 });
  doc
    .font("regular")
    .fontSize(8)
    .text(t("pix_copy"), { width: width - size - 14 });
  doc
    .font("regular")
    .fontSize(7)
    .text(payload, { width: width - size - 14 });
  doc.x = left;
  doc.y = Math.max(doc.y, top + size) + 6;
}
