/**
 * The clearance declaration ("nada consta", decision 032): the check of what is pending, the
 * declaration itself (issued in one transaction with the patron's removal from the information
 * unit), its PDF, its QR validation, its sending by e-mail, and the desk's re-admission.
 */
import { raiseAlert } from "../../patron/alerts/alerts.service.ts";
import { localDay } from "../../core/time.ts";
import type { ApiConfig } from "../../core/config.ts";
import type { Db, Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { translate, type Lang } from "../../core/i18n.ts";
import { splitEmails } from "../circulation/loan-request.rules.ts";
import type { Mailer } from "../../operations/mail/mailer.ts";
import { deleteLoanToken } from "../loan-token/loan-token.service.ts";
import {
  declarationByCode,
  declarationInForce,
  findClearancePatron,
  insertDeclaration,
  lockClearancePatron,
  pendingCounts,
  readmitToUnit,
  removeFromUnit,
  type ClearancePatron,
  type DeclarationRow,
  type PendingCounts,
} from "./clearance.repository.ts";
import { declarationPdf, formatIssueDate } from "./clearance-pdf.ts";
import {
  CLEARANCE_REASONS,
  isReason,
  type ClearanceCheckResponse,
  type ClearanceMailResponse,
  type ClearanceReason,
  type ClearanceReasonOut,
  type DeclarationOut,
  type QrValidationResponse,
  type ReadmissionResponse,
} from "./contract.ts";
import { institutionHeader } from "./institution-header.ts";
import { clearanceSecret, CODE_PATTERN, newDeclarationCode, signatureMatches, signDeclaration } from "./signature.ts";

/** The secrets the service keeps in its database: the sign-in tokens' too. */
export { serviceSecret } from "./clearance.repository.ts";

type Config = Pick<ApiConfig, "CLEARANCE_SECRET" | "OPAC_PUBLIC_URL">;

/** Where the QR code leads: the OPAC's public address, else the one the request came in on. */
export interface Origin {
  requestOrigin: string;
}

const reasonLabel = (lang: Lang, reason: number) => translate(lang, `clearance.reasons.${reason}`);

export function clearanceReasons(lang: Lang): ClearanceReasonOut[] {
  return CLEARANCE_REASONS.map((codigo) => ({ codigo, descricao: reasonLabel(lang, codigo) }));
}

/** The pending items in words, in the order the desk settles them; empty when nothing is pending. */
export function pendingItems(lang: Lang, counts: PendingCounts): string[] {
  const item = (key: string, count: number) =>
    translate(lang, `clearance.pending.${key}_${count === 1 ? "one" : "other"}`, { count });
  const items: string[] = [];
  if (counts.loans > 0) items.push(item("loans", counts.loans));
  if (counts.reservations > 0) items.push(item("reservations", counts.reservations));
  if (counts.requests > 0) items.push(item("requests", counts.requests));
  if (counts.debts > 0) {
    items.push(
      translate(lang, `clearance.pending.debts_${counts.debts === 1 ? "one" : "other"}`, {
        count: counts.debts,
        amount: money(lang, counts.debt_cents),
      }),
    );
  }
  if (counts.suspensions > 0) items.push(item("suspensions", counts.suspensions));
  return items;
}

function money(lang: Lang, cents: number): string {
  const locale = lang === "en" ? "en-GB" : lang === "es" ? "es-ES" : "pt-BR";
  // A plain space instead of the no-break one Intl puts after "R$": the words are read, not laid out.
  return new Intl.NumberFormat(locale, { style: "currency", currency: "BRL" }).format(cents / 100).replace(/\s/g, " ");
}

function pendingRefusal(lang: Lang, items: string[]): ApiError {
  const list = translate(lang, "clearance.pending.join", {}).split("|");
  const joined = items.length === 1 ? items[0] : `${items.slice(0, -1).join(list[0])}${list[1]}${items.at(-1)}`;
  return new ApiError(422, "clearance_pending", "clearance.errors.pending", { items: joined });
}

async function patronOrFail(db: Queryable, patronId: number): Promise<ClearancePatron> {
  const patron = await findClearancePatron(db, patronId);
  if (!patron) throw new ApiError(401, "unauthorized", "errors.unauthorized");
  return patron;
}

function baseUrl(config: Config, origin: Origin): string {
  return (config.OPAC_PUBLIC_URL ?? origin.requestOrigin).replace(/\/+$/, "");
}

async function toOut(
  db: Queryable,
  config: Config,
  origin: Origin,
  row: DeclarationRow,
  lang: Lang,
): Promise<DeclarationOut> {
  const secret = await clearanceSecret(db, config);
  const signature = signDeclaration(secret, { code: row.code, reason: row.reason, issuedAt: row.issued_at });
  return {
    codigo: row.code,
    motivo: row.reason as ClearanceReason,
    desc_motivo: reasonLabel(lang, row.reason),
    nome: row.patron_name,
    emitida_em: row.issued_at,
    url_validacao: `${baseUrl(config, origin)}/nada-consta-validate-qrcode/${row.code}/${signature}/${row.reason}`,
  };
}

/**
 * GET /unidade-informacao/nada-consta/verifica: the declaration already issued, or "ready", or
 * 422 `clearance_pending` naming everything pending.
 */
export async function checkClearance(
  db: Queryable,
  config: Config,
  origin: Origin,
  patronId: number,
  lang: Lang,
): Promise<ClearanceCheckResponse> {
  const patron = await patronOrFail(db, patronId);
  const issued = await declarationInForce(db, patron.id);
  if (issued) return { liberado: true, declaracao: await toOut(db, config, origin, issued, lang) };
  const items = pendingItems(lang, await pendingCounts(db, patron.id, localDay(new Date())));
  if (items.length > 0) throw pendingRefusal(lang, items);
  return { liberado: true, declaracao: null };
}

async function renderPdf(
  db: Queryable,
  patron: ClearancePatron,
  declaration: DeclarationOut,
  lang: Lang,
): Promise<Buffer> {
  return declarationPdf(
    await institutionHeader(db),
    {
      code: declaration.codigo,
      name: declaration.nome,
      login: patron.login,
      reasonLabel: declaration.desc_motivo,
      issuedAt: declaration.emitida_em,
      validationUrl: declaration.url_validacao,
    },
    lang,
  );
}

/**
 * POST /unidade-informacao/nada-consta: in one transaction, with the patron's row locked (so a
 * check-out at the desk cannot slip in between), checks again that nothing is pending, records the
 * declaration, ends the patron's links to the libraries, drops their loan token and raises the
 * alert. Then the PDF, which can be made again from the row at any time.
 */
export async function issueDeclaration(
  db: Db,
  config: Config,
  origin: Origin,
  patronId: number,
  reason: ClearanceReason,
  lang: Lang,
): Promise<{ declaration: DeclarationOut; pdf: Buffer }> {
  // Made before the transaction: the first call may create the secret, outside the lock.
  await clearanceSecret(db, config);
  const { patron, row } = await db.transaction(async (tx) => {
    const patron = await lockClearancePatron(tx, patronId);
    if (!patron) throw new ApiError(401, "unauthorized", "errors.unauthorized");
    if (patron.cleared || (await declarationInForce(tx, patron.id))) {
      throw new ApiError(409, "clearance_already_issued", "clearance.errors.already_issued");
    }
    const items = pendingItems(lang, await pendingCounts(tx, patron.id, localDay(new Date())));
    if (items.length > 0) throw pendingRefusal(lang, items);
    const issuedAt = new Date();
    const row = await insertDeclaration(tx, {
      code: newDeclarationCode(),
      patronId: patron.id,
      name: patron.name,
      reason,
      issuedAt,
      homeLibraryId: patron.library_id,
    });
    await removeFromUnit(tx, patron.id, issuedAt);
    await deleteLoanToken(tx, patron.id);
    await raiseAlert(tx, {
      patronId: patron.id,
      kind: "clearance_issued",
      params: { code: row.code },
      link: "/meupergamum/nada-consta",
      dedupeKey: `clearance:${row.code}`,
    });
    return { patron, row };
  });
  const declaration = await toOut(db, config, origin, row, lang);
  return { declaration, pdf: await renderPdf(db, patron, declaration, lang) };
}

/** GET /unidade-informacao/nada-consta/pdf: the caller's declaration in force, made again. */
export async function declarationOf(
  db: Queryable,
  config: Config,
  origin: Origin,
  patronId: number,
  lang: Lang,
): Promise<{ declaration: DeclarationOut; pdf: Buffer }> {
  const patron = await patronOrFail(db, patronId);
  const row = await declarationInForce(db, patron.id);
  if (!row) throw new ApiError(404, "clearance_not_issued", "clearance.errors.not_issued");
  const declaration = await toOut(db, config, origin, row, lang);
  return { declaration, pdf: await renderPdf(db, patron, declaration, lang) };
}

/**
 * POST /unidade-informacao/nada-consta/validateqrcode (public): genuine when the code names a
 * declaration issued for that reason and the signature is the one the service makes for it.
 * Everything else (unknown code, changed reason, wrong signature, malformed parts) is the same
 * 404, so the answer tells a forger nothing about which part was wrong.
 */
export async function validateQrCode(
  db: Queryable,
  config: Config,
  parts: { cod: string; valid: string; motivo: string },
  lang: Lang,
): Promise<QrValidationResponse> {
  const invalid = new ApiError(404, "qrcode_invalid", "clearance.errors.qrcode_invalid");
  // Only the address as issued: "01" names the same reason but is not what was signed.
  const reason = /^[1-9]\d?$/.test(parts.motivo) ? Number(parts.motivo) : NaN;
  if (!CODE_PATTERN.test(parts.cod) || !isReason(reason) || !/^[\w-]{1,64}$/.test(parts.valid)) throw invalid;
  const row = await declarationByCode(db, parts.cod);
  if (!row || row.reason !== reason) throw invalid;
  const secret = await clearanceSecret(db, config);
  if (!signatureMatches(secret, { code: row.code, reason: row.reason, issuedAt: row.issued_at }, parts.valid)) {
    throw invalid;
  }
  return {
    valido: true,
    nome: row.patron_name,
    emitida_em: row.issued_at,
    motivo: reason,
    desc_motivo: reasonLabel(lang, reason),
  };
}

/** "d***@example.org": enough for the patron to recognise the address, not to read it off a screen. */
export function maskEmail(email: string): string {
  const [user, domain] = email.split("@");
  return `${user.slice(0, 1)}***@${domain ?? ""}`;
}

/** POST /nada-consta/send-mail: the declaration in force, as a PDF attachment, to the registered address. */
export async function mailDeclaration(
  db: Queryable,
  config: Config,
  mailer: Mailer,
  origin: Origin,
  patronId: number,
  lang: Lang,
): Promise<ClearanceMailResponse> {
  const patron = await patronOrFail(db, patronId);
  const [to] = splitEmails(patron.email);
  if (!to) throw new ApiError(422, "patron_no_email", "clearance.errors.no_email");
  const { declaration, pdf } = await declarationOf(db, config, origin, patronId, lang);
  const params = {
    name: declaration.nome,
    date: formatIssueDate(declaration.emitida_em, lang),
    code: declaration.codigo,
    url: declaration.url_validacao,
  };
  await mailer.send({
    to: [to],
    subject: translate(lang, "clearance.mail.subject", params),
    text: translate(lang, "clearance.mail.text", params),
    attachments: [{ filename: `nada-consta-${declaration.codigo}.pdf`, content: pdf, contentType: "application/pdf" }],
  });
  return { enviado: true, email: maskEmail(to) };
}

/** Desk: the patron comes back to the unit (a new enrolment): the links the declaration ended return. */
export async function readmit(db: Db, patronId: number): Promise<ReadmissionResponse> {
  return db.transaction(async (tx) => {
    const patron = await lockClearancePatron(tx, patronId);
    if (!patron) throw new ApiError(404, "patron_not_found", "errors.patron_not_found");
    const libraries = await readmitToUnit(tx, patron.id);
    if (!libraries) throw new ApiError(404, "clearance_not_issued", "clearance.errors.not_issued");
    return { cod_pessoa: patron.id, readmitido: true, bibliotecas: libraries };
  });
}
