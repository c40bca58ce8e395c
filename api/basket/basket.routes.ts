/**
 * The basket calls (docs/api.md "Basket"). Document 1 §7 names POST /acervo/exportar-cesta
 * {tipo, dados, acervos, opcoesEmail} and GET /cesta/get-email-sending-message without their
 * shapes; the shapes are ours (api/basket/contract.ts). The basket itself lives in the visitor's
 * browser session (the OPAC's cookie), so every call takes the ids it works on.
 */
import { Hono } from "hono";
import { z } from "zod";

import type { ApiEnv } from "../http/env.ts";
import { deferQuery, Id, idList, parse, queryOf, readBody } from "../http/input.ts";
import { translate } from "../i18n.ts";
import { mailEnabled, requireMailer } from "../mail/mailer.ts";
import { parseRecipients } from "../mail/recipients.ts";
import { basketIds, basketRecords, exportBasket, mailBasket } from "./basket.service.ts";
import { BASKET_FORMATS, type EmailSendingMessage } from "./contract.ts";

/** `acervos` as a JSON array, repeated form fields or "1,2,3". */
const IdsField = z.preprocess((v) => {
  const split = (x: unknown) =>
    String(x)
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  if (Array.isArray(v)) return v.flatMap(split);
  if (typeof v === "string" || typeof v === "number") return split(v);
  return v;
}, z.array(Id).min(1));

const ExportBody = z.object({
  /** download: the file in the answer; email: sent to opcoesEmail.destinatarios. */
  tipo: z.enum(["download", "email"]).default("download"),
  /** The format of the records. */
  dados: z.enum(BASKET_FORMATS),
  acervos: IdsField,
});

const EmailOptions = z.object({ destinatarios: z.unknown() }).passthrough();

/** Mounted at /acervo (before the record routes' "/:id"). */
export const basketRecordRoutes = new Hono<ApiEnv>()
  .get(
    "/cesta",
    deferQuery(z.object({ acervos: z.array(z.string()).optional().describe("record codes, 1,2,3 or repeated") }), [
      "acervos",
    ]),
    async (c) => {
      const ids = idList(queryOf(c).acervos ?? [], "acervos") ?? [];
      return c.json(await basketRecords(c.get("db"), ids, c.get("lang")));
    },
  )
  .post("/exportar-cesta", async (c) => {
    const raw = await readBody(c.req.raw);
    const body = parse(ExportBody, raw);
    const ids = basketIds(body.acervos);
    // The mail's and the file's record links: the configured public address, never Host (decision 035).
    const origin = (c.get("config").OPAC_PUBLIC_URL ?? new URL(c.req.url).origin).replace(/\/+$/, "");
    if (body.tipo === "email") {
      // Form posts flatten the options: opcoesEmail[destinatarios] or destinatarios.
      const { opcoesEmail } = parse(z.object({ opcoesEmail: EmailOptions }), {
        opcoesEmail: raw.opcoesEmail ?? { destinatarios: raw["opcoesEmail[destinatarios]"] ?? raw.destinatarios },
      });
      const recipients = parseRecipients(opcoesEmail.destinatarios);
      const mailer = requireMailer(c.get("config"));
      const lang = c.get("lang");
      return c.json(await mailBasket(c.get("db"), mailer, { ids, format: body.dados, recipients, origin, lang }));
    }
    const file = await exportBasket(c.get("db"), ids, body.dados, origin, c.get("lang"));
    return c.body(file.body as string, 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
    });
  });

/** Mounted at /cesta. */
export const basketRoutes = new Hono<ApiEnv>().get("/get-email-sending-message", (c) => {
  const habilitado = mailEnabled(c.get("config"));
  const answer: EmailSendingMessage = {
    habilitado,
    mensagem: translate(c.get("lang"), habilitado ? "basket.emailSendingMessage" : "errors.mail_unavailable"),
  };
  return c.json(answer);
});
