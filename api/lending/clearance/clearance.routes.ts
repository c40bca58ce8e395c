/**
 * The clearance declaration, its QR validation and the GRU payment slip (document 2 §7
 * "Libraries and clearance"; document 1 /nada-consta-validate-qrcode; decision 032). The patron
 * is always the one of the bearer token; validateqrcode is public; the desk's re-admission takes
 * X-Staff-Key.
 */
import type { Context } from "hono";

import { optionalPatronOf, patronOf, staffOf } from "../../core/caller.ts";
import { callRoutes } from "../../core/http/call.ts";
import type { ApiEnv } from "../../core/http/env.ts";
import { bodyOf, invalidParameter, parse, pathId } from "../../core/http/input.ts";
import { requireMailer } from "../../operations/mail/mailer.ts";
import { clearanceCalls, clearanceDeskCalls, nadaConstaCalls, ReasonBody } from "./clearance.calls.ts";
import {
  checkClearance,
  clearanceReasons,
  declarationOf,
  issueDeclaration,
  mailDeclaration,
  readmit,
  validateQrCode,
  type Origin,
} from "./clearance.service.ts";
import { parseAmount, paymentSlip } from "./gru.service.ts";

const origin = (c: Context<ApiEnv>): Origin => ({ requestOrigin: new URL(c.req.url).origin });

function pdfResponse(c: Context<ApiEnv>, pdf: Buffer, filename: string, extra: Record<string, string> = {}) {
  return c.body(new Uint8Array(pdf), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "Cache-Control": "no-store",
    ...extra,
  });
}

/** Mounted at /unidade-informacao. */
export const clearanceRoutes = callRoutes("/unidade-informacao")
  .on(clearanceCalls.check, async (c) =>
    c.json(await checkClearance(c.get("db"), c.get("config"), origin(c), patronOf(c), c.get("lang"))),
  )
  .on(clearanceCalls.pdf, async (c) => {
    const patronId = patronOf(c);
    const { declaration, pdf } = await declarationOf(c.get("db"), c.get("config"), origin(c), patronId, c.get("lang"));
    return pdfResponse(c, pdf, `nada-consta-${declaration.codigo}.pdf`, { "X-Declaracao-Codigo": declaration.codigo });
  })
  .on(clearanceCalls.validateQrCode, async (c) =>
    c.json(await validateQrCode(c.get("db"), c.get("config"), bodyOf(c), c.get("lang"))),
  )
  .on(clearanceCalls.issue, async (c) => {
    const patronId = patronOf(c);
    const body = bodyOf(c);
    const { motivo } = parse(ReasonBody, { motivo: body.motivo ?? body.reason });
    const { declaration, pdf } = await issueDeclaration(
      c.get("db"),
      c.get("config"),
      origin(c),
      patronId,
      motivo as Parameters<typeof issueDeclaration>[4],
      c.get("lang"),
    );
    return pdfResponse(c, pdf, `nada-consta-${declaration.codigo}.pdf`, { "X-Declaracao-Codigo": declaration.codigo });
  })
  .on(clearanceCalls.paymentSlip, async (c) => {
    const patronId = patronOf(c);
    const body = bodyOf(c);
    const amountCents = parseAmount(body.valor);
    if (amountCents === undefined) throw invalidParameter("valor");
    const { reference, pdf } = await paymentSlip(c.get("db"), patronId, {
      amountCents,
      libraryId: body.codBiblioteca,
      debtId: body.cod_debito,
    });
    return pdfResponse(c, pdf, `gru-${reference}.pdf`, { "X-Gru-Referencia": reference });
  }).app;

/** Mounted at /nada-consta. */
export const nadaConstaRoutes = callRoutes("/nada-consta")
  .on(nadaConstaCalls.reasons, async (c) => {
    // Public list; a bad token is still a 401, as everywhere.
    optionalPatronOf(c);
    return c.json(clearanceReasons(c.get("lang")));
  })
  .on(nadaConstaCalls.sendMail, async (c) => {
    const patronId = patronOf(c);
    // The spec's client posts the PDF (multipart); the service sends the one it makes itself from
    // the declaration, so nothing a client uploads goes out under the institution's name.
    bodyOf(c);
    const mailer = requireMailer(c.get("config"));
    return c.json(await mailDeclaration(c.get("db"), c.get("config"), mailer, origin(c), patronId, c.get("lang")));
  }).app;

/** Mounted at /balcao: the patron back in the unit after a clearance (a new enrolment). */
export const clearanceDeskRoutes = callRoutes("/balcao").on(clearanceDeskCalls.readmit, async (c) => {
  await staffOf(c);
  return c.json(await readmit(c.get("db"), pathId(c)));
}).app;
