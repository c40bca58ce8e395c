/**
 * The clearance declaration, its QR validation and the GRU payment slip (document 2 §7
 * "Libraries and clearance"; document 1 /nada-consta-validate-qrcode; decision 032). The patron
 * is always the one of the bearer token; validateqrcode is public; the desk's re-admission takes
 * X-Staff-Key.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";

import { optionalPatronOf, patronOf, staffOf } from "../circulation/http.ts";
import type { ApiEnv } from "../http/env.ts";
import { bodyOf, invalidParameter, OptionalId, parse, pathId, readBody, validBody } from "../http/input.ts";
import { requireMailer } from "../mail/mailer.ts";
import {
  checkClearance,
  clearanceReasons,
  declarationOf,
  isReason,
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

const ReasonBody = z.object({
  motivo: z.coerce
    .number()
    .int()
    .refine((n) => isReason(n)),
});

const QrBody = z.object({
  cod: z.string().max(100),
  valid: z.string().max(200),
  motivo: z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(10)),
});

const SlipBody = z.object({
  valor: z.union([z.string(), z.number()]),
  codBiblioteca: OptionalId,
  cod_debito: OptionalId,
});

/** Mounted at /unidade-informacao. */
export const clearanceRoutes = new Hono<ApiEnv>()
  .get("/nada-consta/verifica", async (c) =>
    c.json(await checkClearance(c.get("db"), c.get("config"), origin(c), patronOf(c), c.get("lang"))),
  )
  .get("/nada-consta/pdf", async (c) => {
    const patronId = patronOf(c);
    const { declaration, pdf } = await declarationOf(c.get("db"), c.get("config"), origin(c), patronId, c.get("lang"));
    return pdfResponse(c, pdf, `nada-consta-${declaration.codigo}.pdf`, { "X-Declaracao-Codigo": declaration.codigo });
  })
  .post("/nada-consta/validateqrcode", async (c) => {
    const body = await readBody(c.req.raw);
    const parts = parse(QrBody, body);
    return c.json(await validateQrCode(c.get("db"), c.get("config"), parts, c.get("lang")));
  })
  .post("/nada-consta", async (c) => {
    const patronId = patronOf(c);
    const body = await readBody(c.req.raw);
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
  .post("/gru", validBody(SlipBody), async (c) => {
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
  });

/** Mounted at /nada-consta. */
export const nadaConstaRoutes = new Hono<ApiEnv>()
  .get("/get-reasons", async (c) => {
    // Public list; a bad token is still a 401, as everywhere.
    optionalPatronOf(c);
    return c.json(clearanceReasons(c.get("lang")));
  })
  .post("/send-mail", async (c) => {
    const patronId = patronOf(c);
    // The spec's client posts the PDF (multipart); the service sends the one it makes itself from
    // the declaration, so nothing a client uploads goes out under the institution's name.
    await readBody(c.req.raw);
    const mailer = requireMailer(c.get("config"));
    return c.json(await mailDeclaration(c.get("db"), c.get("config"), mailer, origin(c), patronId, c.get("lang")));
  });

/** Mounted at /balcao: the patron back in the unit after a clearance (a new enrolment). */
export const clearanceDeskRoutes = new Hono<ApiEnv>().post("/nada-consta/:id/readmissao", async (c) => {
  await staffOf(c);
  return c.json(await readmit(c.get("db"), pathId(c)));
});
