/**
 * The basket calls (docs/decisions/013-basket-and-feeds.md). Document 1 §7 names
 * POST /acervo/exportar-cesta {tipo, dados, acervos, opcoesEmail} and
 * GET /cesta/get-email-sending-message without their shapes; the shapes are ours. The basket
 * itself lives in the visitor's browser session (the OPAC's cookie), so every call takes the ids
 * it works on.
 */
import * as z from "zod";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { CSL_STYLE_CODES } from "../records/citation/csl/styles.ts";
import { idListField } from "../../core/http/input.ts";
import { BASKET_FORMATS, BasketMailResponseSchema, BasketRecordSchema, EmailSendingMessageSchema } from "./contract.ts";

/**
 * What the export reads; the e-mail options are read by the handler when `tipo` is email (a form
 * flattens them to `opcoesEmail[destinatarios]` or `destinatarios`), so every other key is kept.
 */
export const ExportBody = z
  .object({
    tipo: z
      .enum(["download", "email"])
      .default("download")
      .describe("download: the file in the answer; email: sent to opcoesEmail.destinatarios"),
    dados: z.enum(BASKET_FORMATS).describe("The format of the records"),
    // More than BASKET_MAX is refused by the service (basket_too_large), not here.
    acervos: idListField().describe("The records' codes: 1-200, as an array, repeated form fields or 1,2,3"),
    opcoesEmail: z.unknown().optional().describe('{ destinatarios: "a@x.org; b@y.org" } (at most 5), for tipo email'),
  })
  .loose();

export const basketRecordCalls = {
  records: defineCall({
    method: "get",
    path: "/acervo/cesta",
    summary: "The basket's records, in the order asked",
    description:
      "Unknown ids are left out. Each record's reference is ABNT NBR 6023, or the CSL style `estilo` names " +
      "(the codes of `/acervo/{id}/referencia-csl`, rendered by citeproc-js in the `lang` of the request).",
    query: z.object({
      acervos: z.array(z.string()).optional().describe("record codes, 1,2,3 or repeated"),
      estilo: z.enum(CSL_STYLE_CODES).optional().describe("A CSL style for the references (default ABNT)"),
    }),
    deferQuery: { lists: ["acervos"] },
    responses: {
      200: json(z.array(BasketRecordSchema), "The records."),
      400: refusal("A malformed code (invalid_parameter), or more than 200 (basket_too_large)."),
    },
  }),
  export: defineCall({
    method: "post",
    path: "/acervo/exportar-cesta",
    summary: "Exports the basket's records as a file, or sends them by e-mail",
    description:
      'tipo download answers the file itself, `Content-Disposition: attachment; filename="cesta.ris"` ' +
      "(cesta.bib, cesta.mrc, cesta.xml, cesta-referencias.txt), of the one-record export's media types, ABNT " +
      "as text/plain in alphabetical order. tipo email answers the JSON below once the SMTP server accepted " +
      "the message (ABNT references in the body, the file attached for the other formats).",
    body: ExportBody,
    responses: {
      200: json(BasketMailResponseSchema, "tipo email: the message was sent (tipo download: the file)."),
      400: refusal(
        "A malformed parameter (invalid_parameter), basket_too_large, email_required, invalid_email (naming the " +
          "address) or too_many_recipients (more than 5).",
      ),
      404: refusal("None of the ids exists (record_not_found)."),
      429: refusal(
        "`too_many_requests` with `Retry-After`: this visitor's mails per hour, or a recipient's per day, are " +
          "spent (MAIL_PER_SENDER_PER_HOUR, MAIL_PER_RECIPIENT_PER_DAY; decision 053).",
      ),
      503: refusal("No SMTP settings (mail_unavailable), or the SMTP server refused or was unreachable (mail_failed)."),
    },
  }),
};

export const basketCalls = {
  emailSendingMessage: defineCall({
    method: "get",
    path: "/cesta/get-email-sending-message",
    summary: "Whether the basket can be sent by e-mail, and the notice the form shows",
    responses: { 200: json(EmailSendingMessageSchema, "Whether e-mail is on, and the notice.") },
  }),
};
