/**
 * The institution as the service's documents print it: its name (institution parameter
 * `nome_instituicao`, else its `sigla`) and its logo (`logo_instituicao`, a PNG or JPEG under
 * public/logos/, the folder the OPAC serves). A logo that is missing or outside that folder is
 * left out rather than failing the document.
 */
import { existsSync } from "node:fs";
import path from "node:path";

import type { Queryable } from "../../core/db/db.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import type { Pdf } from "../../operations/pdf/pdf.ts";

// Resolved from the working directory, as the server serves ./public (server/index.ts).
export const LOGO_DIR = path.resolve("public", "logos");

export interface InstitutionHeader {
  name: string;
  logoFile: string | null;
}

export async function institutionHeader(db: Queryable): Promise<InstitutionHeader> {
  const params = await institutionParams(db, ["nome_instituicao", "sigla", "logo_instituicao"]);
  return {
    name: params.nome_instituicao?.trim() || params.sigla?.trim() || "Biblioteca",
    logoFile: logoFile(params.logo_instituicao),
  };
}

/** The logo's file when the parameter names a PNG or JPEG inside public/logos/, else null. */
export function logoFile(value: string | undefined): string | null {
  if (!value || !/\.(png|jpe?g)$/i.test(value)) return null;
  const file = path.resolve(LOGO_DIR, value.replace(/^\/?(?:logos\/)?/, ""));
  if (!file.startsWith(LOGO_DIR + path.sep) || !existsSync(file)) return null;
  return file;
}

/** The logo (when there is one) beside the institution's name, then a rule; leaves y below it. */
export function drawHeader(doc: Pdf, header: InstitutionHeader): void {
  const top = doc.y;
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  let textLeft = left;
  if (header.logoFile) {
    doc.image(header.logoFile, left, top, { fit: [56, 56] });
    textLeft = left + 72;
  }
  doc
    .font("bold")
    .fontSize(15)
    .text(header.name, textLeft, top + (header.logoFile ? 18 : 0), {
      width: width - (textLeft - left),
    });
  const below = Math.max(doc.y, top + (header.logoFile ? 56 : 0)) + 10;
  doc
    .moveTo(left, below)
    .lineTo(left + width, below)
    .lineWidth(0.8)
    .strokeColor("#0c2d48")
    .stroke();
  doc.font("regular").fontSize(11).fillColor("#000000");
  doc.x = left;
  doc.y = below + 18;
}
