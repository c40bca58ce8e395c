/** The basket calls: its records, and export (a file) or e-mail (JSON bodies). */
import { basketCalls as mailCalls, basketRecordCalls as calls } from "../../../api/catalogue/basket/basket.calls.ts";
import type { BasketFormat } from "../../../api/catalogue/basket/contract.ts";
import type { CslStyle } from "../../../api/catalogue/records/citation/csl/styles.ts";
import type { Transport } from "./transport.server.ts";

export function basketCalls(t: Transport) {
  return {
    /** The records, in the order asked. */
    records: (ids: readonly number[], style?: CslStyle) =>
      t.call(calls.records, { query: { acervos: [ids.join(",")], estilo: style } }),
    /** Whether e-mail is on, and the notice to show. */
    emailSendingMessage: () => t.call(mailCalls.emailSendingMessage, {}),
    /** Sends the references to the recipients. */
    mail: (input: { format: BasketFormat; ids: readonly number[]; recipients: readonly string[] }) =>
      t.call(calls.export, {
        body: {
          tipo: "email",
          dados: input.format,
          acervos: input.ids,
          opcoesEmail: { destinatarios: input.recipients.join(";") },
        },
      }),
    /** The file, as the service's response. */
    export: (format: BasketFormat, ids: readonly number[]) =>
      t.callForFile(calls.export, { body: { tipo: "download", dados: format, acervos: ids } }),
  };
}
