/** The basket calls: its records, and export (a file) or e-mail (JSON bodies, docs/api.md "Basket"). */
import type {
  BasketFormat,
  BasketMailResponse,
  BasketRecord,
  EmailSendingMessage,
} from "../../../api/basket/contract.ts";
import type { Transport } from "./transport.server.ts";

export function basketCalls(t: Transport) {
  return {
    /** GET /acervo/cesta?acervos=1,2: the records, in the order asked. */
    records: (ids: readonly number[]) => t.json<BasketRecord[]>("/acervo/cesta", { query: { acervos: ids.join(",") } }),
    /** GET /cesta/get-email-sending-message: whether e-mail is on, and the notice to show. */
    emailSendingMessage: () => t.json<EmailSendingMessage>("/cesta/get-email-sending-message"),
    /** POST /acervo/exportar-cesta {tipo: "email"}: sends the references to the recipients. */
    mail: (input: { format: BasketFormat; ids: readonly number[]; recipients: readonly string[] }) =>
      t.json<BasketMailResponse>("/acervo/exportar-cesta", {
        method: "POST",
        json: {
          tipo: "email",
          dados: input.format,
          acervos: input.ids,
          opcoesEmail: { destinatarios: input.recipients.join(";") },
        },
      }),
    /** POST /acervo/exportar-cesta {tipo: "download"}: the file, as the service's response. */
    export: (format: BasketFormat, ids: readonly number[]) =>
      t.download("/acervo/exportar-cesta", {
        method: "POST",
        json: { tipo: "download", dados: format, acervos: ids },
      }),
  };
}
