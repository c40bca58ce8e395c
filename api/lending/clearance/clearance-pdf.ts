/**
 * The clearance declaration as a PDF (decision 032): the institution's name and logo, the
 * patron, the reason, the date, the verification code and a QR code (a PNG, so that any reader
 * and the tests can take it out again) leading to the validation page.
 */
import QRCode from "qrcode";

import { TIME_ZONE } from "../../core/time.ts";
import { translate, type Lang } from "../../core/i18n.ts";
import { newPdf, pdfBytes } from "../../operations/pdf/pdf.ts";
import { drawHeader, type InstitutionHeader } from "./institution-header.ts";

export interface DeclarationDocument {
  code: string;
  name: string;
  login: string;
  reasonLabel: string;
  issuedAt: string;
  validationUrl: string;
}

const LOCALE: Record<Lang, string> = { pt: "pt-BR", en: "en-GB", es: "es-ES" };

export function formatIssueDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: "long", timeZone: TIME_ZONE }).format(new Date(iso));
}

export async function declarationPdf(header: InstitutionHeader, d: DeclarationDocument, lang: Lang): Promise<Buffer> {
  const t = (key: string, params: Record<string, string> = {}) => translate(lang, `clearance.pdf.${key}`, params);
  const qr = await QRCode.toBuffer(d.validationUrl, {
    type: "png",
    errorCorrectionLevel: "M",
    margin: 4,
    scale: 5,
    color: { dark: "#000000ff", light: "#ffffffff" },
  });
  const doc = newPdf({ title: t("title"), lang });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  drawHeader(doc, header);
  doc.moveDown(1);
  doc.font("bold").fontSize(18).text(t("title"), { align: "center", width });
  doc.moveDown(1.5);
  doc
    .font("regular")
    .fontSize(12)
    .text(t("body", { name: d.name, login: d.login, institution: header.name }), { align: "justify", width });
  doc.moveDown(1);
  doc
    .font("bold")
    .text(`${t("reason")}: `, { continued: true })
    .font("regular")
    .text(d.reasonLabel);
  doc
    .font("bold")
    .text(`${t("date")}: `, { continued: true })
    .font("regular")
    .text(formatIssueDate(d.issuedAt, lang));
  doc
    .font("bold")
    .text(`${t("code")}: `, { continued: true })
    .font("regular")
    .text(d.code);
  doc.moveDown(1.5);
  const qrSize = 150;
  const qrTop = doc.y;
  doc.image(qr, doc.page.margins.left, qrTop, { width: qrSize, height: qrSize });
  doc
    .fontSize(10)
    .text(t("validate"), doc.page.margins.left + qrSize + 16, qrTop + 20, { width: width - qrSize - 16 })
    .moveDown(0.5)
    .fillColor("#0c2d48")
    .text(d.validationUrl, { width: width - qrSize - 16, link: d.validationUrl });
  return pdfBytes(doc);
}
