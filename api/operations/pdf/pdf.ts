/**
 * The PDFs the service produces (clearance declaration, payment slip, catalogue card): PDFKit
 * with DejaVu Sans embedded, since the standard PDF fonts are not guaranteed to print every
 * accent of pt and es the same on every reader. Fonts live in data/fonts (resolved from the working
 * directory, like the demo data, so the same path works from source and from the bundled server).
 */
import path from "node:path";

import PDFDocument from "pdfkit";

export const PDF_FONT_DIR = process.env.PDF_FONT_DIR ?? path.resolve("data/fonts");

export type Pdf = InstanceType<typeof PDFDocument>;

/** An A4 document with "regular" and "bold" registered and selected as regular. */
export function newPdf(info: { title: string; lang: string }): Pdf {
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: info.title },
    lang: info.lang,
    displayTitle: true,
  });
  doc.registerFont("regular", path.join(PDF_FONT_DIR, "DejaVuSans.ttf"));
  doc.registerFont("bold", path.join(PDF_FONT_DIR, "DejaVuSans-Bold.ttf"));
  doc.font("regular");
  return doc;
}

/** Ends the document and resolves with its bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}
