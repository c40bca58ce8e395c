/** The basket calls, mounted from their table (api/catalogue/basket/basket.calls.ts). */
import * as z from "zod";

import { callRoutes } from "../../core/http/call.ts";
import { bodyOf, idList, parse, queryOf } from "../../core/http/input.ts";
import { translate } from "../../core/i18n.ts";
import { mailEnabled, requireMailer } from "../../operations/mail/mailer.ts";
import { spendMailAllowance } from "../../operations/mail/mail-limits.ts";
import { parseRecipients } from "../../operations/mail/recipients.ts";
import { optionalPatronOf } from "../../core/caller.ts";
import { clientAddressOf } from "../../core/http/client-address.ts";
import { basketCalls, basketRecordCalls as calls } from "./basket.calls.ts";
import { basketIds, basketRecords, exportBasket, mailBasket } from "./basket.service.ts";
import type { EmailSendingMessage } from "./contract.ts";

const EmailOptions = z.object({ destinatarios: z.unknown() }).passthrough();

/** Mounted at /acervo (before the record routes' "/:id"). */
export const basketRecordRoutes = callRoutes("/acervo")
  .on(calls.records, async (c) => {
    const ids = idList(queryOf(c).acervos ?? [], "acervos") ?? [];
    return c.json(await basketRecords(c.get("db"), ids, c.get("lang"), queryOf(c).estilo));
  })
  .on(calls.export, async (c) => {
    // The body as sent: the e-mail options are read from it below, under whichever name a form gave them.
    const body = bodyOf(c);
    const raw: Record<string, unknown> = body;
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
      const sender = { patronId: optionalPatronOf(c), client: clientAddressOf(c) };
      await spendMailAllowance(c.get("db"), c.get("config"), "basket", sender, recipients);
      return c.json(await mailBasket(c.get("db"), mailer, { ids, format: body.dados, recipients, origin, lang }));
    }
    const file = await exportBasket(c.get("db"), ids, body.dados, origin, c.get("lang"));
    return c.body(file.body as string, 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
    });
  }).app;

/** Mounted at /cesta. */
export const basketRoutes = callRoutes("/cesta").on(basketCalls.emailSendingMessage, (c) => {
  const habilitado = mailEnabled(c.get("config"));
  const answer: EmailSendingMessage = {
    habilitado,
    mensagem: translate(c.get("lang"), habilitado ? "basket.emailSendingMessage" : "errors.mail_unavailable"),
  };
  return c.json(answer);
}).app;
